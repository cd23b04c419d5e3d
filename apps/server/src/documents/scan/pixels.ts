/** An RGBA bitmap in the shape of a canvas's ImageData, which zxing-wasm reads. */
export interface Pixels {
  data: Uint8ClampedArray<ArrayBuffer>;
  width: number;
  height: number;
  colorSpace: 'srgb';
}

export const rgbaPixels = (data: Uint8ClampedArray<ArrayBuffer>, width: number, height: number): Pixels => ({
  data,
  width,
  height,
  colorSpace: 'srgb',
});

export interface Region {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The QR code sits in the bottom-right corner of our pages, inside this share of each side. */
const cornerWidthShare = 0.4;
const cornerHeightShare = 0.25;

/** Where the QR code of an upright page is: a few per cent of the pixels, so read first. */
export function qrCorner(width: number, height: number): Region {
  const cornerWidth = Math.round(width * cornerWidthShare);
  const cornerHeight = Math.round(height * cornerHeightShare);
  return { left: width - cornerWidth, top: height - cornerHeight, width: cornerWidth, height: cornerHeight };
}

/** A copy of one region of a bitmap. */
export function cropPixels(pixels: Pixels, region: Region): Pixels {
  const rowBytes = region.width * 4;
  const data = new Uint8ClampedArray(rowBytes * region.height);
  for (let row = 0; row < region.height; row += 1) {
    const start = ((region.top + row) * pixels.width + region.left) * 4;
    data.set(pixels.data.subarray(start, start + rowBytes), row * rowBytes);
  }
  return rgbaPixels(data, region.width, region.height);
}
