import type { GettingPaidUiCatalogue } from '../en/ui';

/**
 * Paramètres › Se faire payer (issue 33 §3), espace de noms 'ui', clé `gettingPaid` : chargés avec les
 * Paramètres, pas avec chaque page connectée.
 */
export const gettingPaidUi: GettingPaidUiCatalogue = {
  title: 'Se faire payer',
  lead: 'Comment vos clients paient vos factures. La page de paiement de chaque facture leur présente les modes que vous choisissez ici.',
  loadError: 'Vos réglages de paiement ne peuvent pas être chargés pour le moment.',
  etransferLabel: 'Adresse pour les virements Interac',
  etransferHint:
    'Le courriel où votre banque dépose les virements Interac. Les clients le voient avec une référence à inscrire dans leur message. Laissez-le vide pour ne pas offrir le virement Interac.',
  overdueLabel: 'Rappeler automatiquement les factures en retard',
  overdueHint:
    'Votre client reçoit un rappel 3 jours après l’échéance d’une facture, puis chaque semaine, au plus 3 fois, jamais la nuit à l’endroit du projet.',
  save: 'Enregistrer',
  cardTitle: 'Paiements en ligne par carte et par compte bancaire',
  cardLead:
    'Les clients peuvent payer une facture par carte ou à partir de leur compte bancaire. L’argent va dans votre propre compte Stripe, et Stripe le verse dans votre compte bancaire.',
  connect: 'Connecter Stripe',
  connectLead:
    'Stripe vous demande les renseignements sur votre entreprise et votre compte bancaire, en quelques minutes.',
  finishSetup: 'Terminer la configuration sur Stripe',
  updateDetails: 'Mettre à jour vos renseignements sur Stripe',
  setupUnfinished:
    'Vous n’avez pas terminé la configuration de votre compte Stripe : vos clients ne peuvent pas encore payer par carte.',
  verifying:
    'Stripe vérifie vos renseignements. Vos clients pourront payer par carte une fois la vérification terminée.',
  chargesLabel: 'Paiements par carte',
  payoutsLabel: 'Versements dans votre compte bancaire',
  statusOn: 'Activés',
  statusWaiting: 'En attente de Stripe',
  checkedOn: 'Dernière vérification auprès de Stripe : {time}',
  checkAgain: 'Vérifier de nouveau',
  redirecting: 'Redirection vers Stripe…',
  payoutsTitle: 'Versements récents',
  payoutsEmpty: 'Aucun versement pour l’instant.',
  payoutsLoadError: 'Vos versements ne peuvent pas être chargés pour le moment.',
  payoutArrival: 'Arrivée',
  payoutAmount: 'Montant',
  payoutStatus: 'État',
  payoutStatuses: {
    paid: 'Versé',
    pending: 'En attente',
    in_transit: 'En route',
    canceled: 'Annulé',
    failed: 'Échoué',
  },
  localTitle: 'Mode test : aucun argent n’est transféré',
  local:
    'Cette installation n’a pas de clés Stripe. Les clients qui choisissent de payer par carte passent par une page de test, et leur paiement est enregistré comme s’il avait été effectué.',
  off: 'Le paiement par carte n’est pas offert sur ce site : vos clients paient par virement Interac.',
};
