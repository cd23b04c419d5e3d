/** Doc 2 §3: a contract's Type. */
export const contractTypes = { subcontractor: 0, client: 1 } as const;
export type ContractType = (typeof contractTypes)[keyof typeof contractTypes];

/** Doc 2 §3: Draft, then sent (any other status), then Signed. */
export const contractStatuses = { draft: 'Draft', sent: 'Sent', signed: 'Signed' } as const;
export type ContractStatus = (typeof contractStatuses)[keyof typeof contractStatuses];
