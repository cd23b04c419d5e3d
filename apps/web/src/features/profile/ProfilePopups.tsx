import { Anchor, Button, Group, List, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { BusinessField } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../components/AppModal';
import { Link } from 'react-router';

interface PopupProps {
  opened: boolean;
  onClose: () => void;
}

/** Doc 1 §2: first visit with no signature, 1 s after the profile loads; lists what is missing. */
export function WelcomeModal({ opened, onClose, missing }: PopupProps & { missing: BusinessField[] }) {
  const { t } = useTranslation(['ui', 'messages']);
  return (
    <AppModal opened={opened} onClose={onClose} title={t('messages:profileWelcomeTitle')}>
      <Stack gap="md">
        <Text>{t('profilePage.welcomeLead')}</Text>
        {missing.length > 0 && (
          <List spacing={4} data-testid="welcome-missing-fields">
            {missing.map((field) => (
              <List.Item key={field}>{t(`profile.fields.${field}`)}</List.Item>
            ))}
          </List>
        )}
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('profilePage.welcomeStart')}</Button>
        </Group>
      </Stack>
    </AppModal>
  );
}

/** Doc 1 §2/§4: after the first save of that visit, 2 s later. */
export function NextStepsModal({ opened, onClose }: PopupProps) {
  const { t } = useTranslation(['ui', 'messages']);
  return (
    <AppModal opened={opened} onClose={onClose} title={t('messages:profileNextStepsTitle')}>
      <Stack gap="md">
        <Text>{t('profilePage.nextStepsProject')}</Text>
        <Group>
          <Button component={Link} to="/MyProjects" rightSection={<IconArrowRight size={16} aria-hidden />}>
            {t('profilePage.nextStepsAddProject')}
          </Button>
        </Group>
        <Text>
          {t('profilePage.nextStepsSubscription')}{' '}
          <Anchor component={Link} to="/Subscription" fw={600}>
            {t('profilePage.nextStepsSeePlans')}
          </Anchor>
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('profilePage.close')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
