import { calendarDateIn, formatDay, personName, timeZoneOf, translate } from '@tradepact/shared';
import type { Db } from '../../db/database.js';
import { renderEmail } from '../../notify/email-layout.js';
import type { Notifier } from '../../notify/notifier.js';
import type { Transaction } from '../../queue/queue.js';
import { accountEmail, accountLanguage } from '../auth/user-info.js';
import { businessService } from '../profile/business.service.js';
import type { WebhookEndpointRow } from './webhook-endpoints.repository.js';

/**
 * Tells an endpoint's owner it was turned off for failing (issue 34 §2), in their account's language,
 * queued in the transaction that turned it off: sent once, with the day it started failing.
 */
export async function tellEndpointDisabled(
  tx: Transaction,
  deps: { db: Db; notifier: Notifier; productName: string; publicUrl: string },
  endpoint: WebhookEndpointRow,
  since: Date,
): Promise<void> {
  const language = await accountLanguage(tx, endpoint.userId);
  const profile = await businessService(deps.db).read(endpoint.userId, tx);
  const account = await accountEmail(tx, endpoint.userId);
  const to = profile.Email || account;
  if (!to) return;
  const locale = `${language}-CA`;
  const params = {
    name: personName(profile.FirstName, profile.LastName) || profile.Name || to,
    url: endpoint.url,
    since: formatDay(calendarDateIn(since, timeZoneOf(profile.Province)), locale),
    product: deps.productName,
  };
  const subject = translate(language, 'webhookDisabledEmailSubject', params);
  const paragraphs = translate(language, 'webhookDisabledEmailBody', params).split('\n\n');
  await deps.notifier.email(tx, {
    to,
    subject,
    ...renderEmail({
      language,
      sender: deps.productName,
      preheader: paragraphs[1] ?? subject,
      heading: subject,
      paragraphs,
      button: {
        label: translate(language, 'webhookDisabledEmailButton'),
        url: `${deps.publicUrl}/Settings`,
      },
      footer: [],
    }),
  });
}
