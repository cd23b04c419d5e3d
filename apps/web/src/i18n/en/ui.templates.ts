/** The clause template pages' and clause editor's labels (namespace 'ui', key `templates`); spec texts live in the shared catalogue. */
export const templatesUi = {} as const;
