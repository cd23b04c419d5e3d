import { useState } from 'react';
import { Alert, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { formatDateTime, viewerTimeZone } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { localeOf } from '../../lib/locale';
import { toastSuccess } from '../../lib/toast';
import { connectStripe, paymentSettingsKey, payoutsKey, refreshStripe, type PaymentSettings } from './api';
import { PayoutsList } from './PayoutsList';

type StripeAccount = NonNullable<PaymentSettings['Stripe']>;

/** Leaves for Stripe's set-up page of the account (made on the first press). */
function useOpenStripe() {
  const [opening, setOpening] = useState(false);
  const open = async () => {
    setOpening(true);
    const answer = await connectStripe();
    if (answer.Type === 200) window.location.assign(answer.Data.Url);
    else setOpening(false);
  };
  return { opening, open: () => void open() };
}

function StatusLine({ label, on }: { label: string; on: boolean }) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text size="sm">{label}</Text>
      <Badge color={on ? 'green' : 'yellow'} variant="light" style={{ flexShrink: 0 }}>
        {on ? t('gettingPaid.statusOn') : t('gettingPaid.statusWaiting')}
      </Badge>
    </Group>
  );
}

/** A connected account: what it can do yet, what is left to do at Stripe, and its payouts. */
function ConnectedAccount({ account }: { account: StripeAccount }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const stripe = useOpenStripe();
  const [checking, setChecking] = useState(false);

  const checkAgain = async () => {
    setChecking(true);
    const answer = await refreshStripe();
    setChecking(false);
    if (answer.Type !== 200) return;
    toastSuccess(answer.Content);
    queryClient.setQueryData(paymentSettingsKey, answer.Data);
    await queryClient.invalidateQueries({ queryKey: payoutsKey });
  };

  const toDo = !account.DetailsSubmitted
    ? { lead: t('gettingPaid.setupUnfinished'), action: t('gettingPaid.finishSetup') }
    : !account.ChargesEnabled
      ? { lead: t('gettingPaid.verifying'), action: t('gettingPaid.updateDetails') }
      : null;
  const checkedOn = formatDateTime(new Date(account.UpdatedTime), viewerTimeZone(), localeOf(i18n.language));

  return (
    <Stack gap="md">
      {toDo && (
        <Alert color="yellow" variant="light">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{toDo.lead}</Text>
            <Button onClick={stripe.open} loading={stripe.opening}>
              {toDo.action}
            </Button>
          </Stack>
        </Alert>
      )}
      <Stack gap={6}>
        <StatusLine label={t('gettingPaid.chargesLabel')} on={account.ChargesEnabled} />
        <StatusLine label={t('gettingPaid.payoutsLabel')} on={account.PayoutsEnabled} />
      </Stack>
      <Group justify="space-between" gap="xs">
        <Text size="xs" c="dimmed">
          {t('gettingPaid.checkedOn', { time: checkedOn })}
        </Text>
        <Button variant="subtle" size="compact-sm" loading={checking} onClick={() => void checkAgain()}>
          {t('gettingPaid.checkAgain')}
        </Button>
      </Group>
      <PayoutsList />
    </Stack>
  );
}

function NoAccount() {
  const { t } = useTranslation();
  const stripe = useOpenStripe();
  return (
    <Stack gap="sm" align="flex-start">
      <Text size="sm">{t('gettingPaid.connectLead')}</Text>
      <Button onClick={stripe.open} loading={stripe.opening}>
        {t('gettingPaid.connect')}
      </Button>
    </Stack>
  );
}

/**
 * Card and bank payments online: with the operator's Stripe keys, the contractor's Stripe account
 * (Connect, Express) and its state; without keys, the local test page (no money moves); or none.
 */
export function StripeConnection({ settings }: { settings: PaymentSettings }) {
  const { t } = useTranslation();
  if (settings.CardPayments === 'off') {
    return (
      <Text size="sm" c="dimmed">
        {t('gettingPaid.off')}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <Stack gap={2}>
        <Title order={3} fz="h5">
          {t('gettingPaid.cardTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('gettingPaid.cardLead')}
        </Text>
      </Stack>
      {settings.CardPayments === 'local' ? (
        <Alert
          color="blue"
          variant="light"
          icon={<IconFlask aria-hidden />}
          title={t('gettingPaid.localTitle')}
        >
          <Text size="sm">{t('gettingPaid.local')}</Text>
        </Alert>
      ) : settings.Stripe ? (
        <ConnectedAccount account={settings.Stripe} />
      ) : (
        <NoAccount />
      )}
    </Stack>
  );
}
