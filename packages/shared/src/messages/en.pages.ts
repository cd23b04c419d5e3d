import { enPublicPages } from './en.public.js';
import { enSignedInPages } from './en.signedIn.js';

/**
 * The English messages the pages show, in two parts: those a public page can show (en.public.ts) and
 * those of the signed-in pages only (en.signedIn.ts). The web app loads each part as a chunk of its
 * own (apps/web/src/i18n/en/messages.ts, messages.signedIn.ts), apart from en.ts, so that a bundle
 * that never reads `en` leaves the rest out (a module of spreads is kept whole once anything of it is used).
 */
export const enPages = { ...enPublicPages, ...enSignedInPages } as const;

export { enPublicPages, enSignedInPages };
