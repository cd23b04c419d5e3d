/** The spell-check and AI buttons and their dialog (namespace 'ui', key `writingHelp`). */
export const writingHelpUi = {
  /** What the text is called in the buttons' names: each button names the text it works on. */
  scopeName: 'the scope of services',
  clauseName: 'clause {number}',
  spellCheck: 'Check spelling',
  spellCheckFor: 'Check the spelling of {name}',
  improve: 'Improve wording with AI',
  improveFor: 'Improve the wording of {name} with AI',
  improveTitle: 'Suggested wording',
  spellCheckTitle: 'Spelling corrections',
  before: 'Before',
  after: 'After',
  correctionsNote: 'Corrections are shown in red and underlined.',
  cancel: 'Cancel',
  noCorrectionsTitle: 'No corrections found',
  noCorrections: 'We found no spelling mistakes in this text.',
} as const;
