/**
 * Messages of ours for the reminders to sign (issue 32 §3): the answers of the contract line's
 * dialog and of Settings, and their checks.
 */
export const ourSigningReminderMessages = {
  signingReminderDaysRange: 'Choose a number of days from 1 to 30.',
  signingReminderCountRange: 'Choose from 1 to 10 reminders.',
  signingRemindersSaved: 'Reminders saved.',
  signingRemindersTurnedOff: 'Reminders turned off.',
  signingRemindersNotChangeable:
    'Reminders can only be changed while the contract is waiting for signatures.',
  signingRemindersDefaultSaved: 'Saved. Contracts you send from now on will use these reminders.',
} as const;
