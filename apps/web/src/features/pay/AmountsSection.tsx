import { Text } from '@mantine/core';
import { formatCad, formatTaxRate, taxKindMessages, type PayPage } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { wordsOf } from '../../i18n/words';
import { localeOf } from '../../lib/locale';
import { balanceDueOf } from './amounts';
import { Section } from '../../components/Section';
import classes from './PayPage.module.css';

interface RowProps {
  label: string;
  amount: string;
  /** A bill's total: set apart by a rule, in bold. */
  sum?: boolean;
  /** A line under the row, across its width: what the row means. */
  hint?: string;
}

function Row({ label, amount, sum = false, hint }: RowProps) {
  return (
    <div className={classes.amountRow} data-sum={sum || undefined}>
      <dt>{label}</dt>
      <dd>{amount}</dd>
      {hint && (
        <Text component="dd" size="sm" c="dimmed" className={classes.amountHint}>
          {hint}
        </Text>
      )}
    </div>
  );
}

/**
 * The amounts as a bill lists them, to the cent: the amount billed, the holdback retained and the net
 * where there is one, each tax, the total payable, and what was paid and is left.
 */
export function AmountsSection({ invoice }: { invoice: PayPage['Invoice'] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const locale = localeOf(language);
  const words = wordsOf(language);
  const money = (cents: number) => formatCad(cents, locale);
  // "10 %" kept on one line: the English catalogue's rate has a plain space, which a phone's narrow
  // column would break before the sign.
  const rate = (percent: number) => formatTaxRate(percent, locale, words).replace(/ /g, '\u00a0');
  const withHoldback = invoice.HoldbackCents > 0;
  return (
    <Section title={t('pay.amountsSection')}>
      <dl className={classes.amounts}>
        <Row label={t('pay.gross')} amount={money(invoice.GrossCents)} />
        {withHoldback && (
          <>
            <Row
              label={t('pay.holdback', { percent: rate(invoice.HoldbackPercent ?? 0) })}
              amount={money(-invoice.HoldbackCents)}
              hint={t('pay.holdbackHint')}
            />
            <Row label={t('pay.net')} amount={money(invoice.NetCents)} />
          </>
        )}
        {invoice.TaxLines.map((line) => (
          <Row
            key={line.Kind}
            label={t('pay.taxRow', {
              tax: words(taxKindMessages[line.Kind]),
              rate: rate(line.RatePercent),
            })}
            amount={money(line.Cents)}
          />
        ))}
        <Row label={t('pay.total')} amount={money(invoice.PayableCents)} sum />
        {invoice.PaidCents > 0 && (
          <>
            <Row label={t('pay.alreadyPaid')} amount={money(-invoice.PaidCents)} />
            <Row label={t('pay.balanceDue')} amount={money(balanceDueOf(invoice))} sum />
          </>
        )}
      </dl>
    </Section>
  );
}
