import { Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { MessageKey } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { getStored } from '../../../lib/storage';
import { toastSuccess } from '../../../lib/toast';
import { readBusiness } from '../../profile/api';
import {
  deleteProject,
  removeSubcontractorFromProject,
  updateProjectStatus,
  useReloadProjects,
  type Project,
  type Subcontractor,
} from './api';
import type { StatusMove } from './status';

/** Doc 2 §2: where a missing signature sends the user (the profile's signature tab). */
export const signatureTabPath = '/MyProfile/3';

/** Whether the business has a saved signature: the stored profile, else the server's. */
async function hasSignature(): Promise<boolean> {
  const stored = getStored('business');
  if (stored) return Boolean(stored.Signature);
  try {
    return Boolean((await readBusiness()).Signature);
  } catch {
    return false;
  }
}

/** The actions of a project's menu and of its modals (doc 2 §2, §4, §5). */
export function useProjectActions() {
  const { t } = useTranslation(['ui', 'messages']);
  const navigate = useNavigate();
  const reload = useReloadProjects();

  /** The generic confirm popup (doc 2 §2): `run` once the user says yes. */
  const confirm = (question: string, run: () => Promise<unknown>) =>
    modals.openConfirmModal({
      title: t('projects.confirmTitle'),
      children: <Text size="sm">{question}</Text>,
      labels: { confirm: t('projects.confirmYes'), cancel: t('projects.confirmNo') },
      closeButtonProps: { 'aria-label': t('app.close') },
      onConfirm: () => void run(),
    });

  /** The generic alert popup: the message, then `then` when it is closed. */
  const alert = (message: string, then: () => void) => {
    const modalId = 'projects-alert';
    modals.open({
      modalId,
      title: t('projects.alertTitle'),
      closeButtonProps: { 'aria-label': t('app.close') },
      onClose: then,
      children: (
        <Stack gap="md">
          <Text size="sm" role="alert">
            {message}
          </Text>
          <Group justify="flex-end">
            <Button onClick={() => modals.close(modalId)}>{t('app.ok')}</Button>
          </Group>
        </Stack>
      ),
    });
  };

  /** Doc 2 §5: making a contract needs a saved signature, else the alert and the signature tab. */
  const withSignature = async (missing: MessageKey, path: string) => {
    if (await hasSignature()) {
      void navigate(path);
      return;
    }
    alert(t(`messages:${missing}`), () => void navigate(signatureTabPath));
  };

  return {
    editProject: (project: Project) => void navigate(`/Project/${project.Id}`),

    makeClientContract: (project: Project) =>
      void withSignature('contractClientSignatureMissing', `/MakeClientContract/${project.Id}`),

    makeSubcontract: (project: Project, subcontractor: Subcontractor) =>
      void withSignature(
        'contractSubcontractSignatureMissing',
        `/MakeSubContract/${project.Id}/${subcontractor.Id}`,
      ),

    /** Doc 2 §4: the spec's question, then the status update and a reload. */
    moveProject: (project: Project, move: StatusMove) =>
      confirm(t(`messages:${move.confirm}`), async () => {
        const answer = await updateProjectStatus(project.Id, move.to);
        if (answer.Type === 200) await reload();
      }),

    deleteProject: (project: Project) =>
      confirm(t('projects.deleteConfirm', { name: project.Name }), async () => {
        const answer = await deleteProject(project.Id);
        if (answer.Type !== 200) return;
        toastSuccess(answer.Content || t('messages:projectDeleted'));
        await reload();
      }),

    removeSubcontractor: (project: Project, subcontractor: Subcontractor) =>
      confirm(
        t('projects.removeSubcontractorConfirm', { name: subcontractorName(subcontractor) }),
        async () => {
          const answer = await removeSubcontractorFromProject(subcontractor.Id, project.Id);
          if (answer.Type !== 200) return;
          toastSuccess(answer.Content || t('messages:subcontractorRemoved'));
          await reload();
        },
      ),

    reload,
  };
}

/** The business name, else the contact's name. */
export function subcontractorName(subcontractor: Subcontractor): string {
  return (
    subcontractor.Name.trim() ||
    `${subcontractor.ContactFirstName} ${subcontractor.ContactLastName}`.trim() ||
    subcontractor.Email
  );
}
