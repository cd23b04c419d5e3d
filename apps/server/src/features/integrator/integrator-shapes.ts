import {
  contractFormSchema,
  contractStatuses,
  publicContractStatus,
  contractTitle,
  contractTypes,
  integratorProjectStatuses,
  integratorSealedPdfPath,
  languageOf,
  personName,
  receivableStatus,
  todayIn,
  type IntegratorContract,
  type IntegratorContractDetail,
  type IntegratorContractStatus,
  type IntegratorInvoice,
  type IntegratorInvoiceStatus,
  type IntegratorProject,
  type IntegratorSignerStatus,
} from '@tradepact/shared';
import { documentPriceOf } from '../contracts/contracts.service.js';
import { paidOf } from '../payments/contract-payments.js';
import type {
  ClientRow,
  ContractRecord,
  InvoiceRecord,
  PaymentRecord,
  ProjectRow,
  SignerRecord,
} from './integrator.repository.js';

/**
 * The integrator API's public shapes (packages/shared api/integrator.ts) from the rows: the one place
 * the product's own statuses and columns are turned into the words and fields promised to integrators.
 */

const iso = (at: Date | null) => at?.toISOString() ?? null;
const dayOrNull = (value: string) => (value === '' ? null : value);

export function projectShape(row: ProjectRow, clients: readonly ClientRow[]): IntegratorProject {
  return {
    Id: row.id,
    Name: row.name,
    Address: row.address,
    Unit: row.unit,
    City: row.city,
    Province: row.province,
    PostalCode: row.postalCode,
    Status: integratorProjectStatuses[row.status],
    Clients: clients.map((client) => ({
      Id: client.id,
      Name: personName(client.firstName, client.lastName),
      BusinessName: client.businessName,
      Email: client.email,
      Phone: client.phone,
      Language: languageOf(client.language),
    })),
    CreatedTime: row.createdAt.toISOString(),
    UpdatedTime: row.updatedAt.toISOString(),
  };
}

/** A contract row's public status (packages/shared contract-public-status.ts). */
export const contractStatusOf = (record: ContractRecord, now = new Date()): IntegratorContractStatus =>
  publicContractStatus(
    {
      status: record.contract.status,
      expiresOn: record.contract.expiresOn,
      province: record.projectProvince,
      signers: record.signers,
      signed: record.signed,
    },
    now,
  );

export function contractShape(record: ContractRecord, now = new Date()): IntegratorContract {
  const { contract } = record;
  const form = contractFormSchema.parse(contract.data);
  const price = documentPriceOf({
    totalCost: form.Payment.TotalCost,
    projectProvince: record.projectProvince,
    ownerProvince: record.ownerProvince,
    createdAt: contract.createdAt,
  });
  return {
    Id: contract.id,
    Number: contract.number,
    Revision: contract.revision,
    AmendsId: contract.originalId,
    ProjectId: contract.projectId ?? '',
    Type: contract.type === contractTypes.client ? 'client' : 'subcontractor',
    Status: contractStatusOf(record, now),
    Title: contractTitle(form.ScopeOfServices),
    CommencementDate: dayOrNull(form.CommencementDate),
    CompletionDate: dayOrNull(form.CompletionDate),
    ExpiresOn: contract.expiresOn,
    PriceCents: price?.priceCents ?? null,
    TaxCents: price?.taxCents ?? null,
    TotalCents: price?.totalCents ?? null,
    Currency: 'CAD',
    CreatedTime: contract.createdAt.toISOString(),
    UpdatedTime: contract.updatedAt.toISOString(),
    SentTime: iso(contract.sentAt),
    SealedTime: contract.sealedPdfKey ? iso(contract.signedAt) : null,
    ClientCancelledTime: iso(contract.clientCancelledAt),
  };
}

/** Where a signer is: what they did last that counts, signing first. */
function signerStatusOf(record: SignerRecord): IntegratorSignerStatus {
  if (record.signer.signedAt) return 'signed';
  if (record.declinedAt) return 'declined';
  if (record.changeRequestedAt) return 'change_requested';
  return record.signer.firstViewedAt ? 'viewed' : 'waiting';
}

export function contractDetailShape(
  record: ContractRecord,
  signers: readonly SignerRecord[],
  publicUrl: string,
  now = new Date(),
): IntegratorContractDetail {
  const sealed = record.contract.status === contractStatuses.signed && record.contract.sealedPdfKey !== null;
  return {
    ...contractShape(record, now),
    ScopeOfServices: contractFormSchema.parse(record.contract.data).ScopeOfServices,
    Signers: signers.map((one) => ({
      Name: one.signer.name,
      BusinessName: one.signer.businessName,
      Email: one.signer.email,
      Role: one.signer.partyType === 1 ? 'subcontractor' : 'client',
      Status: signerStatusOf(one),
      ViewedTime: iso(one.signer.firstViewedAt),
      SignedTime: iso(one.signer.signedAt),
      DeclinedTime: iso(one.declinedAt),
      ChangeRequestedTime: iso(one.changeRequestedAt),
    })),
    SealedSha256: sealed ? record.contract.sealedSha256 : null,
    SealedPdfUrl: sealed
      ? `${publicUrl.replace(/\/$/, '')}${integratorSealedPdfPath}?Id=${record.contract.id}`
      : null,
  };
}

const invoiceStatuses = {
  notDue: 'issued',
  invoiced: 'issued',
  partlyPaid: 'partly_paid',
  paid: 'paid',
  overdue: 'overdue',
} as const satisfies Record<ReturnType<typeof receivableStatus>, IntegratorInvoiceStatus>;

export function invoiceShape(
  record: InvoiceRecord,
  payments: readonly PaymentRecord[],
  now = new Date(),
): IntegratorInvoice {
  const { invoice } = record;
  const paidCents = paidOf(payments);
  const status = receivableStatus({
    payableCents: invoice.payableCents,
    paidCents,
    invoiced: true,
    dueOn: invoice.dueOn,
    today: todayIn(invoice.province, now),
  });
  return {
    Id: invoice.id,
    Number: invoice.number,
    ContractId: invoice.contractId,
    ProjectId: record.projectId,
    Description: invoice.description,
    IssuedOn: invoice.issuedOn,
    DueOn: invoice.dueOn,
    Status: invoiceStatuses[status],
    GrossCents: invoice.grossCents,
    HoldbackCents: invoice.holdbackCents,
    NetCents: invoice.netCents,
    TaxCents: invoice.taxCents,
    TotalCents: invoice.payableCents,
    PaidCents: paidCents,
    Currency: 'CAD',
    IssuedTime: invoice.issuedAt.toISOString(),
    DisputedTime: iso(invoice.disputedAt),
    Payments: payments.map((payment) => ({
      Id: payment.id,
      Method: payment.method as IntegratorInvoice['Payments'][number]['Method'],
      Status: payment.status as IntegratorInvoice['Payments'][number]['Status'],
      AmountCents: payment.amountCents,
      RefundedCents: payment.refundedCents,
      CreatedTime: payment.createdAt.toISOString(),
      ReceivedTime: iso(payment.receivedAt),
    })),
  };
}
