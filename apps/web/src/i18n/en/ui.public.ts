import { blogUi } from './ui.blog';
import { signingUi } from './ui.signing';

/**
 * The labels of the pages anyone can open (sign-in, /Signature, the blog, errors…) and of what every
 * page shows, in namespace 'ui'. They load with the app; the signed-in app's labels (./ui.signedIn.ts)
 * load with the signed-in shell, and a few pages' own with those pages (the home page's, /verify's…:
 * ../catalogues.ts), so that the signing page does not carry them. Texts of the specification live in the shared
 * catalogue (namespace 'messages'); never copy one here. Placeholders are written {name};
 * {product} is always available.
 */
export const publicUi = {
  signing: signingUi,
  blog: blogUi,
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
  auth: {
    pageTitle: 'Sign in or create your account',
    tabSignIn: 'Sign In',
    tabSignUp: 'Create An Account',
    passwordViewTitle: 'Sign in with your password',
    codeViewTitle: 'Sign in with a code',
    presetViewTitle: 'Confirm your mobile number',
    forgotViewTitle: 'Forgot your password?',
    resetViewTitle: 'Choose a new password',
    accountLabel: 'Email, mobile number or username',
    codeAccountLabel: 'Email or mobile number',
    passwordLabel: 'Password',
    codeLabel: 'Code',
    newPasswordLabel: 'New password',
    confirmNewPasswordLabel: 'Confirm new password',
    signInButton: 'Sign In',
    confirmButton: 'Confirm',
    resetButton: 'Reset Password',
    getCode: 'Get Code',
    resend: 'Resend',
    resendIn: 'Resend in {seconds} s',
    useCode: 'Sign in with a code instead',
    usePassword: 'Sign in with your password instead',
    forgotPassword: 'Forgot your password?',
    backToSignIn: 'Back to sign in',
    codeSentTo: 'Enter the code we sent to {account}.',
    presetLead: 'Enter the six-digit code we sent by text message to {account}. It is valid for 5 minutes.',
    forgotLead: 'Enter your email or mobile number and we will send you a code to reset your password.',
    resetLead: 'Enter the code we sent to {account} and your new password.',
    signingIn: 'Signing you in…',
    externalFailed: 'We could not complete your sign-in. Please try again.',
    externalDivider: 'or',
    termsNotice: 'By creating an account you agree to the',
    externalGoogle: 'Sign in with Google',
    externalApple: 'Sign in with Apple',
    firstNameLabel: 'First Name',
    lastNameLabel: 'Last Name',
    emailLabel: 'Email',
    phoneLabel: 'Mobile Number',
    confirmPasswordLabel: 'Confirm Password',
    passwordHint:
      'At least 8 characters with an upper-case letter, a lower-case letter, a number and one of !@#$%^&*',
    captchaLabel: 'Captcha code',
    captchaImage: 'Captcha image: type the characters you see',
    captchaRefresh: 'Show a new captcha image',
    createAccountButton: 'Create My Account',
    registerDialogTitle: 'Check your email',
    outsideCanadaTitle: 'Made for Canada',
    outsideCanada:
      'It looks like you are outside Canada. {product} is designed for Canadian contractors and their clients; you can still create an account.',
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
