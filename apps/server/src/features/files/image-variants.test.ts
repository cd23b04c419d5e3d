import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { nearestImageSize, placeholderImage } from './image-variants.js';

describe('nearestImageSize', () => {
  it('snaps to the nearest allowed size, the larger on a tie, at most 1,600', () => {
    expect(nearestImageSize(300)).toBe(300);
    expect(nearestImageSize(290)).toBe(300);
    expect(nearestImageSize(1)).toBe(50);
    expect(nearestImageSize(4000)).toBe(1600);
    expect(nearestImageSize(175)).toBe(200);
  });
});

describe('placeholderImage', () => {
  it('renders one copy per size and answers it again after', async () => {
    const first = await placeholderImage(300, 150);
    expect(await placeholderImage(300, 150)).toBe(first);
    const meta = await sharp(first.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 300, 150]);
  });
});
