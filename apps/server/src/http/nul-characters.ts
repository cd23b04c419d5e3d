import type { FastifyRequest } from 'fastify';
import { badRequest } from './app-error.js';

const nul = '\u0000';

/**
 * The path (`Clients.0.FirstName`) of a text or key holding a NUL character, if any; `[]` when the
 * value itself is such a text. A walk with its own stack, so deep nesting cannot exhaust the call stack.
 */
export function pathOfNul(value: unknown): string[] | undefined {
  const pending: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  for (let item = pending.pop(); item; item = pending.pop()) {
    const { value: current, path } = item;
    if (typeof current === 'string') {
      if (current.includes(nul)) return path;
    } else if (Array.isArray(current)) {
      current.forEach((entry, index) => pending.push({ value: entry, path: [...path, String(index)] }));
    } else if (current !== null && typeof current === 'object' && !Buffer.isBuffer(current)) {
      for (const [key, entry] of Object.entries(current)) {
        if (key.includes(nul)) return [...path, key];
        pending.push({ value: entry, path: [...path, key] });
      }
    }
  }
  return undefined;
}

/**
 * preValidation hook: PostgreSQL refuses NUL in text, so a request carrying one in its path
 * parameters, query or JSON body is refused here, naming the field, before any handler sees it.
 */
export async function refuseNulCharacters(request: FastifyRequest): Promise<void> {
  const parts = { params: request.params, query: request.query, body: request.body };
  for (const [part, value] of Object.entries(parts)) {
    const path = pathOfNul(value);
    if (path) {
      const field = path.length > 0 ? path.join('.').replaceAll(nul, '\\0') : part;
      throw badRequest('commonInvalidCharacter', { field });
    }
  }
}
