import { formatDate, recordRetentionYears, translate, type MessageKey } from '@tradepact/shared';
import { renderEmail } from '../../notify/email-layout.js';
import type { Notifier } from '../../notify/notifier.js';
import { plainTextLine } from '../../notify/plain-text.js';
import type { Transaction } from '../../queue/queue.js';

/**
 * The transactional email confirming a closing: when, what was deleted, what is kept and for how
 * long. Queued in the closing's transaction, so it goes only if the account really closed; the
 * address is taken before the row is deleted.
 */
export async function queueClosingNotice(
  notifier: Notifier,
  tx: Transaction,
  to: { email: string; name: string },
  closing: { at: Date; timeZone: string; language: string; productName: string },
): Promise<void> {
  const say = (key: MessageKey, params: Record<string, string | number> = {}) =>
    translate(closing.language, key, { product: closing.productName, ...params });
  const body = say('emailAccountClosedBody', {
    name: plainTextLine(to.name),
    date: formatDate(closing.at, closing.timeZone),
  });
  const subject = say('emailAccountClosedSubject');
  // The layout of every other email of the product (the account and signing emails' one).
  await notifier.email(tx, {
    to: to.email,
    subject,
    ...renderEmail({
      language: closing.language,
      sender: closing.productName,
      preheader: body,
      heading: subject,
      paragraphs: [
        body,
        say('emailAccountClosedDeleted'),
        say('emailAccountClosedKept', { years: recordRetentionYears }),
        say('emailAccountClosedParties'),
      ],
      footer: [say('emailAccountClosedRegisterAgain')],
    }),
  });
}
