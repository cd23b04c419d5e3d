import { Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/LoadError';
import { usePageTitle } from '../../components/usePageTitle';
import { SubscriptionBanner } from '../billing/SubscriptionBanner';
import { useBusiness } from './api';
import { ProfileForm } from './ProfileForm';

/** My Profile, /MyProfile/{tabIdx} and /PersonalInfo/{tabIdx} (doc 1 §2–§5). */
export function ProfilePage() {
  const { t } = useTranslation();
  usePageTitle(t('profilePage.pageTitle'));
  const business = useBusiness();

  return (
    <Stack gap="lg" maw={960} mx="auto">
      <SubscriptionBanner />
      <Stack gap={4}>
        <Title order={1} fz={{ base: 26, sm: 30 }}>
          {t('profilePage.pageTitle')}
        </Title>
        <Text c="dimmed">{t('profilePage.lead')}</Text>
      </Stack>
      {business.isPending ? (
        <Center mih={200} role="status" aria-label={t('app.loading')}>
          <Loader />
        </Center>
      ) : business.isError ? (
        <LoadError
          title={t('profilePage.loadError')}
          error={business.error}
          onRetry={() => void business.refetch()}
        />
      ) : (
        <ProfileForm business={business.data} />
      )}
    </Stack>
  );
}
