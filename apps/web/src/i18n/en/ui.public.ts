/**
 * The labels of the pages anyone can open (sign-in, /Signature, the blog, errors…) and of what every
 * page shows, in namespace 'ui'. They load with the app; the signed-in app's labels (./ui.signedIn.ts)
 * load with the signed-in shell, and a few pages' own with those pages (the home page's, /verify's, the
 * signing page's…: ../catalogues.ts), so that no page carries another's. Texts of the specification live in the shared
 * catalogue (namespace 'messages'); never copy one here. Placeholders are written {name};
 * {product} is always available.
 */
export const publicUi = {
  app: {
    loading: 'Loading…',
    skipToContent: 'Skip to main content',
    pageTitle: '{title} · {product}',
    close: 'Close',
    ok: 'OK',
    retry: 'Try again',
    characterCount: '{count}/{max}',
    leaveTitle: 'Leave without saving?',
    leaveBody: 'What you typed on this form has not been saved and will be lost.',
    leaveStay: 'Keep editing',
    leaveConfirm: 'Leave',
  },
  public: {
    homeLink: '{product} home',
    beta: 'Beta',
    signIn: 'Sign in',
    signUp: 'Sign Up',
    myAccount: 'My Account',
    howWeWork: 'How we work',
    blog: 'Blog',
    navLabel: 'Main',
    openMenu: 'Open menu',
    menuTitle: 'Menu',
    languageSwitch: 'Language',
    footerNavLabel: 'Footer',
    footerTagline: 'Service agreements for Canadian contractors.',
    eula: 'End User License Agreement',
    copyright: '© {year} {product}. All rights reserved.',
  },
  screens: {
    blog: 'Blog',
    blogArticle: 'Blog Article',
    paymentCancel: 'Payment Cancelled',
    settings: 'Log-In Settings',
  },
  notFound: {
    code: '404',
    title: 'Page not found',
    body: 'We could not find the page you were looking for. Check the address, or start again from the home page.',
    back: 'Go to the home page',
  },
  routeError: {
    title: 'Something went wrong',
    body: 'This page could not be loaded. Please reload the page and try again.',
    reload: 'Reload the page',
  },
  eula: {
    loadError: 'The agreement could not be loaded right now.',
    retry: 'Try again',
  },
  plans: {
    // A plan's price and period, on the home page and the subscription page.
    price: '{price} CAD',
    periodTrial: 'for {days} days',
    periodMonthly: 'per month',
    periodAnnual: 'per year',
  },
  errors: {
    network: 'We could not reach the server. Please check your connection and try again.',
    timeout: 'The server took too long to answer. Please try again.',
    badAnswer: 'The server sent an answer we could not read. Please try again.',
    unknown: 'Something went wrong. Please try again.',
  },
  loader: {
    label: 'Loading, please wait…',
  },
} as const;
