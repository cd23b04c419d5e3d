import { Alert, Button, CopyButton, Group, Stack, Textarea } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface OneTimeSecretProps {
  /** The warning's title, "Shown this once only" (French agrees it with a key or a secret). */
  title: string;
  /** The field's label: "API key", "Signing secret". */
  label: string;
  hint: string;
  value: string;
  /** The server's words on making it, which say it will not be shown again. */
  notice: string;
  onDone: () => void;
}

/**
 * A key's token or an endpoint's signing secret, the one time the server answers it, under a warning
 * that it will not be shown again: whole (it wraps on a phone rather than scroll out of sight),
 * selected on focus, and copied with a button.
 */
export function OneTimeSecret({ title, label, hint, value, notice, onDone }: OneTimeSecretProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Alert
        color="orange"
        variant="light"
        title={title}
        styles={{ title: { color: 'var(--mantine-color-accent-9)' } }}
      >
        {notice}
      </Alert>
      <Textarea
        label={label}
        description={hint}
        value={value}
        readOnly
        data-autofocus
        rows={2}
        spellCheck={false}
        onFocus={(event) => event.currentTarget.select()}
        styles={{
          input: {
            fontFamily: 'var(--mantine-font-family-monospace)',
            wordBreak: 'break-all',
            resize: 'none',
            // One line where it fits (Chromium, Safari); two rows elsewhere.
            fieldSizing: 'content',
          },
        }}
      />
      <Group justify="space-between" gap="xs">
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Button
              variant={copied ? 'light' : 'default'}
              color={copied ? 'green' : undefined}
              c={copied ? 'green.9' : undefined}
              leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              onClick={copy}
            >
              {copied ? t('integrations.copied') : t('integrations.copy')}
            </Button>
          )}
        </CopyButton>
        <Button onClick={onDone}>{t('integrations.done')}</Button>
      </Group>
    </Stack>
  );
}
