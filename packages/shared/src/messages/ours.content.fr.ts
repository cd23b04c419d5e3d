/** Nos messages pour le blogue et les pages pratiques (serveur et courriels). */
import type { ourContentMessages as english } from './ours.content.en.js';

export const ourContentMessages = {
  blogArticleNotFound: 'Cet article n’existe pas ou n’est plus publié.',
  blogFeedDescription:
    'Des articles pratiques pour les entrepreneurs canadiens : contrats, paiements et signature.',
  blogFeedTitle: 'Blogue {product}',
  blogListTitle: 'Blogue',
  blogListDescription:
    'Des articles en langage clair pour les entrepreneurs canadiens sur la description des travaux, les acomptes, les ordres de modification, le paiement et la signature électronique des contrats.',
  blogReadInThisLanguage: 'Lire en français',
} satisfies Record<keyof typeof english, string>;
