import { Anchor, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/AppModal';
import { LoadError } from '../../../components/LoadError';
import { useOriginals, type ProjectContract } from './api';
import { ContractStateBadge } from './ContractStateBadge';
import { cutText, dateText, projectListLimits } from './text';

/**
 * Doc 2 §4 'Original Contracts': the earlier versions an amended contract replaces, newest first,
 * each with its state and its PDFs. Shown above the contracts modal it was opened from.
 */
export function OriginalsModal({
  contract,
  onClose,
}: {
  contract: ProjectContract | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['ui', 'messages']);
  const originals = useOriginals(contract?.Id ?? null);
  let body;
  if (originals.isPending) {
    body = (
      <Center mih={80} role="status" aria-label={t('app.loading')}>
        <Loader size="sm" />
      </Center>
    );
  } else if (originals.isError) {
    body = (
      <LoadError
        title={t('projects.originalsLoadError')}
        error={originals.error}
        onRetry={() => void originals.refetch()}
      />
    );
  } else {
    body = (
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {originals.data.map((original) => {
          const scope = original.Data?.ScopeOfServices ?? '';
          return (
            <Paper component="li" key={original.Id} withBorder p="xs" radius="md">
              <Stack gap={4}>
                <Text size="sm" fw={600} title={scope}>
                  {cutText(scope, projectListLimits.scopeCut)} {dateText(original.CreatedDate)}
                </Text>
                <ContractStateBadge contract={original} />
                <Group gap="sm">
                  {original.OrignalPdf && (
                    <Anchor href={original.OrignalPdf} download size="sm">
                      {t('projects.downloadPdf')}
                    </Anchor>
                  )}
                  {original.SignedPdf && (
                    <Anchor href={original.SignedPdf} download size="sm">
                      {t('projects.downloadSignedPdf')}
                    </Anchor>
                  )}
                </Group>
              </Stack>
            </Paper>
          );
        })}
      </Stack>
    );
  }
  return (
    <AppModal
      opened={contract !== null}
      onClose={onClose}
      title={t('messages:contractOriginalsMenu')}
      zIndex={300}
    >
      {body}
    </AppModal>
  );
}
