import type { ourCardPayMessages as en } from './ours.card-pay.en.js';

/** Nos messages du paiement d’une facture par carte (issue 33 §3). */
export const ourCardPayMessages = {
  cardPaymentUnavailable:
    'Le paiement par carte n’est pas offert pour cette facture. Veuillez utiliser un autre mode de paiement.',
  cardPaymentNothingOwed: 'Il ne reste rien à payer sur cette facture.',
  cardCheckoutLine: 'Facture {number} de {business} : {description}',
  localCardPaymentClosed: 'Ce paiement ne peut plus être fait ici. Revenez à la facture pour la payer.',
} satisfies Record<keyof typeof en, string>;
