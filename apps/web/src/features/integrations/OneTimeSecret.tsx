import { Alert, Button, CopyButton, Group, Stack, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface OneTimeSecretProps {
  /** The field's label: "API key", "Signing secret". */
  label: string;
  hint: string;
  value: string;
  /** The server's words on making it, which say it will not be shown again. */
  notice: string;
  onDone: () => void;
}

/**
 * A key's token or an endpoint's signing secret, the one time the server answers it: selected on
 * focus and copied with a button, under a warning that it will not be shown again.
 */
export function OneTimeSecret({ label, hint, value, notice, onDone }: OneTimeSecretProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Alert
        color="orange"
        variant="light"
        title={t('integrations.onceTitle')}
        styles={{ title: { color: 'var(--mantine-color-accent-9)' } }}
      >
        {notice}
      </Alert>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          label={label}
          description={hint}
          value={value}
          readOnly
          data-autofocus
          onFocus={(event) => event.currentTarget.select()}
          style={{ flex: 1, minWidth: 0 }}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          spellCheck={false}
        />
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Button
              variant={copied ? 'light' : 'default'}
              color={copied ? 'green' : undefined}
              leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              onClick={copy}
            >
              {copied ? t('integrations.copied') : t('integrations.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Group justify="flex-end">
        <Button onClick={onDone}>{t('integrations.done')}</Button>
      </Group>
    </Stack>
  );
}
