import { Alert, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../components/usePageTitle';
import { SubscriptionBanner } from '../billing/SubscriptionBanner';
import { useBusiness } from './api';
import { ProfileForm } from './ProfileForm';

/** My Profile, /MyProfile/{tabIdx} and /PersonalInfo/{tabIdx} (doc 1 §2–§5). */
export function ProfilePage() {
  const { t } = useTranslation();
  usePageTitle(t('profile.pageTitle'));
  const business = useBusiness();

  return (
    <Stack gap="lg" maw={960} mx="auto">
      <SubscriptionBanner />
      <Stack gap={4}>
        <Title order={1} fz={{ base: 26, sm: 30 }}>
          {t('profile.pageTitle')}
        </Title>
        <Text c="dimmed">{t('profile.lead')}</Text>
      </Stack>
      {business.isPending ? (
        <Center mih={200} role="status" aria-label={t('app.loading')}>
          <Loader />
        </Center>
      ) : business.isError ? (
        <Alert color="red" variant="light" title={t('profile.loadError')}>
          <Stack align="flex-start" gap="xs">
            <Text size="sm">{business.error.message}</Text>
            <Button variant="light" color="red" size="xs" onClick={() => void business.refetch()}>
              {t('profile.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <ProfileForm business={business.data} />
      )}
    </Stack>
  );
}
