import { clauseText } from './terms.js';
import type { ContractForm, PaymentTerm } from './form.js';
import { toCents } from './payment.js';

/** A schedule (doc 3 §9) as a change names it: its slot's title and its file's name. */
export interface ScheduleLabel {
  Title: string;
  Name: string;
}

/**
 * One difference between an amendment and the version it amends (issue 32 §5), as data: the page and
 * the email word it in the reader's language. Money in cents; dates YYYY-MM-DD ('' when none); a
 * clause or a payment line absent on one side is null there.
 */
export type ContractChange =
  | { Kind: 'serviceType' | 'serviceAddress' | 'scope' | 'customTerms'; Before: string; After: string }
  | { Kind: 'commencementDate' | 'completionDate' | 'depositDate'; Before: string; After: string }
  | { Kind: 'totalCost' | 'deposit'; Before: number; After: number }
  | { Kind: 'paymentMode'; Before: string; After: string }
  | {
      Kind: 'paymentLine';
      /** 1-based, in the amended schedule (or the original's, for a line removed). */
      Number: number;
      /** Amounts are percents of the total, not dollars. */
      Percent: boolean;
      Before: PaymentLine | null;
      After: PaymentLine | null;
    }
  | { Kind: 'clause'; Before: string | null; After: string | null }
  | { Kind: 'schedule'; Before: ScheduleLabel | null; After: ScheduleLabel | null };

/** A payment line: its name (a date in date mode, a milestone…) and its amount in cents or percent hundredths. */
export interface PaymentLine {
  Name: string;
  Amount: number;
}

export type ContractChangeKind = ContractChange['Kind'];

const paymentLine = (term: PaymentTerm, percent: boolean): PaymentLine => ({
  Name: term.Name,
  // Percents keep two decimals as hundredths, as cents do for dollars.
  Amount: percent ? Math.round(term.Amount * 100) : toCents(term.Amount),
});

const sameLine = (a: PaymentLine | null, b: PaymentLine | null) =>
  a !== null && b !== null && a.Name === b.Name && a.Amount === b.Amount;

/**
 * The items of two lists that differ, as changes: an item on both sides (anywhere: a reordering is no
 * change) is none; an item gone and one new that `alike` says are the same item edited are one change;
 * the others are removed or added.
 */
function listChanges<T>(
  before: T[],
  after: T[],
  key: (item: T) => string,
  alike: (a: T, b: T) => boolean,
): { before: T | null; after: T | null }[] {
  const unmatched = (from: T[], against: T[]) => {
    const left = new Map<string, number>();
    for (const item of against) left.set(key(item), (left.get(key(item)) ?? 0) + 1);
    return from.filter((item) => {
      const count = left.get(key(item)) ?? 0;
      if (count === 0) return true;
      left.set(key(item), count - 1);
      return false;
    });
  };
  const removed = unmatched(before, after);
  const added = unmatched(after, before);
  const changes: { before: T | null; after: T | null }[] = [];
  for (const gone of removed) {
    const at = added.findIndex((one) => alike(gone, one));
    changes.push({ before: gone, after: at >= 0 ? (added.splice(at, 1)[0] ?? null) : null });
  }
  for (const one of added) changes.push({ before: null, after: one });
  return changes;
}

const wordsOf = (text: string) => new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);

/** Two clauses are one edited when at least a third of their words are shared (Jaccard index). */
function sameClauseEdited(a: string, b: string): boolean {
  const one = wordsOf(a);
  const two = wordsOf(b);
  const shared = [...one].filter((word) => two.has(word)).length;
  return shared / (one.size + two.size - shared || 1) >= 1 / 3;
}

/**
 * What an amendment changes against the version it amends, in the order the contract reads: the
 * work, its dates, the price and the payment schedule, the clauses, the schedules. Empty when the two
 * say the same. Clauses compare by their words, so a change of markup alone is none.
 */
export function contractChanges(
  before: { form: ContractForm; schedules: ScheduleLabel[] },
  after: { form: ContractForm; schedules: ScheduleLabel[] },
): ContractChange[] {
  const was = before.form;
  const is = after.form;
  const changes: ContractChange[] = [];
  const text = (Kind: 'serviceType' | 'serviceAddress' | 'scope' | 'customTerms', a: string, b: string) => {
    if (a.trim() !== b.trim()) changes.push({ Kind, Before: a.trim(), After: b.trim() });
  };
  const day = (Kind: 'commencementDate' | 'completionDate' | 'depositDate', a: string, b: string) => {
    if (a !== b) changes.push({ Kind, Before: a, After: b });
  };
  const money = (Kind: 'totalCost' | 'deposit', a: number, b: number) => {
    if (toCents(a) !== toCents(b)) changes.push({ Kind, Before: toCents(a), After: toCents(b) });
  };

  text('serviceType', was.ServiceType, is.ServiceType);
  text('serviceAddress', was.ServiceAddress, is.ServiceAddress);
  day('commencementDate', was.CommencementDate, is.CommencementDate);
  day('completionDate', was.CompletionDate, is.CompletionDate);
  text('scope', was.ScopeOfServices, is.ScopeOfServices);
  money('totalCost', was.Payment.TotalCost, is.Payment.TotalCost);
  money('deposit', was.Payment.Deposit, is.Payment.Deposit);
  day('depositDate', was.Payment.DepositDate, is.Payment.DepositDate);
  if (was.Payment.Mode !== is.Payment.Mode) {
    changes.push({ Kind: 'paymentMode', Before: was.Payment.Mode, After: is.Payment.Mode });
  }
  if (is.Payment.Mode === 'custom' || was.Payment.Mode === 'custom') {
    text('customTerms', was.Payment.CustomTerms, is.Payment.CustomTerms);
  }
  // Lines compare place by place: "the second payment" is what both parties read.
  const percentBefore = was.Payment.Mode === 'percentage';
  const percentAfter = is.Payment.Mode === 'percentage';
  const lines = Math.max(was.Payment.Terms.length, is.Payment.Terms.length);
  for (let index = 0; index < lines; index += 1) {
    const a = was.Payment.Terms[index];
    const b = is.Payment.Terms[index];
    const lineBefore = a ? paymentLine(a, percentBefore) : null;
    const lineAfter = b ? paymentLine(b, percentAfter) : null;
    if (percentBefore === percentAfter && sameLine(lineBefore, lineAfter)) continue;
    changes.push({
      Kind: 'paymentLine',
      Number: index + 1,
      Percent: b ? percentAfter : percentBefore,
      Before: lineBefore,
      After: lineAfter,
    });
  }
  const clauses = listChanges(
    was.Terms.map(clauseText).filter(Boolean),
    is.Terms.map(clauseText).filter(Boolean),
    (clause) => clause,
    sameClauseEdited,
  );
  for (const clause of clauses) changes.push({ Kind: 'clause', Before: clause.before, After: clause.after });
  // A schedule's slot (Schedule A…) with another file is that schedule replaced.
  const schedules = listChanges(
    before.schedules,
    after.schedules,
    (one) => `${one.Title}\n${one.Name}`,
    (a, b) => a.Title === b.Title,
  );
  for (const schedule of schedules) {
    changes.push({ Kind: 'schedule', Before: schedule.before, After: schedule.after });
  }
  return changes;
}
