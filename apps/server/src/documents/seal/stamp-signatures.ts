import fontkit from '@pdf-lib/fontkit';
import { rgb, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import type { SignatureBox, SignatureLayout } from '../../db/schema/contracts.js';
import { signatureFieldSize } from '../pdf-body.js';
import { colours } from '../pdf-layout.js';
import type { SealSigner } from './seal-input.js';

/** What a stamp draws of a signer: the seal's and the page's "as signed so far" copy alike. */
export type StampedSigner = Pick<
  SealSigner,
  'position' | 'name' | 'method' | 'image' | 'typedName' | 'signedAt'
>;
import { drawable, sealFaces } from './seal-fonts.js';

/**
 * Draws each recipient's signature into their block of the contract that was sent: in the signature
 * field a small "Signed electronically by …" line and, beneath it, the drawn signature fitted to the
 * field (its proportions kept) or the typed name in italics; in the date field the signing time in
 * the property's zone. A block is the box render-pdf.ts measured: the signature field at its top,
 * the date field at its bottom. A recipient who signed on paper gets nothing drawn.
 */

export interface StampWords {
  signedBy: (name: string) => string;
  signedAt: (instant: Date) => string;
}

const captionSize = 6.5;
const captionBand = 9;
/** Ink stays this far above the signature line, as a pen would. */
const lineClearance = 3;
const dateSize = 9.5;
const typedMaxSize = 22;

const hex = (colour: string) =>
  rgb(
    Number.parseInt(colour.slice(1, 3), 16) / 255,
    Number.parseInt(colour.slice(3, 5), 16) / 255,
    Number.parseInt(colour.slice(5, 7), 16) / 255,
  );

/** The largest size up to `max` at which `text` fits `width`. */
const fittingSize = (font: PDFFont, text: string, width: number, max: number): number =>
  Math.min(max, (max * width) / Math.max(font.widthOfTextAtSize(text, max), 1));

interface Faces {
  regular: PDFFont;
  italic: PDFFont;
}

async function drawSignature(
  pdf: PDFDocument,
  page: PDFPage,
  box: SignatureBox,
  signer: StampedSigner,
  faces: Faces,
): Promise<void> {
  const top = box.y + box.height;
  const bottom = top - signatureFieldSize.height + lineClearance;
  const area = { width: box.width, height: signatureFieldSize.height - captionBand - lineClearance };

  if (signer.method === 'drawn' && signer.image) {
    const image = await pdf.embedPng(signer.image);
    const scale = Math.min(area.width / image.width, area.height / image.height);
    page.drawImage(image, {
      x: box.x,
      y: bottom,
      width: image.width * scale,
      height: image.height * scale,
    });
  } else {
    const name = drawable(signer.typedName ?? signer.name);
    const size = fittingSize(faces.italic, name, area.width, typedMaxSize);
    page.drawText(name, {
      x: box.x,
      y: bottom + faces.italic.heightAtSize(size, { descender: false }) * 0.25,
      size,
      font: faces.italic,
      color: hex(colours.ink),
    });
  }
}

export async function stampSignatures(
  pdf: PDFDocument,
  layout: SignatureLayout,
  signers: readonly StampedSigner[],
  words: StampWords,
): Promise<void> {
  const stamped = signers.filter((signer) => signer.method !== 'paper');
  if (stamped.length === 0) return;
  pdf.registerFontkit(fontkit);
  const bytes = await sealFaces();
  const faces: Faces = {
    regular: await pdf.embedFont(bytes.regular, { subset: true }),
    italic: await pdf.embedFont(bytes.italic, { subset: true }),
  };
  const muted = hex(colours.muted);

  for (const signer of stamped) {
    const box = layout.find((entry) => entry.party === signer.position);
    if (!box) throw new Error(`the contract has no signature block for recipient ${signer.position}`);
    const page = pdf.getPage(box.page - 1);
    const top = box.y + box.height;

    const caption = drawable(words.signedBy(signer.name));
    page.drawText(caption, {
      x: box.x,
      y: top - captionSize,
      size: fittingSize(faces.regular, caption, box.width, captionSize),
      font: faces.regular,
      color: muted,
    });
    await drawSignature(pdf, page, box, signer, faces);
    page.drawText(drawable(words.signedAt(signer.signedAt)), {
      x: box.x,
      y: box.y + 3,
      size: dateSize,
      font: faces.regular,
      color: hex(colours.ink),
    });
  }
}
