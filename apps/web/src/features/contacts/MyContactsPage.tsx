import { useEffect, useRef, useState } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconListDetails, IconPencil, IconPlus, IconRocket, IconTrash } from '@tabler/icons-react';
import { languageOf, languages, matchesSearch, normalisePhone } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AppModal } from '../../components/AppModal';
import { usePageTitle } from '../../components/usePageTitle';
import { usePostSignInPopupsBusy } from '../content/postSignInBusy';
import {
  addressLine,
  emptyListsPopupDelayMs,
  fullName,
  useClients,
  useSubcontractors,
  type Client,
  type ContactProject,
  type Subcontractor,
} from './api';
import { ClientModal, type ClientModalTarget } from './ClientModal';
import { ContactList, type ContactColumn } from './ContactList';
import { DeleteContactModal, type DeleteContactTarget } from './DeleteContactModal';
import { ProjectPicker } from './ProjectPicker';
import { ProjectSummaryModal, type ContactContract, type ProjectSummaryTarget } from './ProjectSummaryModal';
import { SubcontractorModal, type SubcontractorModalTarget } from './SubcontractorModal';

/** A search of digits and phone separators also finds the number written without them. */
function phoneMatches(needle: string, phone: string | null | undefined): boolean {
  if (!/^[\d\s().+-]+$/.test(needle)) return false;
  const digits = needle.replace(/\D/g, '');
  return digits !== '' && normalisePhone(phone ?? '').includes(digits);
}

/** Doc 2 §2: a client is found by its name, phone or email. */
export function clientMatches(client: Client, needle: string): boolean {
  const names = [
    fullName(client.FirstName, client.LastName),
    client.BusinessName,
    ...client.Name.map((pair) => fullName(pair.FirstName, pair.LastName)),
  ];
  return matchesSearch(needle, ...names, client.Phone, client.Email) || phoneMatches(needle, client.Phone);
}

/**
 * Doc 2 §2: a sub-contractor is found by its contact name, business name or address, its province
 * named either way ("Quebec" or "Québec").
 */
export function subcontractorMatches(subcontractor: Subcontractor, needle: string): boolean {
  return matchesSearch(
    needle,
    fullName(subcontractor.ContactFirstName, subcontractor.ContactLastName),
    subcontractor.Name,
    ...languages.map((language) => addressLine(subcontractor, language)),
  );
}

const clientName = (client: Client) =>
  fullName(client.FirstName, client.LastName) || client.BusinessName || client.Email;
const subcontractorName = (subcontractor: Subcontractor) =>
  subcontractor.Name.trim() || fullName(subcontractor.ContactFirstName, subcontractor.ContactLastName);

/** The first ': ' of the spec's popup text parts its title from its body. */
function titleAndBody(text: string): [string, string] {
  const at = text.indexOf(': ');
  return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at + 2)];
}

/** My Contacts, /MyContacts (doc 2 §2): the clients and the sub-contractors, each list on its own. */
export function MyContactsPage() {
  const { t, i18n } = useTranslation(['ui', 'messages']);
  usePageTitle(t('contacts.pageTitle'));
  const navigate = useNavigate();
  const clients = useClients();
  const subcontractors = useSubcontractors();

  const [clientModal, setClientModal] = useState<ClientModalTarget>(null);
  const [subcontractorModal, setSubcontractorModal] = useState<SubcontractorModalTarget>(null);
  const [picking, setPicking] = useState<Subcontractor | null>(null);
  const [summary, setSummary] = useState<ProjectSummaryTarget>(null);
  const [deleting, setDeleting] = useState<DeleteContactTarget>(null);

  // Doc 2 §2/§9: both lists empty 0.5 s after they load: a popup invites to add contacts. Once a
  // visit, and after the popups of the sign-in (one popup at a time).
  const postSignInBusy = usePostSignInPopupsBusy();
  const bothEmpty =
    clients.isSuccess &&
    subcontractors.isSuccess &&
    clients.data.length === 0 &&
    subcontractors.data.length === 0;
  const [emptyOpen, setEmptyOpen] = useState(false);
  const emptyShown = useRef(false);
  useEffect(() => {
    if (!bothEmpty || postSignInBusy || emptyShown.current) return;
    const timer = setTimeout(() => {
      emptyShown.current = true;
      setEmptyOpen(true);
    }, emptyListsPopupDelayMs);
    return () => clearTimeout(timer);
  }, [bothEmpty, postSignInBusy]);
  const [emptyTitle, emptyBody] = titleAndBody(t('messages:contactEmptyListsPopup'));

  const summaryButton = (
    name: string,
    projects: readonly ContactProject[],
    contracts: readonly ContactContract[],
  ) =>
    projects.length > 0 ? (
      <Button
        size="compact-sm"
        variant="light"
        leftSection={<IconListDetails size={14} aria-hidden />}
        aria-label={t('contacts.summaryFor', { name })}
        onClick={() => setSummary({ name, projects, contracts })}
      >
        {t('messages:contactProjectSummaryTitle')}
      </Button>
    ) : null;

  const editButton = (name: string, onClick: () => void) => (
    <Button
      size="compact-sm"
      variant="default"
      leftSection={<IconPencil size={14} aria-hidden />}
      aria-label={t('contacts.editFor', { name })}
      onClick={onClick}
    >
      {t('contacts.edit')}
    </Button>
  );

  const deleteButton = (target: NonNullable<DeleteContactTarget>) => (
    <Button
      size="compact-sm"
      variant="subtle"
      color="red"
      leftSection={<IconTrash size={14} aria-hidden />}
      aria-label={t('contacts.deleteFor', { name: target.name })}
      onClick={() => setDeleting(target)}
    >
      {t('contacts.delete')}
    </Button>
  );

  const clientColumns: ContactColumn<Client>[] = [
    { header: t('contacts.columns.name'), value: clientName },
    { header: t('contacts.columns.businessName'), value: (client) => client.BusinessName },
    { header: t('contacts.columns.phone'), value: (client) => client.Phone, link: 'tel' },
    { header: t('contacts.columns.email'), value: (client) => client.Email, link: 'mailto' },
  ];

  const subcontractorColumns: ContactColumn<Subcontractor>[] = [
    { header: t('contacts.columns.businessName'), value: (row) => row.Name },
    {
      header: t('contacts.columns.contactName'),
      value: (row) => fullName(row.ContactFirstName, row.ContactLastName),
    },
    { header: t('contacts.columns.phone'), value: (row) => row.Phone, link: 'tel' },
    { header: t('contacts.columns.email'), value: (row) => row.Email, link: 'mailto' },
    { header: t('contacts.columns.address'), value: (row) => addressLine(row, languageOf(i18n.language)) },
  ];

  return (
    <Stack gap="lg" maw={1200} mx="auto">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 26, sm: 30 }}>
          {t('contacts.pageTitle')}
        </Title>
        <Text c="dimmed">{t('contacts.lead')}</Text>
      </Stack>

      <Stack gap="lg">
        <ContactList<Client>
          title={t('contacts.clientsTitle')}
          searchLabel={t('contacts.clientSearch')}
          searchPlaceholder={t('contacts.clientSearchPlaceholder')}
          addLabel={t('contacts.addClient')}
          onAdd={() => setClientModal({ client: null })}
          pagesLabel={t('contacts.clientsPages')}
          emptyText={t('contacts.clientsEmpty')}
          loadErrorText={t('contacts.clientsLoadError')}
          rows={clients.data}
          pending={clients.isPending}
          error={clients.error}
          onRetry={() => void clients.refetch()}
          rowKey={(client) => client.Id}
          matches={clientMatches}
          columns={clientColumns}
          cardTitle={clientName}
          actions={(client) => {
            const name = clientName(client);
            return (
              <>
                {editButton(name, () => setClientModal({ client }))}
                {summaryButton(name, client.Projects, client.Contracts)}
                <Button
                  size="compact-sm"
                  variant="light"
                  leftSection={<IconRocket size={14} aria-hidden />}
                  aria-label={t('contacts.startProjectFor', { name })}
                  onClick={() => void navigate(`/Project?client=${encodeURIComponent(client.Id)}`)}
                >
                  {t('contacts.startProject')}
                </Button>
                {deleteButton({ kind: 'client', id: client.Id, name })}
              </>
            );
          }}
        />

        <ContactList<Subcontractor>
          title={t('contacts.subcontractorsTitle')}
          searchLabel={t('contacts.subcontractorSearch')}
          searchPlaceholder={t('contacts.subcontractorSearchPlaceholder')}
          addLabel={t('contacts.addSubcontractor')}
          onAdd={() => setSubcontractorModal({ subcontractor: null })}
          pagesLabel={t('contacts.subcontractorsPages')}
          emptyText={t('contacts.subcontractorsEmpty')}
          loadErrorText={t('contacts.subcontractorsLoadError')}
          rows={subcontractors.data}
          pending={subcontractors.isPending}
          error={subcontractors.error}
          onRetry={() => void subcontractors.refetch()}
          rowKey={(row) => row.Id}
          matches={subcontractorMatches}
          columns={subcontractorColumns}
          cardTitle={subcontractorName}
          actions={(row) => {
            const name = subcontractorName(row);
            return (
              <>
                {editButton(name, () => setSubcontractorModal({ subcontractor: row }))}
                {summaryButton(name, row.Projects, row.Contracts)}
                <Button
                  size="compact-sm"
                  variant="light"
                  leftSection={<IconPlus size={14} aria-hidden />}
                  aria-label={t('contacts.addToProjectFor', { name })}
                  onClick={() => setPicking(row)}
                >
                  {t('contacts.addToProject')}
                </Button>
                {deleteButton({ kind: 'subcontractor', id: row.Id, name })}
              </>
            );
          }}
        />
      </Stack>

      <ClientModal target={clientModal} onClose={() => setClientModal(null)} />
      <SubcontractorModal target={subcontractorModal} onClose={() => setSubcontractorModal(null)} />
      <ProjectPicker subcontractor={picking} onClose={() => setPicking(null)} />
      <ProjectSummaryModal target={summary} onClose={() => setSummary(null)} />
      <DeleteContactModal target={deleting} onClose={() => setDeleting(null)} />

      <AppModal opened={emptyOpen} onClose={() => setEmptyOpen(false)} title={emptyTitle}>
        <Stack gap="md">
          <Text>{emptyBody}</Text>
          <Group justify="flex-end" gap="xs">
            <Button
              variant="default"
              onClick={() => {
                setEmptyOpen(false);
                setSubcontractorModal({ subcontractor: null });
              }}
            >
              {t('contacts.emptyAddSubcontractor')}
            </Button>
            <Button
              onClick={() => {
                setEmptyOpen(false);
                setClientModal({ client: null });
              }}
            >
              {t('contacts.emptyAddClient')}
            </Button>
          </Group>
        </Stack>
      </AppModal>
    </Stack>
  );
}
