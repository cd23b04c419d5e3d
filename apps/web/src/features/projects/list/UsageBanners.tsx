import { Alert, Stack, Text } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ContractUsage, UsageBanners as Usage } from './usage';

/** Doc 2 §2/§9: used/quota of each kind of contract until the end date, and the welcome bonus. */
export function UsageBanners({ usage }: { usage: Usage | null }) {
  const { t } = useTranslation();
  if (!usage) return null;
  const line = (kind: 'client' | 'subcontractor', counts: ContractUsage | null) => {
    if (!counts) return null;
    // "until 2026-12-12." is read whole: a phone broke the date at its hyphens.
    const until = usage.until && (
      <>
        {' '}
        <span style={{ whiteSpace: 'nowrap' }}>{t('projects.usageUntil', { date: usage.until })}</span>
      </>
    );
    return (
      <Text size="sm" data-testid={`usage-${kind}`}>
        {t(kind === 'client' ? 'projects.usageClient' : 'projects.usageSubcontractor', {
          used: counts.used,
          quota: counts.quota,
        })}
        {until}
        {counts.bonus > 0 && ` ${t('projects.usageBonus', { used: counts.bonusUsed, bonus: counts.bonus })}`}
      </Text>
    );
  };
  return (
    <Alert color="brand" variant="light" icon={<IconChartBar aria-hidden />} data-testid="usage-banners">
      <Stack gap={4}>
        {line('client', usage.client)}
        {line('subcontractor', usage.subcontractor)}
      </Stack>
    </Alert>
  );
}
