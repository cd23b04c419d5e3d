import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../components/AppModal';

/**
 * Doc 3 §4 "Template editing": before a template contracts already used is saved, the 'Terms Changed'
 * notice says the change applies to new agreements only.
 */
export function TermsChangedModal({
  usageCount,
  opened,
  onSave,
  onCancel,
}: {
  usageCount: number;
  opened: boolean;
  onSave: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['ui', 'messages']);
  return (
    <AppModal opened={opened} onClose={onCancel} title={t('messages:templateTermsChangedTitle')}>
      <Stack gap="md">
        <Text size="sm">{t('templates.detail.termsChanged', { count: usageCount })}</Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel}>
            {t('templates.detail.termsChangedCancel')}
          </Button>
          <Button onClick={onSave} data-autofocus>
            {t('templates.detail.termsChangedSave')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
