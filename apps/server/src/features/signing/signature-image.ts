import sharp from 'sharp';
import { AppError } from '../../http/app-error.js';

/** A signature from the pad is a small PNG; anything larger is not one. */
export const maxSignatureBytes = 512 * 1024;
const maxSide = 4000;

/**
 * Checks that the uploaded bytes are a PNG of sensible size (by their content, not their name) and
 * answers them re-encoded, so only pixels are kept: no text chunks, no second image.
 */
export async function cleanSignaturePng(bytes: Buffer): Promise<Buffer> {
  try {
    const image = sharp(bytes, { limitInputPixels: maxSide * maxSide });
    const { format, width = 0, height = 0 } = await image.metadata();
    if (format !== 'png' || width < 10 || height < 10 || width > maxSide || height > maxSide) {
      throw new Error('not a signature image');
    }
    return await image.png().toBuffer();
  } catch {
    throw new AppError(400, 'signingSignatureUnreadable');
  }
}
