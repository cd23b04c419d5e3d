import { createHash, randomBytes } from 'node:crypto';
import { apiKeyPrefix } from '@tradepact/shared';

/** A new key's token: the prefix that tells it from a session's access token, then 256 random bits. */
export const newApiKeyToken = () => `${apiKeyPrefix}${randomBytes(32).toString('base64url')}`;

/** What is stored of a token and looked up by: its SHA-256 in hex (a high-entropy token needs no salt). */
export const apiKeyTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** The characters that tell keys apart in Settings, where the token itself is never shown again. */
export const last4Of = (token: string) => token.slice(-4);
