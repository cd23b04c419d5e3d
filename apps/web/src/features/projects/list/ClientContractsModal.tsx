import { Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/AppModal';
import type { Project } from './api';
import { ContractList } from './ContractList';
import { isSubcontract, latestContracts } from './contracts';

/** Doc 2 §2: the client contracts of a project (the latest of each amendment chain), each with its menu. */
export function ClientContractsModal({
  project,
  restricted,
  onClose,
}: {
  project: Project | null;
  restricted: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const contracts = latestContracts(project?.Contracts ?? []).filter((contract) => !isSubcontract(contract));
  return (
    <AppModal
      opened={project !== null}
      onClose={onClose}
      size="lg"
      title={t('projects.clientContractsModalTitle', { project: project?.Name ?? '' })}
    >
      <Stack gap="sm">
        <ContractList
          contracts={contracts}
          empty={t('projects.clientContractsEmpty')}
          manage={{ restricted }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('app.close')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
