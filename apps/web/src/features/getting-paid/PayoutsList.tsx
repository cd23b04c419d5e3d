import { Center, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { formatCad, formatDay } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/LoadError';
import { localeOf } from '../../lib/locale';
import { usePayouts, type Payout } from './api';

const knownStatuses = ['paid', 'pending', 'in_transit', 'canceled', 'failed'] as const;
type KnownStatus = (typeof knownStatuses)[number];
const isKnown = (status: string): status is KnownStatus =>
  (knownStatuses as readonly string[]).includes(status);

function PayoutRows({ payouts }: { payouts: Payout[] }) {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  return (
    <Table.ScrollContainer minWidth={300}>
      <Table verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('gettingPaid.payoutArrival')}</Table.Th>
            <Table.Th ta="right">{t('gettingPaid.payoutAmount')}</Table.Th>
            <Table.Th>{t('gettingPaid.payoutStatus')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {payouts.map((payout) => (
            <Table.Tr key={payout.Id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDay(payout.ArrivalDate, locale)}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatCad(payout.AmountCents, locale)}
              </Table.Td>
              <Table.Td>
                {isKnown(payout.Status) ? t(`gettingPaid.payoutStatuses.${payout.Status}`) : payout.Status}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The connected account's recent payouts to the contractor's bank. */
export function PayoutsList() {
  const { t } = useTranslation();
  const payouts = usePayouts();
  return (
    <Stack gap="xs">
      <Title order={3} fz="h5">
        {t('gettingPaid.payoutsTitle')}
      </Title>
      {payouts.isPending ? (
        <Center mih={60} role="status" aria-label={t('app.loading')}>
          <Loader size="sm" />
        </Center>
      ) : payouts.isError ? (
        <LoadError
          title={t('gettingPaid.payoutsLoadError')}
          error={payouts.error}
          onRetry={() => void payouts.refetch()}
        />
      ) : payouts.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('gettingPaid.payoutsEmpty')}
        </Text>
      ) : (
        <PayoutRows payouts={payouts.data} />
      )}
    </Stack>
  );
}
