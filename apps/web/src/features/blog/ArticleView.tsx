import { Anchor, Breadcrumbs, Group, Skeleton, Stack, Text, Title, Typography } from '@mantine/core';
import { blogPhotoWidths, blogRecentCount } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../components/LoadError';
import { TrustedHtml } from '../../components/TrustedHtml';
import { usePageTitle } from '../../components/usePageTitle';
import { useArticle, useRecentArticles, type Article, type ArticleTranslation, type BlogScope } from './api';
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

function Trail({ scope, title, lang }: { scope: BlogScope; title: string; lang?: string }) {
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
        <Text size="sm" c="dimmed" aria-current="page" truncate miw={0} lang={lang}>
          {title}
        </Text>
      </Breadcrumbs>
    </nav>
  );
}

/**
 * Links to the article's versions in other languages, each worded in its own ('Lire en français'),
 * as a language switch names each language in itself: the reader of that language is the one to
 * find it.
 */
function OtherLanguages({ scope, translations }: { scope: BlogScope; translations: ArticleTranslation[] }) {
  if (translations.length === 0) return null;
  return (
    <Group gap="md">
      {translations.map((translation) => (
        <Anchor
          key={translation.Id}
          component={Link}
          to={scope.articlePath(translation)}
          lang={translation.Language}
          hrefLang={`${translation.Language}-CA`}
          size="sm"
          fw={600}
        >
          {translation.ReadIn}
        </Anchor>
      ))}
    </Group>
  );
}

function ArticleBody({ scope, article }: { scope: BlogScope; article: Article }) {
  const { t, i18n } = useTranslation(['ui', 'messages']);
  // The article's own words in its language, when the page speaks another (the visitor chose it).
  const lang = article.Language === i18n.language ? undefined : article.Language;
  return (
    // One reading column: the title, the photo and the text line up on a wide screen.
    <Stack component="article" gap="lg" maw={760} w="100%" mx="auto">
      <Trail scope={scope} title={article.Title} lang={lang} />
      <Stack gap="xs">
        <Title order={1} fz={{ base: 28, sm: 40 }} lh={1.2} lang={lang}>
          {article.Title}
        </Title>
        <ArticleDate time={article.CreatedTime} label={t('messages:blogPublishedOn')} size="md" />
        <OtherLanguages scope={scope} translations={article.Translations} />
      </Stack>
      {article.PhotoLarge && (
        <figure style={{ margin: 0 }}>
          <img
            src={article.PhotoLarge}
            srcSet={article.PhotoSrcset}
            sizes={articlePhotoSizes}
            alt={article.Title}
            lang={lang}
            width={blogPhotoWidths.article}
            height={articlePhotoHeight}
            fetchPriority="high"
            className={classes.articlePhoto}
          />
          {article.PhotoCredit && (
            <Text component="figcaption" size="xs" c="dimmed" mt={6} className={classes.credit} lang={lang}>
              {article.PhotoCredit}
            </Text>
          )}
        </figure>
      )}
      <Typography lang={lang}>
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
 * An article (doc 3 §2 "Blog article"): breadcrumb, title, 'Published on' date, links to its versions
 * in other languages, photo and credit, the text, the share buttons, then the recent articles (not
 * its own versions). `id` is its slug or number.
 */
export function ArticleView({ scope, id }: { scope: BlogScope; id: string }) {
  const { t } = useTranslation();
  const article = useArticle(scope, id);
  const recent = useRecentArticles(scope, [
    ...(article.data ? [article.data.Id] : []),
    ...(article.data?.Translations.map((translation) => translation.Id) ?? []),
  ]);
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
