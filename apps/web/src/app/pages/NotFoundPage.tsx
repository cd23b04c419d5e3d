import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../components/usePageTitle';

/** Any address that matches no route. */
export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));

  return (
    <Stack align="center" ta="center" gap="md" py={{ base: 48, sm: 96 }} px="md" maw={560} mx="auto">
      <Text fw={800} fz={{ base: 56, sm: 80 }} c="brand.7" lh={1} aria-hidden>
        {t('notFound.code')}
      </Text>
      <Title order={1}>{t('notFound.title')}</Title>
      <Text size="lg">{t('notFound.body')}</Text>
      <Button component={Link} to="/" size="md">
        {t('notFound.back')}
      </Button>
    </Stack>
  );
}
