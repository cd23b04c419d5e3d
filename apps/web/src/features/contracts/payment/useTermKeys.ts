import { useState } from 'react';

let lastKey = 0;
const newKey = () => {
  lastKey += 1;
  return lastKey;
};

const resized = (keys: number[], count: number): number[] =>
  keys.length >= count
    ? keys.slice(0, count)
    : [...keys, ...Array.from({ length: count - keys.length }, newKey)];

export interface TermKeys {
  /** One stable React key per term row. */
  keys: number[];
  added: () => void;
  removed: (index: number) => void;
  /** The rows now stand in this order of their old indexes. */
  reordered: (order: readonly number[]) => void;
}

/**
 * Stable keys for the term rows: a row keeps its inputs (and what is being typed in them) when a row
 * above it is removed or the rows are sorted by date. Terms replaced from outside (another mode, a
 * loaded draft) get keys for the new count.
 */
export function useTermKeys(count: number): TermKeys {
  const [stored, setStored] = useState(() => resized([], count));
  const keys = stored.length === count ? stored : resized(stored, count);
  if (keys !== stored) setStored(keys);
  return {
    keys,
    added: () => setStored([...keys, newKey()]),
    removed: (index) => setStored(keys.filter((_, at) => at !== index)),
    reordered: (order) => setStored(order.map((at) => keys[at] ?? newKey())),
  };
}
