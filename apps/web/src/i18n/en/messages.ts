/** The shared messages a public page can show, in English: a chunk of its own, loaded before the first render (../catalogues.ts). */
export { enPublicPages as pageMessages } from '@tradepact/shared/messages/en.public';
