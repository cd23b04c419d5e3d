import { certificateMessages } from './certificate.fr.js';
import { clientInvoiceMessages } from './client-invoice.fr.js';
import { documentAttachedMessages } from './document-attached.fr.js';
import { clientCancelMessages } from './client-cancel.fr.js';
import { signerResponseMessages } from './signer-response.fr.js';
import { paymentLineMessages } from './payment-lines.fr.js';
import { payAnswerMessages } from './ours.pay.fr.js';
import { ourPaymentMessages } from './ours.payments.fr.js';
import { ourIntegrationMessages } from './ours.integrations.fr.js';
import { documentMessages } from './document.fr.js';
import { frPages } from './fr.pages.js';
import type { Catalogue } from './index.js';
import { signingCodeMessages } from './signing-code.fr.js';
import { signingEmailMessages } from './signing-email.fr.js';

/**
 * The words only the server renders, in French: signing emails and texts, the contract, the certificate,
 * the answers of a cancellation, a change request or a decline, a client's invoice and its messages.
 */
export const frRendered = {
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
};

/** The French (fr-CA) catalogue: every key of the English one (en.ts), translated. */
export const fr = { ...frPages, ...frRendered } satisfies Catalogue;
