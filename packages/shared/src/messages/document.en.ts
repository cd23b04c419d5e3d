/**
 * The words of the contract document (preview and PDF): headings, labels, the payment table. The
 * spec does not word the document; these are ours, in its voice.
 */
export const documentMessages = {} as const;
