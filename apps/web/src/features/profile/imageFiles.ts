import { imageMimeTypes } from '@tradepact/shared';

/** Doc 1 §5: logos and signatures are PNG, JPEG or GIF (the server checks the bytes too). */
export function isImageFile(file: File): boolean {
  return (imageMimeTypes as readonly string[]).includes(file.type);
}

/** The `accept` attribute of the file pickers. */
export const imageAccept = imageMimeTypes.join(',');
