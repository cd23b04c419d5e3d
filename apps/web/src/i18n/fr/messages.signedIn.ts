/** The shared messages only the signed-in pages show, in French: a chunk loaded with the signed-in shell (../loadLabels.ts). */
export { frSignedInPages as signedInMessages } from '@tradepact/shared/messages/fr.signedIn';
