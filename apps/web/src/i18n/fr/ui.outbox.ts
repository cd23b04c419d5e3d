import type { OutboxUiCatalogue } from '../en/ui';

/** Les libellés de la boîte d’envoi de développement, chargés avec elle. */
export const outboxUi: OutboxUiCatalogue = {
  outbox: {
    pageTitle: 'Boîte d’envoi de développement',
    lead: 'Courriels et textos que le serveur aurait envoyés. Les plus récents d’abord; la liste s’actualise toutes les 5 secondes.',
    filterLabel: 'Destinataire',
    filterPlaceholder: 'Adresse courriel ou numéro de téléphone',
    filterDescription: 'Afficher seulement les messages envoyés à cette adresse.',
    empty:
      'Aucun message pour l’instant. Tout ce que le serveur envoie par courriel ou par texto s’affiche ici.',
    disabled:
      'La boîte d’envoi n’est offerte qu’en développement, lorsqu’aucun fournisseur de courriel ou de texto n’est configuré.',
    loadError: 'La boîte d’envoi n’a pas pu être chargée.',
    channelEmail: 'Courriel',
    channelSms: 'Texto',
    to: 'À : {to}',
    noSubject: '(sans objet)',
    previewTitle: 'Courriel à {to} : {subject}',
  },
};
