import type { PageCatalogue } from './index.js';
import { frPublicPages } from './fr.public.js';
import { frSignedInPages } from './fr.signedIn.js';

/**
 * The French (fr-CA) messages the pages show, in two parts: those a public page can show (fr.public.ts) and
 * those of the signed-in pages only (fr.signedIn.ts). The web app loads each part as a chunk of its
 * own (apps/web/src/i18n/fr/messages.ts, messages.signedIn.ts), apart from fr.ts, so that a bundle
 * that never reads `fr` leaves the rest out (a module of spreads is kept whole once anything of it is used).
 */
export const frPages = { ...frPublicPages, ...frSignedInPages } satisfies PageCatalogue;

export { frPublicPages, frSignedInPages };
