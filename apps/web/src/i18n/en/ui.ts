import { cancelUi } from './ui.cancel';
import { guidesUi } from './ui.guides';
import { publicUi } from './ui.public';
import { signedInUi } from './ui.signedIn';

/**
 * Every label of the web app (namespace 'ui'), for types: keys checked at compile time and the shape
 * each language must have. The three parts load apart (../catalogues.ts), so app code imports this
 * module for its types only (`import type`); src/app/publicPages.test.ts keeps it off the public pages.
 */
export const ui = { ...publicUi, ...signedInUi, guides: guidesUi, cancel: cancelUi } as const;

type Catalogue<T> = { readonly [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };

/** The shape of src/i18n/<lang>/ui.public.ts. */
export type PublicUiCatalogue = Catalogue<typeof publicUi>;
/** The shape of src/i18n/<lang>/ui.guides.ts (key `guides`). */
export type GuidesUiCatalogue = Catalogue<typeof guidesUi>;
/** The shape of src/i18n/<lang>/ui.cancel.ts (key `cancel`). */
export type CancelUiCatalogue = Catalogue<typeof cancelUi>;
/** The shape of src/i18n/<lang>/ui.signedIn.ts. */
export type SignedInUiCatalogue = Catalogue<typeof signedInUi>;
