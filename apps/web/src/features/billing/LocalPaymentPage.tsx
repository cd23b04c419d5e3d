import {
  Alert,
  Anchor,
  Box,
  Center,
  Code,
  Divider,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconFlask } from '@tabler/icons-react';
import { localTestCards } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadError } from '../../components/LoadError';
import { usePageTitle } from '../../components/usePageTitle';
import { useLocalPaymentSession, type LocalPaymentSession } from './api';
import { cardNumberText } from './cardInput';
import { money } from './format';
import { LocalCardForm } from './LocalCardForm';
import { subscriptionPath } from './paths';

/** A test card number, kept on one line. */
function CardNumber({ digits }: { digits: string }) {
  return <Code style={{ whiteSpace: 'nowrap' }}>{cardNumberText(digits)}</Code>;
}

/** The banner that says this page is a stand-in: no money moves, and the card numbers it knows. */
function TestModeBanner() {
  const { t } = useTranslation();
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconFlask aria-hidden />}
      title={t('billing.local.bannerTitle')}
    >
      <Stack gap={6}>
        <Text size="sm">{t('billing.local.banner')}</Text>
        <Group gap={6} align="center">
          <Text size="sm">{t('billing.local.acceptedCards')}</Text>
          {localTestCards.accepted.map((digits) => (
            <CardNumber key={digits} digits={digits} />
          ))}
        </Group>
        <Group gap={6} align="center">
          <Text size="sm">{t('billing.local.declinedCard')}</Text>
          <CardNumber digits={localTestCards.declined} />
        </Group>
        <Text size="sm">{t('billing.local.otherFields')}</Text>
      </Stack>
    </Alert>
  );
}

/** What is paid: each line and the total, as a hosted checkout's left side shows it. */
function Summary({ session }: { session: LocalPaymentSession }) {
  const { t, i18n } = useTranslation();
  const cad = (cents: number) => money(cents, i18n.language);
  return (
    <Stack gap="md">
      <Anchor href={session.CancelUrl} size="sm" c="dimmed">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          {t('billing.local.back')}
        </Group>
      </Anchor>
      <Stack gap={2}>
        <Text c="dimmed">{session.Name}</Text>
        <Text fz={36} fw={800} lh={1.1} data-testid="local-total">
          {cad(session.Total)}
        </Text>
      </Stack>
      <Stack gap="xs">
        {session.Lines.map((line, index) => (
          <Group key={index} justify="space-between" wrap="nowrap" gap="md">
            <Text size="sm">{line.Label}</Text>
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              {line.Amount < 0 ? t('billing.checkout.less', { amount: cad(-line.Amount) }) : cad(line.Amount)}
            </Text>
          </Group>
        ))}
        <Divider />
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>{t('billing.local.totalDue')}</Text>
          <Text fw={700}>{cad(session.Total)}</Text>
        </Group>
      </Stack>
    </Stack>
  );
}

/**
 * /Pay/{id}: the local payment page, where checkouts are paid on an installation without a Stripe
 * key (outside production). It looks like a hosted card form and says plainly that no money moves.
 * Mode 'portal' changes the card and pays what is due (DECISIONS "Update payment method").
 */
export function LocalPaymentPage() {
  const { t } = useTranslation(['ui', 'messages']);
  const { id = '' } = useParams();
  const session = useLocalPaymentSession(id);
  const title =
    session.data?.Mode === 'portal'
      ? t('messages:billingUpdatePaymentMethod')
      : t('billing.local.checkoutTitle');
  usePageTitle(title);

  let body;
  if (session.isPending) {
    body = (
      <Center mih={200} role="status" aria-label={t('app.loading')}>
        <Loader />
      </Center>
    );
  } else if (session.isError) {
    body = (
      <LoadError
        title={t('billing.local.loadError')}
        error={session.error}
        onRetry={() => void session.refetch()}
      />
    );
  } else if (session.data.Status !== 'open') {
    // Paid or expired: nothing to pay here, and nothing was cancelled either.
    return (
      <Alert color="gray" variant="light" title={title} maw={560} mx="auto">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('messages:billingCheckoutClosed')}</Text>
          <Anchor component={Link} to={subscriptionPath}>
            {t('billing.local.toSubscription')}
          </Anchor>
        </Stack>
      </Alert>
    );
  } else {
    body = (
      <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={0}>
          <Box p={{ base: 'md', sm: 'xl' }} bg="gray.0">
            <Summary session={session.data} />
          </Box>
          <Box p={{ base: 'md', sm: 'xl' }}>
            <Stack gap="md">
              <Title order={1} fz={{ base: 22, sm: 26 }}>
                {title}
              </Title>
              <LocalCardForm session={session.data} />
            </Stack>
          </Box>
        </SimpleGrid>
      </Paper>
    );
  }

  return (
    <Stack gap="lg" maw={960} mx="auto">
      <TestModeBanner />
      {body}
    </Stack>
  );
}
