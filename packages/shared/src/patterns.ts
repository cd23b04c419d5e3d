/** Input patterns of doc 1 §5. Each is anchored and rejects surrounding spaces. */

/** Text, at-sign, text, dot, text; no spaces anywhere. */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** North American number: optional +1 (or 1), area code and exchange starting 2–9, common separators. */
export const phonePattern = /^(?:\+?1[\s.-]?)?\(?[2-9]\d{2}\)?[\s.-]?[2-9]\d{2}[\s.-]?\d{4}$/;

/** Characters the password rule counts as special. */
export const passwordSpecialCharacters = '!@#$%^&*';

/** At least 8 characters with a lower-case letter, an upper-case letter, a digit and one of !@#$%^&*; no spaces. */
export const passwordPattern = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[!@#$%^&*])\S{8,}$/;

/** Digits only (GST/HST, phone and fax fields). */
export const digitsPattern = /^\d*$/;

/** Canadian postal code, A1A 1A1, with or without the space, either case. */
export const postalCodePattern = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i;

/** The all-zero UUID the spec uses to mean "new" or "default". */
export const emptyId = '00000000-0000-0000-0000-000000000000';

export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isEmail(value: string): boolean {
  return emailPattern.test(value);
}

export function isPhone(value: string): boolean {
  return phonePattern.test(value);
}

export function isStrongPassword(value: string): boolean {
  return passwordPattern.test(value);
}

/** Keeps the ten digits of a North American number (drops the leading country code). */
export function normalisePhone(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

/**
 * The number a signing request is texted to: the ten digits of a North American number, or null when
 * the stored value is none (a text goes only where it can arrive).
 */
export function textableMobile(value: string): string | null {
  const phone = normalisePhone(value);
  return /^\d{10}$/.test(phone) ? phone : null;
}

/** Upper case with a single space in the middle: "k1a0b1" → "K1A 0B1". */
export function normalisePostalCode(value: string): string {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  return compact.length === 6 ? `${compact.slice(0, 3)} ${compact.slice(3)}` : compact;
}
