/** Formatting rules of doc 1 §9: dates YYYY-MM-DD, money in CAD from integer cents. */

import { calendarDateIn } from './dates.js';

/**
 * YYYY-MM-DD of an instant in the zone given (the viewer's in the browser, `viewerTimeZone()`; a
 * record's province's on the server, `timeZoneOf()`): never the process's own zone, which on a server
 * is nobody's. Null/invalid → empty string.
 */
export function formatDate(value: Date | string | number | null | undefined, timeZone: string): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return calendarDateIn(date, timeZone);
}

const cadFormatters = new Map<string, Intl.NumberFormat>();

/** 123456 cents → "$1,234.56" (en-CA) or "1 234,56 $" (fr-CA). */
export function formatCad(cents: number, locale = 'en-CA'): string {
  let formatter = cadFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency: 'CAD' });
    cadFormatters.set(locale, formatter);
  }
  return formatter.format(cents / 100);
}

/** Parses a user-typed amount ("1,234.5", "$12") into integer cents; null when it is not a number. */
export function parseCadToCents(text: string): number | null {
  const cleaned = text.replace(/[$,\s]/g, '');
  if (!/^-?\d+(\.\d{0,2})?$/.test(cleaned)) return null;
  const [whole = '0', fraction = ''] = cleaned.replace('-', '').split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return cleaned.startsWith('-') ? -cents : cents;
}

/**
 * Stored phone digits as people read them: "6475550199" → "647-555-0199" (en), "647 555-0199" (fr).
 * Anything that is not a North American number (a partial value) is shown as it is.
 */
export function formatPhone(digits: string | null | undefined, locale = 'en-CA'): string {
  const value = (digits ?? '').trim();
  const national = /^1?(\d{3})(\d{3})(\d{4})$/.exec(value);
  if (!national) return value;
  const [, area, exchange, line] = national;
  const separator = locale.toLowerCase().startsWith('fr') ? ' ' : '-';
  return `${area}${separator}${exchange}-${line}`;
}
