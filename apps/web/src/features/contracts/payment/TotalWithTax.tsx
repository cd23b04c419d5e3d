import { Text } from '@mantine/core';
import { formatAmountWithTax, salesTaxOn, toCents } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { wordsOf } from '../../../i18n/words';

export interface TotalWithTaxProps {
  id: string;
  totalCost: number;
  province: string;
  /** The day whose rates apply (YYYY-MM-DD). */
  onDate: string;
  locale: string;
}

/**
 * The line under the total: `$10,000.00 + HST 13 % ($1,300.00) = $11,300.00` for the project's
 * province. Only shown, never stored: the contract's amounts stay before tax.
 */
export function TotalWithTax({ id, totalCost, province, onDate, locale }: TotalWithTaxProps) {
  const { t, i18n } = useTranslation();
  const cents = toCents(totalCost);
  return (
    <Text id={id} size="sm" c="dimmed" data-testid="payment-tax-line">
      {cents > 0
        ? formatAmountWithTax(salesTaxOn(cents, province, onDate), locale, wordsOf(i18n.language))
        : t('contracts.payment.beforeTax')}
    </Text>
  );
}
