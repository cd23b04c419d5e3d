/** The shared messages the pages show, in English: a chunk of its own (../catalogues.ts). */
export { enPages as pageMessages } from '@tradepact/shared/messages/en';
