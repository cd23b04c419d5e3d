import type { ourPaymentMessages as en } from './ours.payments.en.js';

/** Nos messages pour se faire payer (issue 33), côté entrepreneur. */
export const ourPaymentMessages = {
  invoiceIssued: 'Facture no {number} émise. Votre client la recevra par courriel et par texto.',
  invoiceContractNotSigned: 'On ne peut facturer qu’un contrat signé qui n’a pas été annulé.',
  invoiceLineNotFound: 'Ce paiement ne figure pas à l’échéancier du contrat.',
  invoiceAlreadyIssued: 'Ce paiement a déjà été facturé.',
  invoiceHoldbackTooEarly: 'Facturez tous les autres paiements avant la libération de la retenue.',
  paymentConfirmed: 'Paiement de {amount} confirmé.',
  paymentReportRefused: 'Indiqué comme non reçu.',
  paymentRecorded: 'Paiement de {amount} enregistré.',
  paymentNotReported: 'Ce paiement n’attend plus votre confirmation.',
} satisfies Record<keyof typeof en, string>;
