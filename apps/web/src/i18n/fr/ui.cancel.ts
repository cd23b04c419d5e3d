import type { CancelUiCatalogue } from '../en/ui';

/** La page d’annulation du consommateur (/CancelAgreement, issue 31 §2), chargée avec la page. */
export const cancelUi: CancelUiCatalogue = {
  pageTitle: 'Annuler votre contrat',
  heading: 'Annuler votre contrat avec {business}',
  lead: 'Bonjour {name}. Vous pouvez annuler le présent contrat jusqu’à la fin du {date}, pour quelque raison que ce soit.',
  loadErrorTitle: 'Votre contrat n’a pas pu être chargé',
  whatSection: 'Le contrat que vous annulez',
  whatSectionDone: 'Le contrat que vous avez annulé',
  contractor: 'Entrepreneur',
  contractNumber: 'Numéro du contrat',
  contractNumberValue: 'No {number}',
  contractNumberAmended: 'No {number}, modification {revision}',
  signedOn: 'Signé le',
  total: 'Total, taxes comprises',
  lastDay: 'Dernier jour pour annuler',
  refund:
    'L’entrepreneur doit vous rembourser vos paiements, acompte compris, dans les {days} jours suivant votre annulation.',
  rule: 'Votre droit d’annulation : {statute}, {section}.',
  reasonLabel: 'Pourquoi annulez-vous? (facultatif)',
  reasonHint: 'Vous n’avez pas à donner de raison. Si vous en donnez une, l’entrepreneur la lira.',
  confirmSection: 'Confirmer l’annulation',
  confirmLead:
    'Dès votre confirmation, le contrat est annulé et {business} en est avisé immédiatement. Cette action est irréversible.',
  confirmButton: 'Oui, annuler le présent contrat',
  doneTitle: 'Votre contrat est annulé',
  doneLead:
    'Nous avons enregistré votre annulation le {time} et en avons avisé {business}. Une confirmation est en route vers votre courriel : conservez-la.',
  contactLine: 'Des questions? Communiquez avec {business} : {contact}.',
  notAdvice: '{product} enregistre votre annulation pour vous; il ne donne pas de conseils juridiques.',
};
