import { translate } from '@tradepact/shared';
import type { Config } from '../../config/config.js';
import type { GeneralNews } from '../../notify/general.js';

type NoticeConfig = Pick<Config, 'publicUrl' | 'productName'>;

/**
 * The general message telling accounts a new announcement is waiting for them at sign-in, worded in
 * each account's language; the announcement itself shows there in the page's language, in French when
 * it has a French text.
 */
export function announcementNotice(config: NoticeConfig): GeneralNews {
  const product = config.productName;
  const url = `${config.publicUrl}/Login`;
  return (language) => ({
    email: {
      subject: translate(language, 'announcementEmailSubject', { product }),
      paragraphs: [translate(language, 'announcementEmailBody', { product })],
      button: { label: translate(language, 'announcementEmailButton'), url },
    },
    sms: translate(language, 'announcementSms', { product, url }),
  });
}

/** The general message telling accounts of a new blog article, its frame worded in each account's language. */
export function articleNotice(
  config: NoticeConfig,
  article: { slug: string; title: string; metaDescription: string },
): GeneralNews {
  const product = config.productName;
  const url = `${config.publicUrl}/Blog/${article.slug}`;
  return (language) => ({
    email: {
      subject: translate(language, 'articleEmailSubject', { product, title: article.title }),
      paragraphs: [article.metaDescription || article.title],
      button: { label: translate(language, 'articleEmailButton'), url },
    },
    sms: translate(language, 'articleSms', { product, title: article.title, url }),
  });
}
