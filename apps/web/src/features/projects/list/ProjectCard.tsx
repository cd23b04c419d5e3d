import { useId } from 'react';
import { Badge, Button, Card, Group, Menu, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { formatPhone, languageOf } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import type { Project, ProjectContract } from './api';
import { ContractList } from './ContractList';
import { countContracts, isSubcontract, latestContracts } from './contracts';
import { ProjectManageMenu, type ProjectActionsProps } from './ProjectManageMenu';
import { addressLine, cutText, dateText, projectListLimits } from './text';

interface Reachable {
  name: string;
  value: string;
}

/** The project's clients with a phone (or an email), the primary client when the list is empty. */
function clientContacts(project: Project, field: 'Phone' | 'Email'): Reachable[] {
  const found = project.Clients.map((client) => ({
    name: `${client.FirstName} ${client.LastName}`.trim() || client.BusinessName,
    value: client[field].trim(),
  })).filter((contact) => contact.value !== '');
  const primary = project.Client[field].trim();
  if (found.length === 0 && primary) return [{ name: primary, value: primary }];
  return found;
}

/** Doc 2 §2: call and email shortcuts, a chooser when there are several clients. */
function Shortcut({ kind, contacts }: { kind: 'call' | 'email'; contacts: Reachable[] }) {
  const { t, i18n } = useTranslation();
  if (contacts.length === 0) return null;
  const shown = (value: string) => (kind === 'call' ? formatPhone(value, i18n.language) : value);
  const scheme = kind === 'call' ? 'tel:' : 'mailto:';
  const icon = kind === 'call' ? <IconPhone size={16} aria-hidden /> : <IconMail size={16} aria-hidden />;
  const label = kind === 'call' ? t('projects.call') : t('projects.email');
  const named = (contact: Reachable) =>
    t(kind === 'call' ? 'projects.callName' : 'projects.emailName', { name: contact.name });
  const [only] = contacts;
  if (contacts.length === 1 && only) {
    return (
      <Button
        component="a"
        href={`${scheme}${only.value}`}
        variant="light"
        size="xs"
        leftSection={icon}
        aria-label={named(only)}
      >
        {label}
      </Button>
    );
  }
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button
          variant="light"
          size="xs"
          leftSection={icon}
          aria-label={kind === 'call' ? t('projects.callChooser') : t('projects.emailChooser')}
        >
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {contacts.map((contact) => (
          <Menu.Item
            key={`${contact.name}:${contact.value}`}
            component="a"
            href={`${scheme}${contact.value}`}
          >
            {contact.name} · {shown(contact.value)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** Doc 2 §2: a summary of one kind of contract and its counter box. */
function ContractSummary({
  title,
  contracts,
  testId,
}: {
  title: string;
  contracts: ProjectContract[];
  testId: string;
}) {
  const { t } = useTranslation();
  const counts = countContracts(contracts);
  const parts = [
    counts.signed && t('projects.summarySigned', { count: counts.signed }),
    counts.partlySigned && t('projects.summaryPartlySigned', { count: counts.partlySigned }),
    counts.changesRequested && t('projects.summaryChangesRequested', { count: counts.changesRequested }),
    counts.sent && t('projects.summarySent', { count: counts.sent }),
    counts.expired && t('projects.summaryExpired', { count: counts.expired }),
    counts.draft && t('projects.summaryDrafts', { count: counts.draft }),
    counts.cancelled && t('projects.summaryCancelled', { count: counts.cancelled }),
    counts.declined && t('projects.summaryDeclined', { count: counts.declined }),
  ].filter(Boolean);
  return (
    <Paper withBorder p="xs" radius="md" data-testid={testId}>
      <Group gap="sm" wrap="nowrap" align="center">
        <Paper bg="brand.0" radius="md" miw={44} px="xs" py={4} ta="center" data-testid={`${testId}-count`}>
          <Text fw={700} fz="lg" c="brand.8">
            {counts.total}
          </Text>
        </Paper>
        <Stack gap={0} miw={0}>
          <Text size="sm" fw={600}>
            {title}
          </Text>
          <Text size="xs" c="dimmed">
            {parts.length > 0 ? parts.join(', ') : t('projects.summaryNone')}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}

/** One project of My Projects (doc 2 §2): a card, laid out as a row on wide screens. */
export function ProjectCard({ project, restricted, handlers }: ProjectActionsProps) {
  const { t, i18n } = useTranslation(['ui', 'messages']);
  const titleId = useId();
  const contracts = latestContracts(project.Contracts ?? []);
  const clientContracts = contracts.filter((contract) => !isSubcontract(contract));
  const subcontracts = contracts.filter(isSubcontract);
  const address = project.IsOwner ? addressLine(project, languageOf(i18n.language)) : '';
  const comments = project.IsOwner ? project.Comments.trim() : '';

  return (
    <Card component="article" aria-labelledby={titleId} withBorder p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2} miw={0} style={{ flex: '1 1 12rem' }}>
            <Title order={2} fz="h4" id={titleId} style={{ overflowWrap: 'anywhere' }}>
              {project.Name}
            </Title>
            <Text size="sm" c="dimmed">
              {t('projects.createdOn', { date: dateText(project.CreatedDate) })}
            </Text>
          </Stack>
          {project.IsOwner && (
            <ProjectManageMenu project={project} restricted={restricted} handlers={handlers} />
          )}
        </Group>

        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
          <Stack gap={6} miw={0}>
            {project.IsOwner ? (
              <>
                <Group gap={6} wrap="nowrap" align="flex-start">
                  <IconMapPin size={16} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
                  <Text size="sm" data-testid="project-address" style={{ overflowWrap: 'anywhere' }}>
                    {address || t('projects.noAddress')}
                  </Text>
                </Group>
                {comments && (
                  <Text size="sm" c="dimmed" title={comments} data-testid="project-comments">
                    {cutText(comments, projectListLimits.commentsCut)}
                  </Text>
                )}
                <Group gap="xs">
                  <Shortcut kind="call" contacts={clientContacts(project, 'Phone')} />
                  <Shortcut kind="email" contacts={clientContacts(project, 'Email')} />
                </Group>
              </>
            ) : (
              <>
                <Badge variant="light" color="accent" w="fit-content" tt="none">
                  {project.Role === 'Client'
                    ? t('messages:projectRoleClient')
                    : t('messages:projectRoleSubcontractor')}
                </Badge>
                <Text size="sm">{t('messages:projectManagedBy', { owner: project.OwnerName })}</Text>
              </>
            )}
          </Stack>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
            <ContractSummary
              title={t('projects.clientContractsTitle')}
              contracts={clientContracts}
              testId="client-contracts"
            />
            <ContractSummary
              title={t('projects.subcontractsTitle')}
              contracts={subcontracts}
              testId="subcontracts"
            />
          </SimpleGrid>
        </SimpleGrid>

        {!project.IsOwner && (
          <Stack gap={6}>
            <Title order={3} fz="sm">
              {t('messages:projectContractsReceived')}
            </Title>
            <ContractList contracts={contracts} empty={t('projects.contractsReceivedEmpty')} signLinks />
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
