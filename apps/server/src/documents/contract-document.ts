import {
  consumerCancellationApplies,
  contractStatuses,
  numberClauses,
  ruleInForce,
  contractTypes,
  scheduleLetter,
  translate,
  type MessageKey,
  type MessageParams,
  type ExtensionReason,
  type LawRecordOf,
  citationIn,
  languageOf,
  type Language,
} from '@tradepact/shared';
import { cancellationStatementOfDocument, disclosureStatementOf } from './attached-documents.js';
import { sanitizeClauseHtml } from './clause-html.js';
import { groupedDocumentCode } from './document-code.js';
import type {
  CancellationBlock,
  ContractDocument,
  ContractDocumentInput,
  Fact,
  PartyBlock,
  Schedule,
  SignatureBlock,
} from './document-model.js';
import { paymentSchedule } from './payment-schedule.js';
import { clauseBlocks, plainTextBlocks } from './text-blocks.js';

export type { ContractDocument, ContractDocumentInput, ImageBytes } from './document-model.js';

/**
 * Turns a contract, as the contracts service gathers it, into the document model both renderers
 * draw. Every word comes from the shared catalogue in the contract's language, amounts from the
 * shared payment arithmetic, and clauses are parsed from their cleaned HTML into blocks here, once.
 */
export function buildContractDocument(input: ContractDocumentInput): ContractDocument {
  const word = (key: MessageKey, params?: MessageParams) => translate(input.language, key, params);
  const { contractor, form } = input;
  const isClient = input.type === contractTypes.client;
  const title = word(isClient ? 'documentTitleClient' : 'documentTitleSubcontract');
  const reference =
    input.revision > 0
      ? word('documentNumberAmended', { number: input.number, revision: input.revision })
      : word('documentNumber', { number: input.number });
  const recipientNames = input.recipients.map((recipient) => recipient.businessName || recipient.name);

  const roleOf = (role: ContractDocumentInput['recipients'][number]['role']) =>
    word(role === 'client' ? 'documentRoleClient' : 'documentRoleSubcontractor');

  const contractorBlock: PartyBlock = {
    role: word('documentRoleContractor'),
    name: contractor.businessName,
    lines: present([
      contractor.name,
      contractor.gstNumber && word('documentGstNumber', { number: contractor.gstNumber }),
      contractor.qstNumber && word('documentQstNumber', { number: contractor.qstNumber }),
      // Printed as the RBQ prescribes ("RBQ licence: XXXX-XXXX-XX"), whatever the province: a
      // licence the contractor holds is theirs to show.
      contractor.rbqLicence && word('documentRbqLicence', { number: contractor.rbqLicence }),
      contractor.opcPermit && word('documentOpcPermit', { number: contractor.opcPermit }),
      contractor.albertaPrepaidLicence &&
        word('documentAlbertaPrepaidLicence', { number: contractor.albertaPrepaidLicence }),
      contractor.address,
      contractor.phone,
      contractor.email,
    ]),
  };
  const recipientBlocks: PartyBlock[] = input.recipients.map((recipient) => ({
    role: roleOf(recipient.role),
    name: recipient.businessName || recipient.name,
    lines: present([
      recipient.businessName ? recipient.name : '',
      recipient.address,
      recipient.phone,
      recipient.email,
    ]),
  }));

  const facts: Fact[] = [
    {
      label: word(isClient ? 'documentPropertyAddress' : 'documentServiceAddress'),
      value: input.propertyAddress,
    },
    { label: word('documentServiceType'), value: form.ServiceType },
    { label: word('documentCommencementDate'), value: form.CommencementDate },
    { label: word('documentCompletionDate'), value: form.CompletionDate },
    { label: word('documentExpiryDate'), value: input.expiresOn },
  ].filter((fact) => fact.value.trim() !== '');

  const payment = {
    ...paymentSchedule(form.Payment, {
      language: input.language,
      locale: input.locale,
      province: input.province,
      onDate: input.issuedOn,
      type: input.type,
      commencementDate: form.CommencementDate,
      completionDate: form.CompletionDate,
    }),
    estimate: form.PriceIsEstimate ? estimateWords(input, word) : '',
  };
  // The threshold is on what the consumer pays: the total with tax.
  const totalCents = payment.totals.find((total) => total.emphasis)?.amountCents ?? 0;
  const cancellationRule = input.consumer
    ? consumerCancellationApplies(input.province, input.issuedOn, totalCents)
    : undefined;

  const schedules: Schedule[] = [...input.schedules]
    .sort((a, b) => a.slot - b.slot)
    .map((schedule) => {
      const letter = scheduleLetter(schedule.slot);
      const caption =
        schedule.title.trim() === ''
          ? word('documentScheduleName', { letter })
          : word('documentScheduleTitled', { letter, title: schedule.title.trim() });
      return {
        letter,
        caption,
        fileLine: word('documentScheduleFile', { fileName: schedule.fileName }),
        kind: schedule.mimeType === 'application/pdf' ? 'pdf' : 'image',
        file: { mimeType: schedule.mimeType, bytes: schedule.bytes },
      };
    });

  const contractorSignature: SignatureBlock = {
    heading: word('documentSignatureFor', { party: contractorBlock.role }),
    name: contractor.name,
    organisation: contractor.businessName,
    ...(contractor.signature ? { signature: contractor.signature } : {}),
    date: input.issuedOn,
  };
  const recipientSignatures: SignatureBlock[] = input.recipients.map((recipient) => ({
    heading: word('documentSignatureFor', { party: roleOf(recipient.role) }),
    name: recipient.name,
    organisation: recipient.businessName,
    date: '',
  }));

  const disclosure = disclosureStatementOf(input, word);
  const cancellationStatement = cancellationStatementOfDocument(input, word);
  const signaturesIntro = word('documentSignaturesIntro');

  return {
    language: input.language,
    metadata: {
      title: `${title}, ${reference}`,
      author: contractor.businessName,
      subject: word('documentSubject', {
        title,
        contractor: contractor.businessName,
        recipients: recipientNames.join(', '),
      }),
    },
    draftMark: input.status === contractStatuses.draft ? word('documentDraftMark') : '',
    header: {
      businessName: contractor.businessName,
      ...(contractor.logo ? { logo: contractor.logo } : {}),
      reference,
    },
    title,
    reference,
    issued: word('documentIssuedOn', { date: input.issuedOn }),
    intro: word(isClient ? 'documentIntroClient' : 'documentIntroSubcontract', { date: input.issuedOn }),
    ...(disclosure ? { disclosure } : {}),
    ...(cancellationRule
      ? { cancellation: cancellationBlock(cancellationRule, languageOf(input.language), word) }
      : {}),
    parties: { heading: word('documentPartiesHeading'), blocks: [contractorBlock, ...recipientBlocks] },
    work: {
      heading: word('documentWorkHeading'),
      facts,
      scopeHeading: word('documentScopeHeading'),
      scope: plainTextBlocks(form.ScopeOfServices),
    },
    payment,
    clauses: {
      heading: word('documentClausesHeading'),
      // Cleaned again here, whatever the caller stored: the document shows clause markup only.
      items: numberClauses(
        form.Terms.map((clause) => clauseBlocks(sanitizeClauseHtml(clause))).filter(
          (blocks) => blocks.length > 0,
        ),
      ).map(({ number, clause }) => ({ number, blocks: clause })),
    },
    schedules: {
      heading: word('documentSchedulesHeading'),
      intro: word('documentSchedulesIntro'),
      items: schedules,
    },
    signatures: {
      heading: word('documentSignaturesHeading'),
      // With Ontario's disclosure statement on page 1, signing the agreement signs it too.
      intro: disclosure
        ? `${signaturesIntro} ${word('documentOnDisclosureSignatureNote', { title: disclosure.heading })}`
        : signaturesIntro,
      labels: {
        signature: word('documentSignatureLine'),
        name: word('documentSignatureName'),
        date: word('documentSignatureDate'),
      },
      blocks: [contractorSignature, ...recipientSignatures],
    },
    ...(cancellationStatement ? { cancellationStatement } : {}),
    code: {
      value: input.documentCode,
      grouped: groupedDocumentCode(input.documentCode),
      text: word('documentCode', { code: groupedDocumentCode(input.documentCode) }),
      publicUrl: input.publicUrl,
    },
    pageOf: word('documentPageOf'),
    schedulePageOf: word('documentSchedulePage'),
  };
}

/**
 * "This price is an estimate", and where the province caps what may be charged over an estimate
 * (Ontario's CPA s. 10, the `estimateCap` record) for a consumer contract, by how much without the
 * client's agreement, with the source.
 */
function estimateWords(
  input: ContractDocumentInput,
  word: (key: MessageKey, params?: MessageParams) => string,
): string {
  const cap = input.consumer ? ruleInForce(input.province, 'estimateCap', input.issuedOn) : undefined;
  return cap
    ? word('documentEstimateCap', {
        percent: cap.data.percent,
        ...citationIn(cap, languageOf(input.language)),
      })
    : word('documentEstimate');
}

const reasonKeys: Record<ExtensionReason, MessageKey> = {
  copyDefective: 'documentCancelWhenCopyDefective',
  notDelivered30Days: 'documentCancelWhenNotDelivered30Days',
  unlicensed: 'documentCancelWhenUnlicensed',
  noSecurity: 'documentCancelWhenNoSecurity',
  noStatementAttached: 'documentCancelWhenNoStatementAttached',
};

/** The right to cancel in the province's own terms: its days, what extends them, its refund, its source. */
function cancellationBlock(
  record: LawRecordOf<'consumerCancellation'>,
  language: Language,
  word: (key: MessageKey, params?: MessageParams) => string,
): CancellationBlock {
  const { days, countsFrom, extended, refundDays } = record.data;
  const period =
    extended.years === 1
      ? word('documentCancelPeriodOneYear')
      : word('documentCancelPeriodYears', { years: extended.years });
  return {
    heading: word('documentCancelHeading'),
    rule: word(
      countsFrom === 'copyReceived' ? 'documentCancelCopyReceived' : 'documentCancelContractEntered',
      { days },
    ),
    extended: word('documentCancelExtended', { period }),
    reasons: extended.when.map((reason) => word(reasonKeys[reason])),
    refund: refundDays ? word('documentCancelRefund', { days: refundDays }) : '',
    source: word('documentCancelSource', { ...citationIn(record, language) }),
  };
}

const present = (lines: (string | false | undefined)[]): string[] =>
  lines.filter((line): line is string => typeof line === 'string' && line.trim() !== '');
