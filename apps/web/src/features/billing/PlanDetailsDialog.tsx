import { Button, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { unlimitedQuota } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../components/AppModal';
import { useQuotas, type SubscriptionInfo } from './api';

/** Current plan (doc 3 §2): the plan, its price and state, and the quotas it gives each month. */
export function PlanDetailsDialog({
  opened,
  subscription,
  onClose,
}: {
  opened: boolean;
  subscription: SubscriptionInfo;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const quotas = useQuotas(opened);
  const quota = quotas.data?.find((row) => row.Type === subscription.Plan.Type);
  const count = (value: number) =>
    value === unlimitedQuota
      ? t('billing.details.unlimited')
      : t('billing.details.perMonth', { count: value });

  const rows: [string, string][] = [
    [t('billing.details.plan'), subscription.Plan.Name],
    [t('billing.details.price'), subscription.Plan.PriceStr],
    [t('billing.details.status'), subscription.StatusStr],
  ];
  if (subscription.EndTime) rows.push([subscription.EndTimeTitle, subscription.EndTime]);
  if (subscription.PaymentMethod) rows.push([t('billing.details.paymentMethod'), subscription.PaymentMethod]);
  if (quota) {
    rows.push(
      [t('billing.details.clientQuota'), count(quota.ClientContractQuota)],
      [t('billing.details.subcontractorQuota'), count(quota.SubcontractorContractQuota)],
      [
        t('billing.details.templateQuota'),
        quota.TemplateQuota === unlimitedQuota ? t('billing.details.unlimited') : String(quota.TemplateQuota),
      ],
    );
  }

  return (
    <AppModal opened={opened} onClose={onClose} title={t('billing.details.title')}>
      <Stack gap="md">
        <Table variant="vertical" layout="fixed" withTableBorder>
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w="45%">{label}</Table.Th>
                <Table.Td>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {quotas.isPending && <Loader size="sm" aria-label={t('app.loading')} />}
        {quotas.isError && (
          <Text size="sm" c="red">
            {quotas.error.message}
          </Text>
        )}
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('app.ok')}</Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
