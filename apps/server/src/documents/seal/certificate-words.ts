import { translate, type MessageKey, type MessageParams } from '@tradepact/shared';
import type { AuditEventType, CertificateEvent, SealInput, SealSigner } from './seal-input.js';
import { deviceOf } from './user-agent.js';
import { formatUtcTime, formatZonedTime } from './zoned-time.js';

/**
 * The certificate's words and times for one sealed contract: every word from the catalogue in the
 * contract's language, every time in the property's zone and in UTC.
 */
export interface CertificateWords {
  word: (key: MessageKey, params?: MessageParams) => string;
  /** The contract's number as the document prints it ('Contract No. 12, Amendment 2'). */
  reference: string;
  local: (instant: Date) => string;
  utc: (instant: Date) => string;
  device: (userAgent: string) => string;
  method: (signer: SealSigner) => string;
  role: (signer: SealSigner) => string;
  /** The version the signer's signature binds them to, where the contract has two; undefined otherwise. */
  version: (signer: SealSigner) => string | undefined;
  /** How the signer's identity was checked by a texted code (issue 32 §4); undefined without one. */
  identity: (signer: SealSigner) => string | undefined;
  event: (event: CertificateEvent) => string;
  /** A recipient's words the event carries (a change asked for, a reason to decline), quoted; else undefined. */
  quote: (event: CertificateEvent) => string | undefined;
}

const methodKeys: Record<SealSigner['method'], MessageKey> = {
  drawn: 'certificateMethodDrawn',
  typed: 'certificateMethodTyped',
  paper: 'certificateMethodPaper',
};

/**
 * Each event type's line: a new type of the trail (auditEventTypes) needs its line here, and its words
 * in the certificate catalogue ({actor}, {to} and {revision} are filled in).
 */
const eventKeys: Record<AuditEventType, MessageKey> = {
  sent: 'certificateEventSent',
  emailed: 'certificateEventEmailed',
  texted: 'certificateEventTexted',
  viewed: 'certificateEventViewed',
  signed: 'certificateEventSigned',
  resent: 'certificateEventResent',
  amended: 'certificateEventAmended',
  cancelled: 'certificateEventCancelled',
  expired: 'certificateEventExpired',
  paperSigned: 'certificateEventPaperSigned',
  sealed: 'certificateEventSealed',
  englishWished: 'certificateEventEnglishWished',
  englishWithdrawn: 'certificateEventEnglishWithdrawn',
  reminderEmailed: 'certificateEventReminderEmailed',
  reminderTexted: 'certificateEventReminderTexted',
  cancelledByClient: 'certificateEventCancelledByClient',
  changeRequested: 'certificateEventChangeRequested',
  declined: 'certificateEventDeclined',
  earlierChangeRequested: 'certificateEventEarlierChangeRequested',
  earlierDeclined: 'certificateEventEarlierDeclined',
  copied: 'certificateEventCopied',
  codeTexted: 'certificateEventCodeTexted',
  codeEntered: 'certificateEventCodeEntered',
  codeWrong: 'certificateEventCodeWrong',
  invoiced: 'certificateEventInvoiced',
  paymentReported: 'certificateEventPaymentReported',
  paymentReceived: 'certificateEventPaymentReceived',
  paymentRefunded: 'certificateEventPaymentRefunded',
  invoiceDisputed: 'certificateEventInvoiceDisputed',
};

/** The locale dates and zone labels are written in: the language as spoken in Canada. */
export const localeOf = (language: string): string => `${language}-CA`;

export function certificateWords(
  input: Pick<SealInput, 'language' | 'timeZone' | 'contract'>,
): CertificateWords {
  const locale = localeOf(input.language);
  const word = (key: MessageKey, params?: MessageParams) => translate(input.language, key, params);
  const { number, revision } = input.contract;
  return {
    word,
    reference: word(revision > 0 ? 'documentNumberAmended' : 'documentNumber', { number, revision }),
    local: (instant) => formatZonedTime(instant, input.timeZone, locale),
    utc: formatUtcTime,
    device: (userAgent) => {
      if (userAgent.trim() === '') return word('certificateNone');
      const device = deviceOf(userAgent);
      return device ? word('certificateDevice', { ...device }) : word('certificateDeviceUnknown');
    },
    method: (signer) => word(methodKeys[signer.method]),
    role: (signer) =>
      word(signer.role === 'client' ? 'certificateRoleClient' : 'certificateRoleSubcontractor'),
    version: ({ version }) => {
      if (!version) return undefined;
      const wished = version.englishWishedAt;
      if (!wished) return word('certificateVersionFrench');
      const time = `${formatZonedTime(wished, input.timeZone, locale)} (${formatUtcTime(wished)})`;
      return word(
        version.sealed === 'en' ? 'certificateVersionEnglishWished' : 'certificateVersionFrenchDespiteWish',
        { time },
      );
    },
    identity: ({ identityCheck }) =>
      identityCheck &&
      word('certificateIdentityCode', {
        to: identityCheck.to,
        time: `${formatZonedTime(identityCheck.at, input.timeZone, locale)} (${formatUtcTime(identityCheck.at)})`,
      }),
    event: (event) => {
      // A type recorded by a newer version than this one still prints, by its name.
      if (!Object.hasOwn(eventKeys, event.type)) return word('certificateEventOther', { type: event.type });
      const earlier = event.data.revision ?? 0;
      return word(eventKeys[event.type as AuditEventType], {
        actor: event.actorName || event.actorEmail,
        to: event.data.to ?? '',
        revision: event.data.revision ?? '',
        // The version an earlier change request or decline was made on: 'No. 12, amendment 1'.
        version: word(earlier > 0 ? 'signEmailContractNumberAmended' : 'signEmailContractNumber', {
          number,
          revision: earlier,
        }),
      });
    },
    quote: (event) => {
      const text = event.data.text?.trim();
      return text ? word('certificateEventQuote', { text }) : undefined;
    },
  };
}
