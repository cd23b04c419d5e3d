/** Our messages for two-factor sign-in (issue 18 §1). */
export const ourTwoFactorMessages = {} as const;
