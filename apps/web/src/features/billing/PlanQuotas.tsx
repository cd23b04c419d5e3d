import { Text } from '@mantine/core';
import { unlimitedQuota, type SubscriptionQuota } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';

/**
 * What a plan card's plan gives each month: its contract and template quotas, as the server sets them;
 * nothing while they are read.
 */
export function PlanQuotas({ quota }: { quota: SubscriptionQuota | undefined }) {
  const { t } = useTranslation();
  if (!quota) return null;
  const line = (count: number, limited: 'clients' | 'subcontractors' | 'templates') =>
    count === unlimitedQuota
      ? t(`billing.plans.quotas.${limited}Unlimited`)
      : t(`billing.plans.quotas.${limited}`, { count });
  return (
    <div data-testid={`plan-quotas-${quota.Type}`}>
      <Text size="sm" fw={600}>
        {t('billing.plans.quotas.heading')}
      </Text>
      <Text component="ul" size="sm" c="gray.7" m={0} pl="md">
        <li>{line(quota.ClientContractQuota, 'clients')}</li>
        <li>{line(quota.SubcontractorContractQuota, 'subcontractors')}</li>
        <li>{line(quota.TemplateQuota, 'templates')}</li>
      </Text>
    </div>
  );
}
