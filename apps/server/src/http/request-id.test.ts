import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { requestIds } from './request-id.js';

const requestWith = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;

describe('requestIds', () => {
  it('keeps a well-formed id the client sent', () => {
    expect(requestIds()(requestWith({ 'x-request-id': 'req-abcdef12' }))).toBe('req-abcdef12');
  });

  it('replaces a sent id that is too short, too long or holds other characters', () => {
    const next = requestIds();
    for (const given of ['short', 'x'.repeat(65), 'has spaces in it', 'line\nbreak-123456']) {
      expect(next(requestWith({ 'x-request-id': given }))).not.toBe(given);
    }
  });

  it('gives every other request an id of its own, apart from another process’s', () => {
    const first = requestIds();
    const second = requestIds();
    const ids = new Set<string>();
    for (let index = 0; index < 1000; index++) {
      ids.add(first(requestWith({})));
      ids.add(second(requestWith({})));
    }
    expect(ids.size).toBe(2000);
    for (const id of ids) expect(id).toMatch(/^[\w-]{8,64}$/);
  });
});
