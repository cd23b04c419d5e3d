/**
 * The offer's expiry (doc 3 §5, §9; DECISIONS "Expiry"): not before today, and not after the day
 * before the commencement date, or today when work starts today or earlier. Dates are YYYY-MM-DD in
 * the contractor's province's calendar (`todayIn`).
 */

/** `date` moved by `days` calendar days. */
export function addDays(date: string, days: number): string {
  const moved = new Date(`${date}T00:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

/** How long an offer stays open by default when work starts later than that. */
export const defaultOfferDays = 30;
/** Doc 3 §9: before a commencement date is chosen, the expiry is two days away. */
export const initialOfferDays = 2;

export interface ExpiryBounds {
  min: string;
  /** Undefined until a commencement date is chosen. */
  max: string | undefined;
}

export function expiryBounds(today: string, commencement: string): ExpiryBounds {
  if (commencement === '') return { min: today, max: undefined };
  const dayBefore = addDays(commencement, -1);
  return { min: today, max: dayBefore < today ? today : dayBefore };
}

export function isExpiryAllowed(expiry: string, today: string, commencement: string): boolean {
  const { min, max } = expiryBounds(today, commencement);
  return expiry >= min && (max === undefined || expiry <= max);
}

/**
 * The expiry the server answers for a commencement date (GET /api/app/contract/getexpiredtime): the
 * latest allowed day, but at most a month away, so an offer does not stay open for a season.
 */
export function defaultExpiry(today: string, commencement: string): string {
  const { max } = expiryBounds(today, commencement);
  const latest = addDays(today, commencement === '' ? initialOfferDays : defaultOfferDays);
  return max === undefined || max > latest ? latest : max;
}
