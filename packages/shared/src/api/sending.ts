import { z } from 'zod';
import { limits } from '../limits.js';

/**
 * A person a contract will be sent to, as the preview names them before Send: the email address and
 * the mobile number the server will use. `Mobile` is the ten digits a text goes to, '' when none does.
 */
export const sendRecipientSchema = z.object({
  Name: z.string(),
  BusinessName: z.string(),
  Email: z.string(),
  Mobile: z.string(),
});
export type SendRecipient = z.infer<typeof sendRecipientSchema>;

/** The contractor's own words for the signing email, shown above its button. */
export const personalMessageSchema = z
  .string()
  .trim()
  .max(limits.sendMessageMaxLength, { error: 'contractMessageTooLong' })
  .default('');

/** What the outbox or the provider last said of a message: waiting to go, handed over, or given up. */
export const deliveryStates = ['queued', 'sent', 'failed'] as const;
export type DeliveryState = (typeof deliveryStates)[number];

/**
 * The latest signing request to one recipient: what became of its email and of its text; null where
 * nothing is known (no text went, or the request went before deliveries were tracked).
 */
export const recipientDeliverySchema = z.object({
  Name: z.string(),
  Email: z.enum(deliveryStates).nullable(),
  Text: z.enum(deliveryStates).nullable(),
});
export type RecipientDelivery = z.infer<typeof recipientDeliverySchema>;
