import type { ourPayMessages as en } from './ours.pay.en.js';

/** Nos messages de la page de paiement d’une facture (issue 33 §3). */
export const ourPayMessages = {
  payKeyInvalid: 'Ce lien de paiement n’est pas valide. Utilisez le dernier lien que vous avez reçu.',
  paymentAmountRequired: 'Entrez le montant.',
  invoiceDisputeReasonRequired: 'Dites ce qui ne va pas dans cette facture.',
  paySentRecorded: 'Merci. {business} confirmera la réception de l’argent.',
  invoiceDisputeRecorded: 'Votre contestation a été envoyée à {business}.',
  invoiceAlreadyDisputed: 'Cette facture est déjà contestée.',
  invoiceAlreadyPaid: 'Cette facture est payée en entier.',
} satisfies Record<keyof typeof en, string>;
