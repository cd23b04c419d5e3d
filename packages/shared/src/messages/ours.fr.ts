import type { ourMessages as english } from './ours.en.js';

/**
 * Our messages in Canadian French (fr-CA): what the spec does not word (infrastructure refusals,
 * account security). Short and plain, telling the user what to do next.
 */
export const ourMessages = {
  // infrastructure
  commonNotFound: 'Introuvable',
  commonUnauthorized: 'Veuillez vous connecter pour continuer.',
  commonForbidden: 'Vous n’avez pas accès à cet élément.',
  commonServerError: 'Un problème est survenu de notre côté. Veuillez réessayer. (Référence : {requestId})',
  commonTooManyRequests: 'Trop de demandes. Veuillez patienter un instant, puis réessayer.',
  commonInvalidValue: 'Veuillez vérifier la valeur de {field} : cette page ne peut pas l’accepter.',
  commonBadRequest: 'Cette demande n’a pas pu être lue. Veuillez recharger la page et réessayer.',
  commonInvalidCharacter:
    'Veuillez vérifier le champ {field} : il contient un caractère qui n’est pas permis.',
  commonNestingTooDeep:
    'Cette demande n’a pas pu être lue : elle comporte plus de {max} niveaux d’imbrication. Veuillez recharger la page et réessayer.',
  commonRequestNotFromThisSite:
    'Cette demande ne provient pas des pages de ce site, elle a donc été refusée. Veuillez recharger la page et réessayer.',
  commonHeadersTooLarge:
    'L’adresse ou les en-têtes de cette demande sont trop longs pour être lus. Veuillez revenir en arrière et essayer un lien plus court.',
  commonConflict: 'Cet élément a été modifié par quelqu’un d’autre. Veuillez recharger la page et réessayer.',
  commonRequestTooLarge:
    'Cette demande est trop volumineuse. Vous pouvez envoyer au plus {maxMb} Mo à la fois.',
  fileTooLarge: 'Ce fichier est trop volumineux. La taille maximale acceptée est de {maxMb} Mo.',
  fileTypeNotAllowed:
    'Ce type de fichier n’est pas accepté. Veuillez téléverser une image PNG, JPEG, GIF ou WebP, ou un document PDF.',
  fileMissing: 'Veuillez choisir un fichier à téléverser.',
  fileNotFound: 'Ce fichier est introuvable.',
  fileQuotaExceeded:
    'Avec ce fichier, votre compte dépasserait sa limite de stockage de {quotaMb} Mo; il n’a donc pas été enregistré.',
  fileUploadsBusy:
    'Vous téléversez déjà {max} fichiers. Veuillez attendre la fin de l’un d’eux, puis réessayer.',

  // accounts and sessions
  authInvalidCredentials: 'Le nom d’utilisateur ou le mot de passe est incorrect.',
  authCodeInvalid: 'Le code est incorrect ou a expiré. Veuillez demander un nouveau code.',
  authCodeTooSoon: 'Veuillez attendre {seconds} secondes avant de demander un autre code.',
  authCodeDailyLimit: 'Trop de codes ont été demandés aujourd’hui. Veuillez réessayer demain.',
  authSessionExpired: 'Votre session a expiré. Veuillez vous connecter de nouveau.',
  authActivationKeyInvalid: 'Ce lien d’activation n’est pas valide ou a expiré.',
  captchaIncorrect: 'Le code captcha est incorrect. Veuillez réessayer.',
  settingsCurrentPasswordIncorrect: 'Le mot de passe actuel est incorrect.',
  settingsSavedPendingContact:
    'Vos paramètres ont été enregistrés. Votre nouveau courriel ou numéro de cellulaire prendra effet dès que vous aurez saisi le code que nous y avons envoyé.',
  settingsEmailConfirmed: 'Votre nouvelle adresse courriel est confirmée.',
  settingsPhoneConfirmed: 'Votre nouveau numéro de cellulaire est confirmé.',
  settingsContactChangeCancelled: 'La modification a été annulée.',
  settingsNoPendingContact: 'Aucune modification n’est en attente d’un code.',

  // business profile: formats and limits the spec leaves unworded
  profileValueTooLong: 'Cette valeur est trop longue.',
  profileGstNumberInvalid: 'Le numéro de TPS/TVH peut contenir au plus 9 chiffres.',
  profileGstCheckDigitWarning:
    'Ce numéro de TPS/TVH semble incorrect : un numéro d’entreprise compte 9 chiffres, dont le dernier est un chiffre de contrôle. Veuillez le comparer à celui de votre inscription auprès de l’ARC.',
  profilePostalCodeInvalid: 'Veuillez indiquer un code postal valide, par exemple K1A 0B1.',
  profilePhoneInvalid: 'Veuillez indiquer un numéro de téléphone d’entreprise valide à dix chiffres.',
  profileFaxInvalid: 'Veuillez indiquer un numéro de télécopieur valide à dix chiffres.',
  profileAltPhoneInvalid:
    'Veuillez indiquer un numéro de téléphone valide à dix chiffres pour la personne-ressource secondaire.',
  profileAltEmailInvalid: 'Veuillez indiquer un courriel valide pour la personne-ressource secondaire.',
  profileExtensionInvalid: 'Le poste peut contenir au plus 6 chiffres.',
  profileRbqLicenceInvalid:
    'Veuillez indiquer le numéro de licence RBQ en 10 chiffres, par exemple 5678-1234-01.',
  profileOpcPermitInvalid:
    'Le numéro de permis de l’OPC ne peut contenir que des lettres et des chiffres, séparés par des espaces ou des traits d’union.',
  profileAlbertaPrepaidLicenceInvalid:
    'Le numéro de permis d’entreprise de travaux payés d’avance de l’Alberta ne peut contenir que des lettres et des chiffres, séparés par des espaces ou des traits d’union.',
  profileQstNumberInvalid:
    'Veuillez indiquer le numéro de TVQ tel que Revenu Québec l’écrit : 10 chiffres, TQ et 4 chiffres, par exemple 1234567890TQ0001.',
  profileDescriptionTooLong: 'La description peut compter jusqu’à 5000 mots.',

  // clients and sub-contractors: formats the spec leaves unworded
  contactPhoneInvalid: 'Veuillez indiquer un numéro de téléphone valide à dix chiffres.',
  projectNotCurrent: 'Les sous-traitants ne peuvent être ajoutés qu’aux projets en cours.',
  subcontractorHasContracts:
    'Ce sous-traitant a des contrats dans ce projet; il ne peut donc pas en être retiré.',

  // published content the user accepts (EULA, announcement, default terms)
  contentChanged: 'Ce texte vient d’être mis à jour. Veuillez lire la nouvelle version.',
  contentNothingToAccept: 'Il n’y a rien de nouveau à accepter.',

  // emails and text messages about the account ({product} is the product's name)
  emailActivationSubject: 'Activez votre compte {product}',
  emailActivationGreeting: 'Bonjour {name},',
  emailActivationBody:
    'Bienvenue dans {product}. Ouvrez le lien ci-dessous pour confirmer votre adresse courriel. Nous enverrons ensuite un code à six chiffres par texto à votre cellulaire pour terminer l’activation de votre compte.',
  emailActivationButton: 'Confirmer mon adresse courriel',
  emailIgnoreNotice: 'Si vous n’êtes pas à l’origine de cette demande, vous pouvez ignorer ce message.',
  emailCodeSubject: 'Votre code de vérification {product}',
  emailCodeBody: 'Votre code de vérification est {code}. Il est valide pendant 5 minutes.',
  smsActivationCode: '{product} : votre code d’activation est {code}. Il est valide pendant 5 minutes.',
  smsCode: '{product} : votre code de vérification est {code}. Il est valide pendant 5 minutes.',
  emailConfirmAddressSubject: 'Confirmez votre nouvelle adresse courriel {product}',
  emailConfirmAddressBody:
    'Pour que cette adresse devienne le courriel de votre compte {product}, saisissez le code {code} dans la page Paramètres de connexion, ou ouvrez le lien ci-dessous en étant connecté. Le code est valide pendant 5 minutes.',
  emailConfirmAddressButton: 'Confirmer cette adresse courriel',
  emailConfirmAddressIgnore:
    'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : rien ne changera tant que le code n’aura pas été saisi.',
  smsConfirmPhone:
    '{product} : pour que ce numéro devienne le numéro de cellulaire de votre compte, saisissez le code {code} dans la page Paramètres de connexion. Il est valide pendant 5 minutes.',
} satisfies Record<keyof typeof english, string>;
