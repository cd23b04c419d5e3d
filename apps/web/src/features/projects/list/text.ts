import { cutText, formatDate, viewerTimeZone } from '@tradepact/shared';

/** Doc 2 §9: the project list's constants. */
export const projectListLimits = {
  pageSize: 10,
  /** Project comments and a contract's scope of services. */
  commentsCut: 30,
  scopeCut: 30,
  /** A contract party's business name. */
  businessNameCut: 10,
} as const;

export { cutText };

/** YYYY-MM-DD: a date already so written is kept (no time-zone shift); an instant, in the viewer's zone. */
export function dateText(value: string | null | undefined): string {
  if (!value) return '';
  return /^\d{4}-\d{2}-\d{2}/.exec(value)?.[0] ?? formatDate(value, viewerTimeZone());
}

/** "4-12 Main Street, Ottawa, Ontario K1A 0B1"; empty parts left out. */
export { addressLine } from '@tradepact/shared';
