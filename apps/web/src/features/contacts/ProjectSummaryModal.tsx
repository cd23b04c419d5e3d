import { useState } from 'react';
import { Anchor, Badge, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppModal } from '../../components/AppModal';
import { contactsPageSize, type ContactProject } from './api';
import { pageCount, pageOf, Pager } from './Pager';

/** What the summary shows: whose projects, and which. */
export type ProjectSummaryTarget = { name: string; projects: readonly ContactProject[] } | null;

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
 * Doc 2 §2: 'Project Summary' of a contact. The spec lists one row per contract; contracts do not
 * exist yet, so each of the contact's projects is a row, 5 per page. A project opens My Projects.
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
      {target && <SummaryBody target={target} onNavigate={onClose} />}
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
