import { salesTaxOn, toCents, type ContractForm, type SigningSummary } from '@tradepact/shared';

/**
 * The signing page's summary card (issue 32 §1), from the contract as sent: the price and its taxes
 * as the document prints them, on the day the document is dated and in the project's province.
 */
export function signingSummaryOf(
  form: ContractForm,
  projectProvince: string,
  issuedOn: string,
): SigningSummary {
  const price = toCents(form.Payment.TotalCost);
  const deposit = toCents(form.Payment.Deposit);
  const tax = price > 0 ? salesTaxOn(price, projectProvince, issuedOn) : undefined;
  return {
    ServiceType: form.ServiceType,
    CommencementDate: form.CommencementDate || null,
    CompletionDate: form.CompletionDate || null,
    Price: tax ? price : null,
    Taxes: (tax?.lines ?? []).map((line) => ({
      Kind: line.kind,
      RatePercent: line.ratePercent,
      Cents: line.cents,
    })),
    TotalWithTax: tax?.totalCents ?? null,
    Deposit: deposit > 0 ? deposit : null,
    DepositDate: deposit > 0 ? form.Payment.DepositDate || null : null,
  };
}
