/**
 * Reminders to sign: the contract line, its dialog, and Settings (namespace 'ui', key
 * `signingReminders`): they load with My Projects and Settings, not with every signed-in page.
 */
export const signingRemindersUi = {
  lineNext: 'Next reminder: {day}',
  lineOff: 'Reminders off',
  lineDone: 'No more reminders',
  change: 'Change',
  changeFor: 'Change the reminders to sign of {name}',
  title: 'Reminders to sign',
  lead: 'Those who have not signed get an email, and a text where they have a mobile number, never between 9 p.m. and 8 a.m. where the project is. Reminders stop once they sign, or when the contract is withdrawn or expires.',
  enabled: 'Send reminders',
  firstAfter: 'First reminder after (days)',
  every: 'Then every (days)',
  maxCount: 'At most (reminders)',
  dayBeforeExpiry: 'Also the day before the last day to sign',
  upcoming: 'Next reminders: {days}',
  noneUpcoming: 'No reminders to come.',
  sentSoFar: 'Reminders sent so far: {count}',
  save: 'Save',
  cancel: 'Cancel',
  settingsTitle: 'Reminders to sign',
  settingsLead:
    'For each contract you send, those who have not signed get reminders by email and text. These settings apply to the contracts you send from now on; change or turn off one contract’s reminders from its line in My Projects.',
  settingsSave: 'Save reminders',
  loadError: 'Your reminder settings could not be loaded right now.',
} as const;
