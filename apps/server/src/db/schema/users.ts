import { sql } from 'drizzle-orm';
import { boolean, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** The account. Emails and user names are stored lower-case; phones as their ten digits. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    userName: text('user_name'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    nickName: text('nick_name').notNull().default(''),
    phone: text('phone'),
    alternateEmail: text('alternate_email').notNull().default(''),
    /** When the link sent to `alternateEmail` was opened; nothing general goes there before. */
    alternateEmailConfirmedAt: timestamp('alternate_email_confirmed_at', { withTimezone: true }),
    /**
     * A new email or phone asked for in settings, waiting for the code sent to it. Until then the
     * account signs in with, is reached at and is matched (party view, external sign-in) on the
     * verified `email` and `phone` only.
     */
    pendingEmail: text('pending_email'),
    pendingPhone: text('pending_phone'),
    /** argon2id; null for an account made by Google or Apple sign-in. */
    passwordHash: text('password_hash'),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    phoneConfirmedAt: timestamp('phone_confirmed_at', { withTimezone: true }),
    /** Set when both the email link and the SMS code have been confirmed. */
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    twoFactorEmail: boolean('two_factor_email').notNull().default(false),
    twoFactorSms: boolean('two_factor_sms').notNull().default(false),
    notifyEmail: boolean('notify_email').notNull().default(true),
    notifyAlternateEmail: boolean('notify_alternate_email').notNull().default(false),
    /** General texts need express consent (CASL): off until the account turns them on. */
    notifySms: boolean('notify_sms').notNull().default(false),
    referralCode: text('referral_code')
      .notNull()
      .unique()
      .default(sql`upper(substr(md5(random()::text || clock_timestamp()::text), 1, 8))`),
    /** The referral code given at sign-up; billing applies the discount and the referrer's credit. */
    referredByCode: text('referred_by_code'),
    planType: smallint('plan_type').notNull().default(1),
    trialStartAt: timestamp('trial_start_at', { withTimezone: true }),
    trialEndAt: timestamp('trial_end_at', { withTimezone: true }),
    /**
     * The language of everything the account reads from us (issue 30 §1): chosen at sign-up (the
     * page's language), changed in Settings. A code of `languages` (packages/shared).
     */
    language: text('language').notNull().default('en'),
    /** When My Projects' first-time hint was shown: once per account, whichever device (issue 29 §4). */
    firstProjectHintSeenAt: timestamp('first_project_hint_seen_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_user_name_idx').on(table.userName),
    uniqueIndex('users_phone_idx').on(table.phone),
  ],
);
