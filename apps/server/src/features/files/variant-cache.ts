/**
 * Resized images kept in memory, least recently used dropped first once their bytes pass the bound.
 * Variants can always be rendered again from the stored original, so memory bounded by bytes is
 * enough: storing them would need a second quota and sweeping in both storage backends.
 */
export interface VariantCache {
  get(key: string): Buffer | undefined;
  set(key: string, value: Buffer): void;
  /** Bytes held now. */
  readonly bytes: number;
}

export function variantCache(maxBytes: number): VariantCache {
  // A Map iterates in insertion order: re-inserting on every read keeps the oldest use first.
  const entries = new Map<string, Buffer>();
  let bytes = 0;

  const remove = (key: string) => {
    const value = entries.get(key);
    if (value === undefined) return;
    entries.delete(key);
    bytes -= value.byteLength;
  };

  return {
    get(key) {
      const value = entries.get(key);
      if (value === undefined) return undefined;
      entries.delete(key);
      entries.set(key, value);
      return value;
    },
    set(key, value) {
      remove(key);
      if (value.byteLength > maxBytes) return;
      entries.set(key, value);
      bytes += value.byteLength;
      for (const oldest of entries.keys()) {
        if (bytes <= maxBytes) break;
        remove(oldest);
      }
    },
    get bytes() {
      return bytes;
    },
  };
}
