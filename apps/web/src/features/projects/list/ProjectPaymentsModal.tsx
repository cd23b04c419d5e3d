import { Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/AppModal';
import { phoneQuery } from '../../payments/ContractPaymentsModal';
import { ContractPaymentsPanel } from '../../payments/ContractPaymentsPanel';
import { recipientsOf } from '../../payments/ContractPaidLine';
import { useReloadProjects, type Project } from './api';
import { isSignedAndStanding, isSubcontract, latestContracts } from './contracts';
import { cutText, projectListLimits } from './text';

/** The client contracts of a project something is owed on: signed, and not cancelled by the client. */
export const owingContracts = (project: Project) =>
  latestContracts(project.Contracts ?? []).filter(
    (contract) => !isSubcontract(contract) && isSignedAndStanding(contract),
  );

/**
 * Every payment of a project (issue 33 §1 "a project view lists every payment"): its signed client
 * contracts' payments, one contract after the other, each as its own payments dialog shows them.
 */
export function ProjectPaymentsModal({ project, onClose }: { project: Project | null; onClose: () => void }) {
  const { t } = useTranslation();
  const phone = useMediaQuery(phoneQuery) ?? false;
  const reload = useReloadProjects();
  const contracts = project ? owingContracts(project) : [];
  return (
    <AppModal
      opened={project !== null}
      onClose={onClose}
      title={t('contractPayments.projectTitle', { project: project?.Name ?? '' })}
      size="xl"
      fullScreen={phone}
    >
      <Stack gap="xl">
        {contracts.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('contractPayments.projectEmpty')}
          </Text>
        )}
        {contracts.map((contract) => (
          <Stack
            key={contract.Id}
            gap="xs"
            component="section"
            aria-label={t('projects.contractNumber', { number: contract.Number ?? '' })}
          >
            <div>
              <Title order={3} fz="md">
                {t('projects.contractNumber', { number: contract.Number ?? '' })}
              </Title>
              <Text size="sm" c="dimmed">
                {cutText(contract.Data?.ScopeOfServices ?? '', projectListLimits.scopeCut)}
              </Text>
            </div>
            <ContractPaymentsPanel
              contractId={contract.Id}
              recipients={recipientsOf(contract)}
              onChanged={() => void reload()}
            />
          </Stack>
        ))}
      </Stack>
    </AppModal>
  );
}
