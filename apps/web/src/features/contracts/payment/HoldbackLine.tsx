import { Text } from '@mantine/core';
import { formatCad, holdbackSchedule, languageOf, provinceName, type Payment } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';

export interface HoldbackLineProps {
  payment: Payment;
  /** The project's province: a line only where its holdback record is in force. */
  province: string;
  /** Today, YYYY-MM-DD: the records in force today are those the contract will carry. */
  today: string;
  locale: string;
}

/**
 * Issue 31 §4: under the schedule of a contract on an Ontario project (client or sub-contract), the
 * holdback the contract will print: its share of each payment and what it retains in all, worked out
 * by the same shared arithmetic as the PDF. Nothing elsewhere, and nothing before a price is given.
 */
export function HoldbackLine({ payment, province, today, locale }: HoldbackLineProps) {
  const { t, i18n } = useTranslation();
  const schedule = holdbackSchedule(payment, { province, day: today });
  if (!schedule || schedule.releaseCents === 0) return null;
  return (
    <Text size="sm" c="dimmed" data-testid="payment-holdback">
      {t('contracts.payment.holdback', {
        province: provinceName(schedule.record.province, languageOf(i18n.language)),
        percent: new Intl.NumberFormat(locale).format(schedule.percent),
        amount: formatCad(schedule.releaseCents, locale),
      })}
    </Text>
  );
}
