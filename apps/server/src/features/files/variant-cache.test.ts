import { describe, expect, it } from 'vitest';
import { variantCache } from './variant-cache.js';

const bytes = (size: number) => Buffer.alloc(size, 1);

describe('variant cache', () => {
  it('never holds more bytes than its bound, dropping the least recently used first', () => {
    const cache = variantCache(100);
    cache.set('a', bytes(40));
    cache.set('b', bytes(40));
    expect(cache.get('a')?.length).toBe(40);
    cache.set('c', bytes(40));
    expect(cache.bytes).toBeLessThanOrEqual(100);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.length).toBe(40);
    expect(cache.get('c')?.length).toBe(40);
  });

  it('does not keep an entry larger than the whole bound', () => {
    const cache = variantCache(100);
    cache.set('a', bytes(30));
    cache.set('huge', bytes(101));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('a')?.length).toBe(30);
  });

  it('counts a replaced entry once', () => {
    const cache = variantCache(100);
    cache.set('a', bytes(60));
    cache.set('a', bytes(60));
    expect(cache.bytes).toBe(60);
  });
});
