/**
 * Messages of ours for copies signed on paper and for payment reminders: what the spec leaves
 * unworded. Written in the spec's voice.
 */
export const ourPaperMessages = {
  paymentReminderMessageRequired: 'Please write the reminder message.',
  paymentReminderMessageTooLong: 'A reminder can be at most 480 characters long.',
} as const;
