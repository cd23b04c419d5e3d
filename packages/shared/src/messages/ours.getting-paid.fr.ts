import type { ourGettingPaidMessages as en } from './ours.getting-paid.en.js';

/** Nos messages de Paramètres › Se faire payer et du remboursement d’un paiement par carte (issue 33 §3). */
export const ourGettingPaidMessages = {
  etransferEmailInvalid:
    'Entrez l’adresse courriel où votre banque dépose les virements Interac, ou laissez le champ vide.',
  paymentSettingsSaved: 'Enregistré. Les pages de paiement de vos factures présentent désormais ces choix.',
  stripeNotConfigured: 'Le paiement par carte n’est pas configuré sur ce site.',
  stripeAccountRefreshed: 'Votre compte Stripe est à jour.',
  cardRefundNotRefundable: 'Seul un paiement par carte reçu peut être remboursé.',
  cardRefundTooLarge: 'Le remboursement dépasse ce qui reste de ce paiement.',
  cardRefundSent:
    'Remboursement envoyé. Le client le reçoit sur la carte ou le compte avec lequel il a payé.',
} satisfies Record<keyof typeof en, string>;
