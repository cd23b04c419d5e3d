import { Stack, Text } from '@mantine/core';
import type { DeliveryState, RecipientDelivery } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { useDeliveries } from './deliveries';

interface StatusPart {
  state: DeliveryState;
  words: string;
}

/** "Email sent · Text queued": the recipient's messages, each as the outbox or provider reported it. */
function useStatusWords() {
  const { t } = useTranslation();
  return (delivery: RecipientDelivery): StatusPart[] => [
    ...(delivery.Email
      ? [{ state: delivery.Email, words: t(`projects.deliveryEmail.${delivery.Email}`) }]
      : []),
    ...(delivery.Text ? [{ state: delivery.Text, words: t(`projects.deliveryText.${delivery.Text}`) }] : []),
  ];
}

/**
 * A sent contract's delivery status on its line in My Projects (issue 29 §4): per recipient, whether
 * the signing email and text are queued, sent or failed; a failure in red, and in words. Recipients
 * are named when there are several. Nothing shows where nothing is known.
 */
export function DeliveryStatus({ contractId }: { contractId: string }) {
  const { t } = useTranslation();
  const { data } = useDeliveries(contractId);
  const wordsOf = useStatusWords();
  const lines = (data ?? [])
    .map((delivery) => ({ name: delivery.Name, parts: wordsOf(delivery) }))
    .filter((line) => line.parts.length > 0);
  if (lines.length === 0) return null;
  const named = (data ?? []).length > 1;
  return (
    <Stack gap={0} aria-label={t('projects.deliveryLabel')} role="group">
      {lines.map((line) => (
        <Text key={line.name} size="xs" c="dimmed">
          {named && `${t('projects.deliveryOf', { name: line.name })} `}
          {line.parts.map((part, index) => (
            <span key={part.words}>
              {index > 0 && ' · '}
              <Text
                span
                inherit
                c={part.state === 'failed' ? 'red.8' : undefined}
                fw={part.state === 'failed' ? 600 : undefined}
              >
                {part.words}
              </Text>
            </span>
          ))}
        </Text>
      ))}
    </Stack>
  );
}
