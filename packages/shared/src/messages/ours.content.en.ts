/** Our messages for the blog and the how-to pages (server and emails); spec texts live in spec.en.ts. */
export const ourContentMessages = {} as const;
