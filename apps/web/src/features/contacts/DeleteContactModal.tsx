import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../components/AppModal';
import { toastSuccess } from '../../lib/toast';
import { deleteClients, deleteSubcontractors, reloadContactsAndProjects } from './api';

/** The contact the user asked to delete, or null when the dialog is closed. */
export type DeleteContactTarget = { kind: 'client' | 'subcontractor'; id: string; name: string } | null;

/**
 * Issue 18 §3: "Delete {name}?" then the delete call. A refusal (a contact on a project or a contract)
 * is shown by the HTTP client's error toast (DECISIONS "Refusals are always shown"); either way the
 * lists reload, so what is shown is what the server holds.
 */
export function DeleteContactModal({
  target,
  onClose,
}: {
  target: DeleteContactTarget;
  onClose: () => void;
}) {
  const { t } = useTranslation(['ui', 'messages']);
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState(false);

  const remove = async () => {
    if (!target || deleting) return;
    setDeleting(true);
    try {
      const run = target.kind === 'client' ? deleteClients : deleteSubcontractors;
      const answer = await run([target.id]);
      if (answer.Type === 200) {
        const done = target.kind === 'client' ? 'messages:clientDeleted' : 'messages:subcontractorDeleted';
        toastSuccess(answer.Content || t(done));
      }
      void reloadContactsAndProjects(queryClient);
      onClose();
    } finally {
      setDeleting(false);
    }
  };

  return (
    <AppModal opened={target !== null} onClose={onClose} title={t('contacts.deleteTitle')}>
      <Stack gap="md">
        <Text size="sm">{t('contacts.deleteConfirm', { name: target?.name ?? '' })}</Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose} disabled={deleting}>
            {t('contacts.deleteNo')}
          </Button>
          <Button color="red" loading={deleting} onClick={() => void remove()}>
            {t('contacts.deleteYes')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
