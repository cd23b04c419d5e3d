/** Our messages for the writing help (the AI and spell-check calls); spec texts live in spec.en.ts. */
export const ourWritingMessages = {} as const;
