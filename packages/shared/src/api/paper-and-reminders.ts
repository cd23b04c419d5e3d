import { z } from 'zod';
import { maxSmsSegments, plainSmsText, smsLength } from '../sms.js';
import { contractSummarySchema } from './contract-summary.js';
import { endpoint } from './endpoint.js';

/** Why a scan needs the contractor's word before it is filed (the modal asks, then sends it again). */
export const scanConfirmationSchema = z.object({
  /** 'noCode': no readable QR code; 'missingPages': some pages of the contract were not found. */
  Reason: z.enum(['noCode', 'missingPages']),
  /** The contract it would be filed to. */
  ContractId: z.uuid(),
  Number: z.number().int(),
  /** 1-based numbers of the contract's pages not found in the scan. */
  MissingPages: z.array(z.number().int()),
  PageCount: z.number().int(),
});
export type ScanConfirmation = z.infer<typeof scanConfirmationSchema>;

/** Doc 2 "Upload Contract": a copy signed on paper, filed by the QR codes on its pages. */
export const scansApi = {
  scanDocuments: endpoint({
    method: 'POST',
    path: '/api/app/barcode/scandocuments',
    summary:
      'Files a scanned signed copy (multipart: file, and ContractId from My Projects) to its contract by the QR codes on its pages',
    access: 'signedIn',
    keyScope: null,
    query: z.object({
      isConfirmed: z
        .enum(['true', 'false', 'True', 'False', ''])
        .optional()
        .transform((value) => value?.toLowerCase() === 'true'),
    }),
    data: contractSummarySchema,
    otherAnswers: { 409: scanConfirmationSchema },
  }),
};

/** A payment of a signed contract as the reminder modal shows it (doc 2 §4, §9; issue 33 §4). */
export const reminderTermSchema = z.object({
  /** What it reminds of what the client owes: 'deposit', 'term-0', 'term-1'… */
  Id: z.string(),
  Name: z.string(),
  /**
   * What the client pays, written on the server in the reader's language: "$13,153.20 including
   * HST 13 %", with ", net of the 10 % holdback" where one is retained.
   */
  AmountText: z.string(),
  /** ISO time the last reminder of this term went, or null. */
  RemindedTime: z.string().nullable(),
  /** The text of doc 2 §9, prefilled in the modal. */
  DefaultMessage: z.string(),
});

export const paymentReminderSchema = z.object({
  Id: z.uuid(),
  TermId: z.string(),
  Message: z.string(),
  /** ISO time it is (or was) due; null when it was sent at once. */
  ScheduledTime: z.string().nullable(),
  Status: z.enum(['scheduled', 'sent', 'cancelled']),
  SentTime: z.string().nullable(),
});
export type PaymentReminder = z.infer<typeof paymentReminderSchema>;

const reminderMessage = z
  .string()
  .trim()
  .min(1, { error: 'paymentReminderMessageRequired' })
  // Issue 33 §4: texted, as a text carries it, in at most 2 SMS.
  .refine((text) => smsLength(plainSmsText(text)).segments <= maxSmsSegments, {
    error: 'paymentReminderMessageTooLong',
  });
const scheduledTime = z
  .string()
  .trim()
  .max(40)
  .nullish()
  .transform((value) => value || null);

/** Doc 2 "Payment term reminder" (§4, §7): reminders of a signed contract's payments. */
export const remindersApi = {
  terms: endpoint({
    method: 'GET',
    path: '/api/app/contract/termreminders',
    summary: 'A signed contract’s payment terms with their reminders, for the reminder modal',
    access: 'signedIn',
    keyScope: null,
    query: z.object({ id: z.string() }),
    data: z.object({
      Terms: z.array(reminderTermSchema),
      Reminders: z.array(paymentReminderSchema),
      /** The IANA zone of the project's province: reminder times are picked and shown on its clocks. */
      TimeZone: z.string(),
    }),
  }),
  send: endpoint({
    method: 'POST',
    path: '/api/app/contract/sendtermreminder',
    summary:
      'Sends a reminder of a payment (termId: deposit, term-N) to the contract’s clients now, or schedules it (scheduledTime, ISO)',
    access: 'signedIn',
    keyScope: null,
    body: z.object({
      id: z.uuid({ error: 'commonNotFound' }),
      termId: z.string().trim().max(10),
      message: reminderMessage,
      scheduledTime,
    }),
    data: z.object({ Id: z.uuid() }),
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/app/contract/updatetermreminder',
    summary: 'Changes a scheduled reminder’s message or time before it goes',
    access: 'signedIn',
    keyScope: null,
    body: z.object({
      reminderId: z.uuid({ error: 'commonNotFound' }),
      message: reminderMessage,
      scheduledTime,
    }),
    data: z.null(),
  }),
  cancel: endpoint({
    method: 'PUT',
    path: '/api/app/contract/canceltermreminder',
    summary: 'Cancels a scheduled reminder before it goes',
    access: 'signedIn',
    keyScope: null,
    query: z.object({ reminderId: z.string() }),
    data: z.null(),
  }),
};
