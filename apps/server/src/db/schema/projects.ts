import type { ProjectStatus } from '@tradepact/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { addressColumns } from '../address.js';
import { users } from './users.js';

/** A first/last name pair of a client beyond the first (doc 2 §3 Client.Name). */
export interface NamePair {
  FirstName: string;
  LastName: string;
}

/** A contractor's project (doc 2 §3): status 0 current, 1 archived, 2 pending. */
export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    comments: text('comments').notNull().default(''),
    status: smallint('status').$type<ProjectStatus>().notNull().default(0),
    ...addressColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('projects_owner_idx').on(table.ownerId, table.createdAt)],
);

/** A contractor's client, reusable across projects. */
export const clients = pgTable(
  'clients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessName: text('business_name').notNull().default(''),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    names: jsonb('names').$type<NamePair[]>().notNull().default([]),
    sameAddress: boolean('same_address').notNull().default(false),
    ...addressColumns(),
    phone: text('phone').notNull().default(''),
    fax: text('fax').notNull().default(''),
    email: text('email').notNull().default(''),
    /** The language the client reads their contracts in (issue 30 §1): a code of `languages`. */
    language: text('language').notNull().default('en'),
    /** Marked a business, not a consumer: the province's consumer rules do not apply (issue 31 §1). */
    isBusiness: boolean('is_business').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('clients_owner_idx').on(table.ownerId),
    // A person finds the projects they are a client of by their verified email.
    index('clients_email_idx').on(sql`lower(${table.email})`),
  ],
);

/** A contractor's sub-contractor, reusable across projects. */
export const subcontractors = pgTable(
  'subcontractors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull().default(''),
    contactFirstName: text('contact_first_name').notNull(),
    contactLastName: text('contact_last_name').notNull(),
    ...addressColumns(),
    fax: text('fax').notNull().default(''),
    phone: text('phone').notNull().default(''),
    phoneExtension: text('phone_extension').notNull().default(''),
    email: text('email').notNull().default(''),
    contactPhone: text('contact_phone').notNull().default(''),
    contactEmail: text('contact_email').notNull().default(''),
    samePhone: boolean('same_phone').notNull().default(false),
    sameEmail: boolean('same_email').notNull().default(false),
    /** The language the sub-contractor reads their contracts in (issue 30 §1). */
    language: text('language').notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('subcontractors_owner_idx').on(table.ownerId),
    index('subcontractors_email_idx').on(sql`lower(${table.email})`),
  ],
);

/** The clients of a project, in the order of the form's blocks. */
export const projectClients = pgTable(
  'project_clients',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.clientId] }),
    index('project_clients_client_idx').on(table.clientId),
  ],
);

/** The sub-contractors added to a project. */
export const projectSubcontractors = pgTable(
  'project_subcontractors',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    subcontractorId: uuid('subcontractor_id')
      .notNull()
      .references(() => subcontractors.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.subcontractorId] }),
    index('project_subcontractors_subcontractor_idx').on(table.subcontractorId),
  ],
);

/**
 * A counter per contractor that database triggers raise whenever anything their project list shows
 * changes (projects, contacts, links, contracts, their business name): the list cache's key. Kept by
 * triggers rather than by the services so that no write path can forget it (migration 0006).
 */
export const projectListVersions = pgTable('project_list_versions', {
  ownerId: uuid('owner_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
