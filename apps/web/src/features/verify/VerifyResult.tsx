import { Alert, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { formatDate, viewerTimeZone } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import type { VerifyAnswer } from './api';
import { ContractStatusBadge } from './ContractStatusBadge';
import { Fingerprint } from './Fingerprint';

/** The alert's tinted title colour reads below 4.5:1 on its tint: the icon carries the colour. */
const titleInText = { title: { color: 'var(--mantine-color-text)' } };

/** What the server answered for a file: found (which contract) or not found, and the file's fingerprint. */
export function VerifyResult({ answer, fileName }: { answer: VerifyAnswer; fileName: string }) {
  const { t } = useTranslation();
  const contract = answer.Found ? answer.Contract : null;

  if (!contract) {
    return (
      <Alert
        color="orange"
        variant="light"
        styles={titleInText}
        title={t('verify.notFoundTitle')}
        icon={<IconCircleX aria-hidden />}
      >
        <Stack gap="md">
          <Text size="sm">{t('verify.notFound')}</Text>
          <Fingerprint sha256={answer.Sha256} fileName={fileName} />
        </Stack>
      </Alert>
    );
  }

  const date = formatDate(contract.SignedTime, viewerTimeZone());
  const facts = { number: contract.Number, revision: contract.Revision, business: contract.BusinessName };
  return (
    <Alert
      color="green"
      variant="light"
      styles={titleInText}
      title={t('verify.foundTitle')}
      icon={<IconCircleCheck aria-hidden />}
    >
      <Stack gap="md">
        <Text size="sm">
          {date ? t('verify.found', { ...facts, date }) : t('verify.foundUndated', facts)}
        </Text>
        <Group gap="xs">
          <Text size="sm">{t('verify.status')}</Text>
          <ContractStatusBadge status={contract.Status} />
        </Group>
        <Fingerprint sha256={answer.Sha256} fileName={fileName} />
      </Stack>
    </Alert>
  );
}
