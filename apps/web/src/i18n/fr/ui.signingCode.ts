import type { SigningCodeUiCatalogue } from '../en/ui';

/** Libellés de la carte du code de la page de signature (issue 32 §4); jumeau de ../en/ui.signingCode.ts. */
export const signingCodeUi: SigningCodeUiCatalogue = {
  title: 'Un code ouvre ce contrat',
  lead: '{business} protège ce contrat par un code. Nous enverrons un code à 6 chiffres par texto au {phone}.',
  leadUnnamed:
    'Ce contrat est protégé par un code. Nous enverrons un code à 6 chiffres par texto au {phone}.',
  why: 'Il permet de vérifier que c’est bien vous qui ouvrez le contrat.',
  send: 'M’envoyer le code par texto',
  sent: 'Nous avons envoyé un code à 6 chiffres par texto au {phone}. Il est valide {minutes} minutes.',
  codeLabel: 'Code à 6 chiffres',
  open: 'Ouvrir le contrat',
  resend: 'M’envoyer un nouveau code',
  resendIn: 'Vous pourrez demander un nouveau code dans {seconds} s.',
};
