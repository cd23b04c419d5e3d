/**
 * Our checks of a template's save that the page makes before sending it (firstTemplateProblem in
 * contract/terms.ts): apart from the contracts' messages, because the public pages import that module
 * and so load these words with their own (apps/web/src/i18n/publicMessages.test.ts).
 */
export const ourTemplateMessages = {
  templateReservedName: 'That is the name of the built-in template. Please choose another name.',
  templateTermsRequired: 'Please keep at least one term with some text in it.',
} as const;
