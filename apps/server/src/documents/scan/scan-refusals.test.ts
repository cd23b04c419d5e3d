import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readScan, scanAsPdf, ScanRefusal } from './index.js';

const refusal = (key: string) => expect.objectContaining({ name: 'ScanRefusal', key });

/** The first bytes of an iPhone photo: an ISO box 'ftyp' of brand 'heic', then HEVC data sharp lacks. */
function heicHeader(): Uint8Array {
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 24]),
    Buffer.from('ftypheic'),
    Buffer.from([0, 0, 0, 0]),
    Buffer.from('mif1heic'),
  ]);
  return Buffer.concat([ftyp, Buffer.alloc(2048, 7)]);
}

describe('readScan refuses what it cannot read, with the message saying why', () => {
  it('refuses a text file named .pdf: only PDF or image files', async () => {
    const text = Buffer.from('Signed by both parties on 2026-11-25.\n'.repeat(20));
    await expect(readScan(text)).rejects.toBeInstanceOf(ScanRefusal);
    await expect(readScan(text)).rejects.toEqual(refusal('uploadPdfOrImageOnly'));
    await expect(scanAsPdf(text)).rejects.toEqual(refusal('uploadPdfOrImageOnly'));
  });

  it('refuses an empty upload and a GIF the same way', async () => {
    await expect(readScan(new Uint8Array())).rejects.toEqual(refusal('uploadPdfOrImageOnly'));
    const gif = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    await expect(readScan(gif)).rejects.toEqual(refusal('uploadPdfOrImageOnly'));
  });

  it('refuses a PDF that cannot be opened: the file is damaged', async () => {
    const broken = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> garbage with no pages\n');
    await expect(readScan(broken)).rejects.toEqual(refusal('scanUnreadable'));
  });

  it('refuses an image cut off in the middle of its header as unreadable', async () => {
    const png = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    await expect(readScan(png.subarray(0, 60))).rejects.toEqual(refusal('scanUnreadable'));
  });

  it('refuses a HEIC photo sharp cannot decode (HEVC), telling the contractor to save JPEG', async () => {
    await expect(readScan(heicHeader())).rejects.toEqual(refusal('scanHeicUnreadable'));
    await expect(scanAsPdf(heicHeader())).rejects.toEqual(refusal('scanHeicUnreadable'));
  });

  it('reads a HEIF image sharp can decode (AV1): a page without our code', async () => {
    const heif = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#fff' } })
      .heif({ compression: 'av1' })
      .toBuffer();
    await expect(readScan(heif)).resolves.toEqual({ kind: 'image', pages: [{ index: 0, code: null }] });
  });
});

describe('readScan of pages without our code', () => {
  it('answers every page of an unrelated PDF with code null', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    for (const words of ['An unrelated letter', 'Its second page']) {
      pdf.addPage([612, 792]).drawText(words, { x: 72, y: 700, size: 14, font });
    }
    await expect(readScan(await pdf.save())).resolves.toEqual({
      kind: 'pdf',
      pages: [
        { index: 0, code: null },
        { index: 1, code: null },
      ],
    });
  });

  it("ignores a QR code that is not one of ours (a web address on someone else's letter)", async () => {
    const QRCode = (await import('qrcode')).default;
    const png = await QRCode.toBuffer('https://example.com/C/7Q2M4K9X3ZR8HDAB12CD', { scale: 8 });
    await expect(readScan(png)).resolves.toEqual({ kind: 'image', pages: [{ index: 0, code: null }] });
  });
});
