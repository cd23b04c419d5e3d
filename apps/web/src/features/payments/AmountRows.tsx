import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReceivableDto } from './api';
import type { PaymentWords } from './format';
import classes from './payments.module.css';

/**
 * What one payment comes to, line by line as the invoice prints it: the amount, the holdback retained
 * and the net where the province has one, each tax, what the client pays, what came in, and its day.
 */
export function AmountRows({
  line,
  holdbackPercent,
  words,
}: {
  line: ReceivableDto;
  /** The contract's holdback, or null where the province has none. */
  holdbackPercent: number | null;
  words: PaymentWords;
}) {
  const { t } = useTranslation();
  const rows: { label: string; value: string; strong?: boolean }[] = [
    { label: t('contractPayments.amounts.gross'), value: words.money(line.GrossCents) },
    // The release line is the holdback itself: nothing is retained on it.
    ...(holdbackPercent === null || line.Kind === 'holdback'
      ? []
      : [
          {
            label: `${t('contractPayments.amounts.holdback')} (${words.percent(holdbackPercent)})`,
            value: words.money(-line.HoldbackCents),
          },
          { label: t('contractPayments.amounts.net'), value: words.money(line.NetCents) },
        ]),
    ...line.TaxLines.map((tax) => ({
      label: words.tax(tax.Kind, tax.RatePercent),
      value: words.money(tax.Cents),
    })),
    { label: t('contractPayments.amounts.payable'), value: words.money(line.PayableCents), strong: true },
    { label: t('contractPayments.amounts.paid'), value: words.money(line.PaidCents) },
    {
      label: t('contractPayments.amounts.due'),
      value: line.DueOn ? words.day(line.DueOn) : t('contractPayments.amounts.dueOnInvoice'),
    },
  ];
  return (
    <dl className={classes.amounts}>
      {rows.map((row) => (
        <div key={row.label} className={classes.amountRow}>
          <Text component="dt" size="sm" c="dimmed">
            {row.label}
          </Text>
          <Text component="dd" size="sm" fw={row.strong ? 700 : undefined} className={classes.amount}>
            {row.value}
          </Text>
        </div>
      ))}
    </dl>
  );
}
