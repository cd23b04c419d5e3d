import {
  contractTitle,
  publicContractStatus,
  webhookTestEventType,
  type WebhookEventType,
} from '@tradepact/shared';
import type { AuditEventType } from '../../documents/seal/seal-input.js';
import type { ContractFacts, InvoiceFacts, PaymentFacts, SignerFacts } from './webhook-facts.repository.js';

/** An event of a contract's audit trail, as recorded (with the time the trail gave it). */
export interface TrailEvent {
  contractId: string;
  type: AuditEventType;
  signerId?: string | null;
  data?: Record<string, unknown>;
  at: Date;
}

/**
 * The webhook each trail event is sent as; the others (emails, texts, codes, reminders…) are not
 * sent. A contract withdrawn by its contractor and one cancelled by its consumer client within the
 * period are both `contract.cancelled` (the body says by whom).
 */
const webhookTypes: Partial<Record<AuditEventType, WebhookEventType>> = {
  sent: 'contract.sent',
  viewed: 'contract.viewed',
  signed: 'contract.signed',
  sealed: 'contract.completed',
  declined: 'contract.declined',
  changeRequested: 'contract.change_requested',
  cancelled: 'contract.cancelled',
  cancelledByClient: 'contract.cancelled',
  expired: 'contract.expired',
  invoiced: 'invoice.issued',
  paymentReceived: 'payment.received',
  paymentRefunded: 'payment.refunded',
};

export const webhookTypeOf = (type: AuditEventType): WebhookEventType | undefined => webhookTypes[type];

/** The JSON body of a delivery (Standard Webhooks' shape): what happened, when, and to what. */
export interface WebhookBody {
  type: WebhookEventType | typeof webhookTestEventType;
  timestamp: string;
  data: Record<string, unknown>;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const id = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** The invoice and payment a payments event names (their ids are in its trail data). */
export function referencesOf(event: TrailEvent): { invoiceId?: string; paymentId?: string } {
  return { invoiceId: id(event.data?.invoiceId), paymentId: id(event.data?.paymentId) };
}

/** What the body says of the contract, signers, invoice and payment, read in the event's transaction. */
export interface EventFacts {
  contract: ContractFacts;
  /** The contract's signers, in document order. */
  signers: SignerFacts[];
  invoice?: InvoiceFacts;
  payment?: PaymentFacts;
}

const contractData = (contract: ContractFacts) => ({
  Id: contract.id,
  Number: contract.number,
  Revision: contract.revision,
  Title: contractTitle(contract.scopeOfServices ?? ''),
  ProjectId: contract.projectId,
  Status: publicContractStatus(contract),
});

const signerData = (signer: SignerFacts | undefined) =>
  signer ? { Id: signer.id, Name: signer.name, Email: signer.email } : null;

const invoiceData = (invoice: InvoiceFacts | undefined) =>
  invoice
    ? {
        Id: invoice.id,
        Number: invoice.number,
        Description: invoice.description,
        TotalCents: invoice.payableCents,
        IssuedOn: invoice.issuedOn,
        DueOn: invoice.dueOn,
      }
    : null;

const paymentData = (payment: PaymentFacts | undefined) =>
  payment
    ? {
        Id: payment.id,
        Method: payment.method,
        AmountCents: payment.amountCents,
        RefundedCents: payment.refundedCents,
      }
    : null;

/** The body of one event, in the API's spelling (PascalCase fields, amounts in cents, days as YYYY-MM-DD). */
export function webhookBody(type: WebhookEventType, event: TrailEvent, facts: EventFacts): WebhookBody {
  const Contract = contractData(facts.contract);
  const Signer = signerData(facts.signers.find((signer) => signer.id === event.signerId));
  const data = ((): Record<string, unknown> => {
    switch (type) {
      case 'contract.sent':
        return { Contract, Signers: facts.signers.map(signerData) };
      case 'contract.viewed':
      case 'contract.signed':
        return { Contract, Signer };
      case 'contract.completed':
        return { Contract, Sha256: text(event.data?.sha256) };
      case 'contract.declined':
      case 'contract.change_requested':
        return { Contract, Signer, Message: text(event.data?.text) };
      case 'contract.cancelled':
        return event.type === 'cancelledByClient'
          ? { Contract, CancelledBy: 'client', Signer, Message: text(event.data?.reason) }
          : { Contract, CancelledBy: 'contractor', Signer: null, Message: '' };
      case 'contract.expired':
        return { Contract };
      case 'invoice.issued':
        return { Contract, Invoice: invoiceData(facts.invoice) };
      case 'payment.received':
        return { Contract, Invoice: invoiceData(facts.invoice), Payment: paymentData(facts.payment) };
      case 'payment.refunded':
        return {
          Contract,
          Invoice: invoiceData(facts.invoice),
          Payment: paymentData(facts.payment),
          RefundCents: typeof event.data?.cents === 'number' ? event.data.cents : 0,
        };
    }
  })();
  return { type, timestamp: event.at.toISOString(), data };
}

/** "Send a test event": never one of the real ones, and naming the endpoint it was sent to. */
export function testBody(endpointId: string, at: Date): WebhookBody {
  return { type: webhookTestEventType, timestamp: at.toISOString(), data: { EndpointId: endpointId } };
}
