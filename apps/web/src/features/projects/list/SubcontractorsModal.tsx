import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconFilePlus, IconPencil, IconTrash } from '@tabler/icons-react';
import { formatPhone } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/AppModal';
import type { Project, Subcontractor } from './api';
import { ContractList } from './ContractList';
import { isSubcontract, latestContracts } from './contracts';
import { subcontractorName } from './useProjectActions';

interface SubcontractorsModalProps {
  project: Project | null;
  restricted: boolean;
  onClose: () => void;
  onEdit: (project: Project, subcontractor: Subcontractor) => void;
  onRemove: (project: Project, subcontractor: Subcontractor) => void;
  onMakeSubcontract: (project: Project, subcontractor: Subcontractor) => void;
  onAdd: (project: Project) => void;
}

/**
 * Doc 2 §2: the sub-contractors of a project, with edit, remove and make a sub-contract, and each
 * one's sub-contracts on the project, each with its menu.
 */
export function SubcontractorsModal({
  project,
  restricted,
  onClose,
  onEdit,
  onRemove,
  onMakeSubcontract,
  onAdd,
}: SubcontractorsModalProps) {
  const { t, i18n } = useTranslation(['ui', 'messages']);
  const subcontractors = project?.Subcontractors ?? [];
  const contracts = latestContracts(project?.Contracts ?? []).filter(isSubcontract);
  return (
    <AppModal
      opened={project !== null}
      onClose={onClose}
      size="lg"
      title={t('projects.subcontractorsTitle', { project: project?.Name ?? '' })}
    >
      {project && (
        <Stack gap="sm">
          {subcontractors.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('projects.subcontractorsEmpty')}
            </Text>
          ) : (
            <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {subcontractors.map((subcontractor) => {
                const name = subcontractorName(subcontractor);
                const contact = `${subcontractor.ContactFirstName} ${subcontractor.ContactLastName}`.trim();
                const theirContracts = contracts.filter((contract) => contract.PartyBId === subcontractor.Id);
                return (
                  <Paper
                    component="li"
                    key={subcontractor.Id}
                    withBorder
                    p="sm"
                    radius="md"
                    aria-label={name}
                  >
                    <Stack gap="xs">
                      <Stack gap={0} miw={0}>
                        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                          {name}
                        </Text>
                        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                          {[
                            contact !== name ? contact : '',
                            formatPhone(subcontractor.Phone, i18n.language),
                            subcontractor.Email,
                          ]
                            .filter(Boolean)
                            .join(' · ')}
                        </Text>
                      </Stack>
                      {theirContracts.length > 0 && (
                        <ContractList contracts={theirContracts} empty="" manage={{ restricted }} />
                      )}
                      <Group gap="xs">
                        <Button
                          size="xs"
                          leftSection={<IconFilePlus size={14} aria-hidden />}
                          disabled={restricted}
                          onClick={() => onMakeSubcontract(project, subcontractor)}
                          aria-label={
                            restricted
                              ? `${t('projects.makeSubcontractFor', { name })} ${t('messages:billingUnsubscribedLabel')}`
                              : t('projects.makeSubcontractFor', { name })
                          }
                        >
                          {t('projects.makeSubcontract')}
                          {restricted && ` ${t('messages:billingUnsubscribedLabel')}`}
                        </Button>
                        <Button
                          size="xs"
                          variant="default"
                          leftSection={<IconPencil size={14} aria-hidden />}
                          onClick={() => onEdit(project, subcontractor)}
                          aria-label={t('projects.editSubcontractorFor', { name })}
                        >
                          {t('projects.editSubcontractor')}
                        </Button>
                        <Button
                          size="xs"
                          variant="light"
                          color="red"
                          leftSection={<IconTrash size={14} aria-hidden />}
                          onClick={() => onRemove(project, subcontractor)}
                          aria-label={t('projects.removeSubcontractorFor', { name })}
                        >
                          {t('projects.removeSubcontractor')}
                        </Button>
                      </Group>
                    </Stack>
                  </Paper>
                );
              })}
            </Stack>
          )}
          <Group justify="space-between">
            <Button variant="light" onClick={() => onAdd(project)}>
              {t('projects.menuAddSubcontractor')}
            </Button>
            <Button variant="default" onClick={onClose}>
              {t('app.close')}
            </Button>
          </Group>
        </Stack>
      )}
    </AppModal>
  );
}
