/**
 * Doc 3 §9: the blog list's page size and the number of recent articles. Apart from the blog's API
 * table (api/blog.ts) because the pages need these numbers and not its zod schemas, which would
 * bring zod into the blog's first download.
 */
export const blogPageSize = 20;
export const blogRecentCount = 6;
/** Doc 3 §9: a card's photo width, and the article's and share image's. */
export const blogPhotoWidths = { card: 560, article: 1200 } as const;
