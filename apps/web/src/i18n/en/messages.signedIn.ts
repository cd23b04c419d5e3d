/** The shared messages only the signed-in pages show, in English: a chunk loaded with the signed-in shell (../loadLabels.ts). */
export { enSignedInPages as signedInMessages } from '@tradepact/shared/messages/en.signedIn';
