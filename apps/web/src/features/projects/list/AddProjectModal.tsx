import { useId, useState, type FormEvent } from 'react';
import { Anchor, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { contactLimits, firstNewProjectProblem, type MessageKey } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppModal } from '../../../components/AppModal';
import { counted } from '../../../components/counted';
import { focusField } from '../../../components/focusField';
import { useSaving } from '../../../components/useSaving';
import { useMessageText } from '../../../i18n/useMessageText';
import { toastSuccess } from '../../../lib/toast';
import type { CarriedProject } from '../form/projectForm';
import { createProject } from './api';
import { ModalFormButtons } from './ModalFormButtons';

interface AddProjectModalProps {
  opened: boolean;
  onClose: () => void;
  /** After the project is created (the page reloads the list). */
  onCreated: () => void;
}

/** Doc 2 §2/§5: the add-project modal of My Projects, name (required) and comments. */
export function AddProjectModal({ opened, onClose, onCreated }: AddProjectModalProps) {
  const { t } = useTranslation(['ui', 'messages']);
  return (
    <AppModal opened={opened} onClose={onClose} title={t('messages:projectAddButton')}>
      {opened && <AddProjectForm onClose={onClose} onCreated={onCreated} />}
    </AppModal>
  );
}

function AddProjectForm({ onClose, onCreated }: Omit<AddProjectModalProps, 'opened'>) {
  const { t } = useTranslation(['ui', 'messages']);
  const message = useMessageText();
  const nameId = useId();
  const [name, setName] = useState('');
  const [comments, setComments] = useState('');
  const [error, setError] = useState<MessageKey | null>(null);
  const { saving, isSaving, whileSaving } = useSaving();

  const save = async () => {
    if (isSaving()) return;
    const problem = firstNewProjectProblem({ Name: name });
    if (problem) {
      setError(problem.message);
      focusField(nameId);
      return;
    }
    await whileSaving(async () => {
      // A refusal is shown by the HTTP client's error toast.
      const answer = await createProject({ Name: name.trim(), Comments: comments.trim() });
      if (answer.Type !== 200) return;
      toastSuccess(answer.Content || t('messages:projectCreated'));
      onCreated();
      onClose();
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save();
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('messages:projectAddButton')}>
      <Stack gap="md">
        <TextInput
          id={nameId}
          label={t('projects.projectNameLabel')}
          required
          data-autofocus
          {...counted(name, contactLimits.projectName, t)}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setError(null);
          }}
          onBlur={() => setError(firstNewProjectProblem({ Name: name })?.message ?? null)}
          error={error ? message(error) : undefined}
        />
        <Textarea
          label={t('projects.commentsLabel')}
          rows={4}
          resize="vertical"
          {...counted(comments, contactLimits.projectComments, t)}
          value={comments}
          onChange={(event) => setComments(event.currentTarget.value)}
        />
        <Text size="sm" c="dimmed">
          {t('projects.addProjectFullForm')}{' '}
          <Anchor
            component={Link}
            to="/Project"
            // The full form starts with what was typed here (projectForm.ts carriedProject).
            state={{ carried: { Name: name, Comments: comments } satisfies CarriedProject }}
            underline="always"
          >
            {t('projects.addProjectFullFormLink')}
          </Anchor>
        </Text>
        <ModalFormButtons submitLabel={t('projects.addProjectSubmit')} saving={saving} onCancel={onClose} />
      </Stack>
    </form>
  );
}
