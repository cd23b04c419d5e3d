import { describe, expect, it } from 'vitest';
import type { EmailMessage, SmsMessage } from '../../notify/message.js';
import type { Notifier } from '../../notify/notifier.js';
import type { Transaction } from '../../queue/queue.js';
import { accountMessenger } from './account-messages.js';

function capturingNotifier() {
  const emails: EmailMessage[] = [];
  const notifier: Notifier = {
    async email(_tx, message) {
      emails.push(message);
      return 'job';
    },
    async sms(_tx, _message: SmsMessage) {
      return 'job';
    },
    usesOutbox: true,
    transports: { email: 'test', sms: 'test' },
  };
  return { notifier, emails };
}

/** The capturing notifier queues nothing, so it never touches the transaction it is handed. */
const tx = {} as Transaction;

describe('activation email', () => {
  const link = 'https://tradepact.example/?key=abc';
  const forged =
    'Marie\r\n\r\nYour account is locked. Call 1-900-555-0100 or visit https://evil.example\u2028now\u0007';

  it('keeps a name on one line in the plain-text part: no line breaks or control characters', async () => {
    const { notifier, emails } = capturingNotifier();
    await accountMessenger(notifier, 'Tradepact').activationLink(
      tx,
      { email: 'm@example.com', name: forged },
      link,
      'en',
    );
    const text = emails[0]?.text ?? '';
    const greeting = text.split('\n')[0] ?? '';
    expect(greeting).toContain('Marie');
    expect(greeting).toContain('Your account is locked.');
    expect(text.split('\n\n')).toHaveLength(4);
    expect(text.replaceAll('\n', '')).not.toMatch(/[\p{Cc}\u2028\u2029]/u);
  });

  it('escapes the name in the HTML part', async () => {
    const { notifier, emails } = capturingNotifier();
    await accountMessenger(notifier, 'Tradepact').activationLink(
      tx,
      { email: 'm@example.com', name: '<a href="https://evil.example">Marie</a>' },
      link,
      'en',
    );
    expect(emails[0]?.html).toContain('&lt;a href=&quot;https://evil.example&quot;&gt;Marie&lt;/a&gt;');
    expect(emails[0]?.html).not.toContain('<a href="https://evil.example">');
  });
});
