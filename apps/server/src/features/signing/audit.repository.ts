import { asc, eq } from 'drizzle-orm';
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
