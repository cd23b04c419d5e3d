import type { ReactNode } from 'react';
import { Card, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { planTypes, type SubscriptionPlan } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { TrustedHtml } from '../../components/TrustedHtml';
import classes from './HomePage.module.css';

export interface PlanCardProps {
  plan: SubscriptionPlan;
  /** The card's button (sign up on the home page, choose or switch on the subscription page). */
  action: ReactNode;
  /** Drawn with the accent border: the trial on the home page, the current plan once subscribed. */
  highlighted: boolean;
  /** A mark beside the title, such as "Current plan". */
  badge?: ReactNode;
  /** What the plan gives each month, under its lines (the subscription page's cards). */
  quotas?: ReactNode;
}

/** A plan card (doc 1 §2, doc 3 §2): title, price, period, the plan's lines and its button. */
export function PlanCard({ plan, action, highlighted, badge, quotas }: PlanCardProps) {
  const { t } = useTranslation(['ui', 'messages']);
  const isTrial = plan.Type === planTypes.trial;
  const title = isTrial
    ? t('messages:billingTrialCardTitle', { TrialDays: plan.TrialDays, Name: plan.Name })
    : plan.Name;
  const period = isTrial
    ? t('plans.periodTrial', { days: plan.TrialDays })
    : plan.Type === planTypes.monthly
      ? t('plans.periodMonthly')
      : plan.Type === planTypes.annual
        ? t('plans.periodAnnual')
        : '';
  const lines = [plan.Line1, plan.Line2, plan.Line3].filter((line) => line.trim() !== '');

  return (
    <Card
      withBorder
      shadow={highlighted ? 'md' : 'xs'}
      className={highlighted ? classes.trialCard : undefined}
      data-testid={`plan-${plan.Type}`}
    >
      <Stack gap="md" h="100%">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={3} fz="xl">
            {title}
          </Title>
          {badge}
        </Group>
        <div>
          <Text fz={32} fw={800} lh={1.1} c="brand.9">
            {t('plans.price', { price: plan.PriceStr })}
          </Text>
          {period && <Text c="gray.7">{period}</Text>}
        </div>
        <List
          spacing="xs"
          className={classes.planLines}
          icon={
            <ThemeIcon size={20} radius="xl" variant="light" aria-hidden>
              <IconCheck size={14} />
            </ThemeIcon>
          }
          style={{ flexGrow: 1 }}
        >
          {lines.map((line, index) => (
            <List.Item key={index}>
              <TrustedHtml component="span" html={line} />
            </List.Item>
          ))}
        </List>
        {quotas}
        {action}
      </Stack>
    </Card>
  );
}
