import { limits, type SignerResponse } from '@tradepact/shared';
import { AppError, notFound } from '../../http/app-error.js';
import type { Transaction } from '../../queue/queue.js';
import { accountLanguage, accountMobile } from '../auth/user-info.js';
import { lockContract, markDeclined, type ContractRow } from '../contracts/contracts.service.js';
import { responsesOf, sentLanguage } from './audit.repository.js';
import { recordEvents } from './audit-trail.service.js';
import { responseMessenger, type SignerResponseNotice } from './response-messages.js';
import { signersOf, type SignerRow } from './signers.repository.js';
import { signerResponse, signingService, type RequestMeta, type SigningDeps } from './signing.service.js';

/**
 * Issue 32 §2: beside Sign, a recipient may ask the contractor for a change, which keeps the contract
 * open to sign, or decline it, which ends it (Declined: its links say who declined it and no one can
 * sign it; the contractor may amend it). Only a signer who may still sign may answer: the key is opened
 * again under the contract's row lock, as signing does, so an answer and a signature never cross. Each
 * answer is recorded in the audit trail with its words, and its messages are queued in the same
 * transaction.
 */
export function signerResponsesService(deps: SigningDeps) {
  const { db } = deps;
  const signing = signingService(deps);
  const messenger = responseMessenger(deps.notifier, {
    productName: deps.productName,
    publicUrl: deps.publicUrl,
  });

  /** The signer and contract a code opens, locked; refused as the signing page would be. */
  async function openLocked(tx: Transaction, code: string, meta: RequestMeta) {
    const { contract: unlocked } = await signing.open(code, tx, meta.userId);
    await lockContract(tx, unlocked.id);
    const { signer, contract, refusal } = await signing.open(code, tx, meta.userId);
    if (refusal) throw refusal;
    if (!contract.ownerId) throw notFound('signingKeyInvalid');
    return { signer, contract, ownerId: contract.ownerId };
  }

  const actorOf = (signer: SignerRow, meta: RequestMeta) => ({
    name: signer.name,
    email: signer.email,
    ip: meta.ip,
    userAgent: meta.userAgent,
  });

  /** What the contractor's notice says, in their account's language. */
  async function noticeOf(
    tx: Transaction,
    contract: ContractRow,
    ownerId: string,
    signer: SignerRow,
    text: string,
  ): Promise<SignerResponseNotice> {
    return {
      contract: signing.contractFacts(contract),
      contractor: await signing.contractorOf(tx, ownerId),
      account: { language: await accountLanguage(tx, ownerId), mobile: await accountMobile(tx, ownerId) },
      signer: { name: signer.name, email: signer.email },
      text,
    };
  }

  const answersOf = async (tx: Transaction, contractId: string, signerId: string) =>
    (await responsesOf(tx, contractId, signerId)).map(signerResponse);

  return {
    /**
     * Sends the contractor a request for a change; the contract stays Sent and signable. Several may
     * be sent, up to `limits.changeRequestsPerSigner`; the same words twice in a row are refused (a
     * repeated click). Answers this signer's requests, oldest first.
     */
    async askChange(code: string, message: string, meta: RequestMeta): Promise<SignerResponse[]> {
      return db.transaction(async (tx) => {
        const { signer, contract, ownerId } = await openLocked(tx, code, meta);
        const asked = await responsesOf(tx, contract.id, signer.id);
        if (asked.at(-1)?.text === message) throw new AppError(409, 'signingChangeRepeated');
        if (asked.length >= limits.changeRequestsPerSigner) {
          throw new AppError(409, 'signingChangeRequestsTooMany', { count: asked.length });
        }
        await recordEvents(tx, deps.queue, [
          {
            contractId: contract.id,
            signerId: signer.id,
            type: 'changeRequested',
            actor: actorOf(signer, meta),
            data: { text: message },
          },
        ]);
        await messenger.changeRequested(tx, await noticeOf(tx, contract, ownerId, signer, message));
        return answersOf(tx, contract.id, signer.id);
      });
    },

    /**
     * Declines the contract: Declined, so that no one can sign it and every link says who declined it;
     * the contractor is told, and so are the other signers (the contract will not proceed). Answers
     * this signer's requests and decline, oldest first.
     */
    async decline(code: string, reason: string, meta: RequestMeta): Promise<SignerResponse[]> {
      return db.transaction(async (tx) => {
        const { signer, contract, ownerId } = await openLocked(tx, code, meta);
        if (!(await markDeclined(tx, contract.id))) {
          throw new Error(`contract ${contract.id} left Sent under its lock`);
        }
        await recordEvents(tx, deps.queue, [
          {
            contractId: contract.id,
            signerId: signer.id,
            type: 'declined',
            actor: actorOf(signer, meta),
            data: { text: reason },
          },
        ]);
        const others = (await signersOf(tx, contract.id)).filter((one) => one.id !== signer.id);
        await messenger.declined(tx, {
          ...(await noticeOf(tx, contract, ownerId, signer, reason)),
          others: others.map((one) => ({ name: one.name, email: one.email })),
          othersLanguage: await sentLanguage(tx, contract.id),
        });
        return answersOf(tx, contract.id, signer.id);
      });
    },
  };
}
