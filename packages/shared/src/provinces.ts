import type { Language } from './messages/index.js';

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

/**
 * Each province's name as a reader of each language writes it: the stored value stays the English
 * (the spec's list), every page, address and document shows it in its reader's language. The names
 * are the Government of Canada's (Termium Plus / the Canada Post addressing guide's French forms).
 */
export const provinceNames: Readonly<Record<Language, Readonly<Record<Province, string>>>> = {
  en: {
    Alberta: 'Alberta',
    'British Columbia': 'British Columbia',
    Manitoba: 'Manitoba',
    'New Brunswick': 'New Brunswick',
    Newfoundland: 'Newfoundland',
    'Northwest Territories': 'Northwest Territories',
    'Nova Scotia': 'Nova Scotia',
    Nunavut: 'Nunavut',
    Ontario: 'Ontario',
    'Prince Edward Island': 'Prince Edward Island',
    Quebec: 'Quebec',
    Saskatchewan: 'Saskatchewan',
    'Yukon Territory': 'Yukon Territory',
  },
  fr: {
    Alberta: 'Alberta',
    'British Columbia': 'Colombie-Britannique',
    Manitoba: 'Manitoba',
    'New Brunswick': 'Nouveau-Brunswick',
    Newfoundland: 'Terre-Neuve-et-Labrador',
    'Northwest Territories': 'Territoires du Nord-Ouest',
    'Nova Scotia': 'Nouvelle-Écosse',
    Nunavut: 'Nunavut',
    Ontario: 'Ontario',
    'Prince Edward Island': 'Île-du-Prince-Édouard',
    Quebec: 'Québec',
    Saskatchewan: 'Saskatchewan',
    'Yukon Territory': 'Yukon',
  },
};

/** A stored province as `language` names it; a value outside the list (an old row) as it is. */
export function provinceName(province: string, language: Language): string {
  return isProvince(province) ? provinceNames[language][province] : province;
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
