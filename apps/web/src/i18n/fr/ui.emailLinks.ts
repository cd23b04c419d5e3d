import type { EmailLinksUiCatalogue } from '../en/ui';

/** Les libellés des pages qu’ouvre le lien d’un courriel : désabonnement et confirmation d’un courriel secondaire, chargés avec elles. */
export const emailLinksUi: EmailLinksUiCatalogue = {
  unsubscribe: {
    title: 'Se désabonner',
    lead: 'Ne plus recevoir les courriels généraux de {product} (nouvelles et annonces) à l’adresse à laquelle ce lien a été envoyé?',
    keeps:
      'Les courriels au sujet de vos contrats, de vos paiements et de votre compte continueront d’arriver : ce ne sont pas des nouvelles.',
    confirm: 'Se désabonner',
    doneTitle: 'Désabonnement effectué',
    doneEmail: 'Les courriels généraux ne seront plus envoyés à l’adresse courriel de votre compte.',
    doneAlternateEmail: 'Les courriels généraux ne seront plus envoyés à votre adresse courriel secondaire.',
    settingsHint: 'Vous pouvez les réactiver en tout temps dans vos paramètres de connexion.',
    settingsLink: 'Ouvrir les paramètres de connexion',
    missingToken:
      'Cette page a besoin du lien qui figure dans l’un de nos courriels. Veuillez ouvrir de nouveau le lien de désabonnement du courriel.',
    failedTitle: 'Désabonnement non effectué',
  },
  alternateEmail: {
    title: 'Confirmez votre courriel secondaire',
    confirming: 'Confirmation de votre courriel secondaire…',
    confirmedTitle: 'Courriel secondaire confirmé',
    confirmedLead:
      'Les avis généraux peuvent maintenant aussi être envoyés à cette adresse, si vous les activez dans vos paramètres de connexion.',
    failedTitle: 'Ce lien ne permet pas de confirmer l’adresse',
    missingKey:
      'Ce lien est incomplet. Veuillez ouvrir le lien complet qui figure dans le courriel, ou en envoyer un nouveau depuis vos paramètres de connexion.',
    toSettings: 'Aller aux paramètres de connexion',
  },
};
