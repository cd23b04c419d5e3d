/**
 * The contractor's licence numbers a consumer contract prints with its identity (issue 31 §3): the
 * Régie du bâtiment du Québec's licence, 10 digits written "XXXX-XXXX-XX" (rbq.gouv.qc.ca, "Displaying
 * your licence"), the Office de la protection du consommateur's itinerant merchant permit, and Service
 * Alberta's prepaid contracting business licence, whose formats no page we could read prescribes. All
 * are optional in the profile and typed as the contractor likes; they are stored normalised.
 */

export const licenceLimits = {
  /** "5678-1234-01" typed with spaces or dashes anywhere. */
  rbqLicenceChars: 20,
  opcPermitChars: 30,
  albertaPrepaidLicenceChars: 30,
} as const;

const rbqDigits = 10;

/** "5678 1234 01", "5678123401" → "5678-1234-01"; anything that is not 10 digits stays as typed (trimmed). */
export function normaliseRbqLicence(value: string): string {
  const trimmed = value.trim();
  const digits = trimmed.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits) || digits.length !== rbqDigits) return trimmed;
  return `${digits.slice(0, 4)}-${digits.slice(4, 8)}-${digits.slice(8)}`;
}

/** Empty, or 10 digits grouped 4-4-2 with or without dashes and spaces. */
export function isRbqLicence(value: string): boolean {
  return /^\d{4}-\d{4}-\d{2}$/.test(normaliseRbqLicence(value));
}

/**
 * A licence or permit number whose format is not published (the OPC's permit, Alberta's prepaid
 * contracting licence): single spaces between its parts, upper-cased: "ab 12-345" → "AB 12-345".
 */
export function normaliseLicenceNumber(value: string): string {
  return value.trim().replace(/\s+/g, ' ').toUpperCase();
}

/** Letters and digits, with spaces or dashes between. */
export function isLicenceNumber(value: string): boolean {
  return /^[A-Z0-9]+(?:[ -][A-Z0-9]+)*$/.test(normaliseLicenceNumber(value));
}
