import { invoiceDueOn, todayIn, uuidPattern, type ContractPayments } from '@tradepact/shared';
import type { Db } from '../../db/database.js';
import { AppError, badRequest, notFound } from '../../http/app-error.js';
import type { JobQueue, Transaction } from '../../queue/queue.js';
import { contractsPolicy } from '../contracts/contracts.policy.js';
import { lockOwnedContract, type ContractRow } from '../contracts/contracts.service.js';
import { newSigningKey, sealSigningKey } from '../signing/signing-keys.js';
import { recordEvents, sentLanguage } from '../signing/signers.service.js';
import {
  contractPaymentsOf,
  receivableName,
  receivablesOfContract,
  type PaymentsView,
} from './contract-payments.js';
import { issueInvoiceJob } from './issue-invoice.job.js';
import { payLink } from './pay-link.js';
import {
  contractPlace,
  insertInvoice,
  insertPayment,
  invoicesOfContract,
  lockOwnedPayment,
  nextInvoiceNumber,
  ownedInvoice,
  paymentsOfInvoices,
  updatePayment,
  type InvoiceRow,
} from './payments.repository.js';
import { paymentReceived } from './payment-events.js';

export interface PaymentsDeps {
  db: Db;
  queue: JobQueue;
  publicUrl: string;
  linkKey: Buffer;
  now?: () => Date;
}

/** A signed contract's payments on the contractor's side (issue 33 §1, §2, §3). */
export function paymentsService({ db, queue, publicUrl, linkKey, now = () => new Date() }: PaymentsDeps) {
  const policy = contractsPolicy(db);
  const links = payLink(publicUrl, linkKey);

  async function viewOf(
    tx: Db | Transaction,
    contract: ContractRow,
    language: string,
  ): Promise<ContractPayments> {
    if (!contract.projectId || !contract.ownerId) throw notFound();
    const [place, invoices] = await Promise.all([
      contractPlace(tx, contract.projectId, contract.ownerId),
      invoicesOfContract(tx, contract.id),
    ]);
    const payments = await paymentsOfInvoices(
      tx,
      invoices.map((invoice) => invoice.id),
    );
    const view: PaymentsView = {
      contract,
      place,
      invoices,
      payments,
      language,
      now: now(),
      payUrlOf: (invoice: InvoiceRow) => links.urlOf(invoice) ?? '',
    };
    return contractPaymentsOf(view);
  }

  async function ownInvoice(userId: string, id: string): Promise<InvoiceRow> {
    const invoice = uuidPattern.test(id) ? await ownedInvoice(db, userId, id) : undefined;
    if (!invoice) throw notFound();
    return invoice;
  }

  async function viewOfInvoice(tx: Transaction, userId: string, invoice: InvoiceRow, language: string) {
    return viewOf(tx, await policy.ownContract({ userId }, invoice.contractId, tx), language);
  }

  return {
    /** One of the account's invoices, or a 404 refusal. */
    invoiceOf: ownInvoice,

    /** What the client of a contract owes and has paid; `language` is the contractor's page's. */
    async read(userId: string, contractId: string, language: string): Promise<ContractPayments> {
      return viewOf(db, await policy.ownContract({ userId }, contractId), language);
    },

    /**
     * Issues one line's invoice: frozen amounts and words in the contract's language, the next number
     * of the account, a pay key; its PDF, email and text follow from a job queued in this transaction.
     */
    async issueInvoice(userId: string, contractId: string, key: string, language: string) {
      return db.transaction(async (tx) => {
        await policy.ownContract({ userId }, contractId, tx);
        const contract = await lockOwnedContract(tx, userId, contractId);
        if (!contract?.projectId) throw notFound();
        const current = await viewOf(tx, contract, language);
        const line = current.Lines.find((one) => one.Key === key);
        if (!line) throw badRequest('invoiceLineNotFound');
        if (line.Invoice) throw new AppError(409, 'invoiceAlreadyIssued');
        if (!line.IsInvoiceable) {
          throw new AppError(
            409,
            line.Kind === 'holdback' ? 'invoiceHoldbackTooEarly' : 'invoiceContractNotSigned',
          );
        }
        const place = await contractPlace(tx, contract.projectId, userId);
        const receivable = receivablesOfContract(contract, place).lines.find((one) => one.key === key);
        if (!receivable) throw badRequest('invoiceLineNotFound');
        const clientsLanguage = await sentLanguage(tx, contract.id);
        const issuedOn = todayIn(place.projectProvince, now());
        const payKey = newSigningKey();
        const invoice = await insertInvoice(tx, {
          ownerId: userId,
          contractId: contract.id,
          number: await nextInvoiceNumber(tx, userId),
          receivableKey: key,
          description: receivableName(contract.data.Payment, receivable, clientsLanguage),
          language: clientsLanguage,
          province: place.projectProvince,
          grossCents: receivable.grossCents,
          holdbackCents: receivable.holdbackCents,
          netCents: receivable.netCents,
          taxLines: receivable.taxLines,
          taxCents: receivable.taxCents,
          payableCents: receivable.payableCents,
          issuedOn,
          dueOn: invoiceDueOn(place.projectProvince, issuedOn),
          issuedAt: now(),
          payKeyHash: payKey.hash,
          payKeySealed: sealSigningKey(payKey.key, linkKey),
        });
        await recordEvents(tx, queue, [
          {
            contractId: contract.id,
            type: 'invoiced',
            data: {
              invoice: invoice.number,
              receivable: key,
              cents: invoice.payableCents,
              // Names the invoice in its webhook (invoice.issued).
              invoiceId: invoice.id,
            },
          },
        ]);
        await queue.enqueue(tx, issueInvoiceJob, { invoiceId: invoice.id });
        return { payments: await viewOf(tx, contract, language), number: invoice.number };
      });
    },

    /** Confirms a payment the client reported, for what arrived; 0 marks it not received. */
    async confirmPayment(userId: string, paymentId: string, amountCents: number, language: string) {
      return db.transaction(async (tx) => {
        const found = uuidPattern.test(paymentId) ? await lockOwnedPayment(tx, userId, paymentId) : undefined;
        if (!found) throw notFound();
        if (found.payment.status !== 'reported') throw new AppError(409, 'paymentNotReported');
        if (amountCents === 0) {
          await updatePayment(tx, paymentId, { status: 'cancelled' });
        } else {
          await updatePayment(tx, paymentId, { status: 'received', amountCents, receivedAt: now() });
          await received(tx, found.invoice, paymentId, amountCents, 'etransfer');
        }
        return viewOfInvoice(tx, userId, found.invoice, language);
      });
    },

    /** Records a payment the contractor received without the client reporting it. */
    async recordPayment(
      userId: string,
      invoiceId: string,
      method: 'etransfer' | 'other',
      amountCents: number,
      language: string,
    ) {
      const invoice = await ownInvoice(userId, invoiceId);
      return db.transaction(async (tx) => {
        const payment = await insertPayment(tx, {
          invoiceId: invoice.id,
          method,
          status: 'received',
          amountCents,
          createdAt: now(),
          receivedAt: now(),
        });
        await received(tx, invoice, payment.id, amountCents, method);
        return viewOfInvoice(tx, userId, invoice, language);
      });
    },
  };

  async function received(
    tx: Transaction,
    invoice: InvoiceRow,
    paymentId: string,
    cents: number,
    method: string,
  ) {
    await paymentReceived(tx, queue, { invoice, paymentId, cents, method });
  }
}
