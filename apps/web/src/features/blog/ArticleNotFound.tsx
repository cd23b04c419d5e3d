import { Button, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** An address naming no published article (never published, or withdrawn): the way back to the list. */
export function ArticleNotFound({ listPath }: { listPath: string }) {
  const { t } = useTranslation();
  return (
    <Stack align="center" ta="center" gap="md" py={{ base: 32, sm: 64 }} maw={560} mx="auto">
      <Title order={1}>{t('blog.notFound.title')}</Title>
      <Text size="lg">{t('blog.notFound.body')}</Text>
      <Button
        component={Link}
        to={listPath}
        variant="light"
        leftSection={<IconArrowLeft size={18} aria-hidden />}
      >
        {t('blog.notFound.back')}
      </Button>
    </Stack>
  );
}
