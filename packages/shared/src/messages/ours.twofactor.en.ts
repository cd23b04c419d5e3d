/** Our messages for two-factor sign-in (issue 18 §1). */
export const ourTwoFactorMessages = {
  twoFactorPasswordFirst:
    'This account uses two-step sign-in: sign in with your password first, then enter the code we send you.',
  emailSignInCodeBody: 'Your sign-in code is {code}. It is valid for {minutes} minutes.',
  smsSignInCode: '{product}: your sign-in code is {code}. It is valid for {minutes} minutes.',
  twoFactorSmsNeedsPhone: 'Verify your mobile number before turning on sign-in codes by text message.',
  emailTwoFactorOnSubject: 'Two-step sign-in is on',
  emailTwoFactorOnBody:
    'Two-step sign-in is now on for your {product} account: signing in with your password also asks for a code sent by {channels}. Your other sessions were signed out.',
  emailTwoFactorOffSubject: 'Two-step sign-in is off',
  emailTwoFactorOffBody:
    'Two-step sign-in is now off for your {product} account: your password alone signs you in.',
  emailTwoFactorNotYou:
    'If you did not make this change, reset your password at once and turn two-step sign-in on again.',
  twoFactorChannelEmail: 'email',
  twoFactorChannelSms: 'text message',
  twoFactorChannelBoth: 'email and text message',
} as const;
