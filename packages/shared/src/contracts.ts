import { contractLanguage } from './contract/language.js';
import { cutText } from './format.js';
import { defaultLanguage, type Language } from './messages/index.js';
/** Doc 2 §3: a contract's Type. */
export const contractTypes = { subcontractor: 0, client: 1 } as const;
export type ContractType = (typeof contractTypes)[keyof typeof contractTypes];

/**
 * Doc 2 §3: Draft, then sent (any other status), then Signed. A sent contract withdrawn by its
 * contractor is Cancelled; one a recipient declined from the signing page is Declined (issue 32 §2:
 * no one can sign it any more; the contractor may amend it); an unsigned one replaced by an amendment
 * is Superseded. A signed contract never changes status: an amendment replaces it in the chain once the
 * amendment is signed. Expired is not stored: a Sent contract past its expiry date is expired.
 */
export const contractStatuses = {
  draft: 'Draft',
  sent: 'Sent',
  signed: 'Signed',
  cancelled: 'Cancelled',
  declined: 'Declined',
  superseded: 'Superseded',
} as const;
export type ContractStatus = (typeof contractStatuses)[keyof typeof contractStatuses];

/** What a contract's language is chosen from: its project's clients, sub-contractors and province. */
export interface ContractLanguageSource {
  Province: string;
  Clients: readonly { Language: Language }[];
  Subcontractors: readonly { Id: string; Language: Language }[];
}

/**
 * The language a contract is written and sent in (issue 30 §1): its recipients'. A client contract
 * whose clients read different languages takes the contractor's pick (`chosen`, the form's Language),
 * else French in Quebec and the first client's elsewhere (contractLanguage). The server writes and
 * sends the contract in it; the builder's writing help checks the contract's texts in it.
 */
export function contractLanguageOf(
  project: ContractLanguageSource,
  type: ContractType,
  subcontractorId: string | null,
  chosen?: Language,
  /** Quebec's French first applies (law/ frenchFirstApplies; contractLanguageUnderLaw passes it). */
  frenchFirst = false,
): Language {
  if (type !== contractTypes.client) {
    return project.Subcontractors.find((one) => one.Id === subcontractorId)?.Language ?? defaultLanguage;
  }
  return contractLanguage(
    project.Clients.map((client) => client.Language),
    project.Province,
    chosen,
    frenchFirst,
  );
}

/** How much of the scope of services names a contract where a title is wanted (emails, certificate). */
const contractTitleLength = 80;

/** A contract's title: its scope of services, cut (the full scope is in the contract itself). */
export function contractTitle(scopeOfServices: string): string {
  return cutText(scopeOfServices.trim().replace(/\s+/g, ' '), contractTitleLength);
}
