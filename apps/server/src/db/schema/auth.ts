import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** One sign-in: the family of rotating refresh tokens; access tokens carry its id. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent').notNull().default(''),
    ip: text('ip').notNull().default(''),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/** Refresh tokens, stored as SHA-256 hashes; a used token stays as a tripwire for reuse. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('refresh_tokens_session_idx').on(table.sessionId)],
);

/** Six-digit codes sent by email or SMS, stored as keyed hashes, single-use, voided after five misses. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** activation: the sign-up SMS; code: sign-in and identity checks; confirm: a new email or phone. */
    purpose: text('purpose', { enum: ['activation', 'code', 'confirm'] }).notNull(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    destination: text('destination').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('verification_codes_user_idx').on(table.userId, table.createdAt)],
);

/** Every code request, whether or not an account matched, so throttling reveals nothing. */
export const codeRequests = pgTable(
  'code_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    destination: text('destination').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('code_requests_destination_idx').on(table.destination, table.createdAt)],
);

/** The key of the emailed activation link, stored hashed. */
export const activationKeys = pgTable('activation_keys', {
  keyHash: text('key_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Captcha answers by the id the page chose; deleted at the first attempt, right or wrong. */
export const captchas = pgTable('captchas', {
  id: text('id').primaryKey(),
  answer: text('answer').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** A Google or Apple account linked to ours, by the provider's stable subject id. */
export const externalIdentities = pgTable(
  'external_identities',
  {
    provider: text('provider', { enum: ['google', 'apple'] }).notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.subject] })],
);

/**
 * One-time tickets handed to the page after an external sign-in (/login?token=…): the page exchanges
 * the ticket for a token pair, so no usable token ever travels in a URL.
 */
export const signInTickets = pgTable('sign_in_tickets', {
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/**
 * Two-factor sign-in (issue 18 §1): the right password gives a ticket, valid 10 minutes, bound to the
 * six-digit code sent by email and/or SMS. Both stored as hashes; the ticket and its code are used
 * once, and five wrong codes void the ticket.
 */
export const twoFactorTickets = pgTable(
  'two_factor_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** SHA-256 of the ticket; a new password sign-in within the resend wait re-keys the same row. */
    ticketHash: text('ticket_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('two_factor_tickets_user_idx').on(table.userId, table.createdAt)],
);
