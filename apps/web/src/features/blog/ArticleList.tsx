import { Anchor, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { blogPageSize } from '@tradepact/shared';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LoadError } from '../../components/LoadError';
import { usePageTitle } from '../../components/usePageTitle';
import { useDeviceValue } from '../../lib/useDeviceValue';
import { useArticlePage, type BlogScope } from './api';
import { ArticleCard, ArticleCardSkeleton } from './ArticleCard';
import { listAddressOf } from './listAddress';
import { SearchForm } from './SearchForm';
import { useMetaDescription } from './useMetaDescription';

/** Doc 3 §2: the grid shows 12 skeleton cards while the articles load. */
const skeletonCards = 12;

/**
 * Mantine's Pagination is some 3 KB gzipped that a blog of one page never shows: it is not in the
 * list's first download, but fetched when shown. Nor is it in a list the server drew, whose first
 * render must match the drawing: the numbers, under the cards, follow it.
 */
const ArticlePages = lazy(async () => ({ default: (await import('./ArticlePages')).ArticlePages }));

/** The search and page of the address (?q=…&page=…), so a reload, Back and Forward keep them. */
function useListAddress() {
  const [params, setParams] = useSearchParams();
  const { words, page } = listAddressOf(params);
  const show = (nextWords: string, nextPage: number, replace = false) => {
    const next = new URLSearchParams();
    if (nextWords) next.set('q', nextWords);
    if (nextPage > 1) next.set('page', String(nextPage));
    setParams(next, { replace });
  };
  return { words, page, show };
}

/** The blog's list (doc 3 §2), public or in-app: title, search, a grid of cards and the pages. */
export function ArticleList({ scope }: { scope: BlogScope }) {
  const { t } = useTranslation();
  const title = t('screens.blog');
  usePageTitle(title);
  useMetaDescription(t('blog.intro'));
  const { words, page, show } = useListAddress();
  const articles = useArticlePage(scope, page, words);

  const pageCount = Math.max(1, Math.ceil((articles.data?.Total ?? 0) / blogPageSize));
  // True while drawn on the server and while the browser takes that drawing over.
  const drawn = useDeviceValue(() => false, true);
  // An address past the last page (articles withdrawn since it was shared) shows the last one.
  const pastTheEnd = articles.data !== undefined && page > pageCount;
  useEffect(() => {
    if (pastTheEnd) show(words, pageCount, true);
  });

  const goToPage = (next: number) => {
    show(words, next);
    window.scrollTo({ top: 0 });
  };

  let body: ReactNode;
  if (articles.isPending) {
    body = (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" role="status" aria-label={t('blog.loading')}>
        {Array.from({ length: skeletonCards }, (_, index) => (
          <ArticleCardSkeleton key={index} />
        ))}
      </SimpleGrid>
    );
  } else if (articles.isError) {
    body = (
      <LoadError title={t('blog.loadError')} error={articles.error} onRetry={() => void articles.refetch()} />
    );
  } else if (articles.data.Rows.length === 0) {
    body = (
      <Stack gap="xs" align="flex-start" py="lg">
        <Text size="lg">{words ? t('blog.noMatch', { words }) : t('blog.empty')}</Text>
        {words && (
          <Anchor component={Link} to={scope.listPath}>
            {t('blog.showAll')}
          </Anchor>
        )}
      </Stack>
    );
  } else {
    body = (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {articles.data.Rows.map((article, index) => (
          <ArticleCard key={article.Id} article={article} scope={scope} place={index} />
        ))}
      </SimpleGrid>
    );
  }

  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Title order={1} fz={{ base: 28, sm: 36 }}>
          {title}
        </Title>
        <Text size="lg" c="dimmed">
          {t('blog.intro')}
        </Text>
      </Stack>
      <SearchForm key={words} words={words} onSearch={(typed) => show(typed, 1)} />
      {body}
      {pageCount > 1 && articles.isSuccess && !drawn && (
        <Suspense fallback={null}>
          <ArticlePages count={pageCount} current={Math.min(page, pageCount)} onChange={goToPage} />
        </Suspense>
      )}
    </Stack>
  );
}
