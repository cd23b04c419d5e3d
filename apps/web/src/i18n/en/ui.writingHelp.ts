/** The spell-check and AI buttons and their dialog (namespace 'ui', key `writingHelp`). */
export const writingHelpUi = {} as const;
