import { describe, expect, it } from 'vitest';
import { projectListCache, type ListedProject } from './project-list-cache.js';

const list = (name: string): ListedProject[] => [
  { createdAt: new Date(), json: JSON.stringify({ Name: name }) },
];

describe('the project list cache', () => {
  it('answers only the version an entry was stored under', () => {
    const cache = projectListCache(4);
    cache.set('a', 3, list('three'));
    expect(cache.get('a', 3)?.[0]?.json).toBe('{"Name":"three"}');
    expect(cache.get('a', 4)).toBeUndefined();
    expect(cache.get('b', 3)).toBeUndefined();
  });

  it('lets the least recently used contractor go first', () => {
    const cache = projectListCache(2);
    cache.set('a', 1, list('a'));
    cache.set('b', 1, list('b'));
    cache.get('a', 1);
    cache.set('c', 1, list('c'));
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('a', 1)).toBeDefined();
    expect(cache.get('c', 1)).toBeDefined();
  });
});
