/** The words of the audit certificate page appended to a sealed contract. */
export const certificateMessages = {} as const;
