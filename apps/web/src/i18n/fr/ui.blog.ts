import type { BlogUiCatalogue } from '../en/ui';

/** French labels of the blog, public and in-app (namespace 'ui', key `blog`); twin of ../en/ui.blog.ts. */
export const blogUi: BlogUiCatalogue = {
  intro:
    'Des conseils pratiques pour les entrepreneurs canadiens : contrats, paiements et chantiers qui se déroulent mieux.',
  search: {
    label: 'Chercher dans le blogue',
    placeholder: 'Rechercher des articles…',
    button: 'Rechercher',
  },
  loading: 'Chargement des articles…',
  loadError: 'Les articles n’ont pas pu être chargés',
  empty: 'Aucun article n’a encore été publié.',
  noMatch: 'Aucun article ne correspond à « {words} ». Essayez d’autres mots.',
  showAll: 'Afficher tous les articles',
  pages: {
    label: 'Pages du blogue',
    number: 'Page {page}',
    previous: 'Page précédente',
    next: 'Page suivante',
    first: 'Première page',
    last: 'Dernière page',
  },
  breadcrumb: 'Fil d’Ariane',
  home: 'Accueil',
  articleLoadError: 'L’article n’a pas pu être chargé',
  notFound: {
    title: 'Article introuvable',
    body: 'Cet article n’existe pas ou n’est plus publié.',
    back: 'Retour au blogue',
  },
  share: {
    title: 'Partager cet article',
    facebook: 'Partager sur Facebook',
    x: 'Partager sur X',
    email: 'Partager par courriel',
    emailBody: '{description}\n\nÀ lire ici : {url}',
    copy: 'Copier le lien',
    copied: 'Lien copié',
    native: 'Partager…',
  },
  recent: 'Articles récents',
};
