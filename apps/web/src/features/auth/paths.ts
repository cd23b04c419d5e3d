/** Where the sign-in, sign-up and account links go (doc 1 §2). */
export const authPaths = {
  signIn: '/Login?t=signin',
  signUp: '/Login?t=signup',
  myAccount: '/myprofile/0',
} as const;
