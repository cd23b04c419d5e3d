/** Formatting rules of doc 1 §9: dates YYYY-MM-DD, money in CAD from integer cents. */

import { calendarDateIn } from './dates.js';
import { languageOf } from './messages/index.js';
import { provinceName } from './provinces.js';

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

/**
 * The time of day of an instant in the zone and locale given: "9:42 a.m." (en-CA), "9 h 42" (fr-CA).
 * Null/invalid → empty string.
 */
export function formatTime(
  value: Date | string | number | null | undefined,
  timeZone: string,
  locale = 'en-CA',
): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { timeZone, hour: 'numeric', minute: '2-digit' }).format(date);
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

const kilobyte = 1024;
const megabyte = 1024 * kilobyte;

/**
 * Doc 3 §9: a file's size under 100 KB in KB (rounded up, so a small file never reads 0), otherwise
 * in MB with one decimal; the unit as the locale writes it ("57 kB", "1.3 MB"; "1,3 Mo" in fr-CA).
 */
export function formatFileSize(bytes: number, locale = 'en-CA'): string {
  const inKilobytes = bytes < 100 * kilobyte;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: inKilobytes ? 'kilobyte' : 'megabyte',
    minimumFractionDigits: inKilobytes ? 0 : 1,
    maximumFractionDigits: inKilobytes ? 0 : 1,
  }).format(inKilobytes ? Math.ceil(bytes / kilobyte) : bytes / megabyte);
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

/**
 * An address on one line, as documents print it, its province named in `language`:
 * "4-12 Main Street, Ottawa, Ontario K1A 0B1", "8-200 rue Principale, Laval, Québec H7N 1A1".
 */
export function addressLine(
  place: {
    Address: string;
    Unit: string;
    City: string;
    Province: string;
    PostalCode: string;
  },
  language: string,
): string {
  const street = [place.Unit, place.Address].filter((part) => part.trim()).join('-');
  const region = [provinceName(place.Province, languageOf(language)), place.PostalCode]
    .filter((part) => part.trim())
    .join(' ');
  return [street, place.City, region].filter((part) => part.trim()).join(', ');
}

/** A person's name from its parts, empty parts left out. */
export function personName(...parts: readonly string[]): string {
  return parts
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}

/** Doc 2 §9: a text longer than `max` characters is cut to `max` characters plus an ellipsis. */
export function cutText(text: string, max: number): string {
  const characters = Array.from(text);
  return characters.length > max ? `${characters.slice(0, max).join('')}…` : text;
}
