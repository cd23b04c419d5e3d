import { Anchor, Breadcrumbs, Skeleton, Stack, Text, Title, Typography } from '@mantine/core';
import { blogPhotoWidths, blogRecentCount } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../components/LoadError';
import { TrustedHtml } from '../../components/TrustedHtml';
import { usePageTitle } from '../../components/usePageTitle';
import { useArticle, useRecentArticles, type Article, type BlogScope } from './api';
import { ArticleNotFound } from './ArticleNotFound';
import { ArticleDate } from './ArticleDate';
import { RecentArticles } from './RecentArticles';
import { ShareButtons } from './ShareButtons';
import classes from './Blog.module.css';
import { useMetaDescription } from './useMetaDescription';

/** The article's photo height at 1200 wide, for the 16:9 covers. */
const articlePhotoHeight = Math.round((blogPhotoWidths.article * 9) / 16);

/** How wide the photo is drawn: the reading column's 760 px, or the screen less the page's margins. */
const articlePhotoSizes = '(min-width: 49.5em) 760px, calc(100vw - 2rem)';

function Trail({ scope, title }: { scope: BlogScope; title: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('blog.breadcrumb')}>
      <Breadcrumbs separatorMargin={6} styles={{ root: { flexWrap: 'nowrap' } }}>
        {scope.trail.map((step) => (
          <Anchor key={step.to} component={Link} to={step.to} size="sm">
            {t(step.labelKey)}
          </Anchor>
        ))}
        {/* A long title shrinks to one line rather than pushing the trail onto two. */}
        <Text size="sm" c="dimmed" aria-current="page" truncate miw={0}>
          {title}
        </Text>
      </Breadcrumbs>
    </nav>
  );
}

function ArticleBody({ scope, article }: { scope: BlogScope; article: Article }) {
  const { t } = useTranslation(['ui', 'messages']);
  return (
    // One reading column: the title, the photo and the text line up on a wide screen.
    <Stack component="article" gap="lg" maw={760} w="100%" mx="auto">
      <Trail scope={scope} title={article.Title} />
      <Stack gap="xs">
        <Title order={1} fz={{ base: 28, sm: 40 }} lh={1.2}>
          {article.Title}
        </Title>
        <ArticleDate time={article.CreatedTime} label={t('messages:blogPublishedOn')} size="md" />
      </Stack>
      {article.PhotoLarge && (
        <figure style={{ margin: 0 }}>
          <img
            src={article.PhotoLarge}
            srcSet={article.PhotoSrcset}
            sizes={articlePhotoSizes}
            alt={article.Title}
            width={blogPhotoWidths.article}
            height={articlePhotoHeight}
            fetchPriority="high"
            className={classes.articlePhoto}
          />
          {article.PhotoCredit && (
            <Text component="figcaption" size="xs" c="dimmed" mt={6} className={classes.credit}>
              {article.PhotoCredit}
            </Text>
          )}
        </figure>
      )}
      <Typography>
        <TrustedHtml html={article.Content} className={classes.content} />
      </Typography>
      <hr className={classes.rule} />
      <ShareButtons article={article} />
    </Stack>
  );
}

function ArticleSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" role="status" aria-label={t('app.loading')} maw={760} w="100%" mx="auto">
      <Skeleton height={14} width={220} />
      <Skeleton height={36} width="80%" />
      <Skeleton height={14} width={180} />
      <Skeleton radius="lg" style={{ aspectRatio: '16 / 9' }} />
      {[95, 100, 90, 100, 70].map((width, index) => (
        <Skeleton key={index} height={16} width={`${width}%`} maw="70ch" />
      ))}
    </Stack>
  );
}

/**
 * An article (doc 3 §2 "Blog article"): breadcrumb, title, 'Published on' date, photo and credit,
 * the text, the share buttons, then the recent articles. `id` is its slug or number.
 */
export function ArticleView({ scope, id }: { scope: BlogScope; id: string }) {
  const { t } = useTranslation();
  const article = useArticle(scope, id);
  const recent = useRecentArticles(scope, article.data?.Id);
  const missing = article.data === null;
  usePageTitle(article.data?.Title ?? (missing ? t('blog.notFound.title') : t('screens.blogArticle')));
  useMetaDescription(article.data?.MetaDescription);

  let main;
  if (article.isPending) main = <ArticleSkeleton />;
  else if (article.isError) {
    main = (
      <LoadError
        title={t('blog.articleLoadError')}
        error={article.error}
        onRetry={() => void article.refetch()}
      />
    );
  } else if (article.data === null) main = <ArticleNotFound listPath={scope.listPath} />;
  else main = <ArticleBody scope={scope} article={article.data} />;

  return (
    <Stack gap={48}>
      {main}
      <RecentArticles scope={scope} recent={recent} count={blogRecentCount} />
    </Stack>
  );
}
