import {
  citationIn,
  contractTypes,
  languageOf,
  formatCad,
  holdbackSchedule,
  ruleInForce,
  type ContractType,
  type MessageKey,
  type MessageParams,
  type Payment,
  type Language,
  type Sourced,
} from '@tradepact/shared';
import type { PaymentHoldback, PaymentRow, PromptPaymentBlock } from './document-model.js';

/**
 * Issue 31 §4: Ontario's Construction Act in the payment schedule, worded from the province's dated
 * records (packages/shared/src/law/records.ts) for the contract's day. Client contracts and
 * sub-contracts alike: the holdback (s. 22) and prompt payment (Part I.1) bind every payer on a
 * contract or subcontract for an improvement, consumer or business. Nothing where no record applies.
 */

type Word = (key: MessageKey, params?: MessageParams) => string;

export interface ConstructionActContext {
  language: string;
  locale: string;
  province: string;
  /** The contract's day (its issue date), YYYY-MM-DD. */
  onDate: string;
  type: ContractType;
  /** The form's dates, '' while not chosen: whether the work may pass a year (s. 26.1). */
  commencementDate: string;
  completionDate: string;
}

/**
 * The schedule's rows with each one's holdback and net payable, plus the closing release, or the
 * rows unchanged where the province has no holdback. Custom terms (whose rows hold only the deposit)
 * gain one row for the rest of the price, so every dollar of it carries its holdback.
 */
export function withHoldback(
  payment: Payment,
  rows: readonly PaymentRow[],
  context: ConstructionActContext,
  word: Word,
): { rows: PaymentRow[]; holdback?: PaymentHoldback } {
  const schedule = holdbackSchedule(payment, {
    province: context.province,
    day: context.onDate,
    commencementDate: context.commencementDate,
    completionDate: context.completionDate,
  });
  if (!schedule) return { rows: [...rows] };
  const money = (cents: number) => formatCad(cents, context.locale);
  const allRows = [...rows];
  const custom = schedule.lines.find((line) => line.source.kind === 'custom');
  if (custom) {
    allRows.push({
      item: word('documentHoldbackCustomLine'),
      due: word('documentHoldbackCustomLineDue'),
      amountCents: custom.grossCents,
      amount: money(custom.grossCents),
    });
  }
  const withLines = allRows.map((row, index) => {
    const line = schedule.lines[index];
    // The rows and the lines are built from one schedule in one order; a row without a line is a bug.
    if (!line || line.grossCents !== row.amountCents) {
      throw new Error(`The holdback line ${index} does not match the payment row.`);
    }
    return {
      ...row,
      holdback: money(line.holdbackCents),
      net: money(line.netCents),
      netCents: line.netCents,
    };
  });
  const { percent, record, annualRelease } = schedule;
  const notes = [
    word('documentHoldbackNote', { percent, amount: money(schedule.releaseCents) }),
    ...(annualRelease
      ? [
          word('documentHoldbackAnnual', {
            from: annualRelease.from,
            noticeDays: annualRelease.data.noticeWithinDays,
            payFromDays: annualRelease.data.payFromDays,
            payByDays: annualRelease.data.payByDays,
            downstreamDays: annualRelease.data.downstreamDays,
          }),
        ]
      : []),
    sourceOf(record, annualRelease, languageOf(context.language), word),
  ];
  return {
    rows: withLines,
    holdback: {
      columns: {
        gross: word('documentHoldbackColumnGross'),
        holdback: word('documentHoldbackColumnHoldback', { percent }),
        net: word('documentHoldbackColumnNet'),
      },
      release: {
        item: word('documentHoldbackRelease'),
        due: word('documentHoldbackReleaseDue'),
        amountCents: schedule.releaseCents,
        amount: money(schedule.releaseCents),
      },
      notes,
    },
  };
}

/**
 * The prompt-payment rules of the province on the contract's day: on a client contract the days the
 * Client (the owner) has to pay a proper invoice, to dispute it and (from 2026-01-01) to say how an
 * invoice is not proper; on a sub-contract the days the Contractor has to pay down once paid.
 */
export function promptPaymentBlock(
  context: ConstructionActContext,
  word: Word,
): PromptPaymentBlock | undefined {
  const record = ruleInForce(context.province, 'promptPayment', context.onDate);
  if (!record) return undefined;
  const { payDays, nonPaymentNoticeDays, downstreamDays, deemedProperDays } = record.data;
  const lines =
    context.type === contractTypes.client
      ? [
          word('documentPromptPay', { days: payDays }),
          word('documentPromptNonPayment', { days: nonPaymentNoticeDays }),
          ...(deemedProperDays === null
            ? []
            : [word('documentPromptDeemedProper', { days: deemedProperDays })]),
        ]
      : [word('documentPromptSubPay', { days: downstreamDays }), word('documentPromptSubNonPayment')];
  return {
    heading: word('documentPromptHeading'),
    lines,
    source: sourceOf(record, undefined, languageOf(context.language), word),
  };
}

/** "See {statute}, {section}." in the document's language; the annual release's statute names both sections. */
function sourceOf(
  record: Sourced,
  annualRelease: Sourced | undefined,
  language: Language,
  word: Word,
): string {
  const cited = citationIn(record, language);
  if (!annualRelease) return word('documentConstructionSource', { ...cited });
  const release = citationIn(annualRelease, language);
  return word('documentConstructionSource', {
    statute: release.statute,
    section: `${cited.section}, ${release.section}`,
  });
}
