import { formatDate, recordRetentionYears, translate, type MessageKey } from '@tradepact/shared';
import type { Notifier } from '../../notify/notifier.js';
import { plainTextLine } from '../../notify/plain-text.js';
import type { Transaction } from '../../queue/queue.js';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

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
  const paragraphs = [
    say('emailAccountClosedBody', {
      name: plainTextLine(to.name),
      date: formatDate(closing.at, closing.timeZone),
    }),
    say('emailAccountClosedDeleted'),
    say('emailAccountClosedKept', { years: recordRetentionYears }),
    say('emailAccountClosedParties'),
    say('emailAccountClosedRegisterAgain'),
  ];
  await notifier.email(tx, {
    to: to.email,
    subject: say('emailAccountClosedSubject'),
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n'),
  });
}
