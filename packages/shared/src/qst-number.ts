import { salesTaxRates } from './tax.js';

/**
 * Revenu Québec's QST registration number: a 10-digit identification number, the letters TQ and a
 * 4-digit file number, as "1234567890TQ0001" (revenuquebec.ca, "Information to include on invoices";
 * the same page's thresholds as the CRA's for GST/HST: the number is on an invoice of $30 or more, and
 * a client claiming an input tax refund needs it). Optional in the profile: a contractor not
 * registered for the QST has none. Typed as the contractor likes (spaces, dashes, lower case) and
 * stored normalised.
 */

export const qstNumberLimits = {
  /** "1234 567 890 tq 0001" typed with spaces or dashes anywhere. */
  chars: 24,
} as const;

/** "1234567890 tq 0001", "1234-567-890-TQ-0001" → "1234567890TQ0001"; anything else stays as typed (trimmed). */
export function normaliseQstNumber(value: string): string {
  const trimmed = value.trim();
  const compact = trimmed.replace(/[\s-]/g, '').toUpperCase();
  return /^\d{10}TQ\d{4}$/.test(compact) ? compact : trimmed;
}

/** 10 digits, TQ and 4 digits, with or without spaces and dashes. */
export function isQstNumber(value: string): boolean {
  return /^\d{10}TQ\d{4}$/.test(normaliseQstNumber(value));
}

/**
 * The QST number a document about work in `province` on `onDate` prints: the contractor's where the
 * QST is charged (work in Quebec), '' elsewhere, where it would only puzzle the reader.
 */
export function qstNumberOnDocument(qstNumber: string, province: string, onDate: string): string {
  return salesTaxRates(province, onDate).some((rate) => rate.kind === 'QST') ? qstNumber : '';
}
