/** The shared messages the pages show, in French: a chunk of its own (../catalogues.ts). */
export { frPages as pageMessages } from '@tradepact/shared/messages/fr';
