import {
  formatCad,
  formatTaxRate,
  milestoneLabel,
  remainingCents,
  salesTaxOn,
  termAmountsCents,
  toCents,
  translate,
  type MessageKey,
  type ContractType,
  type Payment,
  taxKindMessages,
} from '@tradepact/shared';
import { promptPaymentBlock, withHoldback } from './construction-act.js';
import type { PaymentRow, PaymentSchedule, TotalRow } from './document-model.js';
import { plainTextBlocks } from './text-blocks.js';

/**
 * The payment schedule as the document prints it: the deposit, each payment with when it is due and
 * its amount, then the total before tax, the province's tax lines and the total with tax. Every
 * amount comes from the shared payment arithmetic in cents, the same the builder shows.
 */

export interface PaymentContext {
  language: string;
  locale: string;
  province: string;
  /** The day the tax rates and the law records are read for (the document's issue date). */
  onDate: string;
  type: ContractType;
  /** The form's dates ('' while not chosen): whether the work may pass a year (the annual holdback). */
  commencementDate: string;
  completionDate: string;
}

function termRows(payment: Payment, context: PaymentContext): PaymentRow[] {
  const { language, locale } = context;
  const word = (key: MessageKey, params?: Record<string, string | number>) =>
    translate(language, key, params);
  const percent = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const amounts = termAmountsCents(payment);
  return payment.Terms.map((term, index) => {
    const numbered = word('documentPaymentTerm', { number: index + 1 });
    const amountCents = amounts[index] ?? 0;
    const row = (item: string, due: string): PaymentRow => ({
      item,
      due,
      amountCents,
      amount: formatCad(amountCents, locale),
    });
    switch (payment.Mode) {
      case 'milestone': {
        const milestone = milestoneLabel(term);
        return row(
          numbered,
          milestone === ''
            ? word('documentPaymentToBeSet')
            : word('documentPaymentOnMilestone', { milestone }),
        );
      }
      case 'percentage':
        return row(
          term.Name === '' ? numbered : term.Name,
          word('documentPaymentPercentage', { percent: percent.format(term.Amount) }),
        );
      default:
        return row(numbered, term.Name === '' ? word('documentPaymentToBeSet') : term.Name);
    }
  });
}

export function paymentSchedule(payment: Payment, context: PaymentContext): PaymentSchedule {
  const { language, locale } = context;
  const word = (key: MessageKey, params?: Record<string, string | number>) =>
    translate(language, key, params);
  const money = (cents: number) => formatCad(cents, locale);
  const isCustom = payment.Mode === 'custom';

  const rows: PaymentRow[] = [];
  const depositCents = toCents(payment.Deposit);
  if (depositCents > 0) {
    rows.push({
      item: word('documentPaymentDeposit'),
      due: payment.DepositDate === '' ? word('documentPaymentToBeSet') : payment.DepositDate,
      amountCents: depositCents,
      amount: money(depositCents),
    });
  }
  if (!isCustom) {
    rows.push(...termRows(payment, context));
    // A draft may not yet share out the whole price: the document says so rather than hiding it.
    const unscheduled = remainingCents(payment);
    if (unscheduled > 0) {
      rows.push({
        item: word('documentPaymentUnscheduled'),
        due: word('documentPaymentToBeSet'),
        amountCents: unscheduled,
        amount: money(unscheduled),
      });
    }
  }

  const subtotalCents = toCents(payment.TotalCost);
  const tax = salesTaxOn(subtotalCents, context.province, context.onDate);
  const totals: TotalRow[] = [
    {
      label: word('documentPaymentSubtotal'),
      amountCents: subtotalCents,
      amount: money(subtotalCents),
      emphasis: false,
    },
    ...tax.lines.map((line) => ({
      label: word('documentPaymentTaxLine', {
        tax: word(taxKindMessages[line.kind]),
        rate: formatTaxRate(line.ratePercent, locale, word),
      }),
      amountCents: line.cents,
      amount: money(line.cents),
      emphasis: false,
    })),
    {
      label: word('documentPaymentTotal'),
      amountCents: tax.totalCents,
      amount: money(tax.totalCents),
      emphasis: true,
    },
  ];

  // Ontario: each row's holdback and net payable, and the release; its prompt-payment rules.
  const construction = withHoldback(payment, rows, context, word);
  const promptPayment = promptPaymentBlock(context, word);

  return {
    heading: word('documentPaymentHeading'),
    columns: {
      item: word('documentPaymentColumnItem'),
      due: word('documentPaymentColumnDue'),
      amount: word('documentPaymentColumnAmount'),
    },
    rows: construction.rows,
    totals,
    customHeading: isCustom ? word('documentPaymentCustomHeading') : '',
    custom: isCustom ? plainTextBlocks(payment.CustomTerms) : [],
    note: word('documentPaymentTaxNote'),
    ...(construction.holdback ? { holdback: construction.holdback } : {}),
    ...(promptPayment ? { promptPayment } : {}),
  };
}
