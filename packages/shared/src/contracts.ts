import { cutText } from './format.js';
/** Doc 2 §3: a contract's Type. */
export const contractTypes = { subcontractor: 0, client: 1 } as const;
export type ContractType = (typeof contractTypes)[keyof typeof contractTypes];

/**
 * Doc 2 §3: Draft, then sent (any other status), then Signed. A sent contract withdrawn by its
 * contractor is Cancelled; an unsigned one replaced by an amendment is Superseded. A signed contract
 * never changes status: an amendment replaces it in the chain once the amendment is signed. Expired is
 * not stored: a Sent contract past its expiry date is expired.
 */
export const contractStatuses = {
  draft: 'Draft',
  sent: 'Sent',
  signed: 'Signed',
  cancelled: 'Cancelled',
  superseded: 'Superseded',
} as const;
export type ContractStatus = (typeof contractStatuses)[keyof typeof contractStatuses];

/** How much of the scope of services names a contract where a title is wanted (emails, certificate). */
const contractTitleLength = 80;

/** A contract's title: its scope of services, cut (the full scope is in the contract itself). */
export function contractTitle(scopeOfServices: string): string {
  return cutText(scopeOfServices.trim().replace(/\s+/g, ' '), contractTitleLength);
}
