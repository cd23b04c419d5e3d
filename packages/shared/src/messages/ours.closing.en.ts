/** Our messages for closing the account (issue 18 §4). */
export const ourClosingMessages = {
  closeAccountClosed: 'Your account is closed.',
  emailAccountClosedSubject: 'Your {product} account is closed',
  emailAccountClosedBody:
    'Hello {name}, your {product} account was closed on {date}, as you asked. Every session was signed out, scheduled reminders were stopped, and any paid subscription was cancelled: nothing more will be charged.',
  emailAccountClosedDeleted:
    'Deleted: your account and business profile, projects, contacts, templates, uploaded files, drafts and contracts that were not signed.',
  emailAccountClosedKept:
    'Kept for {years} years from their date, as business records: your signed contracts and your invoices, no longer linked to any account.',
  emailAccountClosedParties:
    'The other parties of your signed contracts can still read them through the links they were sent.',
  emailAccountClosedRegisterAgain:
    'Your email address and mobile number can be used to register a new account at any time.',
} as const;
