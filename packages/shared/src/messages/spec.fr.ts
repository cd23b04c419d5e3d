import type { specMessages as english } from './spec.en.js';

/**
 * The specification's messages in Canadian French (fr-CA): what each English text means, in plain
 * French, with the same placeholders. Grouped as in spec.en.ts.
 */
export const specMessages = {
  // doc 1 §2 — home page: the activation check
  authAccountActivated: 'Votre compte a bien été activé.',

  // doc 1 §2 — popups after sign-in (EULA)
  eulaAgreeCheckbox: 'J’ai lu les conditions d’utilisation et je les accepte',

  // doc 1 §2 — profile screen (also the restricted-user banner of doc 2 §6)
  billingSubscribeToGenerate:
    'Pour créer des contrats destinés à vos clients et à vos sous-traitants, vous devez d’abord vous abonner.',
  profileWelcomeTitle: 'Bienvenue dans {product}!',
  profileNextStepsTitle: 'Prochaines étapes',

  // doc 1 §5 — profile save
  profileAddressRequired: 'Veuillez indiquer l’adresse.',
  profileCityRequired: 'Veuillez indiquer la ville.',
  profilePostalCodeRequired: 'Veuillez indiquer le code postal.',
  profileProvinceRequired: 'Veuillez choisir la province.',
  profileBusinessPhoneRequired: 'Veuillez indiquer le numéro de téléphone de l’entreprise.',
  profileBusinessEmailRequired: 'Veuillez indiquer le courriel de l’entreprise.',
  profileFirstNameRequired: 'Veuillez indiquer le prénom.',
  profileLastNameRequired: 'Veuillez indiquer le nom de famille.',
  profileSignatureRequired: 'Veuillez fournir votre signature.',

  // doc 1 §5 — logo and signature files
  uploadImageInvalid: 'Veuillez téléverser un fichier image valide.',

  // doc 1 §5 — login
  authUsernameRequired: 'Veuillez indiquer votre nom d’utilisateur.',
  authPasswordRequired: 'Veuillez indiquer votre mot de passe.',
  authAccountRequired: 'Veuillez indiquer votre courriel ou votre numéro de cellulaire.',
  authAccountInvalid: 'Veuillez indiquer un courriel ou un numéro de cellulaire valide.',
  authCodeRequired: 'Veuillez indiquer le code.',

  // doc 1 §5 — registration
  registerFirstNameRequired: 'Veuillez indiquer votre prénom.',
  registerLastNameRequired: 'Veuillez indiquer votre nom de famille.',
  registerEmailInvalid: 'Veuillez indiquer un courriel valide. Exemple : {email}',
  registerEmailInUse: 'Ce courriel est déjà utilisé.',
  registerPhoneInvalid: 'Veuillez indiquer un numéro de cellulaire valide. Exemple : {phone}',
  registerPhoneInUse: 'Ce numéro de téléphone est déjà utilisé.',
  registerValidationFailed: 'Échec de la validation',
  registerPasswordInvalid: 'Veuillez indiquer un mot de passe valide.',
  registerPasswordsMismatch: 'Les mots de passe ne correspondent pas.',
  registerCaptchaRequired: 'Veuillez saisir le code captcha.',
  registerTermsRequired: 'Veuillez accepter les conditions d’utilisation.',

  // doc 1 §8 — silent messages (never shown as a toast)
  identityVerificationRequired: 'Vérification d’identité requise',
  accountNotActivated: 'Votre compte n’est pas encore activé.',
  noChangesMade: 'Aucune modification n’a été apportée.',

  // doc 1 §8 — error catalogue, successes and dialogs
  dialogErrorTitle: 'Erreur',
  profileSaved: 'Profil enregistré!',
  registerSuccess:
    'Veuillez cliquer sur le lien que nous venons d’envoyer à l’adresse courriel indiquée. Vous pourrez ensuite saisir le code de confirmation à six chiffres envoyé par texto à votre cellulaire. Si vous ne recevez ni courriel ni texto d’ici 5 minutes, connectez-vous avec votre nom d’utilisateur et votre mot de passe : un nouveau courriel et un nouveau texto de confirmation vous seront envoyés.',
  authCodeSentEmail: 'Un code de vérification a été envoyé à votre adresse courriel.',
  authCodeSentPhone: 'Un code de vérification a été envoyé à votre téléphone.',
  registerSuccessfulTitle: 'Inscription réussie',
  authPasswordResetTitle: 'Mot de passe réinitialisé',
  authPasswordResetBody: 'Vous pouvez maintenant vous connecter avec votre nouveau mot de passe.',

  // doc 1 §9 — trial plan card
  billingTrialCardTitle: '{Name} de {TrialDays} jours',

  // doc 2 §2 — My Projects list
  projectListTitle: 'Mes projets/clients',
  projectAddButton: 'Ajouter un projet/client',
  projectRoleSubcontractor: 'Vous êtes sous-traitant',
  projectRoleClient: 'Vous êtes client',
  projectManagedBy: 'Ce projet est géré par {owner}',
  projectManageMenu: 'Gérer le projet/client',

  // doc 2 §2 — project/client form
  projectFormAddTitle: 'Ajouter un client/projet',
  projectFormEditTitle: 'Modifier le client/projet',
  projectFormTitleLabel: 'Titre du projet',
  projectFormClientBlock: 'Client/propriétaire {number}',
  projectFormSameAddress: 'Même adresse que ci-dessus',

  // doc 2 §2 — My Contacts
  contactProjectPickerTitle: 'Mes projets',
  contactAddedToProject: 'Ajouté au projet',
  contactProjectSummaryTitle: 'Résumé du projet',
  contactEmptyListsPopup:
    'Ajoutez vos clients et vos sous-traitants : vous avez une liste de clients et de sous-traitants? Ajoutez-les ici pour les retrouver facilement.',

  // doc 2 §4 — project status moves
  projectMoveToArchiveConfirm: 'Voulez-vous vraiment archiver ce projet?',
  projectMoveToCurrentConfirm: 'Voulez-vous vraiment déplacer ce projet dans les projets en cours?',
  projectMoveToPendingConfirm: 'Voulez-vous vraiment déplacer ce projet dans les projets en attente?',

  // doc 2 §4 — contract and payment-term states
  contractOriginalsMenu: 'Contrats originaux',
  contractDraftLabel: 'Brouillon de contrat',
  contractExpiredLabel: 'Contrat expiré',
  paymentReminderSentLabel: 'Rappel envoyé',

  // doc 2 §5 — add project
  projectNameRequired: 'Veuillez indiquer le nom du projet.',

  // doc 2 §5 — sub-contractor form on My Projects
  subcontractorFirstNameMandatory: 'Le prénom est obligatoire.',
  subcontractorLastNameMandatory: 'Le nom de famille est obligatoire.',
  subcontractorAddressMandatory: 'L’adresse est obligatoire.',
  subcontractorCityMandatory: 'La ville est obligatoire.',
  subcontractorProvinceMandatory: 'La province est obligatoire.',
  subcontractorPostalCodeMandatory: 'Le code postal est obligatoire.',
  subcontractorBusinessEmailMandatory: 'Le courriel de l’entreprise est obligatoire.',
  subcontractorBusinessPhoneMandatory: 'Le numéro de téléphone de l’entreprise est obligatoire.',

  // doc 2 §5 — sub-contractor modal on My Contacts (province, phone and email shared with the client modal)
  subcontractorAddressRequired: 'Veuillez indiquer l’adresse.',
  subcontractorCityRequired: 'Veuillez indiquer la ville.',
  subcontractorPostalCodeRequired: 'Veuillez indiquer le code postal.',
  contactProvinceRequired: 'Veuillez choisir la province.',
  contactPhoneRequired: 'Veuillez indiquer le numéro de téléphone.',
  contactEmailRequired: 'Veuillez indiquer l’adresse courriel.',

  // doc 2 §5 — client modal
  clientAddressRequired: 'Veuillez indiquer l’adresse.',
  clientCityRequired: 'Veuillez indiquer la ville.',
  clientPostalCodeRequired: 'Veuillez indiquer le code postal.',

  // doc 2 §5 — project form
  projectFormNameRequired: 'Veuillez indiquer le nom du projet.',

  // doc 2 §5 — signed-scan upload
  uploadPdfOrImageOnly: 'Veuillez joindre uniquement des fichiers PDF ou des images.',
  uploadScanTooLarge: 'Le fichier {name} dépasse la taille maximale de 15 Mo.',

  // doc 2 §5 — scheduled reminder
  paymentReminderDateRequired: 'Veuillez choisir une date et une heure.',

  // doc 2 §5 — making a contract without a saved signature; deleting a project
  contractClientSignatureMissing: 'Veuillez remplir tous les champs obligatoires, y compris la signature.',
  contractSubcontractSignatureMissing: 'Veuillez téléverser votre signature avant de créer un contrat.',
  projectDeleteSigned:
    'Il est impossible de supprimer ce projet/client pour le moment, car son contrat a déjà été signé et confirmé.',

  // doc 2 §6 — roles and permissions
  projectContractsReceived: 'Contrats reçus de l’entrepreneur',
  contractSignNow: 'Signer maintenant',
  billingUnsubscribedLabel: '(Sans abonnement)',
  projectMenuNotAvailableShort: 'N/D',
  projectMenuNotAvailable: '(Non disponible)',

  // doc 2 §8 — error catalogue: titles and client-side messages
  uploadFailureTitle: 'Échec',
  contractClientLimitReached: 'Vous avez atteint votre limite de contrats clients pour ce mois-ci.',
  contractSubcontractorLimitReached:
    'Vous avez atteint votre limite de contrats de sous-traitance pour ce mois-ci.',
  contractSignedNotDeletable: 'Les contrats signés ne peuvent pas être supprimés.',

  // doc 2 §8 — successes
  contractResent: 'Contrat renvoyé!',
  contractDeleted: 'Contrat supprimé!',
  projectDeleted: 'Projet supprimé!',
  subcontractorRemoved: 'Sous-traitant retiré!',
  subcontractorSavedUnhyphenated: 'Sous-traitant enregistré!',
  subcontractorSaved: 'Sous-traitant enregistré!',
  subcontractorAdded: 'Sous-traitant ajouté!',
  contractSent: 'Contrat envoyé!',
  uploadContractUploaded: 'Contrat téléversé avec succès!',
  paymentReminderSent: 'Rappel envoyé.',
  paymentReminderScheduled:
    'Votre rappel programmé est enregistré. Il sera envoyé à la date et à l’heure suivantes : {localTime}',
  projectCreated: 'Les renseignements du client/projet ont bien été ajoutés!',
  projectSaved: 'Enregistré!',
  clientSaved: 'Client enregistré!',
  clientCreated: 'Client créé!',
  subcontractorCreated: 'Sous-traitant créé!',
  subcontractorAddedToProject: 'Sous-traitant ajouté au projet!',
  projectStatusUpdated: 'Mis à jour',

  // doc 3 §2 — contract create and edit screens
  contractCreateClientTitle: 'Créer un contrat pour votre client',
  contractEditSubcontractTitle: 'Modifier un contrat pour votre sous-traitant',
  contractEditClientTitle: 'Modifier un contrat pour votre client',
  templateDefaultOption: 'Modèle de contrat par défaut',
  contractAddTermButton: 'Ajouter une clause',
  contractReviewButton: 'Vérifier le contrat',
  contractScopeExamples: 'Exemple de ce que vous pourriez écrire ici',
  contractExpiryLabel: 'À moins d’être signé par le ou les destinataires, ce contrat expirera le',
  contractSubcontractScopeLabel: 'Vos commentaires sur le contrat pour le sous-traitant',

  // doc 3 §2 — signing dialog
  signingDialogTitle: 'Signez votre contrat électroniquement ici',
  signingLoading: 'Chargement de votre contrat…',
  signingPadHint: 'Signez ici avec votre doigt, votre pavé tactile ou votre souris.',

  // doc 3 §2 — contract templates list
  templateCreateCard: 'Créer un modèle',
  templateMyTemplatesCard: 'Mes modèles',

  // doc 3 §2 — blog and EULA pages
  blogPublishedOn: 'Publié le',
  blogNewBadge: 'nouveau',
  eulaTitle: 'Contrat de licence d’utilisateur final',

  // doc 3 §3 — payment milestone type and built-in template tags
  paymentMilestoneOtherType: 'Autre type',
  templateDefaultClientTag: 'Modèle de contrat client par défaut',
  templateDefaultSubcontractTag: 'Modèle de contrat de sous-traitance par défaut',

  // doc 3 §4 — terms-change dialog and AI help (sentence case, where the English is in capitals)
  templateTermsChangedTitle: 'Conditions modifiées',
  contractSaveChangesAndReview: 'Enregistrer les modifications et vérifier',
  contractNoJustReview: 'Non, seulement vérifier',
  contractDraftOnlyThisContract: 'Enregistrer comme brouillon pour ce contrat seulement',
  contractDraftAndTemplate: 'Enregistrer comme brouillon et dans le modèle',
  aiUseSuggestion: 'Utiliser la suggestion de l’IA',
  aiAcceptSuggestions: 'Accepter les suggestions',

  // doc 3 §5 — contract save as draft and review
  contractCommencementRequiredDraft: 'Veuillez choisir une date de début prévue pour ce projet.',
  contractCommencementRequiredReview: 'Veuillez choisir une date de début pour ce projet.',
  contractCompletionRequired: 'Veuillez choisir une date de fin prévue pour ce projet.',
  contractScopeRequired: 'Veuillez décrire ce projet en détail.',
  paymentTermsRequired: 'Veuillez définir les modalités de paiement.',
  paymentTotalCostRequired: 'Veuillez indiquer le coût total du projet.',
  dialogFailedTitle: 'Échec',

  // doc 3 §5 — other contract rules and attachments
  paymentRemainingNotZero:
    'Veuillez vous assurer que le « Montant restant » des « Modalités de paiement » ne dépasse pas 0 (zéro) une fois la date de paiement fixée.',
  paymentCommencementAfterPayment: 'La date de début ne peut pas être postérieure à la date de paiement.',
  uploadOneFileOnly: 'Vous ne pouvez choisir qu’un seul fichier, mais vous en avez choisi {count}.',
  uploadAttachmentTooLarge: 'Le fichier {name} dépasse la taille maximale de 5 Mo.',
  contractKeepClause: 'Conserver la clause',

  // doc 3 §5 — signing
  signingSignatureRequired: 'Veuillez fournir votre signature.',
  signingConfirm: 'Voulez-vous vraiment signer ce contrat?',

  // doc 3 §5 — settings form
  settingsEmailInvalid: 'Veuillez indiquer un courriel valide.',
  settingsVerifyAccountRequired: 'Veuillez faire un choix.',

  // doc 3 §5 — template save
  templateNameRequired: 'Veuillez donner un nom à votre modèle.',

  // doc 3 §7 — payment return
  billingPaymentSuccessfulTitle: 'Paiement réussi',

  // doc 3 §8 — error catalogue
  aiSuggestionsFailed: 'Impossible d’obtenir les suggestions de l’IA. Veuillez réessayer.',
  contractSavedAsDraft: 'Contrat enregistré comme brouillon!',
  contractsSentAllowTime:
    'Contrats envoyés. Veuillez prévoir jusqu’à 10 minutes avant qu’ils parviennent au ou aux destinataires.',
  signingThankYou: 'Merci!',
  signingSigned: 'Votre contrat a été signé.',
  settingsSaved: 'Vos paramètres ont été enregistrés.',
  billingPaymentFailedTip: 'Le paiement a échoué ou a été annulé.',
  billingPaymentCompleteTip: 'Ce paiement est terminé.',
  billingRefundInitiatedTip: 'Ce remboursement a été lancé.',
  billingRefundAmountTip: 'Un remboursement de {amount} $ a été lancé.',
} satisfies Record<keyof typeof english, string>;
