import type { SignedInUiCatalogue } from '../en/ui';

/**
 * Les libellés des pages de modèles et de l’éditeur de clauses (espace de noms 'ui', clé `templates`);
 * les textes du cahier des charges sont dans le catalogue partagé.
 */
export const templatesUi: SignedInUiCatalogue['templates'] = {
  clauses: {
    label: 'Clause {number}',
    formatting: 'Mise en forme de la clause {number}',
    bold: 'Gras',
    bulletList: 'Liste à puces',
    orderedList: 'Liste numérotée',
    playVideo: 'Regarder la vidéo sur la clause {number}',
    videoTitle: 'À propos de la clause {number}',
  },
  kinds: {
    client: 'Contrat client',
    subcontractor: 'Contrat de sous-traitance',
    ownClientContract: 'Téléverser votre propre contrat client',
    ownSubcontract: 'Téléverser votre propre contrat de sous-traitance',
  },
  list: {
    pageTitle: 'Modèles de contrat',
    lead: 'Conservez dans des modèles les clauses que vous utilisez souvent, puis choisissez-en un quand vous créez un contrat.',
    createLead:
      'Partez des clauses par défaut pour un client ou un sous-traitant et adaptez-les à vos besoins, ou collez votre propre contrat.',
    createButton: 'Créer un modèle',
    myTemplatesLead:
      'Les modèles que vous avez créés. Les modifications d’un modèle s’appliquent aux nouveaux contrats seulement.',
    loadError: 'Vos modèles n’ont pas pu être chargés pour le moment.',
    empty:
      'Vous n’avez encore aucun modèle. Créez-en un pour réutiliser vos clauses dans vos prochains contrats.',
    columns: {
      name: 'Nom',
      language: 'Langue',
      kind: 'Type de contrat',
      usage: 'Utilisation',
      created: 'Date de création',
      actions: 'Actions',
    },
    usedIn_one: 'Utilisé dans {count} contrat',
    usedIn_other: 'Utilisé dans {count} contrats',
    createdOn: 'Créé le {date}',
    edit: 'Modifier',
    editFor: 'Modifier {name}',
    delete: 'Supprimer',
    deleteFor: 'Supprimer {name}',
    deleteTitle: 'Supprimer ce modèle?',
    deleteBody:
      'Le modèle « {name} » sera supprimé. Les contrats déjà créés avec celui-ci conservent leurs clauses.',
    deleteConfirm: 'Supprimer',
    deleteCancel: 'Annuler',
    deleted: 'Modèle supprimé.',
  },
  detail: {
    createTitle: 'Créer un modèle',
    editTitle: 'Modifier le modèle',
    lead: 'Nommez le modèle, choisissez le type de contrat auquel il est destiné et rédigez ses clauses.',
    detailsTitle: 'Nom, type et langue',
    kindLabel: 'Type de contrat',
    languageLabel: 'Langue de ses clauses',
    languageHint:
      'Le générateur de contrats le propose en premier pour les contrats rédigés dans cette langue.',
    nameLabel: 'Nom du modèle',
    namePlaceholder: 'Par exemple : Rénovations de cuisine',
    termsTitle: 'Clauses',
    termsLead:
      'Partez des clauses par défaut, modifiez-les, ajoutez les vôtres et désactivez celles dont vous ne voulez pas.',
    ownContractLead: 'Collez ici le texte de votre propre contrat : il est conservé comme une seule clause.',
    defaultTermsError: 'Les clauses par défaut n’ont pas pu être chargées pour le moment.',
    loadError: 'Ce modèle n’a pas pu être chargé pour le moment.',
    backToList: 'Retour aux modèles de contrat',
    cancel: 'Annuler',
    save: 'Enregistrer le modèle',
    created: 'Modèle créé.',
    saved: 'Modèle enregistré.',
    termsChanged_one:
      'Ce modèle est utilisé dans {count} contrat. Vos modifications s’appliquent aux nouveaux contrats seulement : le contrat déjà créé conserve ses clauses.',
    termsChanged_other:
      'Ce modèle est utilisé dans {count} contrats. Vos modifications s’appliquent aux nouveaux contrats seulement : les contrats déjà créés conservent leurs clauses.',
    termsChangedSave: 'Enregistrer les modifications',
    termsChangedCancel: 'Continuer la modification',
  },
};
