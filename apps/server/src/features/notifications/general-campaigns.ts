import type { AppDeps } from '../../app.js';
import { runCampaign } from './campaign.js';
import { announcementNotice, articleNotice } from './general-notices.js';

type CampaignDeps = Pick<AppDeps, 'database' | 'notifier' | 'config' | 'authKey'>;

/** Says why general messages cannot go out under this configuration, or undefined when they can. */
export function whyGeneralMessagesCannotGo(config: CampaignDeps['config']): string | undefined {
  // CASL: every general email names the sender with a mailing address.
  return config.operator.address
    ? undefined
    : 'Set OPERATOR_ADDRESS (the mailing address every general email must show, CASL) before using --notify.';
}

/** Prints a progress line per batch, then answers the summary line. */
const reporting = (print: (line: string) => void) => ({
  progress: (queued: number, total: number) => print(`Queued ${queued} of ${total} accounts…`),
});

const summary = (accounts: number) => `Queued general messages to ${accounts} opted-in accounts.`;

/** Tells every opted-in account of the announcement `version`, once each. */
export async function notifyAnnouncement(
  deps: CampaignDeps,
  version: number,
  print: (line: string) => void,
): Promise<string> {
  const message = announcementNotice(deps.config);
  return summary(await runCampaign(deps, `announcement:${version}`, message, reporting(print)));
}

/** Tells every opted-in account of the article, once each (an updated article is not news again). */
export async function notifyArticle(
  deps: CampaignDeps,
  article: { id: number; slug: string; title: string; metaDescription: string },
  print: (line: string) => void,
): Promise<string> {
  const message = articleNotice(deps.config, article);
  return summary(await runCampaign(deps, `article:${article.id}`, message, reporting(print)));
}
