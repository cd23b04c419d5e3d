/** The fixed province list of doc 1 §3, in the order the spec offers it. */
export const provinces = [
  'Alberta',
  'British Columbia',
  'Manitoba',
  'New Brunswick',
  'Newfoundland',
  'Northwest Territories',
  'Nova Scotia',
  'Nunavut',
  'Ontario',
  'Prince Edward Island',
  'Quebec',
  'Saskatchewan',
  'Yukon Territory',
] as const;

export type Province = (typeof provinces)[number];

export function isProvince(value: string): value is Province {
  return (provinces as readonly string[]).includes(value);
}
