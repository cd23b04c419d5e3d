import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Cancel and the submit button at the foot of a My Projects modal form; Cancel waits for a save on its way. */
export function ModalFormButtons({
  submitLabel,
  saving,
  onCancel,
}: {
  submitLabel: string;
  saving: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel} disabled={saving}>
        {t('projects.cancel')}
      </Button>
      <Button type="submit" loading={saving}>
        {submitLabel}
      </Button>
    </Group>
  );
}
