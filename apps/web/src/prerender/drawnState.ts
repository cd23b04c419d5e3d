import type { QueryKey } from '@tanstack/react-query';

/**
 * What a page the server drew at request time (drawPage.tsx) was drawn with, written after #root
 * as JSON: the answers its queries read, by query key, and the site's address its links were made
 * with. The browser starts from the same, so that its first render matches the drawing.
 */
export interface DrawnState {
  origin: string;
  answers: { queryKey: QueryKey; data: unknown }[];
}

/** The id of the script element holding the drawn state. */
export const drawnStateId = 'drawn-state';

let found: DrawnState | null | undefined;

/** The state this page was drawn with; undefined when the server did not draw it (or in Node). */
export function drawnState(): DrawnState | undefined {
  if (found === undefined) {
    const text = typeof document === 'undefined' ? null : document.getElementById(drawnStateId)?.textContent;
    found = text ? (JSON.parse(text) as DrawnState) : null;
  }
  return found ?? undefined;
}

/**
 * A query's initial data: the answer the page was drawn with under the query's key, dated when the
 * page was loaded, so that the query neither shows its loading state nor asks the server again
 * while the answer is fresh (and does once it is not, as for any answer). Nothing for a query the
 * drawing did not read, or on a page the server did not draw.
 */
export function drawnAnswerOptions<T>(queryKey: QueryKey) {
  return {
    initialData: (): T | undefined => {
      // The keys are lists of plain values, the same text whichever side wrote them.
      const key = JSON.stringify(queryKey);
      return drawnState()?.answers.find((answer) => JSON.stringify(answer.queryKey) === key)?.data as
        T | undefined;
    },
    initialDataUpdatedAt: typeof performance === 'undefined' ? undefined : performance.timeOrigin,
  };
}
