import type Stripe from 'stripe';
import type { CardPaymentMode, PayPage, Payout, StripeAccount } from '@tradepact/shared';
import type { Config } from '../../../config/config.js';
import type { Db, Queryable } from '../../../db/database.js';
import { AppError } from '../../../http/app-error.js';
import { findUserById } from '../../auth/accounts.service.js';
import { businessService } from '../../profile/business.service.js';
import { contractorName } from '../../reminders/reminder-terms.js';
import {
  connectedAccountOf,
  insertConnectedAccount,
  setAccountState,
  type AccountState,
  type ConnectedAccountRow,
} from './card-payments.repository.js';

export interface ConnectDeps {
  db: Db;
  config: Config;
  /** The operator's Stripe client; undefined without Stripe keys. */
  stripe: Stripe | undefined;
}

/** Stripe's merchant category of general contractors, residential and commercial. */
const contractorsCategory = '1520';

/** How many payouts Settings lists. */
const payoutsShown = 10;

export const accountStateOf = (account: Stripe.Account): AccountState => ({
  chargesEnabled: account.charges_enabled,
  payoutsEnabled: account.payouts_enabled,
  detailsSubmitted: account.details_submitted,
});

export function stripeAccountDto(row: ConnectedAccountRow): StripeAccount {
  return {
    DetailsSubmitted: row.detailsSubmitted,
    ChargesEnabled: row.chargesEnabled,
    PayoutsEnabled: row.payoutsEnabled,
    UpdatedTime: row.updatedAt.toISOString(),
  };
}

/** Stripe's day (midnight UTC, in seconds) as YYYY-MM-DD. */
const dayOf = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

/**
 * Stripe Connect (Express) for the contractors (issue 33 §3): each connects one Stripe account from
 * Settings › Getting paid, where their clients' card payments are paid as destination charges; its
 * state as Stripe last said, and its recent payouts.
 */
export function connectService({ db, config, stripe }: ConnectDeps) {
  const settingsUrl = `${config.publicUrl}/Settings`;

  function client(): Stripe {
    if (!stripe) throw new AppError(409, 'stripeNotConfigured');
    return stripe;
  }

  /** The contractor's account, created at Stripe the first time (one per contractor, ever). */
  async function accountFor(userId: string): Promise<ConnectedAccountRow> {
    const existing = await connectedAccountOf(db, userId);
    if (existing) return existing;
    const [user, business] = await Promise.all([findUserById(db, userId), businessService(db).read(userId)]);
    const name = contractorName(business);
    const supportEmail = business.Email || user?.email;
    const account = await client().accounts.create(
      {
        country: 'CA',
        default_currency: 'cad',
        ...(user && { email: user.email }),
        // Express: Stripe collects what it needs and hosts the contractor's dashboard; the platform
        // pays Stripe's fees and answers for negative balances (destination charges).
        controller: {
          stripe_dashboard: { type: 'express' },
          requirement_collection: 'stripe',
          fees: { payer: 'application' },
          losses: { payments: 'application' },
        },
        capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
        business_profile: {
          mcc: contractorsCategory,
          ...(name && { name }),
          ...(supportEmail && { support_email: supportEmail }),
        },
        metadata: { userId },
      },
      // Two clicks at once make one account; the row below keeps it for good.
      { idempotencyKey: `connect-account-${userId}` },
    );
    const row = await insertConnectedAccount(db, userId, account.id, accountStateOf(account));
    if (!row) throw new Error(`the connected account of ${userId} was not kept`);
    return row;
  }

  async function refresh(userId: string): Promise<void> {
    const row = await connectedAccountOf(db, userId);
    if (!row) return;
    const account = await client().accounts.retrieve(row.stripeAccountId);
    await setAccountState(db, account.id, accountStateOf(account));
  }

  return {
    /** How this install takes cards. */
    mode(): CardPaymentMode {
      return config.billing.mode;
    },

    async accountOf(userId: string, q: Queryable = db): Promise<StripeAccount | null> {
      const row = await connectedAccountOf(q, userId);
      return row ? stripeAccountDto(row) : null;
    },

    /**
     * Stripe's set-up page for the contractor's account (created now if it is their first time).
     * Stripe sends them back to Settings: `stripe=return` when they leave it, `stripe=refresh` when
     * the link expired and a new one is needed.
     */
    async onboardingUrl(userId: string): Promise<string> {
      const account = await accountFor(userId);
      const link = await client().accountLinks.create({
        account: account.stripeAccountId,
        type: 'account_onboarding',
        refresh_url: `${settingsUrl}?stripe=refresh`,
        return_url: `${settingsUrl}?stripe=return`,
      });
      return link.url;
    },

    /** Reads the contractor's account from Stripe again (back from Stripe's set-up page). */
    refresh,

    async payouts(userId: string): Promise<Payout[]> {
      const row = await connectedAccountOf(db, userId);
      if (!row || !stripe) return [];
      const payouts = await stripe.payouts.list(
        { limit: payoutsShown },
        { stripeAccount: row.stripeAccountId },
      );
      return payouts.data.map((payout) => ({
        Id: payout.id,
        AmountCents: payout.amount,
        Currency: payout.currency,
        ArrivalDate: dayOf(payout.arrival_date),
        Status: payout.status,
      }));
    },

    /** Writes an account's state as Stripe holds it now (the Connect webhook's account.updated). */
    accountUpdated(tx: Queryable, account: Stripe.Account): Promise<boolean> {
      return setAccountState(tx, account.id, accountStateOf(account));
    },

    /**
     * Whether a contractor's clients may pay by card now: 'stripe' once their account takes charges,
     * 'local' on an install without Stripe keys (the local card page, no money moves), else null.
     */
    async cardFor(ownerId: string, q: Queryable = db): Promise<PayPage['Card']> {
      if (config.billing.mode === 'local') return 'local';
      if (config.billing.mode !== 'stripe') return null;
      const account = await connectedAccountOf(q, ownerId);
      return account?.chargesEnabled ? 'stripe' : null;
    },

    /** The account card payments of a contractor's invoices go to, when it takes charges. */
    async destinationOf(ownerId: string, q: Queryable = db): Promise<string | undefined> {
      const account = await connectedAccountOf(q, ownerId);
      return account?.chargesEnabled ? account.stripeAccountId : undefined;
    },
  };
}

export type ConnectService = ReturnType<typeof connectService>;
