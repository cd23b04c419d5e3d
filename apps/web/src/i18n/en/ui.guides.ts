/** How we work and how to use (namespace 'ui', key `guides`). */
export const guidesUi = {} as const;
