import { useId, useState } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/LoadError';
import { toastSuccess } from '../../lib/toast';
import { resendDelivery, showDelivery, useDeliveries, type WebhookDelivery } from './api';
import { DeliveryList } from './DeliveryList';
import { Loading } from './Loading';

/** An endpoint's last 50 deliveries, each with Resend; read again while one is pending. */
export function DeliveriesSection({ endpointId }: { endpointId: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const queryClient = useQueryClient();
  const deliveries = useDeliveries(endpointId);
  const [resending, setResending] = useState<string | null>(null);

  const resend = async (delivery: WebhookDelivery) => {
    setResending(delivery.Id);
    const answer = await resendDelivery(delivery.Id);
    setResending(null);
    if (answer.Type !== 200) return;
    toastSuccess(answer.Content);
    await showDelivery(queryClient, endpointId, answer.Data);
  };

  let body;
  if (deliveries.isPending) {
    body = <Loading />;
  } else if (deliveries.isError) {
    body = (
      <LoadError
        title={t('integrations.deliveries.loadError')}
        error={deliveries.error}
        onRetry={() => void deliveries.refetch()}
      />
    );
  } else if (deliveries.data.length === 0) {
    body = (
      <Text size="sm" c="dimmed">
        {t('integrations.deliveries.empty')}
      </Text>
    );
  } else {
    body = (
      <DeliveryList deliveries={deliveries.data} resending={resending} onResend={(d) => void resend(d)} />
    );
  }

  return (
    <Paper component="section" aria-labelledby={titleId} withBorder p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} fz="h4" id={titleId}>
            {t('integrations.deliveries.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('integrations.deliveries.lead')}
          </Text>
        </Stack>
        {body}
      </Stack>
    </Paper>
  );
}
