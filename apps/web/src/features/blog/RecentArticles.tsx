import { SimpleGrid, Stack, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArticleSummary, BlogScope } from './api';
import { ArticleCard, ArticleCardSkeleton } from './ArticleCard';

/**
 * The newest articles under the one being read. They are a suggestion: when they cannot be loaded,
 * or there are none, the section is left out rather than shown empty.
 */
export function RecentArticles({
  scope,
  recent,
  count,
}: {
  scope: BlogScope;
  recent: UseQueryResult<ArticleSummary[]>;
  count: number;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  if (recent.isError || (recent.isSuccess && recent.data.length === 0)) return null;
  return (
    <Stack component="section" gap="md" aria-labelledby={titleId}>
      <Title order={2} id={titleId} fz={{ base: 22, sm: 26 }}>
        {t('blog.recent')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {recent.isPending
          ? Array.from({ length: count }, (_, index) => <ArticleCardSkeleton key={index} />)
          : recent.data.map((article) => (
              <ArticleCard key={article.Id} article={article} scope={scope} headingOrder={3} />
            ))}
      </SimpleGrid>
    </Stack>
  );
}
