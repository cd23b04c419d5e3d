/** The contract builder's labels (namespace 'ui', key `contracts`); spec texts live in the shared catalogue. */
export const contractsUi = {} as const;
