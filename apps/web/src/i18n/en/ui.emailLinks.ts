/**
 * The labels of the pages an email's link opens: unsubscribing from general emails (key `unsubscribe`)
 * and confirming an alternate email (key `alternateEmail`), loaded with those pages.
 */
export const emailLinksUi = {
  unsubscribe: {
    title: 'Unsubscribe',
    lead: 'Stop receiving {product}’s general emails (news and announcements) at the address this link was sent to?',
    keeps: 'Emails about your contracts, payments and account keep coming: they are not news.',
    confirm: 'Unsubscribe',
    doneTitle: 'You are unsubscribed',
    doneEmail: 'General emails will no longer go to your account’s email address.',
    doneAlternateEmail: 'General emails will no longer go to your alternate email address.',
    settingsHint: 'You can turn them back on at any time in your log-in settings.',
    settingsLink: 'Open log-in settings',
    missingToken:
      'This page needs the link from one of our emails. Please open the unsubscribe link in the email again.',
    failedTitle: 'Not unsubscribed',
  },
  alternateEmail: {
    title: 'Confirm your alternate email',
    confirming: 'Confirming your alternate email…',
    confirmedTitle: 'Alternate email confirmed',
    confirmedLead:
      'General notifications can now go to this address too, if you turn them on in your Log-In Settings.',
    failedTitle: 'This link cannot confirm the address',
    missingKey:
      'This link is incomplete. Please open the whole link from the email, or send a new one from your Log-In Settings.',
    toSettings: 'Go to Log-In Settings',
  },
};
