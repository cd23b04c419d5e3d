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

/** Canada Post's two-letter codes (ISO 3166-2:CA), as payment providers and addresses write them. */
export const provinceCodes: Readonly<Record<Province, string>> = {
  Alberta: 'AB',
  'British Columbia': 'BC',
  Manitoba: 'MB',
  'New Brunswick': 'NB',
  Newfoundland: 'NL',
  'Northwest Territories': 'NT',
  'Nova Scotia': 'NS',
  Nunavut: 'NU',
  Ontario: 'ON',
  'Prince Edward Island': 'PE',
  Quebec: 'QC',
  Saskatchewan: 'SK',
  'Yukon Territory': 'YT',
};
