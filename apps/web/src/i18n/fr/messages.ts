/** The shared messages a public page can show, in French: a chunk of its own, loaded before the first render (../catalogues.ts). */
export { frPublicPages as pageMessages } from '@tradepact/shared/messages/fr.public';
