import {
  calendarDateIn,
  formatCad,
  formatDay,
  formatTaxRate,
  taxKindMessages,
  type TaxKind,
} from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { wordsOf } from '../../i18n/words';
import { localeOf } from '../../lib/locale';

/**
 * How the payments read in the page's language: money from cents, every day written out the same way
 * ("January 15, 2027"; "15 janvier 2027"), and a tax by its name and rate ("HST 13 %"; "TVH 13 %").
 */
export function usePaymentWords() {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  const words = wordsOf(i18n.language);
  return {
    money: (cents: number) => formatCad(cents, locale),
    day: (day: string) => formatDay(day, locale),
    /** The day an instant falls on where the work is. */
    dayOf: (time: string, timeZone: string) => formatDay(calendarDateIn(new Date(time), timeZone), locale),
    tax: (kind: TaxKind, ratePercent: number) =>
      t('contractPayments.amounts.tax', {
        tax: words(taxKindMessages[kind]),
        rate: formatTaxRate(ratePercent, locale, words),
      }),
    percent: (value: number) => formatTaxRate(value, locale, words),
  };
}

export type PaymentWords = ReturnType<typeof usePaymentWords>;
