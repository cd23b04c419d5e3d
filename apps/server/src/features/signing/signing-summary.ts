import {
  contractChanges,
  contractFormSchema,
  salesTaxOn,
  toCents,
  type ContractChange,
  type ContractForm,
  type ScheduleLabel,
  type SigningSummary,
} from '@tradepact/shared';
import type { Queryable } from '../../db/database.js';
import { attachmentsOf, contractById, type ContractRow } from '../contracts/contracts.service.js';

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

/** A contract's schedules as a change names them. */
export const scheduleLabels = (
  schedules: { attachment: { title: string }; file: { originalName: string } }[],
) => schedules.map(({ attachment, file }) => ({ Title: attachment.title, Name: file.originalName }));

/**
 * What an amendment changes against the version it amends (issue 32 §5), shown above its document;
 * none for an original, or when the amended version is gone.
 */
export async function amendmentChangesOf(
  db: Queryable,
  contract: ContractRow,
  form: ContractForm,
  schedules: ScheduleLabel[],
): Promise<ContractChange[]> {
  if (!contract.originalId) return [];
  const amended = await contractById(db, contract.originalId);
  if (!amended) return [];
  return contractChanges(
    {
      form: contractFormSchema.parse(amended.data),
      schedules: scheduleLabels(await attachmentsOf(db, amended.id)),
    },
    { form, schedules },
  );
}
