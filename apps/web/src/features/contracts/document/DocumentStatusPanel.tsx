import { Group, Stack, Text } from '@mantine/core';
import { formatDate, viewerTimeZone } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError';
import { ApiError } from '../../../lib/http';
import { ContractStatusBadge } from '../../verify/ContractStatusBadge';
import { useDocumentStatus } from './api';

/**
 * The server refused the code (it names no contract), as opposed to failing or being unreachable,
 * which say nothing of the code and are offered again.
 */
function isUnknownCode(error: Error): boolean {
  return error instanceof ApiError && (error.type === 400 || error.type === 404);
}

/**
 * What anyone holding a printed page may learn of its contract: number, revision, the contractor's
 * business name and its status (a word, never a colour alone). Nothing private.
 */
export function DocumentStatusPanel({ code }: { code: string }) {
  const { t } = useTranslation();
  const status = useDocumentStatus(code);

  if (status.isPending) return <Text c="dimmed">{t('verify.documentLoading')}</Text>;
  if (status.isError) {
    if (isUnknownCode(status.error)) return <Text fw={500}>{t('verify.documentUnknown')}</Text>;
    return (
      <LoadError
        title={t('verify.documentLoadError')}
        error={status.error}
        onRetry={() => void status.refetch()}
      />
    );
  }

  const contract = status.data;
  const signed = formatDate(contract.SignedTime, viewerTimeZone());
  return (
    <Stack gap={6}>
      <Text fw={600} fz="lg">
        {t('verify.documentContract', { number: contract.Number, revision: contract.Revision })}
      </Text>
      <Text>{t('verify.documentBusiness', { business: contract.BusinessName })}</Text>
      <Group gap="xs">
        <Text>{t('verify.status')}</Text>
        <ContractStatusBadge status={contract.Status} />
      </Group>
      {signed && <Text>{t('verify.documentSigned', { date: signed })}</Text>}
    </Stack>
  );
}
