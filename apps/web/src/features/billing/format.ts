import { formatCad, formatTaxRate, taxKindMessages, type TaxKind } from '@tradepact/shared';

import { localeOf } from '../../lib/locale';
import { wordsOf } from '../../i18n/words';

export { dateText } from '../projects/list/text';

/** Cents as money in the reader's language: "$1,234.56". */
export function money(cents: number, language: string): string {
  return formatCad(cents, localeOf(language));
}

/** A tax rate in percent (a checkout's tax line: 9.975) as the catalogue writes it: "9.975 %". */
export function ratePercent(percent: number, language: string): string {
  return formatTaxRate(percent, localeOf(language), wordsOf(language));
}

/**
 * A tax line's kind as the server names it ('GST', 'QST') in the reader's language: 'TPS', 'TVQ' in
 * French; a kind the shared table does not know is shown as it came.
 */
export function taxName(kind: string, language: string): string {
  return Object.hasOwn(taxKindMessages, kind) ? wordsOf(language)(taxKindMessages[kind as TaxKind]) : kind;
}

/** Doc 3 §9: the checkout's TaxRate is a fraction (0.14975), shown as a percent: "14.975 %". */
export function rateOfFraction(fraction: number, language: string): string {
  return ratePercent(fraction * 100, language);
}

/**
 * Doc 3 §8's "${amount} refund was initiated.": the text holds the dollar sign, so the amount is the
 * number alone ("12.50").
 */
export function dollarsWithoutSign(cents: number, language: string): string {
  return new Intl.NumberFormat(localeOf(language), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}
