import { useId, useRef, useState, type FormEvent } from 'react';
import { Button, Center, Group, Loader, Paper, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { contactLimits, emptyId } from '@tradepact/shared';
import { projectsApi } from '@tradepact/shared/api-routes';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { counted } from '../../../components/counted';
import { FormSection } from '../../../components/FormSection';
import { LeaveGuard } from '../../../components/LeaveGuard';
import { LoadError } from '../../../components/LoadError';
import { ProblemAlert } from '../../../components/ProblemAlert';
import { usePageTitle } from '../../../components/usePageTitle';
import { useSaving } from '../../../components/useSaving';
import { call } from '../../../lib/http';
import { toastSuccess } from '../../../lib/toast';
import { SubscriptionBanner } from '../../billing/SubscriptionBanner';
import { useSubscriptionStatus } from '../../billing/useSubscriptionStatus';
import { AddressFields, addressFields, addressOf } from '../../contacts/AddressFields';
import { reloadContactsAndProjects, useClients, type Client } from '../../contacts/api';
import { useProblems } from '../../contacts/useProblems';
import { useProject, type Project } from './api';
import { ClientBlock } from './ClientBlock';
import { carriedProject, checkProject, valuesOf, type ProjectValues } from './projectForm';
import { useProjectForm } from './useProjectForm';

const myProjectsPath = '/MyProjects';

/**
 * The project/client form, /Project (new) and /Project/{id} (edit), doc 2 §2/§5. `?client={id}`
 * (from My Contacts) puts that client in the first block of a new project.
 */
export function ProjectFormPage() {
  const { t } = useTranslation(['ui', 'messages']);
  const { id: param } = useParams();
  const isNew = !param || param === emptyId;
  const [search] = useSearchParams();
  const preselectId = isNew ? search.get('client') : null;
  const title = isNew ? t('messages:projectFormAddTitle') : t('messages:projectFormEditTitle');
  usePageTitle(title);

  const { restricted } = useSubscriptionStatus();
  const project = useProject(isNew ? null : (param ?? null));
  const clients = useClients();

  let body;
  if (project.isLoading || (preselectId && clients.isPending)) {
    body = (
      <Center mih={200} role="status" aria-label={t('app.loading')}>
        <Loader />
      </Center>
    );
  } else if (project.isError) {
    body = (
      <LoadError
        title={t('projectForm.loadError')}
        error={project.error}
        onRetry={() => void project.refetch()}
      />
    );
  } else {
    const preselected = preselectId
      ? (clients.data?.find((client) => client.Id === preselectId) ?? null)
      : null;
    const loaded = project.data ?? null;
    body = (
      <ProjectForm
        key={loaded?.Id ?? 'new'}
        project={loaded}
        preselected={preselected}
        clients={clients.data ?? []}
        readOnly={restricted || (loaded !== null && loaded.IsOwner === false)}
      />
    );
  }

  return (
    <Stack gap="lg" maw={960} mx="auto">
      <SubscriptionBanner />
      <Title order={1} fz={{ base: 26, sm: 30 }}>
        {title}
      </Title>
      {body}
    </Stack>
  );
}

interface ProjectFormProps {
  project: Project | null;
  preselected: Client | null;
  clients: readonly Client[];
  readOnly: boolean;
}

function ProjectForm({ project, preselected, clients, readOnly }: ProjectFormProps) {
  const { t } = useTranslation(['ui', 'messages']);
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const problems = useProblems(`project-${useId().replace(/[^\w-]/g, '')}-`);
  const [initial] = useState<ProjectValues>(() => valuesOf(project, preselected));
  // A new project starts with what the quick-add modal held, still unsaved typing (the LeaveGuard).
  const [start] = useState<ProjectValues>(() =>
    project ? initial : { ...initial, ...carriedProject(location.state) },
  );
  const form = useProjectForm(start, problems);
  const { values } = form;
  const { saving, isSaving, whileSaving } = useSaving();
  const [serverError, setServerError] = useState<string | null>(null);
  /** Set once saved: the way to My Projects is then open. */
  const saved = useRef(false);
  const unsaved = () => !readOnly && !saved.current && JSON.stringify(values) !== JSON.stringify(initial);

  // Leaving with typing not saved is asked first (the LeaveGuard below).
  const cancel = () => {
    // Opened directly (no page of the app before it): back means My Projects.
    if (location.key === 'default') void navigate(myProjectsPath);
    else void navigate(-1);
  };

  const save = async () => {
    if (isSaving() || readOnly) return;
    setServerError(null);
    const checked = checkProject(values);
    if (checked.problem) {
      problems.show(checked.problem.path, checked.problem.message);
      return;
    }
    problems.clearAll();
    await whileSaving(async () => {
      const answer = project
        ? await call(projectsApi.update, { ...checked.body, Id: project.Id }, { toast: false })
        : await call(projectsApi.create, checked.body, { toast: false });
      if (answer.Type !== 200) {
        setServerError(answer.Content || t('errors.unknown'));
        return;
      }
      toastSuccess(answer.Content || t(project ? 'messages:projectSaved' : 'messages:projectCreated'));
      void reloadContactsAndProjects(queryClient);
      saved.current = true;
      void navigate(myProjectsPath);
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save();
  };

  const projectText = (field: 'Name' | 'Comments') => ({
    id: problems.idOf(field),
    name: field,
    value: values[field],
    error: problems.errorText(field),
    disabled: readOnly,
    onChange: (event: { currentTarget: { value: string } }) =>
      form.setProjectField(field, event.currentTarget.value),
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('projectForm.formLabel')}>
      <LeaveGuard unsaved={unsaved} />
      <Stack gap="lg">
        <FormSection title={t('projectForm.projectSection')}>
          <TextInput
            {...projectText('Name')}
            label={t('messages:projectFormTitleLabel')}
            withAsterisk
            {...counted(values.Name, contactLimits.projectName, t)}
            autoComplete="off"
          />
          <AddressFields
            idPrefix={problems.idOf('')}
            values={addressOf(values)}
            disabled={readOnly}
            errors={Object.fromEntries(addressFields.map((field) => [field, problems.errorText(field)]))}
            onChange={(field, value) => form.setProjectField(field, value)}
            onPick={form.pickProjectAddress}
            onBlur={(field, value) => form.checkProjectField(field, value)}
          />
          <Textarea
            {...projectText('Comments')}
            label={t('projectForm.comments')}
            rows={4}
            resize="vertical"
            {...counted(values.Comments, contactLimits.projectComments, t)}
          />
        </FormSection>

        {values.Clients.map((block, index) => (
          <ClientBlock
            key={block.key}
            index={index}
            block={block}
            count={values.Clients.length}
            form={form}
            problems={problems}
            clients={clients}
            readOnly={readOnly}
          />
        ))}

        <Paper withBorder p="sm" pos="sticky" bottom={0} style={{ zIndex: 2 }}>
          <Stack gap="xs">
            {problems.problemText && <ProblemAlert>{problems.problemText}</ProblemAlert>}
            {serverError && <ProblemAlert>{serverError}</ProblemAlert>}
            <Group justify="flex-end">
              <Button variant="default" onClick={cancel}>
                {t('projectForm.cancel')}
              </Button>
              <Button
                type="submit"
                loading={saving}
                disabled={saving || readOnly}
                leftSection={<IconDeviceFloppy size={18} aria-hidden />}
              >
                {project ? t('projectForm.save') : t('projectForm.create')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Stack>
    </form>
  );
}
