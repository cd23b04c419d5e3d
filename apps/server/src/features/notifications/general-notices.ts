import { defaultLanguage, translate } from '@tradepact/shared';
import type { Config } from '../../config/config.js';
import type { GeneralMessage } from '../../notify/general.js';

type NoticeConfig = Pick<Config, 'publicUrl' | 'productName'>;

/** The general message telling accounts a new announcement is waiting for them at sign-in. */
export function announcementNotice(config: NoticeConfig): GeneralMessage {
  const product = config.productName;
  const url = `${config.publicUrl}/Login`;
  return {
    email: {
      subject: translate(defaultLanguage, 'announcementEmailSubject', { product }),
      paragraphs: [translate(defaultLanguage, 'announcementEmailBody', { product })],
      button: { label: translate(defaultLanguage, 'announcementEmailButton'), url },
    },
    sms: translate(defaultLanguage, 'announcementSms', { product, url }),
  };
}

/** The general message telling accounts of a new blog article. */
export function articleNotice(
  config: NoticeConfig,
  article: { slug: string; title: string; metaDescription: string },
): GeneralMessage {
  const product = config.productName;
  const url = `${config.publicUrl}/Blog/${article.slug}`;
  return {
    email: {
      subject: translate(defaultLanguage, 'articleEmailSubject', { product, title: article.title }),
      paragraphs: [article.metaDescription || article.title],
      button: { label: translate(defaultLanguage, 'articleEmailButton'), url },
    },
    sms: translate(defaultLanguage, 'articleSms', { product, title: article.title, url }),
  };
}
