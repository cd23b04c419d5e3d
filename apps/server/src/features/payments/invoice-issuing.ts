import { createHash } from 'node:crypto';
import {
  addressLine,
  invoiceClock,
  languageOf,
  milestoneLabel,
  personName,
  qstNumberOnDocument,
  todayIn,
  type PaymentMethod,
} from '@tradepact/shared';
import type { Db, Queryable } from '../../db/database.js';
import type { ClientInvoiceDocument } from '../../documents/client-invoice/client-invoice-document.js';
import { renderClientInvoicePdf } from '../../documents/client-invoice/render-client-invoice.js';
import type { Notifier } from '../../notify/notifier.js';
import type { FileStorage } from '../../storage/index.js';
import { accountEmail, accountLanguage } from '../auth/user-info.js';
import { contractById, type ContractRow } from '../contracts/contracts.service.js';
import { businessService } from '../profile/business.service.js';
import { recipientsOf } from '../reminders/reminder-delivery.js';
import { projectAddress } from '../reminders/reminders.service.js';
import { signingContractorOf } from '../signing/signing-parties.js';
import { signersOfContracts } from '../signing/signers.service.js';
import { paidOf, paymentReference } from './contract-payments.js';
import {
  clientReceiptEmail,
  contractorPaymentEmail,
  invoiceEmail,
  invoiceSms,
  type InvoiceFacts,
} from './invoice-messages.js';
import { payLink } from './pay-link.js';
import {
  etransferEmailOf,
  invoiceById,
  invoicesOfContract,
  lockPaymentWithoutReceipts,
  lockUnsentInvoice,
  markInvoiceSent,
  markReceiptsSent,
  paymentsOfInvoices,
  setInvoicePdf,
  type InvoiceRow,
} from './payments.repository.js';

export interface IssuingDeps {
  db: Db;
  storage: FileStorage;
  notifier: Notifier;
  publicUrl: string;
  productName: string;
  linkKey: Buffer;
}

/** Doc 3 §3's party type of a client signer. */
const clientParty = 2;

/**
 * Finishing an invoice once issued (issue-invoice.job.ts) and a payment once received
 * (payment-received.job.ts): the invoice's PDF drawn once from what its row kept and stored with its
 * SHA-256, then its email (the PDF attached) and text to the clients; a payment's receipts to the
 * client and the contractor. Each sends once: a row's mark, set in the transaction that queues the
 * messages under the row's lock, turns a retry into nothing.
 */
export function invoiceIssuing(deps: IssuingDeps) {
  const { db, storage, notifier, publicUrl, productName } = deps;
  const business = businessService(db);
  const links = payLink(publicUrl, deps.linkKey);

  async function documentOf(invoice: InvoiceRow, contract: ContractRow): Promise<ClientInvoiceDocument> {
    const ownerId = invoice.ownerId;
    const [profile, contractor, signers, property, etransfer, earlier] = await Promise.all([
      business.read(ownerId),
      signingContractorOf(db, db, ownerId),
      signersOfContracts(db, [contract.id]),
      contract.projectId ? projectAddress(db, contract.projectId) : undefined,
      etransferEmailOf(db, ownerId),
      invoicesOfContract(db, contract.id),
    ]);
    const logo = contractor.logo ? await storage.get(contractor.logo.storageKey) : undefined;
    const language = languageOf(invoice.language);
    const propertyLine = property ? addressLine(property, language) : '';
    const payment = contract.data.Payment;
    const termIndex = invoice.receivableKey.startsWith('term-')
      ? Number(invoice.receivableKey.slice(5))
      : null;
    const term = termIndex === null ? undefined : payment.Terms[termIndex];
    // The period of supply: since the invoice before it on this contract (or the work's start), to today.
    const before = earlier.filter((one) => one.number < invoice.number).at(-1);
    const from = before?.issuedOn ?? (contract.data.CommencementDate || invoice.issuedOn);
    const clock = invoiceClock(invoice.province, invoice.issuedOn);
    return {
      language,
      locale: `${language}-CA`,
      contractor: {
        businessName: contractor.businessName,
        name: personName(profile.FirstName, profile.LastName),
        addressLines: [addressLine(profile, language)].filter(Boolean),
        phone: profile.Phone,
        email: contractor.email,
        gstNumber: profile.GstNumber,
        qstNumber: qstNumberOnDocument(profile.QstNumber, invoice.province, invoice.issuedOn),
        rbqLicence: profile.RbqLicence,
        ...(logo && contractor.logo ? { logo: { mimeType: contractor.logo.contentType, bytes: logo } } : {}),
      },
      clients: signers
        .filter((signer) => signer.partyType === clientParty)
        .map((signer) => ({
          name: signer.name,
          businessName: signer.businessName,
          address: propertyLine,
          email: signer.email,
        })),
      propertyAddress: propertyLine,
      number: invoice.number,
      issuedOn: invoice.issuedOn,
      contract: {
        number: contract.number,
        revision: contract.revision,
        title: contract.data.ScopeOfServices.split('\n')[0]?.slice(0, 120) ?? '',
        signedOn: contract.signedAt ? todayIn(invoice.province, contract.signedAt) : null,
      },
      description: invoice.description,
      milestone: payment.Mode === 'milestone' && term ? milestoneLabel(term) : '',
      period: invoice.receivableKey === 'deposit' ? null : { from, to: invoice.issuedOn },
      grossCents: invoice.grossCents,
      holdback:
        invoice.holdbackCents > 0
          ? {
              percent: Math.round((invoice.holdbackCents * 100) / invoice.grossCents),
              cents: invoice.holdbackCents,
            }
          : null,
      netCents: invoice.netCents,
      taxLines: invoice.taxLines,
      payableCents: invoice.payableCents,
      paidCents: 0,
      dueOn: invoice.dueOn,
      howToPay: {
        etransfer: etransfer
          ? { email: etransfer, reference: paymentReference(contract.number, invoice.number) }
          : null,
        payUrl: links.urlOf(invoice) ?? null,
      },
      clock: clock ?? null,
    };
  }

  /** The invoice's PDF as issued: the stored bytes, or drawn and stored now if none are yet. */
  async function pdfOf(read: InvoiceRow): Promise<{ key: string; bytes: Uint8Array }> {
    if (read.pdfKey) {
      const bytes = await storage.get(read.pdfKey);
      if (bytes) return { key: read.pdfKey, bytes };
    }
    const contract = await contractById(db, read.contractId);
    if (!contract) throw new Error(`the contract of invoice ${read.id} is gone`);
    const bytes = await renderClientInvoicePdf(await documentOf(read, contract));
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    // A key of its own per drawing: a run that loses the race below removes only its own file.
    const key = `client-invoices/${read.id}/${sha256.slice(0, 16)}.pdf`;
    await storage.put(key, bytes, 'application/pdf');
    if (await setInvoicePdf(db, read.id, key, sha256)) return { key, bytes };
    await storage.delete(key);
    const stored = await invoiceById(db, read.id);
    if (!stored?.pdfKey) throw new Error(`invoice ${read.id} has no PDF after another run stored one`);
    const kept = await storage.get(stored.pdfKey);
    if (!kept) throw new Error(`invoice ${read.id}'s PDF is missing from storage`);
    return { key: stored.pdfKey, bytes: kept };
  }

  async function factsOf(q: Queryable, invoice: InvoiceRow, contract: ContractRow): Promise<InvoiceFacts> {
    return {
      language: invoice.language,
      contractor: await signingContractorOf(db, q, invoice.ownerId),
      contract: { number: contract.number, revision: contract.revision },
      invoice: {
        number: invoice.number,
        description: invoice.description,
        payableCents: invoice.payableCents,
        dueOn: invoice.dueOn,
        payUrl: links.urlOf(invoice) ?? `${publicUrl}/Pay`,
      },
    };
  }

  const filenameOf = (invoice: InvoiceRow) => `invoice-${invoice.number}.pdf`;

  return {
    pdfOf,
    filenameOf,

    /** Draws and stores the PDF, then emails and texts the invoice to the clients, once. */
    async issue(invoiceId: string): Promise<void> {
      const read = await invoiceById(db, invoiceId);
      if (!read || read.sentAt) return;
      const pdf = await pdfOf(read);
      await db.transaction(async (tx) => {
        const invoice = await lockUnsentInvoice(tx, invoiceId);
        if (!invoice) return;
        const contract = await contractById(tx, invoice.contractId);
        if (!contract) return;
        const facts = await factsOf(tx, invoice, contract);
        const recipients = recipientsOf(await signersOfContracts(tx, [contract.id]));
        for (const client of recipients.emails) {
          await notifier.email(
            tx,
            invoiceEmail(
              facts,
              client,
              { storageKey: pdf.key, filename: filenameOf(invoice) },
              { productName },
            ),
          );
        }
        for (const phone of recipients.texts) {
          const sms = invoiceSms(facts, phone);
          if (sms) await notifier.sms(tx, sms);
        }
        await markInvoiceSent(tx, invoiceId, new Date());
      });
    },

    /** Emails a received payment's receipts: to the clients in the contract's language, to the contractor in theirs. */
    async sendReceipts(paymentId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const payment = await lockPaymentWithoutReceipts(tx, paymentId);
        if (!payment || payment.status !== 'received') return;
        const invoice = await invoiceById(tx, payment.invoiceId);
        const contract = invoice && (await contractById(tx, invoice.contractId));
        if (!invoice || !contract) return;
        const facts = await factsOf(tx, invoice, contract);
        const paid = paidOf(await paymentsOfInvoices(tx, [invoice.id]));
        const received = {
          method: payment.method as PaymentMethod,
          amountCents: payment.amountCents,
          receivedOn: todayIn(invoice.province, payment.receivedAt ?? payment.createdAt),
          cardLast4: payment.cardLast4,
          balanceCents: Math.max(0, invoice.payableCents - paid),
        };
        const recipients = recipientsOf(await signersOfContracts(tx, [contract.id]));
        for (const client of recipients.emails) {
          await notifier.email(tx, clientReceiptEmail(facts, received, client, { productName }));
        }
        const [language, email] = [
          await accountLanguage(tx, invoice.ownerId),
          await accountEmail(tx, invoice.ownerId),
        ];
        const payer = recipients.emails[0] ?? { name: '', email: '' };
        if (email) {
          await notifier.email(
            tx,
            contractorPaymentEmail(
              facts,
              received,
              payer,
              { name: facts.contractor.name, email, language },
              { productName, paymentsUrl: `${publicUrl}/MyProjects` },
            ),
          );
        }
        await markReceiptsSent(tx, paymentId, new Date());
      });
    },
  };
}
