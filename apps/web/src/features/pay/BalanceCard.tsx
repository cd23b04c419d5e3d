import { useId } from 'react';
import { Alert, Group, Paper, Stack, Text } from '@mantine/core';
import { formatCad } from '@tradepact/shared';
import { IconCircleCheck, IconClock, IconMessage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { localeOf } from '../../lib/locale';
import { formatDay, formatInstantDay } from '../signing/format';
import type { PayPage } from './api';
import { balanceDueOf, type PayStatus } from './amounts';
import classes from './PayPage.module.css';

const statusLabels = {
  paid: 'pay.statusPaid',
  disputed: 'pay.statusDisputed',
  sent: 'pay.statusSent',
  overdue: 'pay.statusOverdue',
  partlyPaid: 'pay.statusPartlyPaid',
  due: 'pay.statusDue',
} as const satisfies Record<PayStatus, string>;

interface BalanceCardProps {
  page: PayPage;
  status: PayStatus;
  backFromCard: boolean;
}

/**
 * What the page opens on: where the invoice stands, the balance in large type and when it is due, and
 * what the client did about it (reported an e-Transfer, paid by card, disputed it). A phone shows it
 * on the first screen.
 */
export function BalanceCard({ page, status, backFromCard }: BalanceCardProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const locale = localeOf(i18n.language);
  const { Invoice: invoice, Contractor: contractor } = page;
  const business = contractor.Name;
  const paid = status === 'paid';
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      className={classes.balance}
      data-status={status}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="center" gap="xs">
          <Text component="h2" id={headingId} fw={600} m={0}>
            {t(paid ? 'pay.paidTotal' : 'pay.balanceDue')}
          </Text>
          <span className={classes.status} data-status={status}>
            {t(statusLabels[status])}
          </span>
        </Group>
        <Text className={classes.bigAmount}>
          {formatCad(paid ? invoice.PaidCents : balanceDueOf(invoice), locale)}
        </Text>
        {paid ? (
          <Text>{t('pay.paidLead', { business })}</Text>
        ) : (
          <Text fw={600} c={status === 'overdue' ? 'red.8' : undefined}>
            {t(status === 'overdue' ? 'pay.overdueSince' : 'pay.dueOn', {
              date: formatDay(invoice.DueOn, i18n.language),
            })}
          </Text>
        )}
        {!paid && backFromCard && (
          <Alert color="green" icon={<IconCircleCheck aria-hidden />} title={t('pay.cardReturnTitle')}>
            <span role="status">{t('pay.cardReturnLead')}</span>
          </Alert>
        )}
        {!paid && invoice.ReportedCents > 0 && (
          <Alert color="blue" icon={<IconClock aria-hidden />} title={t('pay.reportedTitle')}>
            {t('pay.reportedLead', { business, amount: formatCad(invoice.ReportedCents, locale) })}
          </Alert>
        )}
        {!paid && invoice.ClearingCents > 0 && (
          <Alert color="blue" icon={<IconClock aria-hidden />} title={t('pay.clearingTitle')}>
            {t('pay.clearingLead', { business, amount: formatCad(invoice.ClearingCents, locale) })}
          </Alert>
        )}
        {status === 'disputed' && invoice.DisputedTime && (
          <Alert color="orange" icon={<IconMessage aria-hidden />} title={t('pay.disputedTitle')}>
            {t('pay.disputedLead', {
              business,
              date: formatInstantDay(invoice.DisputedTime, i18n.language),
            })}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
