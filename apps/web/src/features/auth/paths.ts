/** Where the sign-in, sign-up and account links go (doc 1 §2). */
export const authPaths = {
  signIn: '/Login?t=signin',
  signUp: '/Login?t=signup',
  myAccount: '/myprofile/0',
} as const;

/** The login page's preset view for the phone number an activation link confirmed (doc 1 §2). */
export function presetPath(phoneNumber: string): string {
  return `/login?${new URLSearchParams({ s: 'preset', account: phoneNumber }).toString()}`;
}

/** The login page's sign-in view with the username prefilled (home page `usr`). */
export function signInAsPath(username: string): string {
  return `/login?${new URLSearchParams({ t: 'signin', usr: username }).toString()}`;
}

/** The login page's sign-up tab with the email prefilled and the referral code kept. */
export function signUpPath(params: { email?: string; ref?: string }): string {
  const search = new URLSearchParams({ t: 'signup' });
  if (params.email) search.set('email', params.email);
  if (params.ref) search.set('ref', params.ref);
  return `/login?${search.toString()}`;
}
