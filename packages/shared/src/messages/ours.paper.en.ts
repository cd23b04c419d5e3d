/**
 * Messages of ours for copies signed on paper and for payment reminders: what the spec leaves
 * unworded. Written in the spec's voice.
 */
export const ourPaperMessages = {
  paymentReminderMessageRequired: 'Please write the reminder message.',
  paymentReminderMessageTooLong: 'A reminder can be at most 480 characters long.',

  // reading scans
  scanUnreadable:
    'This file could not be opened. Please scan the signed contract again and upload the new file.',
  scanHeicUnreadable:
    'This HEIC photo could not be read. Please set your camera to save photos as JPEG ("Most Compatible"), or upload a PDF scan.',
  scanTooSlow:
    'Reading this scan took too long. Please scan it again at 300 dpi, or upload fewer pages at a time.',
} as const;
