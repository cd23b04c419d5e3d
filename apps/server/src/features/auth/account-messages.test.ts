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
    const greeting = text.split('\n').find((line) => line.startsWith('Hello Marie')) ?? '';
    expect(greeting).toContain('Your account is locked.');
    // Product, heading, greeting, body, button with its link, small print: the name adds no paragraph.
    expect(text.split('\n\n')).toHaveLength(6);
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

describe('account emails', () => {
  const link = 'https://tradepact.example/?key=abc';
  const sendEach = async (messenger: ReturnType<typeof accountMessenger>) => {
    await messenger.activationLink(tx, { email: 'm@example.com', name: 'Marie' }, link, 'en');
    await messenger.code(tx, 'email', 'm@example.com', '123456', 'code', 'en');
    await messenger.code(tx, 'email', 'm@example.com', '123456', 'signIn', 'en');
    await messenger.confirmAddress(tx, 'email', 'new@example.com', '123456', link, 'en');
    await messenger.alternateEmailLink(tx, { email: 'alt@example.com', name: 'Marie' }, link, 7, 'en');
    await messenger.twoFactorChanged(tx, 'm@example.com', { email: true, sms: false }, 'en');
  };

  it('are whole HTML documents in the layout of the signing emails, from the product', async () => {
    const { notifier, emails } = capturingNotifier();
    await sendEach(accountMessenger(notifier, 'Tradepact'));
    expect(emails).toHaveLength(6);
    for (const email of emails) {
      const html = email.html ?? '';
      expect(html.startsWith('<!DOCTYPE html>\n<html lang="en">'), email.subject).toBe(true);
      expect(html).toContain(`<title>${email.subject}</title>`);
      expect(html).toContain('font-weight:700;color:#155e78;">Tradepact</div>');
      expect(html).toContain('max-width:600px');
      expect(email.text.startsWith('Tradepact\n\n')).toBe(true);
    }
  });

  it('show a link as a button with the raw link under it, as the signing emails do', async () => {
    const { notifier, emails } = capturingNotifier();
    await accountMessenger(notifier, 'Tradepact').activationLink(
      tx,
      { email: 'm@example.com', name: 'Marie' },
      link,
      'en',
    );
    const html = emails[0]?.html ?? '';
    expect(html).toMatch(
      /<a href="https:\/\/tradepact\.example\/\?key=abc" style="display:inline-block;[^"]*">Confirm my email address<\/a>/,
    );
    expect(html).toContain('If the button does not work, copy this link into your browser:');
    expect(emails[0]?.text).toContain(`Confirm my email address:\n${link}`);
  });
});
