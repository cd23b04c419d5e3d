import {
  contractStatuses,
  contractTypes,
  calendarDateInSteady,
  paymentProgress,
  receivablesOf,
  salesTaxOn,
  timeZoneOf,
  toCents,
  todayIn,
  type ContractPaidSummary,
  type ContractResponseSummary,
  type ContractSummary,
} from '@tradepact/shared';
import type { Queryable } from '../../db/database.js';
import { signersOfContracts, type SignerRow } from '../signing/signers.service.js';
import { contractsOfProjects as contractRecordsOfProjects } from './contracts.repository.js';

/**
 * What other features may ask of contracts (the project rules and lists read them); they go through
 * here, never through the repository.
 */
export {
  attachmentsOf,
  contractByDocumentCode,
  contractById,
  contractBySealedSha256,
  contractsAwaitingSeal,
  deleteUnsignedContractsOfProjects,
  lapsedUntold,
  lockContract,
  lockContractsOfProjects,
  lockOwnedContract,
  markCancelledByClient,
  markDeclined,
  markExpiryNotified,
  newerSentVersion,
  ownedContract,
  ownedContracts,
  projectsWithSignedContracts,
  setPaperScan,
  subcontractorHasContracts,
  type ContractRow,
} from './contracts.repository.js';

/** A contract of a project with its signers, and whether it is the latest of its amendment chain. */
export type ProjectContractRow = Awaited<ReturnType<typeof contractRecordsOfProjects>>[number] & {
  signers: SignerRow[];
  /** False once a later version (not withdrawn) amends it: lists show only the latest. */
  current: boolean;
};

/** The contracts of these projects with their signers: two queries. */
export async function contractsOfProjects(
  db: Queryable,
  projectIds: string[],
): Promise<ProjectContractRow[]> {
  const rows = await contractRecordsOfProjects(db, projectIds);
  const signers = await signersOfContracts(
    db,
    rows.filter((row) => row.status !== contractStatuses.draft).map((row) => row.id),
  );
  const amended = new Set(
    rows.flatMap((row) =>
      row.originalId && row.status !== contractStatuses.cancelled ? [row.originalId] : [],
    ),
  );
  return rows.map((row) => ({
    ...row,
    signers: signers.filter((signer) => signer.contractId === row.id),
    current: !amended.has(row.id),
  }));
}

/** What the document's 'Total' line is worked out from. */
export interface DocumentPriceFacts {
  /** The form's price before tax, in dollars (as the form holds it; text when read out of its JSON). */
  totalCost: number | string | null;
  projectProvince: string;
  ownerProvince: string;
  createdAt: Date;
}

/**
 * The document's price, tax and 'Total' line, in cents: the price taxed at the rates of the project's
 * province, read on the day the document is dated (its creation, in the contractor's province), as
 * the builder's document does. Null while the form has no price.
 */
export function documentPriceOf(facts: DocumentPriceFacts) {
  const cents = toCents(Number(facts.totalCost ?? 0));
  if (!Number.isFinite(cents) || cents <= 0) return null;
  const issuedOn = todayIn(facts.ownerProvince || facts.projectProvince, facts.createdAt);
  const { taxCents, totalCents } = salesTaxOn(cents, facts.projectProvince, issuedOn);
  return { priceCents: cents, taxCents, totalCents };
}

const totalWithTax = (row: ProjectContractRow): number | null => documentPriceOf(row)?.totalCents ?? null;

/**
 * "Paid $X of $Y" and the next amount due of a signed client contract not cancelled by its client (issue 33
 * §1): what it owes from its schedule, taxed and held back in the project's province on the document's
 * day, as its payments page works it out, and what came in on its invoices.
 */
function paidSummary(row: ProjectContractRow): ContractPaidSummary | null {
  const owedByClient = row.type !== contractTypes.subcontractor && !row.clientCancelledAt;
  if (!row.payment || !owedByClient || totalWithTax(row) === null) return null;
  const owed = receivablesOf(row.payment, {
    province: row.projectProvince,
    day: todayIn(row.ownerProvince || row.projectProvince, row.createdAt),
    commencementDate: row.commencementDate ?? '',
    completionDate: row.completionDate ?? '',
  });
  const progress = paymentProgress(row.payment, owed, row.invoices ?? []);
  return {
    PaidCents: progress.paidCents,
    TotalCents: progress.totalCents,
    NextDueCents: progress.nextDue?.leftCents ?? null,
    NextDueOn: progress.nextDue?.dueOn ?? null,
  };
}

/**
 * What My Projects shows of a recipient's answer (issue 32 §2): the decline of a declined contract, or
 * the latest change asked for while the contract waits and its recipient has not signed since.
 */
function standingResponse(row: ProjectContractRow): ContractResponseSummary | null {
  const response = row.latestResponse;
  if (!response) return null;
  const summary = {
    Kind: response.type,
    Name: response.name,
    Text: response.text,
    Time: new Date(response.at).toISOString(),
  };
  if (response.type === 'declined') return row.status === contractStatuses.declined ? summary : null;
  if (row.status !== contractStatuses.sent) return null;
  const asker = row.signers.find((signer) => signer.id === response.signerId);
  return asker?.signedAt ? null : summary;
}

const pdfPath = (id: string, kind: 'original' | 'signed') => `/api/app/contract/pdf?id=${id}&kind=${kind}`;

/** A contract as project lists show it (doc 2 §3), dated in the project's province. */
export function contractSummary(row: ProjectContractRow, province: string): ContractSummary {
  const sentAndLapsed =
    row.status === contractStatuses.sent && row.expiresOn !== null && row.expiresOn < todayIn(province);
  const zone = timeZoneOf(province);
  return {
    Id: row.id,
    OriginalId: row.originalId,
    Status: row.status,
    ClientCancelledTime: row.clientCancelledAt?.toISOString() ?? null,
    Response: standingResponse(row),
    Type: row.type,
    PartyBId: row.subcontractorId,
    CreatedDate: calendarDateInSteady(row.createdAt, zone),
    IsExpired: sentAndLapsed,
    IsEditable:
      row.current &&
      (row.status === contractStatuses.draft ||
        row.status === contractStatuses.sent ||
        // Declined: the contractor answers with a new version (issue 32 §2).
        row.status === contractStatuses.declined ||
        // A contract its client cancelled is not amended (issue 31 §2): there is no agreement left.
        (row.status === contractStatuses.signed && !row.clientCancelledAt)),
    IsResendable: row.current && row.status === contractStatuses.sent && !sentAndLapsed,
    IsDeletable: row.status === contractStatuses.draft || row.status === contractStatuses.sent,
    PartyBViews: row.signers.reduce((sum, signer) => sum + signer.views, 0),
    PartyBEmail: row.signers[0]?.email ?? '',
    OrignalPdf: row.originalPdfKey ? pdfPath(row.id, 'original') : '',
    SignedPdf: row.sealedPdfKey ? pdfPath(row.id, 'signed') : '',
    SignatureUrl: null,
    Number: row.number,
    Revision: row.revision,
    TotalWithTax: totalWithTax(row),
    Paid: paidSummary(row),
    Parties: [
      ...(row.sentAt
        ? [{ Type: 0, BusinessName: row.ownerBusinessName, SignedTime: row.sentAt.toISOString() }]
        : []),
      ...row.signers.map((signer) => ({
        Type: signer.partyType,
        BusinessName: signer.businessName,
        Name: signer.name,
        SignedTime: signer.signedAt?.toISOString() ?? null,
      })),
    ],
    Data: {
      ScopeOfServices: row.scopeOfServices ?? '',
      CommencementDate: row.commencementDate ?? '',
      ProjectId: row.projectId,
    },
  };
}

/**
 * A contract as the person it was sent to sees it in their own project list (doc 2 §6 'Contracts
 * Received From Contractor'): only the latest version of what was sent to their verified email, with
 * 'Sign Now' while they may sign; none of the contractor's menus, other recipients' emails or files.
 */
export function receivedContractSummary(
  row: ProjectContractRow,
  province: string,
  verifiedEmail: string,
): ContractSummary | undefined {
  const mine = row.signers.find((signer) => signer.email.toLowerCase() === verifiedEmail);
  if (!mine || !row.current || row.status === contractStatuses.draft) return undefined;
  const summary = contractSummary(row, province);
  const mayStillSign = row.status === contractStatuses.sent && !summary.IsExpired && !mine.signedAt;
  return {
    ...summary,
    IsEditable: false,
    IsResendable: false,
    IsDeletable: false,
    // What a recipient told the contractor is the contractor's to read, and so is its bookkeeping.
    Response: null,
    Paid: null,
    PartyBEmail: '',
    OrignalPdf: '',
    SignedPdf: '',
    // The document code opens the signing page for its signed-in recipient (doc 3 §4 contract-by-code).
    SignatureUrl: mayStillSign && row.documentCode ? `/Signature?key=${row.documentCode}` : null,
  };
}
