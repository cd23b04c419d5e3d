/** The blog's labels, public and in-app (namespace 'ui', key `blog`); spec texts live in the shared catalogue. */
export const blogUi = {} as const;
