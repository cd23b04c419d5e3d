import { describe, expect, it } from 'vitest';
import { renderEmail, type EmailContent } from './email-layout.js';

const content = (language: string, words: Partial<EmailContent> = {}): EmailContent => ({
  language,
  sender: 'Rénovations Tremblay',
  preheader: '',
  heading: 'Rappel de paiement',
  paragraphs: ['Bonjour Hélène,'],
  button: { label: 'Ouvrir le contrat', url: 'https://example.com/c' },
  details: [
    ['Montant', '3\u00a0600,00\u00a0$ + TPS/TVH'],
    ['Courriel', 'marie@example.com'],
  ],
  footer: ['Tradepact'],
  footerLink: { label: 'Se désabonner', url: 'https://example.com/u' },
  ...words,
});

describe('the plain-text part of an email', () => {
  it('puts a non-breaking space before each label’s colon in French', () => {
    const { text } = renderEmail(content('fr'));
    expect(text).toContain(
      'Montant\u00a0: 3\u00a0600,00\u00a0$ + TPS/TVH\nCourriel\u00a0: marie@example.com',
    );
    expect(text).toContain('Ouvrir le contrat\u00a0:\nhttps://example.com/c');
    expect(text).toContain('Se désabonner\u00a0: https://example.com/u');
    expect(text).not.toMatch(/\S: /);
  });

  it('keeps a value’s no-break spaces (a French amount) and still joins its other white space', () => {
    const { text } = renderEmail(content('fr', { details: [['Montant', '3\u00a0600,00\u00a0$\n\n  payé']] }));
    expect(text).toContain('Montant\u00a0: 3\u00a0600,00\u00a0$ payé');
  });

  it('writes the colon straight after the label in English', () => {
    const { text } = renderEmail(
      content('en', {
        button: { label: 'Open the contract', url: 'https://example.com/c' },
        details: [['Amount', '$3,600.00 + GST/HST']],
        footerLink: { label: 'Unsubscribe', url: 'https://example.com/u' },
      }),
    );
    expect(text).toContain('Amount: $3,600.00 + GST/HST');
    expect(text).toContain('Open the contract:\nhttps://example.com/c');
    expect(text).toContain('Unsubscribe: https://example.com/u');
  });
});
