import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { rollSecret, type WebhookEndpoint } from './api';
import { IntegrationModal } from './responsive';
import { SigningSecretShown, type MadeSecret } from './SigningSecretShown';

/**
 * "Make a new signing secret?": what it means for the integration (the old secret stops signing at
 * once), then the new secret the one time it is shown. Once shown, only Done, the close button or
 * Escape close the dialog, never a click beside it.
 */
export function RollSecretModal({
  endpoint,
  opened,
  onClose,
}: {
  endpoint: WebhookEndpoint;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [rolling, setRolling] = useState(false);
  const [made, setMade] = useState<MadeSecret | null>(null);

  const roll = async () => {
    setRolling(true);
    const answer = await rollSecret(endpoint.Id);
    setRolling(false);
    if (answer.Type !== 200) return;
    setMade({ secret: answer.Data.Secret, notice: answer.Content });
  };
  const close = () => {
    setMade(null);
    onClose();
  };

  return (
    <IntegrationModal
      opened={opened}
      onClose={close}
      title={made ? t('integrations.webhooks.createdTitle') : t('integrations.endpoint.rollTitle')}
      size="md"
      closeOnClickOutside={!made}
    >
      {made ? (
        <SigningSecretShown made={made} onDone={close} />
      ) : (
        <Stack gap="md">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('integrations.endpoint.rollBody', { url: endpoint.Url })}
          </Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={close} disabled={rolling}>
              {t('integrations.cancel')}
            </Button>
            <Button loading={rolling} onClick={() => void roll()}>
              {t('integrations.endpoint.rollConfirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </IntegrationModal>
  );
}
