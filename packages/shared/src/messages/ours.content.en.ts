/** Our messages for the blog and the how-to pages (server and emails); spec texts live in spec.en.ts. */
export const ourContentMessages = {
  blogArticleNotFound: 'This article does not exist or is no longer published.',
  blogFeedDescription: 'Practical articles for Canadian contractors: contracts, payments and signing.',
  blogFeedTitle: '{product} Blog',
  blogListTitle: 'Blog',
  blogListDescription:
    'Plain-language articles for Canadian contractors on scopes of work, deposits, change orders, getting paid and signing contracts electronically.',
  /** A link to an article's version in this language, worded in it whatever the page's language. */
  blogReadInThisLanguage: 'Read in English',
} as const;
