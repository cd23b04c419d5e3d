import type { signingCodeMessages as english } from './signing-code.en.js';

/** Le code avant l’ouverture (issue 32 §4) : jumeau de ./signing-code.en.ts. */
export const signingCodeMessages = {
  contractSigningCodeNoMobile:
    '{name} n’a pas de numéro de cellulaire. Un code par texto en demande un pour chaque personne qui signe : veuillez l’ajouter, ou envoyer le contrat sans le code.',
  signingCodeRequired:
    'Ce contrat s’ouvre avec un code envoyé par texto à votre numéro de cellulaire. Veuillez ouvrir votre lien de signature pour le saisir.',
  signingCodeNotAsked: 'Ce contrat s’ouvre sans code.',
  signingCodeSent: 'Nous avons envoyé un code à 6 chiffres par texto au {phone}.',
  signingCodeHourlyLimit:
    'Trop de codes ont été envoyés au cours de la dernière heure. Veuillez réessayer dans {minutes} minutes.',
  signingCodeFormat: 'Veuillez saisir les 6 chiffres du code que nous vous avons envoyé par texto.',
  signingCodeWrong: 'Ce code n’est pas le bon. Veuillez vérifier le texto et réessayer.',
  signingCodeTooManyTries: 'Trop de codes erronés. Veuillez demander un nouveau code.',
  signingCodeExpired: 'Ce code a expiré. Veuillez demander un nouveau code.',
  smsSigningCode:
    '{business} : votre code pour ouvrir le contrat est {code}. Il est valide {minutes} minutes. Ne le communiquez jamais.',
  certificateIdentityCode: 'Identité vérifiée par un code envoyé au {to} le {time}',
  certificateEventCodeTexted: 'Code d’ouverture du contrat envoyé par texto au {to}',
  certificateEventCodeEntered: 'Bon code saisi par {actor}',
  certificateEventCodeWrong: 'Code erroné saisi par {actor}',
} satisfies Record<keyof typeof english, string>;
