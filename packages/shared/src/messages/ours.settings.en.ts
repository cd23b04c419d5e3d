/** Our messages for the log-in settings: the alternate email's verification (issue 18 §2, §5). */
export const ourSettingsMessages = {
  settingsAlternateEmailSameAsEmail: 'The alternate email must differ from your account email.',
  settingsAlternateEmailLinkSent: 'We sent a confirmation link to your alternate email.',
  settingsAlternateEmailNothingToConfirm: 'There is no alternate email waiting for confirmation.',
  settingsAlternateEmailConfirmed: 'Your alternate email is confirmed.',
  settingsAlternateEmailLinkInvalid:
    'This link is no longer valid: it has expired, or the alternate email changed since it was sent. Send a new link from your Log-In Settings.',
  emailAlternateConfirmSubject: 'Confirm your alternate email for {product}',
  emailAlternateConfirmBody:
    'The {product} account of {name} asks to use this address as its alternate email, for general notifications only. Open the link below to confirm it; it is valid for {days} days.',
  emailAlternateConfirmButton: 'Confirm this alternate email',
  emailAlternateConfirmIgnore:
    'If you do not know this account, ignore this email: nothing will be sent to this address.',
  languageUnknown: 'Choose one of the languages offered.',
} as const;
