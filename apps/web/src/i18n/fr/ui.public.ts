import type { PublicUiCatalogue } from '../en/ui';

/**
 * French labels of the pages anyone can open and of what every page shows (namespace 'ui');
 * twin of ../en/ui.public.ts, which documents them. Placeholders are written {name}.
 */
export const publicUi: PublicUiCatalogue = {
  app: {
    loading: 'Chargement…',
    skipToContent: 'Passer au contenu principal',
    pageTitle: '{title} · {product}',
    close: 'Fermer',
    ok: 'OK',
    retry: 'Réessayer',
    characterCount: '{count}/{max}',
    leaveTitle: 'Quitter sans enregistrer?',
    leaveBody: 'Ce que vous avez saisi dans ce formulaire n’a pas été enregistré et sera perdu.',
    leaveStay: 'Continuer à modifier',
    leaveConfirm: 'Quitter',
  },
  public: {
    homeLink: 'Accueil de {product}',
    beta: 'Bêta',
    signIn: 'Se connecter',
    signUp: 'S’inscrire',
    myAccount: 'Mon compte',
    howWeWork: 'Notre façon de travailler',
    blog: 'Blogue',
    navLabel: 'Menu principal',
    openMenu: 'Ouvrir le menu',
    menuTitle: 'Menu',
    languageSwitch: 'Langue',
    footerNavLabel: 'Pied de page',
    footerTagline: 'Des contrats de service pour les entrepreneurs canadiens.',
    eula: 'Contrat de licence d’utilisateur final',
    copyright: '© {year} {product}. Tous droits réservés.',
  },
  screens: {
    blog: 'Blogue',
    blogArticle: 'Article de blogue',
    paymentCancel: 'Paiement annulé',
    settings: 'Paramètres de connexion',
  },
  notFound: {
    code: '404',
    title: 'Page introuvable',
    body: 'Nous n’avons pas trouvé la page que vous cherchiez. Vérifiez l’adresse, ou recommencez à partir de la page d’accueil.',
    back: 'Aller à la page d’accueil',
  },
  routeError: {
    title: 'Une erreur s’est produite',
    body: 'Cette page n’a pas pu être chargée. Veuillez recharger la page et réessayer.',
    reload: 'Recharger la page',
  },
  eula: {
    loadError: 'Le contrat de licence n’a pas pu être chargé pour le moment.',
    retry: 'Réessayer',
  },
  plans: {
    price: '{price} CAD',
    periodTrial: 'pendant {days} jours',
    periodMonthly: 'par mois',
    periodAnnual: 'par année',
  },
  errors: {
    network: 'Nous n’avons pas pu joindre le serveur. Veuillez vérifier votre connexion et réessayer.',
    timeout: 'Le serveur a mis trop de temps à répondre. Veuillez réessayer.',
    badAnswer: 'Le serveur a envoyé une réponse que nous n’avons pas pu lire. Veuillez réessayer.',
    unknown: 'Une erreur s’est produite. Veuillez réessayer.',
  },
  loader: {
    label: 'Chargement en cours, veuillez patienter…',
  },
};
