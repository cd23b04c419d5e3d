import {
  consumerCancellationApplies,
  isConsumerContractWith,
  missingConsumerContent,
  personName,
  restrictedProductsProblem,
  salesTaxOn,
  toCents,
  type Business,
  type ContractForm,
  type ContractType,
  type LawRecordOf,
  type MissingConsumerContent,
  type Project,
} from '@tradepact/shared';
import { cancellationDeadline, type CancellationDeadline } from '@tradepact/shared/law/deadline';

/**
 * Whether a contract is a consumer contract, so that the province's consumer rules apply (the right
 * to cancel on the document's first page, the deadline in the completion email and the certificate):
 * a client contract unless every client of its project is marked a business; never a sub-contract.
 * The one place the server decides it.
 */
export function consumerStatusOf(contract: {
  type: ContractType;
  clients: readonly { IsBusiness: boolean }[];
}): boolean {
  return isConsumerContractWith(contract.type, contract.clients);
}

export interface ConsumerContractFacts {
  type: ContractType;
  /** The project's clients, each marked a business or not. */
  clients: readonly { IsBusiness: boolean }[];
  /** The project's province: its rule applies. */
  province: string;
  /** The day the document is dated (YYYY-MM-DD): the rule and threshold it printed are that day's. */
  issuedOn: string;
  /** The price before tax, in dollars, as the form holds it. */
  totalCost: number;
}

/**
 * The province's right to cancel as the document prints it on its first page, or undefined where it
 * prints none: not a consumer contract, no rule in the province, or a price (with tax, as the
 * document's total) under the rule's threshold. The signing page shows the same.
 */
export function consumerCancellationRuleOf(
  contract: ConsumerContractFacts,
): LawRecordOf<'consumerCancellation'> | undefined {
  if (!consumerStatusOf(contract)) return undefined;
  const { province, issuedOn } = contract;
  const totalCents = salesTaxOn(toCents(contract.totalCost), province, issuedOn).totalCents;
  return consumerCancellationApplies(province, issuedOn, totalCents);
}

/**
 * The consumer's deadline to cancel a contract whose signed copy is delivered at `deliveredAt`, or
 * undefined where the document printed no right to cancel (consumerCancellationRuleOf).
 */
export function consumerCancellationDeadline(
  contract: ConsumerContractFacts,
  deliveredAt: Date,
): CancellationDeadline | undefined {
  if (!consumerCancellationRuleOf(contract)) return undefined;
  return cancellationDeadline(contract.province, deliveredAt);
}

/**
 * Why a contract with Ontario's restricted products may not go out (O. Reg. 8/18): such an agreement
 * may be made at the client's home only when the client made the first contact, which the contractor
 * records with the form's ClientInitiatedContact; null when it may go out.
 */
export function restrictedProductsRefusal(
  contract: Pick<ConsumerContractFacts, 'type' | 'clients' | 'province'> & {
    /** The day it goes out, YYYY-MM-DD, in the project's province. */
    day: string;
    form: Pick<ContractForm, 'RestrictedProducts' | 'ClientInitiatedContact'>;
  },
): 'contractRestrictedProductsNotInitiated' | null {
  return restrictedProductsProblem({
    province: contract.province,
    day: contract.day,
    consumer: consumerStatusOf(contract),
    restrictedProducts: contract.form.RestrictedProducts,
    clientInitiatedContact: contract.form.ClientInitiatedContact,
  });
}

export interface ConsumerContentSources {
  type: ContractType;
  project: Project;
  form: ContractForm;
  business: Pick<Business, 'RbqLicence' | 'OpcPermit' | 'AlbertaPrepaidLicence'>;
  /** Today in the project's province: the records in force that day apply. */
  day: string;
}

/**
 * What a consumer contract lacks of what its province requires it to show (issue 31 §3, §5), or
 * undefined (all shown, or not a consumer contract). The preview and the send both refuse on it.
 */
export function missingConsumerContentOf(
  contract: ConsumerContentSources,
): MissingConsumerContent | undefined {
  const { project } = contract;
  if (!consumerStatusOf({ type: contract.type, clients: project.Clients })) return undefined;
  return missingConsumerContent({
    province: project.Province,
    day: contract.day,
    contractor: {
      rbqLicence: contract.business.RbqLicence,
      opcPermit: contract.business.OpcPermit,
      albertaPrepaidLicence: contract.business.AlbertaPrepaidLicence,
    },
    clients: project.Clients.map((client) => ({
      name: personName(client.FirstName, client.LastName) || client.BusinessName,
      address: client.Address,
      phone: client.Phone,
    })),
    propertyAddress: project.Address,
    form: contract.form,
  });
}
