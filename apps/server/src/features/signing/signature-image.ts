import sharp from 'sharp';
import { AppError } from '../../http/app-error.js';

/** A signature from the pad is a small PNG; anything larger is not one. */
export const maxSignatureBytes = 512 * 1024;
const maxSide = 4000;

/** Transparent room left around the strokes once the pad's empty margins are cut. */
const margin = 8;

/**
 * Checks that the uploaded bytes are a PNG of sensible size (by their content, not their name) and
 * answers them re-encoded, so only pixels are kept: no text chunks, no second image. The pad's empty
 * margins are cut: a phone's pad is nearly square, and fitted whole into a wide signature block its
 * strokes would come out tiny. A pad with nothing drawn on it is no signature.
 */
export async function cleanSignaturePng(bytes: Buffer): Promise<Buffer> {
  try {
    const image = sharp(bytes, { limitInputPixels: maxSide * maxSide });
    const { format, width = 0, height = 0, hasAlpha } = await image.metadata();
    if (format !== 'png' || width < 10 || height < 10 || width > maxSide || height > maxSide) {
      throw new Error('not a signature image');
    }
    if (hasAlpha && (await image.stats()).channels[3]?.max === 0)
      throw new AppError(400, 'signingSignatureRequired');
    return await image
      .trim({ threshold: 1 })
      .extend({
        top: margin,
        bottom: margin,
        left: margin,
        right: margin,
        background: { r: 0, g: 0, b: 0, alpha: 0 },
      })
      .png()
      .toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(400, 'signingSignatureUnreadable');
  }
}
