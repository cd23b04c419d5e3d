import type { ourPayMessages as en, payAnswerMessages as enAnswers } from './ours.pay.en.js';

/** Nos messages de la page de paiement d’une facture (issue 33 §3). */
export const ourPayMessages = {
  paymentAmountRequired: 'Entrez le montant.',
  invoiceDisputeReasonRequired: 'Dites ce qui ne va pas dans cette facture.',
} satisfies Record<keyof typeof en, string>;

/** Les réponses de la page de paiement, rédigées par le serveur. */
export const payAnswerMessages = {
  payKeyInvalid: 'Ce lien de paiement n’est pas valide. Utilisez le dernier lien que vous avez reçu.',
  paySentRecorded: 'Merci. {business} confirmera la réception de l’argent.',
  invoiceDisputeRecorded: 'Votre contestation a été envoyée à {business}.',
  invoiceAlreadyDisputed: 'Cette facture est déjà contestée.',
  invoiceAlreadyPaid: 'Cette facture est payée en entier.',
} satisfies Record<keyof typeof enAnswers, string>;
