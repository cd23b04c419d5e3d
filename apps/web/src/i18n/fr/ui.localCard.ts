import type { LocalCardUiCatalogue } from '../en/ui';

/** La page de paiement par carte locale (/PayByCard, issue 33 §3), espace de noms 'ui', clé `localCard`. */
export const localCardUi: LocalCardUiCatalogue = {
  pageTitle: 'Payer par carte',
  bannerTitle: 'Page de paiement de test : aucun argent n’est transféré',
  banner:
    'Cette installation n’a aucun fournisseur de paiement par carte ; cette page en tient donc lieu. Aucune carte n’est débitée et aucun argent n’est transféré ; le paiement est enregistré comme s’il avait été effectué.',
  payTo: 'Payer {business}',
  invoice: 'Facture {number} : {description}',
  amountDue: 'Montant à payer',
  pay: 'Payer {amount}',
  back: 'Retour à la facture',
  paidTitle: 'Paiement enregistré',
  paid: 'Ce paiement a été enregistré. {business} a reçu {amount}.',
  loadErrorTitle: 'Ce paiement ne peut pas être chargé',
};
