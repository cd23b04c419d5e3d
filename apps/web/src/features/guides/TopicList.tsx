import { Alert, Button, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DefaultTermType } from '@tradepact/shared';
import { useHowWeWork } from './api';
import { TopicCard } from './TopicCard';

/** The problems of one kind of agreement, with loading and error states. */
export function TopicList({ type }: { type: DefaultTermType }) {
  const { t } = useTranslation();
  const topics = useHowWeWork();

  if (topics.isPending) {
    return (
      <SimpleGrid cols={{ base: 1, md: 2 }} role="status" aria-label={t('app.loading')}>
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} height={260} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (topics.isError) {
    return (
      <Alert color="red" title={t('guides.howWeWork.loadError')}>
        <Text size="sm" mb="sm">
          {topics.error.message}
        </Text>
        <Button size="xs" variant="outline" color="red" onClick={() => void topics.refetch()}>
          {t('guides.howWeWork.retry')}
        </Button>
      </Alert>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      {topics.data
        .filter((item) => item.Type === type)
        .map((item) => (
          <TopicCard key={item.Key} item={item} />
        ))}
    </SimpleGrid>
  );
}
