import { Button, Group, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBrandFacebook, IconBrandX, IconCheck, IconLink, IconMail, IconShare } from '@tabler/icons-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteOrigin } from '../../prerender/siteOrigin';
import { publicArticleUrl, type Article } from './api';
import { shareLinksOf } from './shareLinks';

/** Doc 3 §9's mobile breakpoint: below it, the phone's own share sheet is offered when it has one. */
const phoneQuery = '(max-width: 767px)';

/** How long the copy button says the link was copied. */
const copiedForMs = 1000;

/**
 * Copies a text to the clipboard and says so for a moment: Mantine's CopyButton, whose code is
 * more than the two lines it saves on the article's first download.
 */
function useCopy(text: string) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), copiedForMs);
    return () => window.clearTimeout(timer);
  }, [copied]);
  // A browser that refuses the clipboard leaves the button as it was: the address bar holds the link.
  const copy = () =>
    void navigator.clipboard.writeText(text).then(
      () => setCopied(true),
      () => undefined,
    );
  return { copied, copy };
}

/**
 * The article's share buttons (doc 3 §2): Facebook, X and email, a link to copy, and the phone's
 * share sheet. Each shares the public address, whichever blog the article is read in.
 */
export function ShareButtons({ article }: { article: Article }) {
  const { t } = useTranslation();
  const titleId = useId();
  const onPhone = useMediaQuery(phoneQuery);
  const origin = useSiteOrigin();
  const url = publicArticleUrl(article.Slug, origin);
  const { copied, copy } = useCopy(url);
  const emailBody = t('blog.share.emailBody', { description: article.MetaDescription, url });
  const links = shareLinksOf(url, article.Title, emailBody);
  const canShareNatively = onPhone && typeof navigator.share === 'function';

  const outside = { component: 'a', target: '_blank', rel: 'noopener noreferrer' } as const;
  return (
    <section aria-labelledby={titleId}>
      <Text id={titleId} fw={600} mb="xs">
        {t('blog.share.title')}
      </Text>
      <Group gap="xs">
        {canShareNatively && (
          <Button
            leftSection={<IconShare size={18} aria-hidden />}
            // Closing the share sheet rejects: nothing to tell the reader.
            onClick={() => void navigator.share({ title: article.Title, url }).catch(() => undefined)}
          >
            {t('blog.share.native')}
          </Button>
        )}
        <Button
          {...outside}
          href={links.facebook}
          variant="default"
          leftSection={<IconBrandFacebook size={18} aria-hidden />}
        >
          {t('blog.share.facebook')}
        </Button>
        <Button
          {...outside}
          href={links.x}
          variant="default"
          leftSection={<IconBrandX size={18} aria-hidden />}
        >
          {t('blog.share.x')}
        </Button>
        <Button
          component="a"
          href={links.email}
          variant="default"
          leftSection={<IconMail size={18} aria-hidden />}
        >
          {t('blog.share.email')}
        </Button>
        <Button
          variant="default"
          leftSection={
            copied ? (
              <IconCheck size={18} color="var(--mantine-color-green-8)" aria-hidden />
            ) : (
              <IconLink size={18} aria-hidden />
            )
          }
          onClick={copy}
        >
          {copied ? t('blog.share.copied') : t('blog.share.copy')}
        </Button>
      </Group>
    </section>
  );
}
