import { Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A file's SHA-256 in monospace, to compare by eye with the one the completion email gives, and a
 * button to copy it.
 */
export function Fingerprint({ sha256, fileName }: { sha256: string; fileName: string }) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <Stack gap={6}>
      <Text id={labelId} size="sm" fw={500}>
        {t('verify.fingerprint', { fileName })}
      </Text>
      <Group gap="sm" align="flex-start">
        {/* Beside its button where 16 rem fit, above it on a phone; the digits break anywhere. */}
        <Code
          block
          fz="sm"
          style={{ flex: '1 1 16rem', minWidth: 0, wordBreak: 'break-all', whiteSpace: 'normal' }}
        >
          {sha256}
        </Code>
        <CopyButton value={sha256}>
          {({ copied, copy }) => (
            <Button
              variant="light"
              size="sm"
              color={copied ? 'green' : undefined}
              leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              aria-describedby={labelId}
              onClick={copy}
            >
              {copied ? t('verify.copied') : t('verify.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}
