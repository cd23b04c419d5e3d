import {
  changeName,
  type ContractChange,
  contractTypes,
  formatDay,
  formatPhone,
  textableMobile,
  translate,
  type ContractType,
  type MessageKey,
  type MessageParams,
} from '@tradepact/shared';
import type { CancellationDeadline } from '@tradepact/shared/law/deadline';
import { renderEmail, type EmailContent } from '../../notify/email-layout.js';
import type { EmailAttachment } from '../../notify/message.js';
import type { Notifier, NotifyOptions } from '../../notify/notifier.js';
import { plainTextLine } from '../../notify/plain-text.js';
import type { Transaction } from '../../queue/queue.js';

export interface SigningContractor {
  businessName: string;
  name: string;
  email: string;
  phone: string;
  /** The business logo in file storage, shown at the top of the emails recipients receive. */
  logo?: { storageKey: string; contentType: string };
}

export interface SigningContract {
  number: number;
  /** 0 for the original; an amendment's number in its chain otherwise. */
  revision: number;
  title: string;
  type: ContractType;
  /** The last day the offer is open (YYYY-MM-DD, in the project's province). */
  expiresOn: string;
  amendment: boolean;
}

export interface SigningRequest {
  language: string;
  to: { name: string; email: string; phone: string };
  contractor: SigningContractor;
  contract: SigningContract;
  /** The recipient's signing key, as it goes in the link. */
  key: string;
  /** A resend: worded as a reminder. */
  reminder?: boolean;
  /** The contractor's own words, above the button. */
  message?: string;
  /** An amendment's changes against the version it amends (issue 32 §5): named under its body. */
  changes?: ContractChange[];
}

/** A copy of the contract as sent, to someone who does not sign (issue 32 §4). */
export interface SigningCopy {
  language: string;
  to: { name: string; email: string };
  contractor: SigningContractor;
  contract: SigningContract;
  /** Who signs, as the body names them. */
  signers: string[];
  /** The PDF as sent (storage key), attached. */
  pdf: { storageKey: string; filename: string };
}

export interface SigningCompleted {
  language: string;
  /**
   * Every party, the contractor included: each gets an email of their own. `cancelKey`: the signing
   * key of a consumer who may cancel, for the email's "Cancel this agreement" link.
   */
  to: { name: string; email: string; cancelKey?: string }[];
  contractor: SigningContractor;
  contract: SigningContract;
  sealed: { storageKey: string; sha256: string; filename: string };
  /**
   * A consumer contract's deadline to cancel, counted from this email: the client reads their right
   * and its date, the contractor the date the client may cancel until.
   */
  cancellation?: { deadline: CancellationDeadline; reader: 'consumer' | 'contractor' };
}

export interface ContractorNotice {
  language: string;
  to: { name: string; email: string };
  kind: 'viewed' | 'signed' | 'sealed' | 'expired';
  /** Who viewed or signed. */
  signerName?: string;
  contract: SigningContract;
}

export interface SigningWithdrawn {
  language: string;
  to: { name: string; email: string }[];
  contractor: SigningContractor;
  contract: SigningContract;
}

/**
 * The emails and texts of signing, worded from the catalogue in the reader's language and queued in
 * the caller's transaction: they go out once it commits, never if it rolls back.
 */
export interface SigningMessenger {
  /**
   * The request to sign: an email, and a text when the recipient has a mobile number. Answers the job
   * ids; what becomes of each is tracked (message_deliveries).
   */
  request(tx: Transaction, r: SigningRequest): Promise<{ email: string; sms?: string }>;
  /** The sealed PDF, attached to one email per party. */
  completed(tx: Transaction, c: SigningCompleted): Promise<void>;
  contractorNotice(tx: Transaction, n: ContractorNotice): Promise<void>;
  /** Tells the recipients their link no longer works. */
  withdrawn(tx: Transaction, w: SigningWithdrawn): Promise<void>;
  /** The contract as sent, attached, to someone who does not sign. */
  copy(tx: Transaction, c: SigningCopy): Promise<void>;
}

const noticeWords = {
  viewed: { subject: 'signEmailNoticeViewedSubject', body: 'signEmailNoticeViewedBody' },
  signed: { subject: 'signEmailNoticeSignedSubject', body: 'signEmailNoticeSignedBody' },
  sealed: { subject: 'signEmailNoticeSealedSubject', body: 'signEmailNoticeSealedBody' },
  expired: { subject: 'signEmailNoticeExpiredSubject', body: 'signEmailNoticeExpiredBody' },
} as const satisfies Record<ContractorNotice['kind'], { subject: MessageKey; body: MessageKey }>;

export const logoCid = 'logo';

/** The logo as an inline image of the email; its file name only matters to a program that lists it. */
export function logoAttachment(contractor: SigningContractor): EmailAttachment[] {
  if (!contractor.logo) return [];
  const extension = /^image\/(\w+)/.exec(contractor.logo.contentType)?.[1]?.replace('jpeg', 'jpg') ?? 'img';
  return [
    {
      filename: `logo.${extension}`,
      contentType: contractor.logo.contentType,
      storageKey: contractor.logo.storageKey,
      cid: logoCid,
    },
  ];
}

/** "What changed: Completion date, Payment 3 and Clause.", each kind once, as the reader's language lists. */
function changesLine(say: Say, language: string, changes: ContractChange[]): string {
  const names = [...new Set(changes.map((change) => changeName(change, say)))];
  const list = new Intl.ListFormat(`${language}-CA`, { type: 'conjunction' }).format(names);
  return say('signEmailAmendmentChanges', { changes: list });
}

/** "No. 12", or "No. 12, amendment 2" for an amendment. */
export function contractNumber(
  language: string,
  contract: Pick<SigningContract, 'number' | 'revision'>,
): string {
  return contract.revision > 0
    ? translate(language, 'signEmailContractNumberAmended', {
        number: contract.number,
        revision: contract.revision,
      })
    : translate(language, 'signEmailContractNumber', { number: contract.number });
}

export type Say = (key: MessageKey, params?: MessageParams) => string;

/** The consumer's deadline to cancel, in the reader's words and language: "until November 28, 2026". */
function cancellationParagraphs(
  say: Say,
  language: string,
  { deadline, reader }: NonNullable<SigningCompleted['cancellation']>,
): string[] {
  const locale = `${language}-CA`;
  const { days, countsFrom } = deadline.record.data;
  const date = formatDay(deadline.lastDay, locale);
  if (reader === 'contractor') {
    const { statute, section } = deadline.record;
    return [say('signEmailCompletedCancelContractor', { date, statute, section })];
  }
  const rule = say(
    countsFrom === 'copyReceived' ? 'signEmailCompletedCancel' : 'signEmailCompletedCancelEntered',
    { date, days },
  );
  if (deadline.lastDay === deadline.plainLastDay) return [rule];
  const plainDate = formatDay(deadline.plainLastDay, locale);
  return [rule, say('signEmailCompletedCancelMoved', { days, date, plainDate })];
}

/** What is signed, as detail rows. */
export function contractRows(say: Say, contract: SigningContract): [string, string][] {
  return [
    [say('signEmailDetailContract'), contract.title],
    [
      say('signEmailDetailNumber'),
      contract.revision > 0
        ? say('signEmailNumberAmended', { number: contract.number, revision: contract.revision })
        : String(contract.number),
    ],
  ];
}

/** How to reach the contractor, as detail rows; an empty phone is left out. */
export function contactRows(say: Say, contractor: SigningContractor, language: string): [string, string][] {
  const rows: [string, string][] = [
    [say('signEmailDetailFrom'), contractor.businessName],
    [say('signEmailDetailContact'), contractor.name],
    [say('signEmailDetailEmail'), contractor.email],
    [say('signEmailDetailPhone'), formatPhone(contractor.phone, `${language}-CA`)],
  ];
  return rows.filter(([, value]) => value.trim());
}

export function signingMessenger(
  notifier: Notifier,
  options: { productName: string; publicUrl: string },
): SigningMessenger {
  const { productName, publicUrl } = options;

  /** A message in the reader's language, with the values every signing message may name. */
  const wordsFor = (language: string, contract: SigningContract, contractor?: SigningContractor) => {
    const common: MessageParams = {
      product: productName,
      title: plainTextLine(contract.title),
      date: contract.expiresOn,
      kind: translate(
        language,
        contract.type === contractTypes.client ? 'signEmailKindClient' : 'signEmailKindSubcontract',
      ),
      number: contractNumber(language, contract),
      ...(contractor && {
        business: plainTextLine(contractor.businessName),
        contractor: plainTextLine(contractor.name),
      }),
    };
    return (key: MessageKey, params: MessageParams = {}) =>
      translate(language, key, { ...common, ...params });
  };

  /**
   * `contractor`: who the email speaks for; a reply goes to their business email rather than to the
   * product's From address.
   */
  const send = (
    tx: Transaction,
    to: string,
    subject: string,
    content: EmailContent,
    attachments: EmailAttachment[],
    contractor?: SigningContractor,
    options?: NotifyOptions,
  ) =>
    notifier.email(
      tx,
      {
        to,
        subject,
        ...renderEmail(content),
        ...(attachments.length > 0 && { attachments }),
        ...(contractor?.email.trim() && { replyTo: contractor.email.trim() }),
      },
      options,
    );

  return {
    async request(tx, r) {
      const say = wordsFor(r.language, r.contract, r.contractor);
      const link = `${publicUrl}/Signature?key=${encodeURIComponent(r.key)}`;
      const variant = r.reminder ? 'reminder' : r.contract.amendment ? 'amendment' : 'request';
      const words = {
        request: [
          'signEmailRequestSubject',
          'signEmailRequestHeading',
          'signEmailRequestBody',
          'signSmsRequest',
        ],
        amendment: [
          'signEmailAmendmentSubject',
          'signEmailAmendmentHeading',
          'signEmailAmendmentBody',
          'signSmsAmendment',
        ],
        reminder: [
          'signEmailReminderSubject',
          'signEmailReminderHeading',
          'signEmailReminderBody',
          'signSmsReminder',
        ],
      } as const satisfies Record<string, readonly [MessageKey, MessageKey, MessageKey, MessageKey]>;
      const [subject, heading, body, sms] = words[variant];
      const email = await send(
        tx,
        r.to.email,
        say(subject),
        {
          language: r.language,
          sender: r.contractor.businessName,
          preheader: say('signEmailRequestPreheader'),
          ...(r.contractor.logo && { logo: { cid: logoCid } }),
          heading: say(heading),
          paragraphs: [
            say('signEmailGreeting', { name: plainTextLine(r.to.name) }),
            say(body),
            ...(variant === 'amendment' && r.changes?.length
              ? [changesLine(say, r.language, r.changes)]
              : []),
            say('signEmailRequestExpiry'),
          ],
          ...(r.message?.trim() && { quote: { label: say('signEmailRequestNote'), text: r.message } }),
          button: { label: say('signEmailRequestButton'), url: link },
          details: [
            ...contractRows(say, r.contract),
            [say('signEmailDetailSignBy'), r.contract.expiresOn],
            ...contactRows(say, r.contractor, r.language),
          ],
          notes: [say('signEmailRequestBinding'), say('signEmailRequestPersonal')],
          footer: [say('signEmailRequestFooter')],
        },
        logoAttachment(r.contractor),
        r.contractor,
        { track: true },
      );
      const phone = textableMobile(r.to.phone);
      if (!phone) return { email };
      return { email, sms: await notifier.sms(tx, { to: phone, text: say(sms, { link }) }, { track: true }) };
    },

    async copy(tx, c) {
      const say = wordsFor(c.language, c.contract, c.contractor);
      const signers = new Intl.ListFormat(`${c.language}-CA`, { type: 'conjunction' }).format(
        c.signers.map(plainTextLine),
      );
      await send(
        tx,
        c.to.email,
        say('signEmailCopySubject'),
        {
          language: c.language,
          sender: c.contractor.businessName,
          preheader: say('signEmailCopyHeading'),
          ...(c.contractor.logo && { logo: { cid: logoCid } }),
          heading: say('signEmailCopyHeading'),
          paragraphs: [
            say('signEmailGreeting', { name: plainTextLine(c.to.name) }),
            say('signEmailCopyBody', { signers }),
          ],
          details: [...contractRows(say, c.contract), ...contactRows(say, c.contractor, c.language)],
          footer: [say('signEmailCopyFooter')],
        },
        [
          { filename: c.pdf.filename, contentType: 'application/pdf', storageKey: c.pdf.storageKey },
          ...logoAttachment(c.contractor),
        ],
        c.contractor,
      );
    },

    async completed(tx, c) {
      const say = wordsFor(c.language, c.contract, c.contractor);
      const attachments: EmailAttachment[] = [
        { filename: c.sealed.filename, contentType: 'application/pdf', storageKey: c.sealed.storageKey },
        ...logoAttachment(c.contractor),
      ];
      for (const party of c.to) {
        await send(
          tx,
          party.email,
          say('signEmailCompletedSubject'),
          {
            language: c.language,
            sender: c.contractor.businessName,
            preheader: say('signEmailCompletedPreheader'),
            ...(c.contractor.logo && { logo: { cid: logoCid } }),
            heading: say('signEmailCompletedHeading'),
            paragraphs: [
              say('signEmailGreeting', { name: plainTextLine(party.name) }),
              say('signEmailCompletedBody'),
              ...(c.cancellation ? cancellationParagraphs(say, c.language, c.cancellation) : []),
              say('signEmailCompletedFingerprint'),
            ],
            ...(party.cancelKey && {
              link: {
                label: say('signEmailCompletedCancelLink'),
                url: `${publicUrl}/CancelAgreement?key=${encodeURIComponent(party.cancelKey)}`,
              },
            }),
            button: { label: say('signEmailCompletedButton'), url: `${publicUrl}/verify` },
            details: [
              ...contractRows(say, c.contract),
              [say('signEmailDetailFile'), c.sealed.filename],
              [say('signEmailDetailSha256'), c.sealed.sha256],
            ],
            footer: [say('signEmailCompletedFooter')],
          },
          attachments,
          c.contractor,
        );
      }
    },

    async contractorNotice(tx, n) {
      const say = wordsFor(n.language, n.contract);
      const words = noticeWords[n.kind];
      const signer = { signer: plainTextLine(n.signerName ?? '') };
      await send(
        tx,
        n.to.email,
        say(words.subject, signer),
        {
          language: n.language,
          sender: productName,
          preheader: say(words.body, signer),
          heading: say(words.subject, signer),
          paragraphs: [say('signEmailGreeting', { name: plainTextLine(n.to.name) }), say(words.body, signer)],
          button: { label: say('signEmailNoticeButton'), url: `${publicUrl}/MyProjects` },
          footer: [say('signEmailNoticeFooter')],
        },
        [],
      );
    },

    async withdrawn(tx, w) {
      const say = wordsFor(w.language, w.contract, w.contractor);
      for (const recipient of w.to) {
        await send(
          tx,
          recipient.email,
          say('signEmailWithdrawnSubject'),
          {
            language: w.language,
            sender: w.contractor.businessName,
            preheader: say('signEmailWithdrawnBody'),
            ...(w.contractor.logo && { logo: { cid: logoCid } }),
            heading: say('signEmailWithdrawnHeading'),
            paragraphs: [
              say('signEmailGreeting', { name: plainTextLine(recipient.name) }),
              say('signEmailWithdrawnBody'),
              say('signEmailWithdrawnQuestions'),
            ],
            details: [...contractRows(say, w.contract), ...contactRows(say, w.contractor, w.language)],
            footer: [say('signEmailWithdrawnFooter')],
          },
          logoAttachment(w.contractor),
          w.contractor,
        );
      }
    },
  };
}
