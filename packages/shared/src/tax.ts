import { formatCad } from './format.js';
import type { MessageKey, Words } from './messages/index.js';
import { isProvince, type Province } from './provinces.js';

/**
 * Canadian sales tax on a contract's amounts, by the province of the work, kept as data with the day
 * each rate took effect so that a rate change is one new row, not new code. Contracts store amounts
 * before tax; the builder and the document add these lines beneath the total.
 *
 * Each rate is listed from the day it took effect; a date before a tax's first row takes that first
 * row (no contract is dated before the product existed, so older rates are not recorded).
 */

export const taxKinds = ['GST', 'HST', 'PST', 'QST', 'RST'] as const;
export type TaxKind = (typeof taxKinds)[number];

export interface TaxLine {
  kind: TaxKind;
  ratePercent: number;
  cents: number;
}

export interface SalesTax {
  lines: TaxLine[];
  taxCents: number;
  /** The amount plus every tax line. */
  totalCents: number;
}

interface RatePeriod {
  /** YYYY-MM-DD: the first day the rate applies. */
  since: string;
  ratePercent: number;
}

interface TaxRate {
  kind: TaxKind;
  /** Oldest first. */
  periods: readonly RatePeriod[];
}

// GST 5 % in every province and territory that does not harmonise (the CRA's table lists it since
// 2008-01-01): https://www.canada.ca/en/revenue-agency/services/tax/businesses/topics/gst-hst-businesses/charge-collect-which-rate.html
const gst: TaxRate = { kind: 'GST', periods: [{ since: '2008-01-01', ratePercent: 5 }] };

const hst = (...periods: RatePeriod[]): TaxRate => ({ kind: 'HST', periods });

const salesTaxTable: Record<Province, readonly TaxRate[]> = {
  Alberta: [gst],
  // PST 7 % since BC left the HST on 2013-04-01 (the CRA's table: BC back to GST 5 % from that day):
  // https://www2.gov.bc.ca/gov/content/taxes/sales-taxes/pst ("Generally, the rate of PST is 7%")
  'British Columbia': [gst, { kind: 'PST', periods: [{ since: '2013-04-01', ratePercent: 7 }] }],
  // Retail Sales Tax 7 % since 2019-07-01 (8 % before; Manitoba Budget 2019):
  // https://manitoba.ca/finance/taxation/taxes/retail.html ("The general sales tax rate is 7%")
  Manitoba: [gst, { kind: 'RST', periods: [{ since: '2019-07-01', ratePercent: 7 }] }],
  // HST 15 % since 2016-07-01 (13 % before): the CRA's table, link above.
  'New Brunswick': [hst({ since: '2016-07-01', ratePercent: 15 })],
  // HST 15 % since 2016-07-01 (13 % before): the CRA's table, link above.
  Newfoundland: [hst({ since: '2016-07-01', ratePercent: 15 })],
  'Northwest Territories': [gst],
  // HST 15 % since 2010-07-01 (the CRA's table, link above); 14 % since 2025-04-01, when the provincial
  // part fell from 10 % to 9 %: SOR/2025-77, s. 33.6,
  // https://gazette.gc.ca/rp-pr/p2/2025/2025-03-26/html/sor-dors77-eng.html
  'Nova Scotia': [hst({ since: '2010-07-01', ratePercent: 15 }, { since: '2025-04-01', ratePercent: 14 })],
  Nunavut: [gst],
  // HST 13 % since 2010-07-01: the CRA's table, link above.
  Ontario: [hst({ since: '2010-07-01', ratePercent: 13 })],
  // HST 15 % since 2016-10-01 (14 % from 2013-04-01 to 2016-09-30): the CRA's table, link above.
  'Prince Edward Island': [hst({ since: '2016-10-01', ratePercent: 15 })],
  // QST 9.975 % on the price before GST, since 2013-01-01:
  // https://www.revenuquebec.ca/en/businesses/consumption-taxes/gsthst-and-qst/basic-rules-for-applying-the-gsthst-and-qst/
  Quebec: [gst, { kind: 'QST', periods: [{ since: '2013-01-01', ratePercent: 9.975 }] }],
  // PST 6 % since 2017-03-23 (5 % before; Saskatchewan Budget 2017-18):
  // https://www.saskatchewan.ca/business/taxes-licensing-and-reporting/provincial-taxes-policies-and-bulletins/provincial-sales-tax
  Saskatchewan: [gst, { kind: 'PST', periods: [{ since: '2017-03-23', ratePercent: 6 }] }],
  'Yukon Territory': [gst],
};

function rateOn(rate: TaxRate, onDate: string): number {
  const inForce = rate.periods.filter((period) => period.since <= onDate).at(-1) ?? rate.periods[0];
  return inForce?.ratePercent ?? 0;
}

/** The taxes on work in `province` on `onDate` (YYYY-MM-DD); an unknown province pays GST only. */
export function salesTaxRates(province: string, onDate: string): Omit<TaxLine, 'cents'>[] {
  const rates = isProvince(province) ? salesTaxTable[province] : [gst];
  return rates.map((rate) => ({ kind: rate.kind, ratePercent: rateOn(rate, onDate) }));
}

/**
 * `rate` % of `cents`, rounded to the cent half-up (half away from zero for a credit). Worked in
 * integers, thousandths of a percent, so 9.975 % of an amount never drifts by a binary fraction.
 */
function taxCentsOf(cents: number, ratePercent: number): number {
  const thousandths = Math.round(ratePercent * 1000);
  const magnitude = Math.floor((Math.abs(cents) * thousandths + 50_000) / 100_000);
  return cents < 0 ? -magnitude : magnitude;
}

/** The tax lines on an amount of integer `cents`, each rounded to the cent, and the total with tax. */
export function salesTaxOn(cents: number, province: string, onDate: string): SalesTax {
  const lines = salesTaxRates(province, onDate).map((rate) => ({
    ...rate,
    cents: taxCentsOf(cents, rate.ratePercent),
  }));
  const taxCents = lines.reduce((sum, line) => sum + line.cents, 0);
  return { lines, taxCents, totalCents: cents + taxCents };
}

/** The catalogue's name of each tax (GST, HST…), for every document that prints tax lines. */
export const taxKindMessages: Readonly<Record<TaxKind, MessageKey>> = {
  GST: 'salesTaxGst',
  HST: 'salesTaxHst',
  PST: 'salesTaxPst',
  QST: 'salesTaxQst',
  RST: 'salesTaxRst',
};

const rateFormatters = new Map<string, Intl.NumberFormat>();

/**
 * A rate as the locale writes it, in the catalogue's pattern: `13 %`, `9.975 %` (fr-CA: `9,975 %`).
 * `words` are the locale's language's (wordsIn on the server, the loaded catalogue in the browser),
 * so that a page carries no catalogue it does not show.
 */
export function formatTaxRate(ratePercent: number, locale: string, words: Words): string {
  let formatter = rateFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 });
    rateFormatters.set(locale, formatter);
  }
  return words('salesTaxRate', { rate: formatter.format(ratePercent) });
}

/** One tax line: `HST 13 % ($1,300.00)`. */
export function formatTaxLine(line: TaxLine, locale: string, words: Words): string {
  return words('salesTaxLine', {
    tax: words(taxKindMessages[line.kind]),
    rate: formatTaxRate(line.ratePercent, locale, words),
    amount: formatCad(line.cents, locale),
  });
}

/**
 * The builder's line under the total: `$10,000.00 + HST 13 % ($1,300.00) = $11,300.00`, or with two
 * taxes `$10,000.00 + GST 5 % ($500.00) + QST 9.975 % ($997.50) = $11,497.50`. Every word and sign
 * comes from `words`, the catalogue of the locale's language, so a translation needs no code.
 */
export function formatAmountWithTax(tax: SalesTax, locale: string, words: Words): string {
  return words('salesTaxTotal', {
    amount: formatCad(tax.totalCents - tax.taxCents, locale),
    taxes: tax.lines.map((line) => formatTaxLine(line, locale, words)).join(words('salesTaxLineJoiner')),
    total: formatCad(tax.totalCents, locale),
  });
}
