import type { ProfilePageUiCatalogue } from '../en/ui';

/**
 * Les libellés propres à Mon profil (espace de noms 'ui', clé `profilePage`) : ses sections, ses
 * indications, le logo, la signature et ses fenêtres. Chargés avec la page, jamais avec le cadre des
 * pages connectées; les noms des champs, que partage le formulaire d’un sous-traitant, restent dans
 * ui.signedIn (`profile`).
 */
export const profilePageUi: ProfilePageUiCatalogue = {
  pageTitle: 'Mon profil',
  lead: 'Les renseignements sur votre entreprise figurent sur chaque contrat que vous envoyez.',
  loadError: 'Impossible de charger votre profil pour le moment.',
  tabsLabel: 'Sections du profil',
  tabBusiness: 'Entreprise',
  tabDescription: 'Description',
  tabSignature: 'Signature',
  tabContact: 'Coordonnées',
  tabNeedsAttention: 'champs obligatoires manquants',
  mandatoryNote:
    'Les champs marqués d’un * sont obligatoires. Une section surlignée en jaune contient encore des champs obligatoires à remplir.',
  sectionMissing: 'Champs obligatoires manquants',
  fieldMissing: 'Obligatoire : encore vide',
  businessSection: 'Entreprise',
  logoSection: 'Logo',
  addressSection: 'Adresse de l’entreprise',
  contactSection: 'Personne-ressource',
  alternateSection: 'Autre personne-ressource',
  alternateLead:
    'Facultatif. Une personne que nous et vos clients pouvons joindre quand vous n’êtes pas disponible.',
  descriptionSection: 'À propos de votre entreprise',
  signatureSection: 'Votre signature',
  signatureLead:
    'Votre signature est ajoutée aux contrats que vous envoyez. Téléversez-en une image ou dessinez-la.',
  licencesSection: 'Licences et permis',
  licencesLead:
    'Facultatif. Imprimés avec votre entreprise sur vos contrats. La licence RBQ et le permis de l’OPC sont exigés avant d’envoyer un contrat à un consommateur au Québec; le permis de l’Alberta avant d’en envoyer un qui prévoit des paiements avant la fin des travaux en Alberta.',
  rbqHint: 'Régie du bâtiment du Québec : 10 chiffres, par exemple 5678-1234-01.',
  opcHint: 'Office de la protection du consommateur : le numéro inscrit sur votre permis.',
  albertaPrepaidHint:
    'Service Alberta : le numéro inscrit sur votre permis d’entreprise de travaux payés d’avance.',
  gstHint: 'Les 9 chiffres de votre numéro d’entreprise.',
  qstHint: 'Si vous êtes inscrit auprès de Revenu Québec, par exemple 1234567890TQ0001.',
  descriptionPlaceholder:
    'Décrivez votre entreprise : votre métier, les travaux que vous faites et les régions que vous desservez.',
  wordCount: '{count} / {max} mots',
  logoDrop: 'Glissez votre logo ici, ou cliquez pour choisir un fichier',
  logoHint: 'PNG, JPEG ou GIF.',
  imageTypesAccepted:
    'Ce fichier n’est pas une image que nous pouvons utiliser. Veuillez téléverser une image PNG, JPEG ou GIF.',
  logoBrowse: 'Choisir un fichier de logo',
  logoInput: 'Fichier du logo',
  logoAlt: 'Le logo de votre entreprise',
  logoNone: 'Aucun logo pour l’instant.',
  logoRemove: 'Retirer le logo',
  signatureStoredAlt: 'Votre signature enregistrée',
  signaturePendingAlt: 'Votre nouvelle signature',
  signaturePending: 'Nouvelle signature : elle sera conservée quand vous enregistrerez votre profil.',
  signatureNone: 'Aucune signature pour l’instant.',
  signatureUpload: 'Téléverser une image',
  signatureInput: 'Fichier image de la signature',
  signatureDrawTitle: 'Ou dessinez votre signature',
  padLabel: 'Zone de signature : dessinez votre signature ici',
  padHint:
    'Dessinez avec votre souris, votre doigt ou un stylet, puis appuyez sur « Enregistrer la signature ».',
  padClear: 'Effacer',
  padSave: 'Enregistrer la signature',
  padEmpty: 'Dessinez d’abord votre signature.',
  save: 'Enregistrer',
  close: 'Fermer',
  welcomeLead:
    'Configurons le profil de votre entreprise. Ces renseignements figurent sur chaque contrat que vous envoyez. Il reste à remplir :',
  welcomeStart: 'Commencer',
  nextStepsProject: 'Votre profil est enregistré. Ajoutez maintenant votre premier projet et son client.',
  nextStepsAddProject: 'Ajouter votre premier projet',
  nextStepsSubscription: 'Pour envoyer un contrat à un client ou à un sous-traitant, il faut un abonnement.',
  nextStepsSeePlans: 'Voir les forfaits d’abonnement',
};
