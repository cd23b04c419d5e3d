import { useEffect, useId, useState } from 'react';
import {
  Button,
  Center,
  getDefaultZIndex,
  Group,
  Loader,
  NativeSelect,
  Pagination,
  Paper,
  Popover,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconFolderOpen, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../../components/LoadError';
import { usePageTitle } from '../../../components/usePageTitle';
import { SubscriptionBanner } from '../../billing/SubscriptionBanner';
import { useSubscriptionStatus } from '../../billing/useSubscriptionStatus';
import { useProjectPage, type Project, type ProjectStatus } from './api';
import { AddProjectModal } from './AddProjectModal';
import { ClientContractsModal } from './ClientContractsModal';
import { ProjectCard } from './ProjectCard';
import type { ProjectMenuHandlers } from './ProjectManageMenu';
import { projectStatus, statusFilterOptions, statusOfParam } from './status';
import { SubcontractorFormModal, type SubcontractorFormTarget } from './SubcontractorFormModal';
import { SubcontractorsModal } from './SubcontractorsModal';
import { projectListLimits } from './text';
import { UsageBanners } from './UsageBanners';
import { useUsageBanners } from './usage';
import { useFirstProjectHint } from './useFirstProjectHint';
import { useProjectActions } from './useProjectActions';

/** My Projects, /MyProjects (doc 2 §2, §4, §6). */
export function MyProjectsPage() {
  const { t } = useTranslation(['ui', 'messages']);
  usePageTitle(t('messages:projectListTitle'));
  const { restricted } = useSubscriptionStatus();
  const usage = useUsageBanners();
  const actions = useProjectActions();

  // The filter and the page live in the address (?status=2&page=3): a refresh or Back keeps them.
  const [params, setParams] = useSearchParams();
  const filter = statusOfParam(params.get('status'));
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const show = (status: ProjectStatus, pageIndex: number, replace = false) =>
    setParams({ status: String(status), page: String(pageIndex) }, { replace });
  const setPage = (pageIndex: number) => show(filter, pageIndex);
  const projects = useProjectPage(filter, page);
  // Doc 2 §2's "add your first project" is for a contractor with no project at all: an empty
  // Current list asks whether the other statuses hold any.
  const currentEmpty = filter === projectStatus.current && projects.data?.Total === 0;
  const pending = useProjectPage(projectStatus.pending, 1, currentEmpty);
  const archived = useProjectPage(projectStatus.archived, 1, currentEmpty);
  const noProjectAtAll = currentEmpty && pending.data?.Total === 0 && archived.data?.Total === 0;
  const [addOpen, setAddOpen] = useState(false);
  const [formTarget, setFormTarget] = useState<SubcontractorFormTarget | null>(null);
  const [subcontractorsOf, setSubcontractorsOf] = useState<string | null>(null);
  const [clientContractsOf, setClientContractsOf] = useState<string | null>(null);
  const hint = useFirstProjectHint(!projects.isPending);
  const hintTitleId = useId();

  const emptyKey = statusFilterOptions.find((option) => option.status === filter)?.empty ?? 'emptyCurrent';
  const shown = projects.data?.Rows ?? [];
  const byId = (id: string | null): Project | null => shown.find((project) => project.Id === id) ?? null;
  const pageCount = Math.max(1, Math.ceil((projects.data?.Total ?? 0) / projectListLimits.pageSize));
  const currentPage = Math.min(page, pageCount);
  // A change that empties the last page (a delete, a move) shows the page before it: the list shows
  // `currentPage` at once, and the address follows after the render.
  const pastTheEnd = projects.data !== undefined && page > pageCount;
  useEffect(() => {
    if (pastTheEnd) setParams({ status: String(filter), page: String(pageCount) }, { replace: true });
  }, [pastTheEnd, filter, pageCount, setParams]);

  const handlers: ProjectMenuHandlers = {
    onEdit: actions.editProject,
    onMakeClientContract: actions.makeClientContract,
    onAddSubcontractor: (project) => setFormTarget({ project, subcontractor: null }),
    onSubcontractors: (project) => setSubcontractorsOf(project.Id),
    onClientContracts: (project) => setClientContractsOf(project.Id),
    onMove: actions.moveProject,
    onDelete: actions.deleteProject,
  };

  /** The form takes the place of the sub-contractors list (one modal at a time). */
  const openForm = (target: SubcontractorFormTarget) => {
    setSubcontractorsOf(null);
    setFormTarget(target);
  };

  const openAdd = () => {
    hint.dismiss();
    setAddOpen(true);
  };

  return (
    <Stack gap="lg" maw={1100} mx="auto">
      <SubscriptionBanner />
      <UsageBanners usage={usage} />
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {t('messages:projectListTitle')}
        </Title>
        <Popover
          opened={hint.shown}
          onChange={(opened) => !opened && hint.dismiss()}
          position="bottom-end"
          // Under every menu, drawer and dialog (popovers, menus and selects sit at 300, dialogs at
          // 200): a menu opened while the hint shows is never covered by it (issue 29 §4).
          zIndex={getDefaultZIndex('app') + 1}
          withArrow
          shadow="md"
          width={280}
          trapFocus={false}
          returnFocus={false}
        >
          <Popover.Target>
            <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={openAdd}>
              {t('messages:projectAddButton')}
            </Button>
          </Popover.Target>
          <Popover.Dropdown aria-labelledby={hintTitleId}>
            <Stack gap="xs">
              <Text fw={700} size="sm" id={hintTitleId}>
                {t('projects.hintTitle')}
              </Text>
              <Text size="sm">{t('projects.hintBody')}</Text>
              <Group justify="flex-end">
                <Button size="xs" variant="light" onClick={hint.dismiss}>
                  {t('projects.hintDismiss')}
                </Button>
              </Group>
            </Stack>
          </Popover.Dropdown>
        </Popover>
      </Group>

      <NativeSelect
        label={t('projects.statusFilterLabel')}
        maw={{ base: '100%', xs: 320 }}
        value={String(filter)}
        onChange={(event) => show(statusOfParam(event.currentTarget.value), 1)}
        data={statusFilterOptions.map((option) => ({
          value: String(option.status),
          label: t(`projects.${option.label}`),
        }))}
      />

      {projects.isPending ? (
        <Center mih={200} role="status" aria-label={t('app.loading')}>
          <Loader />
        </Center>
      ) : projects.isError ? (
        <LoadError
          title={t('projects.loadError')}
          error={projects.error}
          onRetry={() => void projects.refetch()}
        />
      ) : shown.length === 0 ? (
        <Paper withBorder p="xl" data-testid="projects-empty">
          <Stack align="center" gap="xs" ta="center">
            <IconFolderOpen size={36} aria-hidden color="var(--mantine-color-gray-6)" />
            <Text fw={600}>{t(`projects.${emptyKey}`)}</Text>
            {noProjectAtAll && (
              <Text size="sm" c="dimmed">
                {t('projects.emptyHint')}
              </Text>
            )}
          </Stack>
        </Paper>
      ) : (
        <Stack gap="md" aria-label={t('projects.listLabel')} component="section">
          {shown.map((project) => (
            <ProjectCard key={project.Id} project={project} restricted={restricted} handlers={handlers} />
          ))}
        </Stack>
      )}

      {pageCount > 1 && !projects.isError && (
        <Group justify="center">
          <Pagination
            total={pageCount}
            value={currentPage}
            onChange={setPage}
            siblings={1}
            boundaries={1}
            aria-label={t('projects.paginationLabel')}
            getItemProps={(number) => ({ 'aria-label': t('projects.pageLabel', { page: number }) })}
            getControlProps={(control) => ({
              'aria-label': t(
                control === 'previous' || control === 'first' ? 'projects.previousPage' : 'projects.nextPage',
              ),
            })}
          />
        </Group>
      )}

      <AddProjectModal
        opened={addOpen}
        onClose={() => setAddOpen(false)}
        onCreated={() => void actions.reload()}
      />
      <SubcontractorsModal
        project={byId(subcontractorsOf)}
        restricted={restricted}
        onClose={() => setSubcontractorsOf(null)}
        onEdit={(project, subcontractor) => openForm({ project, subcontractor })}
        onRemove={actions.removeSubcontractor}
        onMakeSubcontract={actions.makeSubcontract}
        onAdd={(project) => openForm({ project, subcontractor: null })}
      />
      <ClientContractsModal
        project={byId(clientContractsOf)}
        restricted={restricted}
        onClose={() => setClientContractsOf(null)}
      />
      <SubcontractorFormModal
        target={formTarget}
        onClose={() => setFormTarget(null)}
        onSaved={() => void actions.reload()}
      />
    </Stack>
  );
}
