import { and, asc, desc, eq } from 'drizzle-orm';
import { languageOf, type Language } from '@tradepact/shared';
import type { Queryable } from '../../db/database.js';
import { contractEvents } from '../../db/schema/index.js';
import type { AuditEventType } from '../../documents/seal/seal-input.js';

export type AuditEventRow = typeof contractEvents.$inferSelect;

/** Who did it and from where; empty for what the product does on its own. */
export interface AuditActor {
  name?: string;
  email?: string;
  ip?: string;
  userAgent?: string;
}

export interface AuditEvent {
  contractId: string;
  type: AuditEventType;
  signerId?: string | null;
  actor?: AuditActor;
  data?: Record<string, unknown>;
}

/** Appends events to contracts' trails (the table refuses any change to them afterwards). */
export async function appendEvents(tx: Queryable, events: AuditEvent[]): Promise<void> {
  if (events.length === 0) return;
  await tx.insert(contractEvents).values(
    events.map((event) => ({
      contractId: event.contractId,
      signerId: event.signerId ?? null,
      type: event.type,
      actorName: event.actor?.name ?? '',
      actorEmail: event.actor?.email ?? '',
      ip: event.actor?.ip ?? '',
      userAgent: (event.actor?.userAgent ?? '').slice(0, 500),
      data: { v: 1, ...event.data },
    })),
  );
}

export async function eventsOf(db: Queryable, contractId: string): Promise<AuditEventRow[]> {
  return db
    .select()
    .from(contractEvents)
    .where(eq(contractEvents.contractId, contractId))
    .orderBy(asc(contractEvents.at), asc(contractEvents.id));
}

/**
 * The language a contract was sent in (its 'sent' event's, issue 30 §1): every later message to its
 * recipients speaks it, whoever triggers it. English for a contract sent before languages were kept.
 */
export async function sentLanguage(db: Queryable, contractId: string): Promise<Language> {
  const [sent] = await db
    .select({ data: contractEvents.data })
    .from(contractEvents)
    .where(and(eq(contractEvents.contractId, contractId), eq(contractEvents.type, 'sent')))
    .orderBy(desc(contractEvents.at))
    .limit(1);
  return languageOf((sent?.data as { language?: unknown } | undefined)?.language);
}
