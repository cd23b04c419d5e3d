import {
  addressLine,
  qstNumberOnDocument,
  receivableStatus,
  todayIn,
  translate,
  type PayPage,
} from '@tradepact/shared';
import type { Db, Queryable } from '../../db/database.js';
import { AppError, notFound } from '../../http/app-error.js';
import type { Notifier } from '../../notify/notifier.js';
import type { JobQueue } from '../../queue/queue.js';
import { ownedContract } from '../contracts/contracts.service.js';
import { businessService } from '../profile/business.service.js';
import { projectAddress } from '../reminders/reminders.service.js';
import { contractorName } from '../reminders/reminder-terms.js';
import { hashSigningKey, signingKeyPattern } from '../signing/signing-keys.js';
import { recordEvents, type AuditActor } from '../signing/signers.service.js';
import { clearingOf, clockDto, paidOf, paymentReference, taxLineDto } from './contract-payments.js';
import { contractorTold } from './contractor-told.js';
import {
  etransferEmailOf,
  invoiceByKeyHash,
  insertPayment,
  paymentsOfInvoices,
  setDisputed,
  type InvoiceRow,
} from './payments.repository.js';

export interface PayDeps {
  db: Db;
  notifier: Notifier;
  queue: JobQueue;
  publicUrl: string;
  productName: string;
  /** Whether a client may pay by card: 'stripe' when the contractor can take it, 'local' without keys. */
  cardFor: (ownerId: string, q: Queryable) => Promise<PayPage['Card']>;
  now?: () => Date;
}

/**
 * An invoice's pay page (issue 33 §3): no account, its key in the link. A key that opens nothing
 * answers 404 like one never issued. The client may say they sent an e-Transfer, and dispute it.
 */
export function payService({
  db,
  queue,
  notifier,
  publicUrl,
  productName,
  cardFor,
  now = () => new Date(),
}: PayDeps) {
  const business = businessService(db);

  async function invoiceOf(key: string, tx: Queryable = db, lock = false): Promise<InvoiceRow> {
    const invoice = signingKeyPattern.test(key)
      ? await invoiceByKeyHash(tx, hashSigningKey(key), lock)
      : undefined;
    if (!invoice) throw notFound('payKeyInvalid');
    return invoice;
  }

  async function pageOf(invoice: InvoiceRow, tx: Queryable = db): Promise<PayPage> {
    const contract = await ownedContract(tx, invoice.ownerId, invoice.contractId);
    if (!contract?.projectId) throw notFound('payKeyInvalid');
    const [profile, property, payments, etransfer, card] = await Promise.all([
      business.read(invoice.ownerId, tx),
      projectAddress(tx, contract.projectId),
      paymentsOfInvoices(tx, [invoice.id]),
      etransferEmailOf(tx, invoice.ownerId),
      cardFor(invoice.ownerId, tx),
    ]);
    const paidCents = paidOf(payments);
    const reportedCents = payments
      .filter((payment) => payment.status === 'reported')
      .reduce((sum, payment) => sum + payment.amountCents, 0);
    const holdbackPercent =
      invoice.holdbackCents > 0 ? Math.round((invoice.holdbackCents * 100) / invoice.grossCents) : null;
    return {
      Language: invoice.language,
      Contractor: {
        Name: contractorName(profile),
        Phone: profile.Phone,
        Email: profile.Email,
        GstNumber: profile.GstNumber,
        QstNumber: qstNumberOnDocument(profile.QstNumber, invoice.province, invoice.issuedOn),
      },
      Invoice: {
        Number: invoice.number,
        IssuedOn: invoice.issuedOn,
        DueOn: invoice.dueOn,
        Description: invoice.description,
        ContractNumber: contract.number,
        ContractRevision: contract.revision,
        PropertyAddress: property ? addressLine(property, invoice.language) : '',
        GrossCents: invoice.grossCents,
        HoldbackCents: invoice.holdbackCents,
        HoldbackPercent: holdbackPercent,
        NetCents: invoice.netCents,
        TaxLines: invoice.taxLines.map(taxLineDto),
        PayableCents: invoice.payableCents,
        PaidCents: paidCents,
        ReportedCents: reportedCents,
        ClearingCents: clearingOf(payments),
        Status: receivableStatus({
          payableCents: invoice.payableCents,
          paidCents,
          invoiced: true,
          dueOn: invoice.dueOn,
          today: todayIn(invoice.province, now()),
        }),
        Reference: paymentReference(contract.number, invoice.number),
        DisputedTime: invoice.disputedAt?.toISOString() ?? null,
        Clock: clockDto(invoice),
      },
      ETransfer: etransfer ? { Email: etransfer } : null,
      Card: paidCents >= invoice.payableCents ? null : card,
    };
  }

  const tell = contractorTold({ notifier, publicUrl, productName });

  return {
    /** The invoice a key opens, or a 404 refusal. */
    invoiceOf: (key: string) => invoiceOf(key),

    async read(key: string): Promise<PayPage> {
      return pageOf(await invoiceOf(key));
    },

    /** The client says they sent an e-Transfer: kept as reported until the contractor confirms it. */
    async reportSent(key: string, amountCents: number, actor: AuditActor) {
      return db.transaction(async (tx) => {
        const invoice = await invoiceOf(key, tx, true);
        const before = await pageOf(invoice, tx);
        if (before.Invoice.PaidCents >= invoice.payableCents) throw new AppError(409, 'invoiceAlreadyPaid');
        await insertPayment(tx, {
          invoiceId: invoice.id,
          method: 'etransfer',
          status: 'reported',
          amountCents,
          createdAt: now(),
        });
        await recordEvents(tx, queue, [
          {
            contractId: invoice.contractId,
            type: 'paymentReported',
            actor,
            data: { invoice: invoice.number, cents: amountCents, method: 'etransfer' },
          },
        ]);
        await tell.paymentReported(tx, invoice, amountCents);
        return { page: await pageOf(invoice, tx), business: before.Contractor.Name };
      });
    },

    /** The client disputes the invoice with their reason; the contractor is told at once. */
    async dispute(key: string, reason: string, actor: AuditActor) {
      return db.transaction(async (tx) => {
        const invoice = await invoiceOf(key, tx, true);
        if (invoice.disputedAt) throw new AppError(409, 'invoiceAlreadyDisputed');
        await setDisputed(tx, invoice.id, now(), reason);
        await recordEvents(tx, queue, [
          {
            contractId: invoice.contractId,
            type: 'invoiceDisputed',
            actor,
            data: { invoice: invoice.number, text: reason },
          },
        ]);
        await tell.invoiceDisputed(tx, invoice, reason);
        const page = await pageOf({ ...invoice, disputedAt: now(), disputeReason: reason }, tx);
        return { page, business: page.Contractor.Name };
      });
    },

    /** The words of an answer in the invoice's language. */
    say: (page: PayPage, key: 'paySentRecorded' | 'invoiceDisputeRecorded') =>
      translate(page.Language, key, { business: page.Contractor.Name }),
  };
}
