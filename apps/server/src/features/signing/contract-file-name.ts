import type { ContractRow } from '../contracts/contracts.service.js';

/** The name a contract's PDF carries in emails: contract-12.pdf, or contract-12-r1.pdf for an amendment. */
export const contractFileName = (contract: Pick<ContractRow, 'number' | 'revision'>): string =>
  `contract-${contract.number}${contract.revision ? `-r${contract.revision}` : ''}.pdf`;
