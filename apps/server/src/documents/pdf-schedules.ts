import { formatMessage } from '@tradepact/shared';
import { PDFArray, PDFDocument, rgb } from 'pdf-lib';
import type { Content } from 'pdfmake/interfaces.js';
import sharp from 'sharp';
import type { ContractDocument, ImageBytes, Schedule } from './document-model.js';
import { bodyHeight, bodyWidth, scheduleCaptionPoints, sideMargin } from './pdf-layout.js';

/**
 * Schedules A–D after the agreement. pdfmake lays out every schedule page (its caption, and the
 * header, footer and QR code every page has), so "Page X of Y" and the QR codes count all pages.
 * An image schedule is placed by pdfmake, scaled to fit its page. A PDF schedule's pages are then
 * drawn by pdf-lib into the space under their captions, scaled to fit, beneath pdfmake's own drawing,
 * so the footer, the QR code and a DRAFT mark stay on top and nothing of the schedule is covered.
 */

export interface PreparedSchedule {
  schedule: Schedule;
  pageCount: number;
  /** A PDF schedule, loaded. */
  pdf?: PDFDocument;
  /** An image schedule, as a data: URL pdfmake reads. */
  imageUrl?: string;
}

/** pdfmake reads PNG and JPEG (turning a JPEG by its EXIF orientation); GIF and WebP become PNG. */
export async function pdfImageUrl(image: ImageBytes): Promise<string> {
  const readable = image.mimeType === 'image/png' || image.mimeType === 'image/jpeg';
  const bytes = readable ? Buffer.from(image.bytes) : await sharp(image.bytes).png().toBuffer();
  return `data:${readable ? image.mimeType : 'image/png'};base64,${bytes.toString('base64')}`;
}

/** A schedule whose PDF cannot be read: the contractor must attach it again. */
export class UnreadableScheduleError extends Error {
  constructor(
    readonly caption: string,
    options?: ErrorOptions,
  ) {
    super(`${caption} is not a PDF this server can read`, options);
    this.name = 'UnreadableScheduleError';
  }
}

export function prepareSchedules(schedules: readonly Schedule[]): Promise<PreparedSchedule[]> {
  return Promise.all(
    schedules.map(async (schedule): Promise<PreparedSchedule> => {
      if (schedule.kind === 'image') {
        return { schedule, pageCount: 1, imageUrl: await pdfImageUrl(schedule.file) };
      }
      try {
        const pdf = await PDFDocument.load(schedule.file.bytes, {
          ignoreEncryption: true,
          updateMetadata: false,
        });
        return { schedule, pageCount: pdf.getPageCount(), pdf };
      } catch (error) {
        throw new UnreadableScheduleError(schedule.caption, { cause: error });
      }
    }),
  );
}

export const scheduleImage = (index: number): string => `schedule${index}`;

/** Every schedule page's pdfmake content: one page each, starting on a new page. */
export function scheduleContent(
  prepared: readonly PreparedSchedule[],
  document: ContractDocument,
  bottomMargin: number,
): Content[] {
  return prepared.flatMap(({ schedule, pageCount, imageUrl }, index) =>
    Array.from({ length: pageCount }, (_, page): Content => {
      const pageOf =
        pageCount > 1 ? formatMessage(document.schedulePageOf, { page: page + 1, pages: pageCount }) : '';
      const caption: Content = {
        text: [
          { text: schedule.caption, style: 'caption' },
          ...(pageOf ? [{ text: `   ${pageOf}`, style: 'small' }] : []),
        ],
        margin: [0, 0, 0, 8],
      };
      const fit: [number, number] = [bodyWidth, bodyHeight(bottomMargin) - scheduleCaptionPoints];
      return {
        pageBreak: 'before',
        stack: imageUrl ? [caption, { image: scheduleImage(index), fit, alignment: 'center' }] : [caption],
      };
    }),
  );
}

/** The data: URLs of the image schedules, by their image key. */
export const scheduleImages = (prepared: readonly PreparedSchedule[]): Record<string, string> =>
  Object.fromEntries(
    prepared.flatMap(({ imageUrl }, index) => (imageUrl ? [[scheduleImage(index), imageUrl]] : [])),
  );

const frameColour = rgb(0.8, 0.82, 0.85);

/**
 * Draws each PDF schedule's pages into their captioned pages: the last pages of `pdf`, or the last
 * before `followedFromPage` (1-based), where pages attached after the schedules begin.
 */
export async function drawPdfSchedules(
  pdf: Uint8Array,
  prepared: readonly PreparedSchedule[],
  bottomMargin: number,
  followedFromPage?: number,
): Promise<Uint8Array> {
  const output = await PDFDocument.load(pdf, { updateMetadata: false });
  const schedulePages = prepared.reduce((sum, item) => sum + item.pageCount, 0);
  const end = followedFromPage === undefined ? output.getPageCount() : followedFromPage - 1;
  let pageIndex = end - schedulePages;
  const box = { width: bodyWidth, height: bodyHeight(bottomMargin) - scheduleCaptionPoints };

  for (const item of prepared) {
    if (!item.pdf) {
      pageIndex += item.pageCount;
      continue;
    }
    const embedded = await output.embedPdf(item.pdf, item.pdf.getPageIndices());
    for (const source of embedded) {
      const page = output.getPage(pageIndex);
      pageIndex += 1;
      const scale = Math.min(1, box.width / source.width, box.height / source.height);
      const width = source.width * scale;
      const height = source.height * scale;
      const x = sideMargin + (box.width - width) / 2;
      const y = bottomMargin + box.height - height;
      page.drawPage(source, { x, y, xScale: scale, yScale: scale });
      page.drawRectangle({ x, y, width, height, borderColor: frameColour, borderWidth: 0.5 });
      underneath(page.node.Contents());
    }
  }
  return output.save();
}

/** Moves the content stream just drawn (the last one) first, under what the page already showed. */
function underneath(contents: unknown): void {
  if (!(contents instanceof PDFArray) || contents.size() < 2) return;
  const drawn = contents.get(contents.size() - 1);
  contents.remove(contents.size() - 1);
  contents.insert(0, drawn);
}
