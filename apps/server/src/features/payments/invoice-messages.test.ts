import { smsLength } from '@tradepact/shared';
import { describe, expect, it } from 'vitest';
import {
  clientReceiptEmail,
  contractorPaymentEmail,
  invoiceEmail,
  invoiceSms,
  type InvoiceFacts,
  type ReceivedPayment,
} from './invoice-messages.js';

const payUrl = 'https://app.tradepact.test/Invoice?key=Vb3hQx0n9pZr2kLm8Yt4Wc6Ds1Fa7Gj5Hu0Ei2Ok3Pq';
const options = { productName: 'Tradepact' };

/** Invoice No. 3 of an Ontario contract: Payment 2, $3,000.00 net of holdback plus HST, due in 28 days. */
const ontario: InvoiceFacts = {
  language: 'en',
  contractor: {
    businessName: 'Maple Ridge Renovations Inc.',
    name: 'Sarah Chen',
    email: 'office@mapleridge.example',
    phone: '4165550142',
  },
  contract: { number: 12, revision: 0 },
  invoice: {
    number: 3,
    description: 'Payment 2: Rough-in',
    payableCents: 339_000,
    dueOn: '2026-12-29',
    payUrl,
  },
};

/** Invoice No. 7 of a Quebec amendment, in French: the deposit with GST and QST. */
const quebec: InvoiceFacts = {
  language: 'fr',
  contractor: {
    businessName: 'Rénovations Tremblay inc.',
    name: 'Luc Tremblay',
    email: 'bureau@tremblay.example',
    phone: '5145550199',
    logo: { storageKey: 'logos/tremblay.png', contentType: 'image/png' },
  },
  contract: { number: 41, revision: 1 },
  invoice: { number: 7, description: 'Acompte', payableCents: 114_976, dueOn: '2026-12-31', payUrl },
};

const pdf = { storageKey: 'invoices/abc.pdf', filename: 'Invoice-3.pdf' };

/** No-break spaces as plain ones, so that a French amount or colon reads as typed here. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('invoiceEmail', () => {
  it('sends the invoice with who, what, the amount with tax, the due day and the pay link, the PDF attached', () => {
    const email = invoiceEmail(ontario, { name: 'Élise Gagnon', email: 'elise@example.com' }, pdf, options);
    expect(email.to).toBe('elise@example.com');
    expect(email.subject).toBe(
      'Invoice No. 3 from Maple Ridge Renovations Inc.: $3,390.00 due December 29, 2026',
    );
    expect(email.replyTo).toBe('office@mapleridge.example');
    expect(email.attachments).toEqual([
      { filename: 'Invoice-3.pdf', contentType: 'application/pdf', storageKey: 'invoices/abc.pdf' },
    ]);
    expect(email.text).toContain('Hi Élise Gagnon,');
    expect(email.text).toContain(
      'Maple Ridge Renovations Inc. sent you invoice No. 3 (Payment 2: Rough-in) under contract No. 12. The amount due is $3,390.00, payable by December 29, 2026.',
    );
    expect(email.text).toContain('The invoice is attached as a PDF.');
    expect(email.text).toContain(`View and pay:\n${payUrl}`);
    expect(email.text).toContain('Amount due: $3,390.00');
    expect(email.text).toContain('Due date: December 29, 2026');
    expect(email.text).toContain('Contract No.: 12');
    expect(email.html).toContain(`href="${payUrl}"`);
    expect(email.html).toContain('<html lang="en">');
  });

  it('writes a French client’s invoice in French, amounts as fr-CA writes them, with the logo', () => {
    const email = invoiceEmail(quebec, { name: 'Hélène Côté', email: 'helene@example.com' }, pdf, options);
    expect(plain(email.subject)).toBe(
      'Rénovations Tremblay inc. vous a envoyé la facture no 7 : 1 149,76 $ à payer d’ici le 31 décembre 2026',
    );
    expect(plain(email.text)).toContain('Bonjour Hélène Côté,');
    expect(plain(email.text)).toContain(
      'Rénovations Tremblay inc. vous a envoyé la facture no 7 (Acompte) en vertu du contrat N° 41, avenant 1. Le montant dû est de 1 149,76 $, payable au plus tard le 31 décembre 2026.',
    );
    expect(plain(email.text)).toContain(`Consulter et payer :\n${payUrl}`);
    expect(email.html).toContain('<html lang="fr">');
    expect(email.html).toContain('src="cid:logo"');
    expect(email.attachments?.map((file) => file.storageKey)).toEqual([
      'invoices/abc.pdf',
      'logos/tremblay.png',
    ]);
    // English words, but for the pay page's address (/Invoice?key=…).
    expect(email.text.replaceAll(payUrl, '')).not.toMatch(/Invoice|Amount due|Hi /);
  });
});

describe('invoiceSms', () => {
  it('texts who, what, the amount, the due day and the link, in GSM-7 within two messages', () => {
    const sms = invoiceSms(ontario, '416 555 0123');
    expect(sms).toEqual({
      to: '4165550123',
      text: `Maple Ridge Renovations Inc.: invoice No. 3, Payment 2: Rough-in, $3,390.00 due December 29, 2026. View and pay: ${payUrl}`,
    });
    expect(smsLength(sms?.text ?? '')).toMatchObject({ encoding: 'GSM-7', segments: 2 });
  });

  it('keeps a French text in the GSM alphabet: the amount’s no-break spaces and a name’s ô made plain', () => {
    const facts = { ...quebec, contractor: { ...quebec.contractor, businessName: 'Côté Façades inc.' } };
    const text = invoiceSms(facts, '5145550123')?.text ?? '';
    expect(text).toBe(
      `Coté Facades inc. : facture no 7, Acompte, 1 149,76 $ à payer au plus tard le 31 décembre 2026. Consulter et payer : ${payUrl}`,
    );
    expect(smsLength(text).encoding).toBe('GSM-7');
  });

  it('cuts a long description, then a long name, to stay within two messages, and never the link', () => {
    const long: InvoiceFacts = {
      ...ontario,
      contractor: {
        ...ontario.contractor,
        businessName: `The ${'Very '.repeat(30)}Long Renovation Company Inc.`,
      },
      invoice: { ...ontario.invoice, description: `Payment 2: ${'Rough-in and framing, '.repeat(12)}` },
    };
    const text = invoiceSms(long, '4165550123')?.text ?? '';
    expect(smsLength(text).segments).toBeLessThanOrEqual(2);
    expect(text.endsWith(`View and pay: ${payUrl}`)).toBe(true);
    expect(text).toContain('$3,390.00 due December 29, 2026');
    const described = invoiceSms(
      { ...ontario, invoice: { ...ontario.invoice, description: long.invoice.description } },
      '4165550123',
    )?.text;
    expect(described).toMatch(/invoice No\. 3, Payment 2: Rough-in and framing, .*\.\.\., \$3,390\.00 due/);
    expect(smsLength(described ?? '').segments).toBe(2);
  });

  it('sends nothing to a number that takes no text', () => {
    expect(invoiceSms(ontario, '')).toBeNull();
    expect(invoiceSms(ontario, '555-0123')).toBeNull();
  });

  it('gives a business name ending in a period no second one', () => {
    const email = invoiceEmail(ontario, { name: 'Élise', email: 'elise@example.com' }, pdf, options);
    const sms = invoiceSms(ontario, '4165550123');
    for (const text of [email.subject, email.text, sms?.text ?? '']) expect(text).not.toContain('Inc..');
  });
});

const part: ReceivedPayment = {
  method: 'etransfer',
  amountCents: 200_000,
  receivedOn: '2026-12-10',
  cardLast4: null,
  balanceCents: 139_000,
};

describe('the receipts of a payment received', () => {
  it('tells the client what was received, how, and the balance still due with its link', () => {
    const email = clientReceiptEmail(
      ontario,
      part,
      { name: 'Élise Gagnon', email: 'elise@example.com' },
      options,
    );
    expect(email.subject).toBe('Receipt: $2,000.00 received by Maple Ridge Renovations Inc.');
    expect(email.replyTo).toBe('office@mapleridge.example');
    expect(email.text).toContain(
      'Maple Ridge Renovations Inc. received your payment of $2,000.00 on invoice No. 3 (Payment 2: Rough-in).',
    );
    expect(email.text).toContain('The balance of this invoice is $1,390.00, due December 29, 2026.');
    expect(email.text).toContain('Paid by: Interac e-Transfer');
    expect(email.text).toContain('Received on: December 10, 2026');
    expect(email.text).toContain('Balance of the invoice: $1,390.00');
    expect(email.text).toContain(`View and pay:\n${payUrl}`);
  });

  it('tells the client, in French, that a card payment paid the invoice in full', () => {
    const card: ReceivedPayment = {
      ...part,
      method: 'card',
      cardLast4: '4242',
      amountCents: 114_976,
      balanceCents: 0,
    };
    const email = clientReceiptEmail(
      quebec,
      card,
      { name: 'Hélène Côté', email: 'helene@example.com' },
      options,
    );
    expect(plain(email.subject)).toBe('Paiement de 1 149,76 $ reçu par Rénovations Tremblay inc.');
    expect(plain(email.text)).toContain('Cette facture est maintenant entièrement payée.');
    expect(plain(email.text)).toContain('Mode de paiement : Carte se terminant par 4242');
    expect(plain(email.text)).toContain('Solde de la facture : 0,00 $');
    expect(plain(email.text)).toContain(`Consulter la facture :\n${payUrl}`);
    expect(email.text).not.toContain('Consulter et payer');
  });

  it('tells the contractor in their own language who paid, how much and what remains', () => {
    const email = contractorPaymentEmail(
      ontario,
      { ...part, method: 'other' },
      { name: 'Élise Gagnon', email: 'elise@example.com' },
      { name: 'Sarah Chen', email: 'sarah@example.com', language: 'fr' },
      { ...options, paymentsUrl: 'https://app.tradepact.test/MyProjects' },
    );
    expect(email.to).toBe('sarah@example.com');
    expect(email.replyTo).toBe('elise@example.com');
    expect(plain(email.subject)).toBe('Élise Gagnon vous a payé 2 000,00 $');
    expect(plain(email.text)).toContain(
      'Élise Gagnon a payé 2 000,00 $ sur la facture no 3 (Payment 2: Rough-in), contrat N° 12.',
    );
    expect(plain(email.text)).toContain(
      'Le solde de cette facture est de 1 390,00 $, à payer d’ici le 29 décembre 2026.',
    );
    expect(plain(email.text)).toContain('Mode de paiement : Inscrit par l’entrepreneur');
    expect(plain(email.text)).toContain(
      'Voir les paiements du contrat :\nhttps://app.tradepact.test/MyProjects',
    );
  });
});
