import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { nearestImageSize, placeholderImage, servedImageSize } from './image-variants.js';

describe('nearestImageSize', () => {
  it('snaps to the nearest allowed size, the larger on a tie, at most 1,600', () => {
    expect(nearestImageSize(300)).toBe(300);
    expect(nearestImageSize(290)).toBe(300);
    expect(nearestImageSize(1)).toBe(50);
    expect(nearestImageSize(4000)).toBe(1600);
    expect(nearestImageSize(175)).toBe(200);
  });
});

describe('servedImageSize', () => {
  it('snaps the width and derives the height from the requested ratio', () => {
    expect(servedImageSize({ width: 120, height: 80 })).toEqual({ width: 100, height: 67 });
    expect(servedImageSize({ width: 300, height: 300 })).toEqual({ width: 300, height: 300 });
    expect(servedImageSize({ width: 4000, height: 4000 })).toEqual({ width: 1600, height: 1600 });
    expect(servedImageSize({ width: 1600, height: 1 })).toEqual({ width: 1600, height: 1 });
  });

  it('scales a ratio too tall for the largest size down whole', () => {
    expect(servedImageSize({ width: 50, height: 4000 })).toEqual({ width: 20, height: 1600 });
  });
});

describe('placeholderImage', () => {
  it('renders one copy per size and answers it again after', async () => {
    const first = await placeholderImage({ width: 300, height: 150 });
    expect(await placeholderImage({ width: 300, height: 150 })).toBe(first);
    const meta = await sharp(first.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 300, 150]);
  });
});
