import type { ourPayMessages as en } from './ours.pay.en.js';

/** Nos messages de la page de paiement d’une facture (issue 33 §3). */
export const ourPayMessages = {
  payKeyInvalid: 'Ce lien de paiement n’est pas valide. Utilisez le dernier lien que vous avez reçu.',
  paymentAmountRequired: 'Entrez le montant.',
  invoiceDisputeReasonRequired: 'Dites ce qui ne va pas dans cette facture.',
} satisfies Record<keyof typeof en, string>;
