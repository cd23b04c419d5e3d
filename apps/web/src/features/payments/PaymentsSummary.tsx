import { Paper, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ContractPayments } from './api';
import type { PaymentWords } from './format';

/**
 * The contract's payments at a glance (issue 33 §1, §5): "Paid $X of $Y", what is due next, and in a
 * province with a holdback, what was retained so far, its release and when it becomes payable.
 */
export function PaymentsSummary({ payments, words }: { payments: ContractPayments; words: PaymentWords }) {
  const { t } = useTranslation();
  const next = payments.NextDue;
  const nextLine = next && payments.Lines.find((line) => line.Key === next.Key);
  const holdback = payments.Holdback;
  const share = payments.TotalCents > 0 ? Math.min(100, (100 * payments.PaidCents) / payments.TotalCents) : 0;
  return (
    <Paper withBorder p="sm" radius="md" bg="gray.0">
      <Stack gap={6}>
        <Text fw={700} size="lg" data-testid="payments-paid">
          {t('contractPayments.linePaid', {
            paid: words.money(payments.PaidCents),
            total: words.money(payments.TotalCents),
          })}
        </Text>
        <Progress value={share} color="green" size="sm" aria-label={t('contractPayments.progressLabel')} />
        <Text size="sm" data-testid="payments-next">
          {next && nextLine
            ? next.DueOn
              ? t('contractPayments.nextDue', {
                  name: nextLine.Name,
                  amount: words.money(next.PayableCents),
                  day: words.day(next.DueOn),
                })
              : t('contractPayments.nextDueNoDay', {
                  name: nextLine.Name,
                  amount: words.money(next.PayableCents),
                })
            : t('contractPayments.allPaid')}
        </Text>
        {holdback && (
          <Stack gap={0} data-testid="payments-holdback">
            <Text size="sm" fw={600}>
              {t('contractPayments.holdbackTitle', { percent: words.percent(holdback.Percent) })}
            </Text>
            <Text size="sm">
              {t('contractPayments.holdbackRetained', { amount: words.money(holdback.RetainedCents) })}
            </Text>
            <Text size="sm">
              {t('contractPayments.holdbackRelease', { amount: words.money(holdback.ReleaseCents) })}
            </Text>
            {holdback.AnnualReleaseOn && (
              <Text size="sm" c="dimmed">
                {t('contractPayments.holdbackAnnual', { day: words.day(holdback.AnnualReleaseOn) })}
              </Text>
            )}
            <Text size="sm" c="dimmed">
              {holdback.ClosingReleaseOn
                ? t('contractPayments.holdbackClosing', { day: words.day(holdback.ClosingReleaseOn) })
                : t('contractPayments.holdbackLienPeriod')}
            </Text>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
