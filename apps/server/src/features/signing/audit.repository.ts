import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
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

/** A recipient's own answers other than signing (issue 32 §2), as the trail records them. */
export const responseEventTypes = ['changeRequested', 'declined'] as const satisfies AuditEventType[];
export type ResponseEventType = (typeof responseEventTypes)[number];

/**
 * Appends events to contracts' trails (the table refuses any change to them afterwards); answers them
 * with the time the trail gave each. Features record through `recordEvents` (audit-trail.service.ts),
 * which also sends them as webhooks.
 */
export async function appendEvents(
  tx: Queryable,
  events: AuditEvent[],
): Promise<(AuditEvent & { at: Date })[]> {
  if (events.length === 0) return [];
  const rows = await tx
    .insert(contractEvents)
    .values(
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
    )
    .returning({ at: contractEvents.at });
  // One statement: every row has the transaction's time.
  const at = rows[0]?.at ?? new Date();
  return events.map((event) => ({ ...event, at }));
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

/** A recipient's change requests and decline of a contract, oldest first; one signer's when named. */
export async function responsesOf(db: Queryable, contractId: string, signerId?: string) {
  const rows = await db
    .select({
      type: contractEvents.type,
      signerId: contractEvents.signerId,
      name: contractEvents.actorName,
      at: contractEvents.at,
      data: contractEvents.data,
    })
    .from(contractEvents)
    .where(
      and(
        eq(contractEvents.contractId, contractId),
        inArray(contractEvents.type, [...responseEventTypes]),
        ...(signerId ? [eq(contractEvents.signerId, signerId)] : []),
      ),
    )
    .orderBy(asc(contractEvents.at), asc(contractEvents.id));
  return rows.map((row) => ({
    type: row.type as ResponseEventType,
    signerId: row.signerId,
    name: row.name,
    at: row.at,
    text: typeof row.data.text === 'string' ? row.data.text : '',
  }));
}

/**
 * Carries into an amendment's trail the change requests and decline of the version it amends, and
 * those that version carried itself (issue 32 §2: the new version keeps the conversation's history),
 * each with its own time, actor and words, and the revision it was made on.
 */
export async function carryResponses(
  tx: Queryable,
  from: { id: string; revision: number },
  toContractId: string,
): Promise<void> {
  await tx.execute(sql`
    insert into contract_events (contract_id, signer_id, type, at, actor_name, actor_email, ip, user_agent, data)
    select ${toContractId}, signer_id,
      case type when 'changeRequested' then 'earlierChangeRequested'
                when 'declined' then 'earlierDeclined'
                else type end,
      at, actor_name, actor_email, ip, user_agent,
      case when type in ('changeRequested', 'declined')
           then data || jsonb_build_object('revision', ${from.revision}::int)
           else data end
    from contract_events
    where contract_id = ${from.id}
      and type in ('changeRequested', 'declined', 'earlierChangeRequested', 'earlierDeclined')
    order by at, id`);
}
