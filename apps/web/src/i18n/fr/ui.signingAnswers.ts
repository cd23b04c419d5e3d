import type { SigningAnswersUiCatalogue } from '../en/ui';

/** Les fenêtres pour demander une modification et refuser (issue 32 §2), chargées avec elles. */
export const signingAnswersUi: SigningAnswersUiCatalogue = {
  askChangeTitle: 'Demander une modification à {business}',
  askChangeLead:
    '{business} reçoit votre message aussitôt par courriel et par texto. Le contrat reste ouvert : vous pouvez encore le signer tel quel.',
  askChangeLabel: 'Qu’aimeriez-vous modifier?',
  askChangeSend: 'Envoyer ma demande',
  declineTitle: 'Refuser ce contrat?',
  declineLead:
    'Refuser met fin à ce contrat : personne ne pourra plus le signer. {business} en est avisé aussitôt et pourra vous envoyer une nouvelle version.',
  declineOthers: 'Les autres signataires sont avisés qu’il n’ira pas de l’avant.',
  declineReasonLabel: 'Pourquoi refusez-vous? (facultatif)',
  declineConfirm: 'Refuser le contrat',
};
