/**
 * Nos messages pour les paramètres de connexion : la vérification du courriel secondaire
 * (problème 18, § 2 et § 5).
 */
import type { ourSettingsMessages as english } from './ours.settings.en.js';

export const ourSettingsMessages = {
  settingsAlternateEmailSameAsEmail:
    'Le courriel secondaire doit être différent du courriel de votre compte.',
  settingsAlternateEmailLinkSent: 'Nous avons envoyé un lien de confirmation à votre courriel secondaire.',
  settingsAlternateEmailNothingToConfirm: 'Aucun courriel secondaire n’est en attente de confirmation.',
  settingsAlternateEmailConfirmed: 'Votre courriel secondaire est confirmé.',
  settingsAlternateEmailLinkInvalid:
    'Ce lien n’est plus valide : il a expiré, ou le courriel secondaire a changé depuis son envoi. Envoyez un nouveau lien à partir de vos paramètres de connexion.',
  emailAlternateConfirmSubject: 'Confirmez votre courriel secondaire pour {product}',
  emailAlternateConfirmBody:
    'Le compte {product} de {name} demande à utiliser cette adresse comme courriel secondaire, uniquement pour les notifications générales. Ouvrez le lien ci-dessous pour la confirmer; il est valide pendant {days} jours.',
  emailAlternateConfirmButton: 'Confirmer ce courriel secondaire',
  emailAlternateConfirmIgnore:
    'Si vous ne connaissez pas ce compte, ignorez ce courriel : rien ne sera envoyé à cette adresse.',
  languageUnknown: 'Choisissez l’une des langues offertes.',
} satisfies Record<keyof typeof english, string>;
