import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../components/AppModal';
import { HowToSteps } from '../../features/guides/HowToSteps';
import { HowToVideo } from '../../features/guides/HowToVideo';

/** The how-to popup of the signed-in pages (doc 1 §2): the instructional video and the five-step guide. */
export function HowToVideoModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();

  return (
    <AppModal opened={opened} onClose={onClose} title={t('guides.howTo.modalTitle')} size="xl">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('guides.howTo.lead')}
        </Text>
        {opened && <HowToVideo />}
        <HowToSteps headingLevel={3} onNavigate={onClose} />
      </Stack>
    </AppModal>
  );
}
