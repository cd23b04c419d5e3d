import type { ReactNode } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { AppModal } from '../../components/AppModal';
import { useSaving } from '../../components/useSaving';

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  backLabel: string;
  confirmColor?: string;
  /** Sends the change; answers true when it was made (the dialog closes), false on a refusal. */
  onConfirm: () => Promise<boolean>;
  onClose: () => void;
}

/** A subscription change asked for once more: what it does, and its two buttons. */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  backLabel,
  confirmColor,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { saving, isSaving, whileSaving } = useSaving();
  const confirm = () => {
    if (isSaving()) return;
    void whileSaving(async () => {
      if (await onConfirm()) onClose();
    });
  };
  return (
    <AppModal opened={opened} onClose={onClose} title={title}>
      <Stack gap="md">
        {children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={saving}>
            {backLabel}
          </Button>
          <Button color={confirmColor} onClick={confirm} loading={saving}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
