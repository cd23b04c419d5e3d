import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { badRequest, type AppError } from './app-error.js';

const nul = '\u0000';
/** Half of a UTF-16 surrogate pair without its other half (matched code unit by code unit). */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Text PostgreSQL cannot store: a NUL (refused in text and JSONB alike), or a lone UTF-16 surrogate
 * (JSONB refuses its `\ud800` escape; a text column would silently store U+FFFD instead).
 */
const isStorable = (text: string) => !text.includes(nul) && !loneSurrogate.test(text);

/** A value waiting to be looked at, with the key that leads to it from its parent. */
interface Pending {
  value: unknown;
  key: string;
  parent: Pending | undefined;
}

/** The keys from the root to `item` (and on to `key`), built only once a bad text is found. */
function pathTo(item: Pending, key?: string): string[] {
  const path = key === undefined ? [] : [key];
  for (let at: Pending = item; at.parent; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * The path (`Clients.0.FirstName`) of a text or key PostgreSQL cannot store, if any; `[]` when the
 * value itself is such a text. One pass with its own stack and parent links: each value is looked at
 * once and no path is copied on the way, so the walk stays linear however deep the nesting.
 */
export function pathOfUnstorableText(value: unknown): string[] | undefined {
  const pending: Pending[] = [{ value, key: '', parent: undefined }];
  for (let item = pending.pop(); item; item = pending.pop()) {
    const current = item.value;
    if (typeof current === 'string') {
      if (!isStorable(current)) return pathTo(item);
    } else if (Array.isArray(current)) {
      for (let index = 0; index < current.length; index++) {
        pending.push({ value: current[index], key: String(index), parent: item });
      }
    } else if (current !== null && typeof current === 'object' && !Buffer.isBuffer(current)) {
      for (const [key, entry] of Object.entries(current)) {
        if (!isStorable(key)) return pathTo(item, key);
        pending.push({ value: entry, key, parent: item });
      }
    }
  }
  return undefined;
}

/** The 400 naming the field (`Clients.0.FirstName`) that holds text PostgreSQL cannot store. */
const invalidCharacter = (path: string[]) =>
  badRequest('commonInvalidCharacter', {
    field: path.join('.').replaceAll(nul, '\\0').replace(new RegExp(loneSurrogate, 'g'), '\uFFFD'),
  });

/**
 * For text parsed out of a field (a contract's `Data` JSON): refuses it naming `field` and the path
 * inside it (`Data.Payment.Terms.0.Name`), as the hook below does for the request itself.
 */
export function refuseUnstorableText(value: unknown, field: string): void {
  const path = pathOfUnstorableText(value);
  if (path) throw invalidCharacter([field, ...path]);
}

/**
 * preValidation hook: a request carrying text PostgreSQL cannot store in its path parameters, query
 * or JSON body is refused here, naming the field, before any handler sees it. A callback rather than
 * an async function, as every request passes here: most carry nothing to look at, and pay no promise.
 */
export function refuseUnstorableCharacters(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void {
  done(refusal('params', request.params) ?? refusal('query', request.query) ?? refusal('body', request.body));
}

/** The refusal naming the field of `part` that holds unstorable text, if any. */
function refusal(part: string, value: unknown): AppError | undefined {
  if (value === undefined || isEmptyObject(value)) return undefined;
  const path = pathOfUnstorableText(value);
  return path && invalidCharacter(path.length > 0 ? path : [part]);
}

/** The params and query of most requests: nothing to walk. */
function isEmptyObject(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return false;
  for (const key in value) if (Object.hasOwn(value, key)) return false;
  return true;
}
