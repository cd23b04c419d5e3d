import { useId } from 'react';
import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { planTypes, subscriptionStatuses } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import type { SubscriptionInfo } from './api';
import { dateText } from './format';

/** What the current plan's buttons ask the page to open. */
export type PlanAction = 'cancel' | 'switch' | 'upgrade' | 'resume' | 'portal' | 'details';

const statusColors: Record<number, string> = {
  [subscriptionStatuses.active]: 'green',
  [subscriptionStatuses.upgrade]: 'gray',
  [subscriptionStatuses.cancelled]: 'yellow',
};

export const isPaidPlan = (type: number) => type === planTypes.monthly || type === planTypes.annual;

/**
 * The current plan (doc 3 §2/§4): its name, status and end or renewal date, and what the status
 * allows: 0 cancel or switch, 1 'Upgrade Plan' to the monthly plan, 2 the notice that access continues
 * until the end date and 'Resume'. A failed renewal warns until when access continues; a paid plan can
 * update its payment method (DECISIONS "Update payment method").
 */
export function CurrentPlanSection({
  subscription,
  canSwitch,
  portalBusy,
  onAction,
}: {
  subscription: SubscriptionInfo;
  /** Another paid plan is offered. */
  canSwitch: boolean;
  portalBusy: boolean;
  onAction: (action: PlanAction) => void;
}) {
  const { t } = useTranslation(['ui', 'messages']);
  const titleId = useId();
  const { Status: status, Plan: plan } = subscription;
  // A paid plan still running: status 1 is a trial, or a plan that has ended.
  const paid = isPaidPlan(plan.Type) && status !== subscriptionStatuses.upgrade;
  const special = plan.Type === planTypes.free;
  const endTime = dateText(subscription.EndTime);
  const pastDueUntil = dateText(subscription.PastDueUntil);

  const portalButton = (variant: 'filled' | 'default') => (
    <Button
      variant={variant}
      color={variant === 'filled' ? 'red' : undefined}
      loading={portalBusy}
      onClick={() => onAction('portal')}
    >
      {t('messages:billingUpdatePaymentMethod')}
    </Button>
  );

  return (
    <Paper component="section" aria-labelledby={titleId} withBorder p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={2} fz="h3" id={titleId}>
          {t('billing.current.title')}
        </Title>
        <Group gap="sm" align="center">
          <Text fz={24} fw={800} c="brand.9" data-testid="current-plan">
            {plan.Name}
          </Text>
          <Badge color={pastDueUntil ? 'red' : (statusColors[status] ?? 'gray')} variant="light" size="lg">
            {subscription.StatusStr}
          </Badge>
        </Group>
        <Stack gap={4}>
          {endTime && (
            <Text size="sm" data-testid="end-time">
              {t('billing.current.endTime', { title: subscription.EndTimeTitle, date: endTime })}
            </Text>
          )}
          {subscription.PaymentMethod && (
            <Text size="sm">
              {t('billing.current.paymentMethod', { method: subscription.PaymentMethod })}
            </Text>
          )}
          {subscription.NextPlan && (
            <Text size="sm" data-testid="next-plan">
              {t('billing.current.nextPlan', {
                plan: subscription.NextPlan.Name,
                date: dateText(subscription.NextPlan.StartTime),
              })}
            </Text>
          )}
        </Stack>
        {subscription.IsRestricted && (
          <Alert color="accent" variant="light" icon={<IconInfoCircle aria-hidden />}>
            {t('messages:billingSubscribeToGenerate')}
          </Alert>
        )}
        {status === subscriptionStatuses.cancelled && endTime && (
          <Alert
            color="yellow"
            variant="light"
            icon={<IconInfoCircle aria-hidden />}
            data-testid="cancelled-notice"
          >
            {t('billing.current.cancelledNotice', { date: endTime })}
          </Alert>
        )}
        {pastDueUntil && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle aria-hidden />}
            title={t('billing.current.pastDueTitle')}
            data-testid="past-due"
          >
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{t('billing.current.pastDue', { date: pastDueUntil })}</Text>
              {portalButton('filled')}
            </Stack>
          </Alert>
        )}
        <Group gap="sm">
          {status === subscriptionStatuses.active && paid && (
            <>
              {canSwitch && <Button onClick={() => onAction('switch')}>{t('billing.current.switch')}</Button>}
              <Button variant="default" color="red" onClick={() => onAction('cancel')}>
                {t('billing.current.cancel')}
              </Button>
            </>
          )}
          {status === subscriptionStatuses.upgrade && !special && (
            <Button color="accent.6" autoContrast onClick={() => onAction('upgrade')}>
              {t('billing.current.upgrade')}
            </Button>
          )}
          {status === subscriptionStatuses.cancelled && paid && (
            <Button onClick={() => onAction('resume')}>{t('billing.current.resume')}</Button>
          )}
          {paid && !pastDueUntil && portalButton('default')}
          <Button variant="subtle" onClick={() => onAction('details')}>
            {t('billing.current.details')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
