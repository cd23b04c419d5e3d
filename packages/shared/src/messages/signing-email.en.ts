/**
 * The emails and texts of signing: the request to sign, the copies once sealed, and what the
 * contractor is told (viewed, signed, sealed, expired, withdrawn). Placeholders are written {name}.
 */
export const signingEmailMessages = {} as const;
