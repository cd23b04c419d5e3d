import { enPages } from './en.pages.js';
import { certificateMessages } from './certificate.en.js';
import { clientInvoiceMessages } from './client-invoice.en.js';
import { documentAttachedMessages } from './document-attached.en.js';
import { clientCancelMessages } from './client-cancel.en.js';
import { signerResponseMessages } from './signer-response.en.js';
import { paymentLineMessages } from './payment-lines.en.js';
import { payAnswerMessages } from './ours.pay.en.js';
import { ourPaymentMessages } from './ours.payments.en.js';
import { ourIntegrationMessages } from './ours.integrations.en.js';
import { documentMessages } from './document.en.js';
import { ourContractMessages } from './ours.contracts.en.js';
import { ourMessages } from './ours.en.js';
import { ourPaperMessages } from './ours.paper.en.js';
import { ourSigningMessages } from './ours.signing.en.js';
import { signingCodeMessages } from './signing-code.en.js';
import { signingEmailMessages } from './signing-email.en.js';
import { specMessages } from './spec.en.js';

/**
 * The words only the server renders: the emails and texts of signing, the contract document and the
 * signing certificate, the answers of a consumer's cancellation, of a recipient's change request or
 * decline and of a code before opening, a client's invoice with its email, text and receipts, the
 * answers of its pay page and of a contract's payments, getting paid's notices, and integrations' answers. No page looks them up, so the web app leaves them out of its download.
 */
export const enRendered = {
  ...documentMessages,
  ...documentAttachedMessages,
  ...signingEmailMessages,
  ...certificateMessages,
  ...clientCancelMessages,
  ...signerResponseMessages,
  ...paymentLineMessages,
  ...payAnswerMessages,
  ...ourPaymentMessages,
  ...ourIntegrationMessages,
  ...signingCodeMessages,
  ...clientInvoiceMessages,
} as const;

/** The English catalogue: the spec's messages, verbatim, and ours. */
export const en = { ...enPages, ...enRendered } as const;

export {
  certificateMessages,
  documentMessages,
  ourContractMessages,
  ourMessages,
  ourPaperMessages,
  ourSigningMessages,
  signingEmailMessages,
  specMessages,
};
