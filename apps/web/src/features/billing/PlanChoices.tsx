import { useId } from 'react';
import { Badge, Button, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { planTypes, subscriptionStatuses } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/LoadError';
import { PlanCard } from '../home/PlanCard';
import { useQuotas, useSubscriptionPlans, type SubscriptionInfo, type SubscriptionPlan } from './api';
import { PlanQuotas } from './PlanQuotas';
import { dateText } from './format';

export interface PlanChoicesProps {
  subscription: SubscriptionInfo;
  /** A plan bought at the checkout (trial, or ended). */
  onCheckout: (plan: SubscriptionPlan) => void;
  /** A running paid plan switched from the next billing date. */
  onSwitch: (plan: SubscriptionPlan) => void;
  /** The current plan's card opens its details. */
  onDetails: () => void;
}

/**
 * The plan cards (doc 3 §2): the current plan marked, the trial card only while on the trial (a plan
 * Type above 1 hides it), each with its monthly quotas once they are read, and on each other card the
 * way to it: the checkout, or on a running paid plan a switch from the next billing date.
 */
export function PlanChoices({ subscription, onCheckout, onSwitch, onDetails }: PlanChoicesProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const plans = useSubscriptionPlans();
  const quotas = useQuotas(true);
  const { Plan: current, Status: status, NextPlan: next } = subscription;
  const running = status !== subscriptionStatuses.upgrade;

  // An ended plan is not current: it is bought again like any other.
  const isCurrent = (plan: SubscriptionPlan) =>
    plan.Type === current.Type && (running || plan.Type === planTypes.trial);

  const actionOf = (plan: SubscriptionPlan) => {
    if (isCurrent(plan)) {
      return (
        <Button fullWidth variant="light" onClick={onDetails}>
          {t('billing.current.details')}
        </Button>
      );
    }
    if (next?.Type === plan.Type) {
      return (
        <Button fullWidth variant="light" disabled>
          {t('billing.plans.from', { date: dateText(next.StartTime) })}
        </Button>
      );
    }
    if (!running) {
      return (
        <Button fullWidth color="accent.6" autoContrast onClick={() => onCheckout(plan)}>
          {t('billing.plans.choose', { name: plan.Name })}
        </Button>
      );
    }
    return (
      <Button
        fullWidth
        variant="outline"
        // A cancelled plan is resumed before it is switched.
        disabled={status === subscriptionStatuses.cancelled}
        onClick={() => onSwitch(plan)}
      >
        {t('billing.plans.switchTo', { name: plan.Name })}
      </Button>
    );
  };

  let body;
  if (plans.isPending) {
    body = (
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" role="status" aria-label={t('app.loading')}>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} height={280} radius="lg" />
        ))}
      </SimpleGrid>
    );
  } else if (plans.isError) {
    body = (
      <LoadError
        title={t('billing.plans.loadError')}
        error={plans.error}
        onRetry={() => void plans.refetch()}
      />
    );
  } else {
    const shown = plans.data.filter(
      (plan) => plan.Type !== planTypes.trial || current.Type <= planTypes.trial,
    );
    body = (
      <SimpleGrid cols={{ base: 1, sm: Math.min(Math.max(shown.length, 1), 3) }} spacing="lg">
        {shown.map((plan) => (
          <PlanCard
            key={plan.Id}
            plan={plan}
            highlighted={isCurrent(plan)}
            badge={
              isCurrent(plan) && (
                <Badge variant="filled" color="accent.6" autoContrast>
                  {t('billing.plans.current')}
                </Badge>
              )
            }
            action={actionOf(plan)}
            quotas={<PlanQuotas quota={quotas.data?.find((row) => row.Type === plan.Type)} />}
          />
        ))}
      </SimpleGrid>
    );
  }

  return (
    <Paper component="section" aria-labelledby={titleId} withBorder p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} fz="h3" id={titleId}>
            {t('billing.plans.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('billing.plans.lead')}
          </Text>
        </Stack>
        {body}
      </Stack>
    </Paper>
  );
}
