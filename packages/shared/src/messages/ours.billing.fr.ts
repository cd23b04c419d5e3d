import type { ourBillingMessages as english } from './ours.billing.en.js';

/**
 * Our messages for the subscription, checkout, invoices and the local payment page, in Canadian
 * French (fr-CA): what the spec leaves unworded.
 */
export const ourBillingMessages = {
  // refusals
  billingPlanUnknown: 'Ce forfait n’est pas offert.',
  billingAlreadyOnPlan: 'Vous avez déjà un abonnement au forfait {name}.',
  billingPromoInvalid: 'Le code promotionnel {code} n’est pas valide.',
  billingPromoExpired: 'Le code promotionnel {code} a expiré.',
  billingPromoUsedUp: 'Le code promotionnel {code} a déjà été utilisé le nombre maximal de fois permis.',
  billingPromoFirstPaymentOnly: 'Le code promotionnel {code} ne s’applique qu’à un premier paiement.',
  billingPromoAlreadyUsed: 'Vous avez déjà utilisé le code promotionnel {code}.',
  billingTopUpUnknown: 'Cet achat supplémentaire n’est pas offert.',
  billingTopUpNeedsPlan:
    'Les contrats supplémentaires peuvent être achetés avec un forfait mensuel ou annuel.',
  billingNoPaidPlan: 'Vous n’avez aucun abonnement payant à modifier.',
  billingPlanChangeSame: 'Votre abonnement est déjà au forfait {name}.',
  billingNotCancelled: 'Votre abonnement n’est pas annulé.',
  billingAlreadyCancelled: 'Votre abonnement est déjà annulé. Votre accès se poursuit jusqu’au {date}.',
  billingSubscriptionEnded:
    'Votre abonnement a pris fin. Veuillez choisir un forfait pour vous abonner de nouveau.',
  billingOff:
    'La facturation est désactivée sur cette installation : chaque compte a accès à toutes les fonctionnalités, sans limites.',
  billingCheckoutNotFound: 'Ce paiement est introuvable.',
  billingInvoiceNotFound: 'Cette facture est introuvable.',
  billingCheckoutClosed: 'Ce paiement est déjà terminé ou a expiré.',
  billingNoCustomer:
    'Aucune carte n’est encore enregistrée à votre dossier. Veuillez d’abord choisir un forfait.',
  billingProviderFailed:
    'Impossible de joindre le fournisseur de paiement. Aucun montant n’a été débité ; veuillez réessayer dans une minute.',
  billingCardDeclined:
    'Votre carte a été refusée. Aucun paiement n’a été prélevé ; veuillez essayer une autre carte.',
  billingCardUnknown:
    'Ce numéro de carte ne fait pas partie des cartes de test acceptées par cette page. Veuillez utiliser 4242 4242 4242 4242.',
  billingCardExpiry:
    'Veuillez indiquer la date d’expiration de la carte au format MM/AA ; elle doit être à venir.',
  billingCardCvc: 'Veuillez indiquer les 3 ou 4 chiffres du code de sécurité de la carte.',
  billingCardName: 'Veuillez indiquer le nom qui figure sur la carte.',
  templateQuotaReached:
    'Vous avez atteint votre limite de {quota} modèles de contrat. Supprimez un modèle que vous n’utilisez plus, ou choisissez à la page Abonnement un forfait qui comprend plus de modèles.',

  // the subscription's state
  billingStatusTrial: 'Période d’essai gratuite',
  billingStatusTrialEnded: 'Période d’essai terminée',
  billingStatusActive: 'Actif',
  billingStatusEnded: 'Terminé',
  billingStatusPastDue: 'Échec du paiement',
  billingStatusSpecial: 'Forfait spécial',
  billingEndTitleTrial: 'Fin de la période d’essai le',
  billingEndTitleRenews: 'Renouvellement le',
  billingEndTitleEnds: 'Fin de l’accès le',
  billingEndTitleEnded: 'Terminé le',
  billingSpecialPlanName: 'Spécial',

  // invoices and checkout lines
  billingInvoicePaid: 'Payée',
  billingInvoiceFailed: 'Impayée',
  billingInvoiceRefunded: 'Remboursée',
  billingInvoicePartlyRefunded: 'Partiellement remboursée',
  billingInvoicePlanLine: 'Forfait {plan}, du {start} au {end}',
  billingTopUpClient: 'Contrat client supplémentaire',
  billingTopUpSubcontractor: 'Contrat de sous-traitance supplémentaire',
  billingTopUpLine: '{name} × {quantity}',
  billingPromotionPercent: '{code} : rabais de {percent} %',
  billingPromotionAmount: '{code} : rabais de {amount}',
  billingPromotionReferral: 'Parrainage : rabais de {percent} % sur votre premier paiement',

  // the return from paying (GET /api/common/readkey)
  billingPaymentSuccessfulPlan: 'Merci ! Votre forfait {plan} est actif jusqu’au {date}.',
  billingPaymentSuccessfulTopUp: 'Merci ! Votre achat a été ajouté à votre compte : {name}.',
  billingPaymentProcessingTitle: 'Confirmation de votre paiement',
  billingPaymentProcessingContent:
    'Votre paiement est en cours de confirmation. Cela prend quelques secondes.',
  billingPaymentNotCompletedTitle: 'Paiement non effectué',
  billingPaymentNotCompletedContent: 'Aucun paiement n’a été prélevé.',

  // emails
  billingOpenSubscription: 'Ouvrir mon abonnement',
  billingUpdatePaymentMethod: 'Mettre à jour le mode de paiement',
  billingReceiptSubject: 'Reçu pour la facture {number}',
  billingReceiptBody:
    'Merci pour votre paiement de {total} pour {description}. Vous pouvez télécharger la facture {number} à partir de votre page Abonnement.',
  billingPaymentFailedSubject: 'Votre paiement n’a pas abouti',
  billingPaymentFailedBody:
    'Nous n’avons pas pu débiter {total} de votre carte pour le forfait {plan}. Vous conservez un accès complet jusqu’au {date}. Pour continuer à envoyer des contrats après cette date, mettez à jour votre mode de paiement et réglez la facture.',
  billingReferralRewardSubject: 'Vous avez obtenu un crédit de {amount}',
  billingReferralRewardBody:
    'Une personne que vous avez parrainée vient de s’abonner : {amount} a été ajouté à votre crédit. Ce crédit est utilisé avant que votre carte soit débitée.',
  billingCancelledSubject: 'Votre abonnement est annulé',
  billingCancelledBody:
    'Votre abonnement {plan} est annulé. Vous conservez un accès complet jusqu’au {date}, et plus rien ne vous sera facturé. D’ici là, vous pouvez le réactiver à partir de la page Abonnement.',

  // the invoice PDF
  invoiceTitle: 'Facture',
  invoiceSubject: 'Facture {number} de {operator} à {customer}',
  invoiceNumberLabel: 'Numéro de facture',
  invoiceDateLabel: 'Date de la facture',
  invoiceBilledTo: 'Facturé à',
  invoiceDescriptionLabel: 'Description',
  invoiceAmountLabel: 'Montant (CAD)',
  invoiceSubtotal: 'Sous-total',
  invoiceDiscount: 'Rabais',
  invoiceCredit: 'Crédit appliqué',
  invoiceTotal: 'Total (CAD)',
  invoicePaidOn: 'Payée le {date}',
  invoicePaymentFailed: 'Échec du paiement : aucun montant n’a été débité.',
  invoiceRefundLine: 'Remboursée le {date}',
  invoiceRegistration: 'Numéro d’inscription à la TPS/TVH : {number}',
  invoiceQstRegistration: 'Numéro d’inscription à la TVQ : {number}',
  invoiceLocalPayment:
    'Payée sur la page de paiement locale d’une installation de développement : aucun argent n’a été transféré.',
} satisfies Record<keyof typeof english, string>;
