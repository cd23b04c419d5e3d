import {
  signingCodeRules,
  textableMobile,
  translate,
  type MessageKey,
  type SigningCodeNeeded,
  type SigningCodeSent,
} from '@tradepact/shared';
import type { Db, Queryable } from '../../db/database.js';
import { AppError, notFound, refusalWithData } from '../../http/app-error.js';
import type { Notifier } from '../../notify/notifier.js';
import { constantTimeEqual, hashCode, randomCode } from '../auth/secrets.js';
import { maxCodeAttempts, throttleCodeRequest } from '../auth/verification.service.js';
import { contractById, lockContract } from '../contracts/contracts.service.js';
import { sentLanguage } from './audit.repository.js';
import { recordEvents } from './audit-trail.service.js';
import { signerByCode } from './signer-by-code.js';
import type { SignerRow } from './signers.repository.js';
import { issuePass, passCookieName, passOpens, signingCodeKeys } from './signing-code-pass.js';
import {
  consumeSigningCodes,
  countWrongEntry,
  insertSigningCode,
  latestSigningCode,
  liveSigningCodes,
} from './signing-code.repository.js';
import { maskedPhone, signingContractorOf } from './signing-parties.js';
import type { RequestMeta } from './signing.service.js';
import type { JobQueue } from '../../queue/queue.js';

export interface SigningCodeDeps {
  db: Db;
  notifier: Notifier;
  /** Queues the webhooks of what the trail records. */
  queue: JobQueue;
  /** The server's auth secret: the codes' hashing key and the pass cookie's are derived from it. */
  authSecret: Uint8Array;
}

/** Codes one signer may be texted within an hour (the auth codes' throttle counts them). */
const hourlyCap = {
  count: signingCodeRules.perHour,
  windowSeconds: 3600,
  message: 'signingCodeHourlyLimit',
} as const;

/** What became of an entered code. */
type Entry = 'right' | 'wrong' | 'voided' | 'expired';

/** The refusal of an entry that opens nothing: a new code is needed once it is voided or expired. */
const entryRefusals = {
  wrong: [400, 'signingCodeWrong'],
  voided: [410, 'signingCodeTooManyTries'],
  expired: [410, 'signingCodeExpired'],
} as const satisfies Record<Exclude<Entry, 'right'>, readonly [number, MessageKey]>;

/** The signer as the audit trail names them, acting from this request. */
const actorOf = (signer: SignerRow, meta: RequestMeta) => ({
  name: signer.name,
  email: signer.email,
  ip: meta.ip,
  userAgent: meta.userAgent,
});

/**
 * Issue 32 §4, a code before opening: a contract sent with it opens under a signer's key only in a
 * browser holding that signer's pass, a cookie given for the right code texted to the mobile number on
 * the contract. Everything is in the database or the cookie, so any server answers any step.
 */
export function signingCodeService(deps: SigningCodeDeps) {
  const { db } = deps;
  const keys = signingCodeKeys(deps.authSecret);

  /** The signer of a key that asks for a code; refused as the key endpoints refuse an unknown key. */
  async function codeSigner(code: string, userId: string | null | undefined) {
    const signer = await signerByCode(db, code, userId);
    if (!signer) throw notFound('signingKeyInvalid');
    if (!signer.codeRequired) throw new AppError(409, 'signingCodeNotAsked');
    return signer;
  }

  /** The contractor's business as the card and the text name it ('' once its account is gone). */
  async function businessOf(q: Queryable, contractId: string): Promise<string> {
    const contract = await contractById(q, contractId);
    return contract?.ownerId ? (await signingContractorOf(db, q, contract.ownerId)).businessName : '';
  }

  /** The refusal of a key until its code is entered, with what the page's code card says. */
  async function codeNeeded(signer: SignerRow): Promise<AppError> {
    const [business, language, live, latest] = await Promise.all([
      businessOf(db, signer.contractId),
      sentLanguage(db, signer.contractId),
      liveSigningCodes(db, signer.id),
      latestSigningCode(db, signer.id),
    ]);
    const waited = latest ? (Date.now() - latest.createdAt.getTime()) / 1000 : Infinity;
    const data: SigningCodeNeeded = {
      BusinessName: business,
      Phone: maskedPhone(signer.phone),
      Language: language,
      CodeSent: live.length > 0,
      ResendSeconds: Math.max(0, Math.ceil(signingCodeRules.resendSeconds - waited)),
    };
    return refusalWithData(403, 'signingCodeRequired', data);
  }

  /** Checks an entered code against the signer's live ones, in the transaction that records it. */
  async function enter(signer: SignerRow, textedCode: string, meta: RequestMeta): Promise<Entry> {
    return db.transaction(async (tx) => {
      // Locked as signing locks it, so two entries of one signer's code are counted one after the other.
      await lockContract(tx, signer.contractId);
      const live = await liveSigningCodes(tx, signer.id);
      if (live.length === 0) {
        const latest = await latestSigningCode(tx, signer.id);
        return latest && latest.attempts >= maxCodeAttempts ? 'voided' : 'expired';
      }
      const presented = hashCode(keys.code, textedCode);
      const actor = actorOf(signer, meta);
      const event = { contractId: signer.contractId, signerId: signer.id, actor };
      if (live.some((row) => constantTimeEqual(row.codeHash, presented))) {
        await consumeSigningCodes(tx, signer.id);
        await recordEvents(tx, deps.queue, [
          { ...event, type: 'codeEntered', data: { to: maskedPhone(signer.phone) } },
        ]);
        return 'right';
      }
      // A miss counts against every code still open, as the sign-in codes' misses do.
      let open = 0;
      for (const row of live) {
        const attempts = row.attempts + 1;
        await countWrongEntry(tx, row.id, attempts, attempts >= maxCodeAttempts);
        if (attempts < maxCodeAttempts) open += 1;
      }
      await recordEvents(tx, deps.queue, [{ ...event, type: 'codeWrong' }]);
      return open > 0 ? 'wrong' : 'voided';
    });
  }

  return {
    /**
     * Lets a key's request through when its signer needs no code or this browser holds their pass
     * (`passOf` reads a cookie by name); refuses it with 403 'signingCodeRequired' otherwise. A code
     * naming no signer goes through: the endpoint answers it as it answers any unknown key.
     */
    async guard(
      code: string,
      userId: string | null | undefined,
      passOf: (cookie: string) => string | undefined,
    ): Promise<void> {
      const signer = await signerByCode(db, code, userId);
      if (!signer?.codeRequired) return;
      if (passOpens(keys.pass, signer.id, passOf(passCookieName(signer.id)))) return;
      throw await codeNeeded(signer);
    },

    /**
     * Texts the key's signer a new code (60 s after the last, five an hour), valid 10 minutes; earlier
     * ones stay valid until theirs end, since texts can arrive late. The trail keeps the masked number.
     */
    async send(code: string, meta: RequestMeta): Promise<SigningCodeSent> {
      const signer = await codeSigner(code, meta.userId);
      const to = textableMobile(signer.phone);
      // Sending and a new link both refuse a code to a signer without a mobile number.
      if (!to) throw new Error(`signer ${signer.id} asks for a code but has no mobile number`);
      const phone = maskedPhone(signer.phone);
      await db.transaction(async (tx) => {
        await lockContract(tx, signer.contractId);
        await throttleCodeRequest(tx, `signing-code:${signer.id}`, { cap: hourlyCap });
        const textedCode = randomCode();
        await insertSigningCode(tx, {
          signerId: signer.id,
          codeHash: hashCode(keys.code, textedCode),
          expiresAt: new Date(Date.now() + signingCodeRules.validMinutes * 60_000),
        });
        // In the contract's language, as every message to its recipients.
        const language = await sentLanguage(tx, signer.contractId);
        const business = await businessOf(tx, signer.contractId);
        await deps.notifier.sms(tx, {
          to,
          text: translate(language, 'smsSigningCode', {
            business,
            code: textedCode,
            minutes: signingCodeRules.validMinutes,
          }),
        });
        await recordEvents(tx, deps.queue, [
          {
            contractId: signer.contractId,
            signerId: signer.id,
            type: 'codeTexted',
            actor: actorOf(signer, meta),
            data: { to: phone },
          },
        ]);
      });
      return { Phone: phone, ResendSeconds: signingCodeRules.resendSeconds };
    },

    /**
     * Checks a code the key's signer typed. The right one answers this browser's pass (a cookie to
     * set); a wrong one is counted (five void the code), and the trail keeps each entry with its
     * address and device.
     */
    async check(code: string, textedCode: string, meta: RequestMeta) {
      const signer = await codeSigner(code, meta.userId);
      const entry = await enter(signer, textedCode, meta);
      // Refused after the transaction: the wrong entry it counted stays counted.
      if (entry !== 'right') {
        const [status, key] = entryRefusals[entry];
        throw new AppError(status, key);
      }
      return issuePass(keys.pass, signer.id);
    },
  };
}
