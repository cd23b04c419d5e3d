import type { SignedInUiCatalogue } from '../en/ui';

/**
 * Les boutons de vérification de l’orthographe et d’IA, et leur boîte de dialogue (espace de noms 'ui',
 * clé `writingHelp`).
 */
export const writingHelpUi: SignedInUiCatalogue['writingHelp'] = {
  /** Le texte dans le nom des boutons : chaque bouton nomme le texte sur lequel il agit (« de {name} »). */
  scopeName: 'l’étendue des travaux',
  clauseName: 'la clause {number}',
  spellCheck: 'Vérifier l’orthographe',
  spellCheckFor: 'Vérifier l’orthographe de {name}',
  improve: 'Améliorer la formulation avec l’IA',
  improveFor: 'Améliorer la formulation de {name} avec l’IA',
  improveTitle: 'Formulation suggérée',
  spellCheckTitle: 'Corrections orthographiques',
  before: 'Avant',
  after: 'Après',
  correctionsNote: 'Les corrections sont affichées en rouge et soulignées.',
  cancel: 'Annuler',
  noCorrectionsTitle: 'Aucune correction trouvée',
  noCorrections: 'Nous n’avons trouvé aucune faute d’orthographe dans ce texte.',
};
