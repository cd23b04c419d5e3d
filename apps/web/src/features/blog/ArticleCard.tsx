import { Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconNews } from '@tabler/icons-react';
import { blogPhotoWidths } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ArticleSummary, BlogScope } from './api';
import { ArticleDate } from './ArticleDate';
import classes from './Blog.module.css';

/** The card's photo height at 560 wide, for the 16:9 covers. */
const cardPhotoHeight = Math.round((blogPhotoWidths.card * 9) / 16);

/**
 * How wide a card's photo is drawn, for the browser's pick among its widths: the grid's one, two or
 * three columns (Mantine's sm and lg breakpoints) in a container of at most 1140 px.
 */
const cardPhotoSizes =
  '(min-width: 75em) 364px, (min-width: 48em) calc((100vw - 5rem) / 2), calc(100vw - 2rem)';

/**
 * One article in a grid: photo, title (the link), date, and 'new' while the contractor has not opened
 * it. An article in another language than the page's says so to screen readers, spell checkers and
 * translation tools (`lang` on its own words). `place` is its place in the page's main grid (from 0): the first card's photo, the page's
 * largest paint, loads at once and before other images; the others when the layout shows them near
 * the screen, which on a slow connection leaves the first the bandwidth it needs.
 */
export function ArticleCard({
  article,
  scope,
  headingOrder = 2,
  place,
}: {
  article: ArticleSummary;
  scope: BlogScope;
  headingOrder?: 2 | 3;
  place?: number;
}) {
  const { t, i18n } = useTranslation(['ui', 'messages']);
  // The article's own words (title, photo's text, description) in its language, when not the page's.
  const lang = article.Language === i18n.language ? undefined : article.Language;
  return (
    <Card withBorder component="article" className={classes.card}>
      <Card.Section>
        {article.Photo ? (
          <img
            src={article.Photo}
            srcSet={article.PhotoSrcset}
            sizes={cardPhotoSizes}
            alt={article.Title}
            lang={lang}
            width={blogPhotoWidths.card}
            height={cardPhotoHeight}
            loading={place === 0 ? 'eager' : 'lazy'}
            fetchPriority={place === 0 ? 'high' : 'auto'}
            className={classes.cardPhoto}
          />
        ) : (
          <div className={classes.noPhoto}>
            <IconNews size={48} stroke={1.4} aria-hidden />
          </div>
        )}
      </Card.Section>
      <Stack gap={6} mt="md">
        <Title order={headingOrder} fz="lg" lh={1.3} lang={lang}>
          <Link to={scope.articlePath(article)} className={classes.cardLink}>
            {article.Title}
          </Link>
        </Title>
        <Group gap="xs">
          <ArticleDate time={article.CreatedTime} />
          {!article.IsRead && (
            <Badge size="sm" color="red.8" variant="filled">
              {t('messages:blogNewBadge')}
            </Badge>
          )}
        </Group>
        {article.MetaDescription && (
          <Text size="sm" lineClamp={3} lang={lang}>
            {article.MetaDescription}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/** A card's shape while the articles load. */
export function ArticleCardSkeleton() {
  return (
    <Card withBorder aria-hidden>
      <Card.Section>
        <Skeleton radius={0} style={{ aspectRatio: '16 / 9' }} />
      </Card.Section>
      <Stack gap="xs" mt="md">
        <Skeleton height={18} width="85%" />
        <Skeleton height={12} width="35%" />
        <Skeleton height={12} width="95%" />
        <Skeleton height={12} width="70%" />
      </Stack>
    </Card>
  );
}
