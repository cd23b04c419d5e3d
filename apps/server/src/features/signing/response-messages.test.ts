import { describe, expect, it } from 'vitest';
import { contractTypes } from '@tradepact/shared';
import type { EmailMessage, SmsMessage } from '../../notify/message.js';
import type { Notifier } from '../../notify/notifier.js';
import type { Transaction } from '../../queue/queue.js';
import { responseMessenger, type DeclineNotice } from './response-messages.js';

/** A notifier that keeps what it was given: the messenger's wording, without a queue. */
function keepingNotifier() {
  const emails: EmailMessage[] = [];
  const texts: SmsMessage[] = [];
  const notifier: Notifier = {
    email: async (_tx, message) => String(emails.push(message)),
    sms: async (_tx, message) => String(texts.push(message)),
    usesOutbox: true,
    transports: { email: 'outbox', sms: 'outbox' },
  };
  return { notifier, emails, texts };
}

const tx = {} as Transaction;

const notice = (overrides: Partial<DeclineNotice> = {}): DeclineNotice => ({
  contract: {
    number: 12,
    revision: 1,
    title: 'Replace the roof',
    type: contractTypes.client,
    expiresOn: '2030-01-31',
    amendment: true,
  },
  contractor: {
    businessName: 'Tremblay Renovations',
    name: 'Luc Tremblay',
    email: 'office@tremblay.example',
    phone: '4165550123',
  },
  account: { language: 'fr', mobile: '4165550123' },
  signer: { name: 'Hélène Côté', email: 'helene@example.com' },
  text: 'Nous avons choisi\nun autre entrepreneur.',
  others: [{ name: 'Marc Gagnon', email: 'marc@example.com' }],
  othersLanguage: 'en',
  ...overrides,
});

describe('the messages of a change request or a decline', () => {
  const messenger = (notifier: Notifier) =>
    responseMessenger(notifier, { productName: 'Tradepact', publicUrl: 'https://tradepact.test' });

  it('tells the contractor in their language, with the words quoted, and lets them reply to the client', async () => {
    const { notifier, emails, texts } = keepingNotifier();
    await messenger(notifier).changeRequested(tx, notice({ text: 'Please use oak.' }));
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({
      to: 'office@tremblay.example',
      replyTo: 'helene@example.com',
      subject: 'Hélène Côté demande une modification au contrat N°\u00a012, avenant 1',
    });
    expect(emails[0]?.text).toContain('Please use oak.');
    expect(emails[0]?.html).toContain('https://tradepact.test/MyProjects');
    expect(texts).toEqual([
      {
        to: '4165550123',
        text: 'Tradepact : Hélène Côté demande une modification au contrat N°\u00a012, avenant 1 : « Please use oak. » Détails par courriel.',
      },
    ]);
  });

  it('keeps a text short and on one line, whatever the client wrote', async () => {
    const { notifier, texts } = keepingNotifier();
    await messenger(notifier).changeRequested(tx, notice({ text: `Line one\n${'long '.repeat(80)}` }));
    const quoted = /« (.*) »/.exec(texts[0]?.text ?? '')?.[1] ?? '';
    expect(quoted.startsWith('Line one long')).toBe(true);
    expect(quoted.endsWith('…')).toBe(true);
    expect(Array.from(quoted)).toHaveLength(161);
  });

  it('on a decline, tells the other signers in the contract’s language that it will not proceed', async () => {
    const { notifier, emails } = keepingNotifier();
    await messenger(notifier).declined(tx, notice());
    expect(emails.map((email) => email.to)).toEqual(['office@tremblay.example', 'marc@example.com']);
    const [own, other] = emails;
    expect(own?.subject).toBe('Hélène Côté a refusé le contrat N°\u00a012, avenant 1');
    expect(own?.text).toContain('Nous avons choisi');
    expect(other).toMatchObject({
      subject: 'Contract No. 12, amendment 1 from Tremblay Renovations will not proceed',
      replyTo: 'office@tremblay.example',
    });
    expect(other?.html).toContain('<html lang="en">');
    expect(other?.text).toContain('Hélène Côté declined the service agreement “Replace the roof”');
    // The reason is the contractor's to read.
    expect(other?.text).not.toContain('Nous avons choisi');
  });

  it('without a reason, quotes nothing; without a confirmed mobile, texts nothing', async () => {
    const { notifier, emails, texts } = keepingNotifier();
    await messenger(notifier).declined(tx, notice({ text: '', account: { language: 'en' } }));
    expect(emails[0]?.text).not.toContain('The reason they gave');
    expect(texts).toEqual([]);
  });
});
