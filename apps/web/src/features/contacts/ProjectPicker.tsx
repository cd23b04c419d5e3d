import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconCheck, IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { subcontractorShapeSchema } from '@tradepact/shared';
import { contactsApi } from '@tradepact/shared/api-routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppModal } from '../../components/AppModal';
import { LoadError } from '../../components/LoadError';
import { call } from '../../lib/http';
import { toastSuccess } from '../../lib/toast';
import {
  fullName,
  reloadContactsAndProjects,
  useLiteProjects,
  type Project,
  type Subcontractor,
} from './api';

/** The fields PUT /api/app/subcontractor/update takes, as the sub-contractor is stored. */
function fieldsOf(subcontractor: Subcontractor) {
  const parsed = subcontractorShapeSchema.safeParse({ ...subcontractor, Id: null, ProjectId: null });
  const { Projects: _projects, Contracts: _contracts, CreatedDate: _created, ...raw } = subcontractor;
  return parsed.success ? parsed.data : raw;
}

/**
 * Doc 2 §2: the 'My Projects' picker of a sub-contractor. Only current projects (status 0) are
 * offered; the ones it is already in show 'Added to Project'. Choosing one adds it to that project.
 */
export function ProjectPicker({
  subcontractor,
  onClose,
}: {
  subcontractor: Subcontractor | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['ui', 'messages']);
  return (
    <AppModal
      opened={subcontractor !== null}
      onClose={onClose}
      title={t('messages:contactProjectPickerTitle')}
    >
      {subcontractor && <PickerBody subcontractor={subcontractor} onDone={onClose} />}
    </AppModal>
  );
}

function PickerBody({ subcontractor, onDone }: { subcontractor: Subcontractor; onDone: () => void }) {
  const { t } = useTranslation(['ui', 'messages']);
  const queryClient = useQueryClient();
  const projects = useLiteProjects(true);
  const [adding, setAdding] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const alreadyIn = new Set(subcontractor.Projects.map((project) => project.Id));
  const current = (projects.data ?? []).filter((project) => project.Status === 0);
  const name =
    subcontractor.Name.trim() || fullName(subcontractor.ContactFirstName, subcontractor.ContactLastName);

  const add = async (project: Project) => {
    if (adding) return;
    setAdding(project.Id);
    setFailure(null);
    try {
      const answer = await call(
        contactsApi.subcontractorUpdate,
        { ...fieldsOf(subcontractor), Id: subcontractor.Id, ProjectId: project.Id },
        { toast: false },
      );
      if (answer.Type !== 200) {
        setFailure(answer.Content || t('errors.unknown'));
        return;
      }
      toastSuccess(answer.Content || t('messages:subcontractorAddedToProject'));
      void reloadContactsAndProjects(queryClient);
      onDone();
    } finally {
      setAdding(null);
    }
  };

  if (projects.isPending) {
    return (
      <Center mih={120} role="status" aria-label={t('app.loading')}>
        <Loader />
      </Center>
    );
  }
  if (projects.isError) {
    return (
      <LoadError
        title={t('contacts.pickerLoadError')}
        error={projects.error}
        onRetry={() => void projects.refetch()}
      />
    );
  }

  return (
    <Stack gap="sm">
      <Text size="sm">{t('contacts.pickerLead', { name })}</Text>
      {current.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('contacts.pickerEmpty')}{' '}
          <Anchor component={Link} to="/MyProjects">
            {t('contacts.pickerGoToProjects')}
          </Anchor>
        </Text>
      ) : (
        <Stack gap="xs" role="list" aria-label={t('contacts.pickerListLabel')}>
          {current.map((project) => {
            const added = alreadyIn.has(project.Id);
            return (
              <div role="listitem" key={project.Id}>
                <Button
                  fullWidth
                  variant={added ? 'light' : 'default'}
                  justify="space-between"
                  disabled={added || (adding !== null && adding !== project.Id)}
                  loading={adding === project.Id}
                  onClick={() => void add(project)}
                  rightSection={
                    added ? (
                      <Badge color="green" variant="light" leftSection={<IconCheck size={12} aria-hidden />}>
                        {t('messages:contactAddedToProject')}
                      </Badge>
                    ) : (
                      <IconPlus size={16} aria-hidden />
                    )
                  }
                >
                  {project.Name}
                </Button>
              </div>
            );
          })}
        </Stack>
      )}
      {failure && (
        <Alert color="red" variant="light" role="alert" p="xs">
          {failure}
        </Alert>
      )}
    </Stack>
  );
}
