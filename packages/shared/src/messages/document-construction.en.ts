/**
 * Issue 31 §4: Ontario's Construction Act in the payment schedule: the holdback columns, its release
 * and the prompt-payment rules, worded from the province's records (days and rates are parameters).
 * LEGAL REVIEW: our own plain-language wording of ss. 6.1–6.8, 22 and 26.1, checked against the
 * sources named in docs/contracts-and-the-law.md, not the statute's text.
 */
export const documentConstructionMessages = {
  documentHoldbackColumnGross: 'Gross',
  documentHoldbackColumnHoldback: 'Holdback ({percent}\u00a0%)',
  documentHoldbackColumnNet: 'Net payable',
  documentHoldbackRelease: 'Holdback release',
  documentHoldbackReleaseDue: 'After the lien period following substantial performance',
  documentHoldbackCustomLine: 'Payments under the terms below',
  documentHoldbackCustomLineDue: 'As the terms below set out',
  documentHoldbackNote:
    'Holdback: the payer retains {percent}\u00a0% of each payment. The {amount} retained in all is paid when the period for preserving liens that follows substantial performance of the work has expired, if no lien has been preserved.',
  documentHoldbackAnnual:
    'Annual release (in force since {from}): if the work goes past an anniversary of this agreement, the owner publishes a notice of annual release of holdback within {noticeDays} days after each anniversary and pays the holdback accrued {payFromDays} to {payByDays} days after publishing it, if no lien has been preserved; each payer passes the share due down the chain within {downstreamDays} days of receiving it.',
  documentPromptHeading: 'Prompt payment',
  documentPromptPay: 'The Client pays each proper invoice within {days} days after receiving it.',
  documentPromptNonPayment:
    'To dispute an amount, the Client gives the Contractor a notice of non-payment, in the prescribed form, within {days} days after receiving the invoice.',
  documentPromptDeemedProper:
    'An invoice is deemed a proper invoice unless, within {days} days after receiving it, the Client tells the Contractor how it falls short of one.',
  documentPromptSubPay:
    'The Contractor pays the Sub-contractor each amount owed within {days} days after the Contractor is paid for the Sub-contractor’s work.',
  documentPromptSubNonPayment:
    'If the Contractor is not paid, or disputes an amount, it gives the Sub-contractor a notice of non-payment, in the prescribed form, within the time the Act sets.',
  documentConstructionSource: 'See {statute}, {section}.',
} as const;
