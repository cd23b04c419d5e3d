import { z } from 'zod';
import { citationIn, type Language } from '@tradepact/shared';
import type { CancellationDeadline } from '@tradepact/shared/law/deadline';
import type { AuditEventRow } from './audit.repository.js';

/**
 * The consumer's period to cancel as the seal fixed it and the certificate printed it (issue 31 §2),
 * kept in the 'sealed' audit event's data: the cancel page and endpoint read it back from there, so a
 * rule or a client's business mark changed later does not move the date.
 */
export const sealedCancellationSchema = z.object({
  /** ISO time the signed copy was delivered (the completion email, queued with the seal). */
  deliveredAt: z.iso.datetime(),
  /** The last day to cancel (YYYY-MM-DD, in `timeZone`), as the certificate printed it. */
  lastDay: z.string(),
  /** ISO: the first instant after the last day; a cancellation is in time while now is before it. */
  endsAt: z.iso.datetime(),
  timeZone: z.string(),
  statute: z.string(),
  section: z.string(),
  /** Days to refund a deposit after a cancellation, where the province's record names them. */
  refundDays: z.number().int().nullable(),
});
export type SealedCancellation = z.infer<typeof sealedCancellationSchema>;

/** What the seal keeps of a deadline, in its event's data. */
export function sealedCancellationData(
  deadline: CancellationDeadline,
  deliveredAt: Date,
  language: Language,
): SealedCancellation {
  return {
    deliveredAt: deliveredAt.toISOString(),
    lastDay: deadline.lastDay,
    endsAt: deadline.endsAt.toISOString(),
    timeZone: deadline.timeZone,
    // As the certificate cites them, in the sealed version's language.
    ...citationIn(deadline.record, language),
    refundDays: deadline.record.data.refundDays ?? null,
  };
}

/**
 * The period to cancel a sealed contract's events recorded, or undefined where the seal recorded none
 * (no right to cancel, or a contract sealed before the seal kept it).
 */
export function sealedCancellationOf(events: readonly AuditEventRow[]): SealedCancellation | undefined {
  const sealed = events.findLast((event) => event.type === 'sealed');
  const parsed = sealedCancellationSchema.safeParse(
    (sealed?.data as { cancellation?: unknown })?.cancellation,
  );
  return parsed.success ? parsed.data : undefined;
}
