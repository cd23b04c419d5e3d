import { useId } from 'react';
import { Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SubscriptionInfo } from './api';
import { dateText } from './format';

const noLimit = -1;

interface Meter {
  key: 'client' | 'subcontractor' | 'templates';
  used: number;
  quota: number;
  bonus: number;
  bonusUsed: number;
  /** Amendments sent this month, which use none of the quota. */
  amendments: number;
}

/** The quotas that have a limit, with what is used of each. */
function metersOf(subscription: SubscriptionInfo): Meter[] {
  const meters: Meter[] = [
    {
      key: 'client',
      used: subscription.ClientContractUsed,
      quota: subscription.ClientContractQuota,
      bonus: subscription.ClientContractBonus,
      bonusUsed: subscription.ClientContractBonusUsed,
      amendments: subscription.ClientContractAmendments,
    },
    {
      key: 'subcontractor',
      used: subscription.SubcontractorContractUsed,
      quota: subscription.SubcontractorContractQuota,
      bonus: subscription.SubcontractorContractBonus,
      bonusUsed: subscription.SubcontractorContractBonusUsed,
      amendments: subscription.SubcontractorContractAmendments,
    },
    {
      key: 'templates',
      used: subscription.TemplateUsed,
      quota: subscription.TemplateQuota,
      bonus: 0,
      bonusUsed: 0,
      amendments: 0,
    },
  ];
  return meters.filter((meter) => meter.quota !== noLimit);
}

/**
 * Doc 2 §3/§9: client and sub-contractor contracts and templates used of each quota; none without a
 * limit. The month's amendments, which use no quota, are said apart under their kind.
 */
export function UsageSection({ subscription }: { subscription: SubscriptionInfo }) {
  const { t } = useTranslation();
  const titleId = useId();
  const meters = metersOf(subscription);
  if (meters.length === 0) return null;
  const resets = dateText(subscription.QuotaEndTime);

  return (
    <Paper component="section" aria-labelledby={titleId} withBorder p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} fz="h3" id={titleId}>
            {t('billing.usage.title')}
          </Title>
          {resets && (
            <Text size="sm" c="dimmed">
              {t('billing.usage.resets', { date: resets })}
            </Text>
          )}
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: meters.length }} spacing="lg">
          {meters.map((meter) => (
            <Stack key={meter.key} gap={6} data-testid={`usage-${meter.key}`}>
              <Group justify="space-between" gap="xs">
                <Text size="sm" fw={600}>
                  {t(`billing.usage.${meter.key}`)}
                </Text>
                <Text size="sm">{t('billing.usage.count', { used: meter.used, quota: meter.quota })}</Text>
              </Group>
              <Progress
                value={meter.quota > 0 ? Math.min(100, (meter.used / meter.quota) * 100) : 100}
                color={meter.used >= meter.quota ? 'red' : 'brand'}
                aria-label={t(`billing.usage.${meter.key}`)}
              />
              {meter.bonus > 0 && (
                <Text size="xs" c="dimmed">
                  {t('billing.usage.bonus', { used: meter.bonusUsed, bonus: meter.bonus })}
                </Text>
              )}
              {meter.amendments > 0 && (
                <Text size="xs" c="dimmed">
                  {t('billing.usage.amendments', { count: meter.amendments })}
                </Text>
              )}
            </Stack>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
