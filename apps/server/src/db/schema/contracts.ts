import { sql } from 'drizzle-orm';
import type { ContractStatus, ContractType } from '@tradepact/shared';
import {
  check,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { projects, subcontractors } from './projects.js';
import { users } from './users.js';

/**
 * A contract of a project (doc 2 §3): whose it is, its party, its place in an amendment chain and its
 * status. These are what the project rules read (a signed contract keeps its project; a sub-contractor
 * with contracts stays on the project); the contract builder adds the content.
 *
 * A signed contract is a legal record and outlives its neighbours (migration 0009): nothing cascades
 * into this table, a trigger refuses any delete of a signed row, and deleting an account keeps its
 * signed contracts detached (owner, project and sub-contractor null) while its other contracts go.
 */
export const contracts = pgTable(
  'contracts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null only on a signed contract whose account was deleted. */
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'restrict' }),
    /** Null only on a signed contract whose account was deleted. */
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'restrict' }),
    /** 0 a sub-contractor contract, 1 a client contract. */
    type: smallint('type').$type<ContractType>().notNull(),
    /** The sub-contractor of a type 0 contract; null once the contract is detached. */
    subcontractorId: uuid('subcontractor_id').references(() => subcontractors.id),
    /** On an amendment, the contract it replaces; only the last of a chain is current. */
    originalId: uuid('original_id').references((): AnyPgColumn => contracts.id, { onDelete: 'restrict' }),
    status: text('status').$type<ContractStatus>().notNull().default('Draft'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    signedAt: timestamp('signed_at', { withTimezone: true }),
  },
  (table) => [
    index('contracts_project_idx').on(table.projectId),
    index('contracts_subcontractor_idx').on(table.subcontractorId),
    index('contracts_original_idx').on(table.originalId),
    check('contracts_status_check', sql`${table.status} in ('Draft', 'Sent', 'Signed')`),
    check(
      'contracts_party_check',
      sql`(${table.type} = 0 and (${table.subcontractorId} is not null or ${table.ownerId} is null)) or (${table.type} = 1 and ${table.subcontractorId} is null)`,
    ),
    check(
      'contracts_detached_check',
      sql`(${table.ownerId} is not null and ${table.projectId} is not null) or (${table.status} = 'Signed' and ${table.ownerId} is null and ${table.projectId} is null)`,
    ),
  ],
);
