import { normalisePhone, type UnsubscribeSwitch } from '@tradepact/shared';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { readUnsubscribeToken } from '../../notify/unsubscribe-token.js';
import { turnOffGeneralEmail, turnOffGeneralSms } from './general.repository.js';

/**
 * What the opt-out words of Twilio's Advanced Opt-Out mean: stop sending to this number. With the
 * French ones Canadian carriers honour (ARRÊT), and the plain French for unsubscribing: a reader of
 * our French texts must be able to stop them in French.
 */
const optOutWords = new Set([
  'STOP',
  'STOPALL',
  'UNSUBSCRIBE',
  'CANCEL',
  'END',
  'QUIT',
  'OPTOUT',
  'REVOKE',
  'ARRET',
  'ARRETER',
  'DESABONNER',
  'DESABONNEMENT',
]);

/** True for a text that asks to receive no more messages ("stop", " Stop. ", "STOP ALL", "Arrêt"). */
export function isOptOut(text: string): boolean {
  const letters = text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z]/g, '');
  return optOutWords.has(letters);
}

/** The account's choices about general messages, changed without signing in. */
export function notificationChoicesService(db: Db, unsubscribeKey: Uint8Array) {
  return {
    /**
     * Turns off the switch an unsubscribe link names, at once; again is the same. A token not signed
     * by this server changes nothing.
     */
    async unsubscribe(token: string): Promise<UnsubscribeSwitch> {
      const named = readUnsubscribeToken(unsubscribeKey, token);
      if (!named) throw new AppError(404, 'unsubscribeTokenInvalid');
      await turnOffGeneralEmail(db, named.userId, named.which);
      return named.which;
    },
    /** An inbound text from `from` (E.164): an opt-out word turns general texts off for that number. */
    async inboundSms(from: string, text: string): Promise<void> {
      const phone = normalisePhone(from);
      if (phone && isOptOut(text)) await turnOffGeneralSms(db, phone);
    },
  };
}
