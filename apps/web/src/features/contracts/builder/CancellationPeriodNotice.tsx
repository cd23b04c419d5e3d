import { Alert, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import {
  formatDay,
  insideCancellationPeriod,
  isConsumerContractWith,
  salesTaxOn,
  toCents,
} from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { localeOf } from '../../../lib/locale';
import type { BuilderSetup } from './setup';

export interface CancellationPeriodNoticeProps {
  setup: Pick<BuilderSetup, 'type' | 'project' | 'today'>;
  /** What the date is: a deposit's refund or work's compensation follow from the province's record. */
  kind: 'deposit' | 'commencement';
  /** The date chosen (YYYY-MM-DD), or '' while none is. */
  day: string;
  /** The price before tax in dollars, 0 while not given: a price under the rule's threshold has no period. */
  totalCost: number;
}

/**
 * Issue 31 §2: beside a deposit or commencement date that falls inside the client's cancellation
 * period (counted from today, the earliest the signed copy can be delivered), what that means in the
 * province, worded from its record; a note, not a stop: the contractor may keep the date. Nothing for
 * a business contract, a sub-contract or a province without a rule.
 */
export function CancellationPeriodNotice({ setup, kind, day, totalCost }: CancellationPeriodNoticeProps) {
  const { t, i18n } = useTranslation();
  if (!day || !isConsumerContractWith(setup.type, setup.project.Clients)) return null;
  const { Province: province } = setup.project;
  // With no price yet the rule is assumed to apply; once given, with tax, as the document's total.
  const totalCents =
    totalCost > 0 ? salesTaxOn(toCents(totalCost), province, setup.today).totalCents : undefined;
  const period = insideCancellationPeriod(province, setup.today, day, totalCents);
  if (!period) return null;
  const { data } = period.record;
  const date = formatDay(period.lastDay, localeOf(i18n.language));
  const consequence =
    kind === 'deposit'
      ? data.refundDays
        ? t('contracts.cancelPeriod.depositRefund', { count: data.refundDays })
        : t('contracts.cancelPeriod.depositKeepsRight')
      : data.compensationForWorkInPeriod
        ? t('contracts.cancelPeriod.workCompensation')
        : t('contracts.cancelPeriod.workKeepsRight');
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconInfoCircle size={18} aria-hidden />}
      title={t('contracts.cancelPeriod.title')}
      // Mantine's yellow title (#e67700 on the light yellow) reads at 2.7:1; the text colour keeps 4.5:1.
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
      data-testid={`cancel-period-${kind}`}
    >
      <Text size="sm">
        {t('contracts.cancelPeriod.lead', { count: data.days, date })} {consequence}{' '}
        {t('contracts.cancelPeriod.choose', { date })}
      </Text>
    </Alert>
  );
}
