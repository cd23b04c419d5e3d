import { useState } from 'react';
import { Anchor, Badge, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ContractSummary } from '@tradepact/shared';
import { AppModal } from '../../components/AppModal';
import { ContractFigures } from '../projects/list/ContractFigures';
import { contractState, stateColours, stateTextColours } from '../projects/list/contracts';
import { stateWordOf } from '../projects/list/ContractStateBadge';
import { dateText } from '../projects/list/text';
import { contactsPageSize, type ContactProject } from './api';
import { pageCount, pageOf, Pager } from './Pager';

/** A contact's contract: its Data names its project and commencement date, which a row shows. */
export type ContactContract = ContractSummary;

/** What the summary shows: whose projects and contracts. */
export type ProjectSummaryTarget = {
  name: string;
  projects: readonly ContactProject[];
  contracts?: readonly ContactContract[];
} | null;

/** Doc 2 §2: status 0 green, 1 dark green, the others pale yellow. */
function statusBadge(status: number): {
  color: string;
  key: 'statusCurrent' | 'statusArchived' | 'statusPending';
} {
  if (status === 0) return { color: 'green.7', key: 'statusCurrent' };
  if (status === 1) return { color: 'green.9', key: 'statusArchived' };
  return { color: 'yellow.2', key: 'statusPending' };
}

/**
 * Doc 2 §2: 'Project Summary' of a contact: one row per contract (project with the commencement date
 * beneath it, a phone's width holding two columns; the state coloured with its word, DECISIONS
 * "Project Summary colours"), 5 per page; a contact without
 * contracts shows its projects with their status. A project opens My Projects.
 */
export function ProjectSummaryModal({
  target,
  onClose,
}: {
  target: ProjectSummaryTarget;
  onClose: () => void;
}) {
  const { t } = useTranslation(['ui', 'messages']);
  return (
    <AppModal
      opened={target !== null}
      onClose={onClose}
      size="lg"
      title={t('messages:contactProjectSummaryTitle')}
    >
      {target &&
        (target.contracts && target.contracts.length > 0 ? (
          <ContractRows
            name={target.name}
            projects={target.projects}
            contracts={target.contracts}
            onNavigate={onClose}
          />
        ) : (
          <SummaryBody target={target} onNavigate={onClose} />
        ))}
    </AppModal>
  );
}

function SummaryBody({
  target,
  onNavigate,
}: {
  target: NonNullable<ProjectSummaryTarget>;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const pages = pageCount(target.projects.length, contactsPageSize);
  const shown = pageOf(target.projects, page, contactsPageSize);

  return (
    <Stack gap="sm">
      <Text size="sm">{t('contacts.summaryLead', { name: target.name })}</Text>
      <Table.ScrollContainer minWidth={280}>
        <Table striped verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('contacts.summaryProject')}</Table.Th>
              <Table.Th>{t('contacts.summaryStatus')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((project) => {
              const status = statusBadge(project.Status);
              return (
                <Table.Tr key={project.Id}>
                  <Table.Td>
                    <Anchor component={Link} to="/MyProjects" onClick={onNavigate}>
                      {project.Name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Badge color={status.color} variant="filled" data-status={project.Status}>
                      {t(`contacts.${status.key}`)}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Pager label={t('contacts.summaryPages')} total={pages} page={page} onChange={setPage} />
    </Stack>
  );
}

function ContractRows({
  name,
  projects,
  contracts,
  onNavigate,
}: {
  name: string;
  projects: readonly ContactProject[];
  contracts: readonly ContactContract[];
  onNavigate: () => void;
}) {
  const { t } = useTranslation(['ui', 'messages']);
  const [page, setPage] = useState(1);
  const pages = pageCount(contracts.length, contactsPageSize);
  const shown = pageOf(contracts, page, contactsPageSize);
  const projectName = (id: string | null | undefined) =>
    projects.find((project) => project.Id === id)?.Name ?? '';

  return (
    <Stack gap="sm">
      <Text size="sm">{t('contacts.summaryContractsLead', { name })}</Text>
      <Table.ScrollContainer minWidth={280}>
        <Table striped verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('contacts.summaryProject')}</Table.Th>
              <Table.Th>{t('contacts.summaryStatus')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((contract) => {
              const state = contractState(contract);
              const word = stateWordOf(contract);
              return (
                <Table.Tr key={contract.Id}>
                  <Table.Td>
                    <Anchor component={Link} to="/MyProjects" onClick={onNavigate}>
                      {projectName(contract.Data?.ProjectId)}
                    </Anchor>
                    <ContractFigures contract={contract} />
                    <Text size="xs" c="dimmed">
                      {t('contacts.summaryCommencement', {
                        date: dateText(contract.Data?.CommencementDate),
                      })}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {/* The state is read whole on a phone: its words wrap rather than end in an ellipsis. */}
                    <Badge
                      color={stateColours[state]}
                      c={stateTextColours[state]}
                      variant="light"
                      tt="none"
                      h="auto"
                      styles={{ label: { whiteSpace: 'normal', overflow: 'visible' } }}
                      data-state={state}
                    >
                      {t(`messages:${word.key}`, word.params)}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Pager label={t('contacts.summaryContractPages')} total={pages} page={page} onChange={setPage} />
    </Stack>
  );
}
