import {
  contractFormSchema,
  contractStatuses,
  contractTitle,
  formatDay,
  personName,
  salesTaxOn,
  toCents,
  todayIn,
  type ClientCancellation,
} from '@tradepact/shared';
import type { Db, Queryable } from '../../db/database.js';
import { AppError, notFound } from '../../http/app-error.js';
import type { Notifier } from '../../notify/notifier.js';
import { accountEmail, accountLanguage, accountMobile } from '../auth/user-info.js';
import { businessService } from '../profile/business.service.js';
import {
  contractById,
  lockContract,
  markCancelledByClient,
  type ContractRow,
} from '../contracts/contracts.service.js';
import { eventsOf, sentLanguage } from './audit.repository.js';
import { recordEvents } from './audit-trail.service.js';
import { cancellationMessenger } from './cancellation-messages.js';
import { projectProvinceOf } from './seal.repository.js';
import { sealedCancellationOf, type SealedCancellation } from './sealed-cancellation.js';
import { signerByKeyHash, signersOf, type SignerRow } from './signers.repository.js';
import { hashSigningKey, signingKeyPattern } from './signing-keys.js';
import type { RequestMeta } from './signing.service.js';
import type { JobQueue } from '../../queue/queue.js';

export interface ClientCancellationDeps {
  db: Db;
  notifier: Notifier;
  /** Queues the webhooks of what the trail records. */
  queue: JobQueue;
  productName: string;
}

/** Doc 2 §3 party type of a client signer (1 is the sub-contractor). */
const clientParty = 2;

/** Why a key cannot cancel its contract, whatever the day: the message its page shows. */
function standingRefusal(contract: ContractRow, signer: SignerRow): AppError | undefined {
  switch (contract.status) {
    case contractStatuses.signed:
      return signer.partyType === clientParty ? undefined : new AppError(409, 'clientCancelNoRight');
    case contractStatuses.sent:
      return new AppError(409, 'clientCancelNotSigned');
    case contractStatuses.cancelled:
      return new AppError(410, 'signingContractCancelled');
    case contractStatuses.superseded:
      return new AppError(410, 'signingContractSuperseded');
    default:
      return notFound('signingKeyInvalid');
  }
}

/**
 * The consumer's cancellation of a signed contract within the period to cancel (issue 31 §2), under
 * the signing key the completion email's link carries. The period is the one the seal recorded and
 * the certificate printed; a contract with no such period (a business client, a sub-contract, a
 * province without a rule) is refused, and so is a cancellation after the period, with the day it
 * ended. The contract's status stays Signed: its `client_cancelled_at` says it was cancelled.
 */
export function clientCancellationService(deps: ClientCancellationDeps) {
  const { db } = deps;
  const business = businessService(db);
  const messenger = cancellationMessenger(deps.notifier, { productName: deps.productName });

  /** The signer, contract and recorded period a key opens, or the refusal that stands any day. */
  async function open(code: string, q: Queryable) {
    const signer = signingKeyPattern.test(code) ? await signerByKeyHash(q, hashSigningKey(code)) : undefined;
    const contract = signer && (await contractById(q, signer.contractId));
    if (!signer || !contract?.ownerId) throw notFound('signingKeyInvalid');
    const refusal = standingRefusal(contract, signer);
    if (refusal) throw refusal;
    const period = sealedCancellationOf(await eventsOf(q, contract.id));
    if (!period) throw new AppError(409, 'clientCancelNoRight');
    return { signer, contract, ownerId: contract.ownerId, period };
  }

  /** Refused once the period ended, with its last day in the reader's language. */
  function checkInTime(period: SealedCancellation, language: string, now = new Date()) {
    if (now < new Date(period.endsAt)) return;
    throw new AppError(410, 'clientCancelPeriodEnded', { date: formatDay(period.lastDay, `${language}-CA`) });
  }

  async function answer(
    q: Queryable,
    opened: Awaited<ReturnType<typeof open>>,
    cancelledAt: Date | null,
  ): Promise<ClientCancellation> {
    const { signer, contract, ownerId, period } = opened;
    const profile = await business.read(ownerId, q);
    const signers = await signersOf(q, contract.id);
    const projectProvince = await projectProvinceOf(q, contract.projectId);
    const form = contractFormSchema.parse(contract.data);
    const cents = toCents(form.Payment.TotalCost);
    const issuedOn = todayIn(profile.Province || projectProvince, contract.createdAt);
    const signedAt = Math.max(...signers.map((one) => one.signedAt?.getTime() ?? 0));
    return {
      Language: await sentLanguage(q, contract.id),
      Number: contract.number,
      Revision: contract.revision,
      BusinessName: profile.Name || personName(profile.FirstName, profile.LastName),
      ContractorEmail: profile.Email || (await accountEmail(q, ownerId)),
      ContractorPhone: profile.Phone,
      SignerName: signer.name,
      SignedTime: new Date(signedAt).toISOString(),
      TotalWithTax: cents > 0 ? salesTaxOn(cents, projectProvince, issuedOn).totalCents : null,
      LastDay: period.lastDay,
      RefundDays: period.refundDays,
      Statute: period.statute,
      Section: period.section,
      CancelledTime: cancelledAt?.toISOString() ?? null,
    };
  }

  return {
    /** What the cancel page shows; refused after the period unless the client already cancelled. */
    async read(code: string, meta: RequestMeta): Promise<ClientCancellation> {
      const opened = await open(code, db);
      if (!opened.contract.clientCancelledAt) checkInTime(opened.period, meta.language);
      return answer(db, opened, opened.contract.clientCancelledAt);
    },

    /**
     * Records the cancellation, its audit event and its messages in one transaction; a second call
     * answers the first cancellation and changes nothing.
     */
    async cancel(code: string, reason: string, meta: RequestMeta): Promise<ClientCancellation> {
      return db.transaction(async (tx) => {
        const { contract: unlocked } = await open(code, tx);
        await lockContract(tx, unlocked.id);
        const opened = await open(code, tx);
        const { signer, contract, ownerId, period } = opened;
        if (contract.clientCancelledAt) return answer(tx, opened, contract.clientCancelledAt);
        checkInTime(period, meta.language);
        const cancelledAt = await markCancelledByClient(tx, contract.id);
        if (!cancelledAt) throw new Error(`contract ${contract.id} was cancelled under its lock`);
        await recordEvents(tx, deps.queue, [
          {
            contractId: contract.id,
            signerId: signer.id,
            type: 'cancelledByClient',
            actor: { name: signer.name, email: signer.email, ip: meta.ip, userAgent: meta.userAgent },
            data: { reason },
          },
        ]);
        const facts = await answer(tx, opened, cancelledAt);
        const profile = await business.read(ownerId, tx);
        await messenger.clientCancelled(tx, {
          contract: {
            number: contract.number,
            revision: contract.revision,
            title: contractTitle(contractFormSchema.parse(contract.data).ScopeOfServices),
            type: contract.type,
            expiresOn: contract.expiresOn ?? '',
            amendment: contract.revision > 0,
          },
          contractor: {
            businessName: facts.BusinessName,
            name: personName(profile.FirstName, profile.LastName),
            email: facts.ContractorEmail,
            phone: facts.ContractorPhone,
          },
          account: {
            language: await accountLanguage(tx, ownerId),
            email: facts.ContractorEmail,
            mobile: await accountMobile(tx, ownerId),
          },
          client: { name: signer.name, email: signer.email, language: facts.Language },
          cancelledAt,
          reason,
          period,
        });
        return facts;
      });
    },
  };
}
