import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as shared from '@tradepact/shared';
import type { Endpoint } from '@tradepact/shared';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.js';
import { clientForm, subcontractorForm } from '../../test/contact-forms.js';
import { contractForm, saveBusinessProfile, saveRequest } from '../../test/contractor.js';
import { issuedInvoice } from '../../test/client-invoices.js';
import { apiKeyOf } from '../../test/api-keys.js';
import { clientPayments, webhookDeliveries } from '../db/schema/index.js';

/**
 * Every endpoint of the shared API table, tried by a visitor and by a second account against a first
 * account's data: the visitor gets 401 on account endpoints, the second account 404 or 403 on the
 * first's resources, or only its own rows from its own lists, and nothing in the database changes.
 * An endpoint added to the table without an entry here fails the run.
 */

/** What the first account owns, for entries to aim at. */
interface Owned {
  projectId: string;
  clientId: string;
  subcontractorId: string;
  contractId: string;
  templateId: string;
  checkoutId: string;
  /** A card payment received on an invoice of the first account. */
  cardPaymentId: string;
  apiKeyId: string;
  webhookEndpointId: string;
  /** A delivery to that endpoint (no job: nothing changes it during the run). */
  webhookDeliveryId: string;
}

type Entry =
  /** Answers no account's data (plans, captcha…). */
  | { kind: 'public' }
  /** Acts only on the caller's own rows: the second account sees none of the first's. */
  | { kind: 'own'; input?: (owned: Owned) => unknown }
  /** Names a resource of the first account: refused to anyone else. */
  | { kind: 'resource'; input: (owned: Owned) => unknown };

const project = (owned: Owned, overrides: Record<string, unknown> = {}) => ({
  Name: 'Hijacked',
  Comments: '',
  Address: '1 Main Street',
  City: 'Ottawa',
  Province: 'Ontario',
  PostalCode: 'K1A 0B1',
  // The first account's client, marked a business by the one who may not (issue 31 §1).
  Clients: [clientForm({ Id: owned.clientId, Name: [], IsBusiness: true })],
  ...overrides,
});

/** A schedule of reminders to sign that differs from the default. */
const everyDay = { Enabled: true, FirstAfterDays: 1, EveryDays: 1, DayBeforeExpiry: false, MaxCount: 10 };

const matrix: Record<string, Entry> = {
  // Accounts: signing in and up reach no one's data but the caller's.
  'POST /api/auth/login': { kind: 'public' },
  'POST /api/auth/login2fa': { kind: 'public' },
  'POST /api/auth/refreshToken': { kind: 'public' },
  'POST /api/auth/logout': { kind: 'own' },
  'GET /api/auth/userinfo': { kind: 'own' },
  'POST /api/auth/updatelanguage': { kind: 'own', input: () => ({ Language: 'fr' }) },
  'POST /api/auth/firstprojecthintseen': { kind: 'own' },
  'POST /api/identity/register': { kind: 'public' },
  'GET /api/identity/CheckEmailExists': { kind: 'public' },
  'GET /api/identity/CheckPhoneNumberExists': { kind: 'public' },
  'POST /api/identity/send2fa': { kind: 'public' },
  'POST /api/identity/ResetPassword2Fa': { kind: 'public' },
  'GET /api/identity/usersettings': { kind: 'own' },
  'POST /api/identity/updateusersettings': { kind: 'own', input: () => ({}) },
  'POST /api/identity/confirmcontactchange': { kind: 'own', input: () => ({ Code: '123456' }) },
  'POST /api/identity/resendcontactchange': { kind: 'own', input: () => ({}) },
  'POST /api/identity/cancelcontactchange': { kind: 'own', input: () => ({}) },
  'POST /api/identity/resendalternateemail': { kind: 'own' },
  // The signed key alone names the account: a guessed or altered key confirms nothing.
  'POST /api/identity/confirmalternateemail': { kind: 'public' },
  'GET /api/common/readkey': { kind: 'public' },
  'GET /api/common/iscanadaip': { kind: 'public' },
  'GET /api/dev/captcha': { kind: 'public' },
  'GET /api/auth/external/providers': { kind: 'public' },
  'POST /api/auth/external/exchange': { kind: 'public' },
  // The business profile, plans, content: each account reads and accepts for itself only.
  'GET /api/app/business/read': { kind: 'own' },
  'PUT /api/app/business/update': { kind: 'own', input: () => ({}) },
  'GET /api/site/subscriptionplans': { kind: 'public' },
  'GET /api/site/subscriptionquotas': { kind: 'public' },
  // Billing: each account's own subscription; a checkout is paid only by the account that opened it.
  'GET /api/app/billing/subscription': { kind: 'own' },
  'POST /api/app/billing/subscriptioncheckout': { kind: 'own', input: () => ({ Type: 2, IsPreview: true }) },
  'POST /api/app/billing/topupcheckout': { kind: 'own', input: () => ({ Type: 1, IsPreview: true }) },
  'POST /api/app/billing/invoices': { kind: 'own', input: () => ({}) },
  'POST /api/app/billing/changesubscriptionplan': { kind: 'own', input: () => ({ type: 3 }) },
  'POST /api/app/billing/cancelsubscription': { kind: 'own', input: () => ({ Reason: '' }) },
  'POST /api/app/billing/resumesubscription': { kind: 'own' },
  'POST /api/app/billing/customerportal': { kind: 'own' },
  'GET /api/app/billing/localpayment': { kind: 'resource', input: (owned) => ({ id: owned.checkoutId }) },
  'POST /api/app/billing/localpayment': {
    kind: 'resource',
    input: (owned) => ({
      Id: owned.checkoutId,
      CardNumber: '4242424242424242',
      Expiry: '12/34',
      Cvc: '123',
      Name: 'Someone Else',
    }),
  },
  'GET /api/site/eula': { kind: 'public' },
  'GET /api/site/howwework': { kind: 'public' },
  'GET /api/app/eula/read': { kind: 'own' },
  'POST /api/app/eula/accept': { kind: 'own', input: () => ({}) },
  'GET /api/app/announcement/read': { kind: 'own' },
  'POST /api/app/announcement/accept': { kind: 'own', input: () => ({}) },
  'GET /api/app/term/changeslist': { kind: 'own' },
  'POST /api/app/term/acceptchanges': { kind: 'own', input: () => ({}) },
  'POST /api/cloud/upload': { kind: 'own' },
  // The development outbox is not served in production (app.ts).
  'GET /api/dev/outbox': { kind: 'public' },
  // The blog: published articles for anyone; in-app read marks and visits are the caller's own.
  'POST /api/site/readarticlepage': { kind: 'public' },
  'GET /api/site/readarticle': { kind: 'public' },
  'GET /api/site/readarticlerecent': { kind: 'public' },
  'POST /api/app/blog/readpage': { kind: 'own', input: () => ({}) },
  'GET /api/app/blog/read': { kind: 'own', input: () => ({ id: '1' }) },
  'GET /api/app/blog/readrecent': { kind: 'own' },
  // Projects and contacts.
  'GET /api/app/project/readlist': { kind: 'own', input: () => ({ lite: false }) },
  'GET /api/app/project/readpage': { kind: 'own', input: () => ({ status: 0 }) },
  'GET /api/app/project/read': { kind: 'resource', input: (o) => ({ id: o.projectId }) },
  'POST /api/app/project/create': { kind: 'resource', input: (o) => project(o) },
  'PUT /api/app/project/update': { kind: 'resource', input: (o) => ({ ...project(o), Id: o.projectId }) },
  'DELETE /api/app/project/delete': { kind: 'resource', input: (o) => [o.projectId] },
  'PUT /api/app/project/updatestatus': { kind: 'resource', input: (o) => ({ id: o.projectId, status: 1 }) },
  'GET /api/app/address/suggest': { kind: 'own', input: () => ({ q: 'Elm' }) },
  'GET /api/app/client/readlist': { kind: 'own' },
  'POST /api/app/client/create': { kind: 'own', input: () => clientForm({ FirstName: 'Mine', Name: [] }) },
  'PUT /api/app/client/update': {
    kind: 'resource',
    input: (o) => clientForm({ Id: o.clientId, FirstName: 'Hijacked', Name: [], IsBusiness: true }),
  },
  'DELETE /api/app/client/delete': { kind: 'resource', input: (o) => [o.clientId] },
  'GET /api/app/subcontractor/readlist': { kind: 'own' },
  'POST /api/app/subcontractor/create': {
    kind: 'resource',
    input: (o) => subcontractorForm({ ProjectId: o.projectId }),
  },
  'POST /api/app/subcontractor/createwithproject': {
    kind: 'resource',
    input: (o) => subcontractorForm({ ProjectId: o.projectId }),
  },
  'PUT /api/app/subcontractor/update': {
    kind: 'resource',
    input: (o) => subcontractorForm({ Id: o.subcontractorId, Name: 'Hijacked' }),
  },
  'DELETE /api/app/subcontractor/delete': { kind: 'resource', input: (o) => [o.subcontractorId] },
  'PUT /api/app/subcontractor/deletefromproject': {
    kind: 'resource',
    input: (o) => ({ subcontractorId: o.subcontractorId, projectId: o.projectId }),
  },
  // The contract builder and clause templates.
  'POST /api/app/contract/savedraft': {
    kind: 'resource',
    input: (o) =>
      saveRequest(o.projectId, contractForm({ ScopeOfServices: 'Hijacked' }), { Id: o.contractId }),
  },
  'GET /api/app/contract/read': { kind: 'resource', input: (o) => ({ id: o.contractId }) },
  'POST /api/app/contract/preview': {
    kind: 'resource',
    input: (o) => saveRequest(o.projectId, contractForm(), { Id: o.contractId }),
  },
  'GET /api/app/contract/readlist': { kind: 'own' },
  'GET /api/app/contract/getexpiredtime': { kind: 'own', input: () => ({ date: '2030-01-10' }) },
  'GET /api/app/term/readlist': { kind: 'own', input: () => ({ type: 0 }) },
  'GET /api/app/servicetype/readlist': { kind: 'own' },
  'GET /api/app/category/readlist': { kind: 'own' },
  'GET /api/app/customterm/readlist': { kind: 'own', input: () => ({ type: 1 }) },
  'POST /api/app/customterm/create': {
    kind: 'own',
    input: () => ({ Tag: 'Mine', Type: 1, Terms: ['<p>Mine.</p>'] }),
  },
  'PUT /api/app/customterm/update': {
    kind: 'resource',
    input: (o) => ({
      Id: o.templateId,
      Tag: 'Hijacked',
      Type: 1,
      Terms: ['<p>Hijacked.</p>'],
      Language: 'fr',
    }),
  },
  'POST /api/app/customterm/update': {
    kind: 'resource',
    input: (o) => ({
      Id: o.templateId,
      Tag: 'Hijacked',
      Type: 1,
      Terms: ['<p>Hijacked.</p>'],
      Language: 'fr',
    }),
  },
  'DELETE /api/app/customterm/delete': { kind: 'resource', input: (o) => [o.templateId] },
  // Sending and the contract's life: only its contractor.
  'POST /api/app/contract/create': {
    kind: 'resource',
    input: (o) => ({ ...saveRequest(o.projectId), Token: 'hijack-token' }),
  },
  'POST /api/app/contract/update': {
    kind: 'resource',
    input: (o) => ({ ...saveRequest(o.projectId), Id: o.contractId, Token: 'hijack-token' }),
  },
  'PUT /api/app/contract/resend': { kind: 'resource', input: (o) => ({ id: o.contractId }) },
  'PUT /api/app/contract/newlinks': { kind: 'resource', input: (o) => ({ id: o.contractId }) },
  'PUT /api/app/contract/cancel': { kind: 'resource', input: (o) => ({ id: o.contractId }) },
  'GET /api/app/contract/originals': { kind: 'resource', input: (o) => ({ id: o.contractId }) },
  'GET /api/app/contract/deliveries': { kind: 'resource', input: (o) => ({ id: o.contractId }) },
  // A signing key is the recipient's authority: each key opens its own contract only
  // (features/signing/signing.test.ts); the public checks tell nothing private.
  'GET /api/app/contract/preview3': { kind: 'public' },
  // The same recipient's key of a newer version, found from their own old key only (signing.test.ts).
  'GET /api/app/contract/newversion': { kind: 'public' },
  'POST /api/app/contract/signature': { kind: 'public' },
  'POST /api/app/contract/sign': { kind: 'public' },
  // Quebec's express wish for the English version: only under the signer's own key, on a contract
  // also given in English (features/signing/french-first.test.ts).
  'POST /api/app/contract/englishwish': { kind: 'public' },
  // A code before opening: texted to, and checked for, the signer of the key given only; another
  // signer's pass opens nothing (features/signing/signing-code.test.ts).
  'POST /api/app/contract/sendcode': { kind: 'public' },
  'POST /api/app/contract/checkcode': { kind: 'public' },
  // The consumer's key from the completion email cancels its own contract only, within its period;
  // another signer's key, a sub-contract's or a business client's changes nothing
  // (features/signing/client-cancellation.test.ts).
  'GET /api/app/contract/clientcancellation': { kind: 'public' },
  'POST /api/app/contract/clientcancel': { kind: 'public' },
  // A recipient's change request or decline: only under their own key, while they may still sign;
  // an unknown key or another's document code gets 404 and changes nothing
  // (features/signing/responses.test.ts).
  'POST /api/app/contract/askchange': { kind: 'public' },
  'POST /api/app/contract/decline': { kind: 'public' },
  'POST /api/site/verify': { kind: 'public' },
  // A multipart upload: another contractor's code or contract id is refused with 404 and files
  // nothing (features/scans/filing.test.ts).
  'POST /api/app/barcode/scandocuments': { kind: 'own' },
  'GET /api/site/document': { kind: 'public' },
  // Payment reminders: only the contract's contractor (features/reminders/reminders.test.ts tries a
  // real reminder); a reminder id of another account answers as an unknown one.
  'GET /api/app/contract/termreminders': { kind: 'resource', input: (o) => ({ id: o.contractId }) },
  'POST /api/app/contract/sendtermreminder': {
    kind: 'resource',
    input: (o) => ({ id: o.contractId, termId: 'deposit', message: 'Hijacked', scheduledTime: null }),
  },
  'PUT /api/app/contract/updatetermreminder': {
    kind: 'resource',
    input: (o) => ({ reminderId: o.contractId, message: 'Hijacked', scheduledTime: null }),
  },
  'PUT /api/app/contract/canceltermreminder': {
    kind: 'resource',
    input: (o) => ({ reminderId: o.contractId }),
  },
  // Reminders to sign: a contract's only to its contractor (features/signing-reminders tries a sent
  // one); the default in Settings is each account's own.
  'GET /api/app/contract/signingreminders': { kind: 'resource', input: (o) => ({ id: o.contractId }) },
  'PUT /api/app/contract/signingreminders': {
    kind: 'resource',
    input: (o) => ({ Id: o.contractId, ...everyDay }),
  },
  'GET /api/app/settings/signingreminders': { kind: 'own' },
  'PUT /api/app/settings/signingreminders': { kind: 'own', input: () => everyDay },
  // Getting paid: a contract's payments only to its contractor; an invoice or a payment of another
  // account answers as an unknown one (features/payments/payments.test.ts tries real ones). The pay
  // page's key is the proof, as a signing key is.
  'GET /api/app/contract/payments': { kind: 'resource', input: (o) => ({ id: o.contractId }) },
  'POST /api/app/contract/invoice': {
    kind: 'resource',
    input: (o) => ({ Id: o.contractId, Key: 'deposit' }),
  },
  'POST /api/app/invoice/confirmpayment': {
    kind: 'resource',
    input: (o) => ({ PaymentId: o.contractId, AmountCents: 100 }),
  },
  'POST /api/app/invoice/recordpayment': {
    kind: 'resource',
    input: (o) => ({ InvoiceId: o.contractId, Method: 'other', AmountCents: 100 }),
  },
  'GET /api/app/pay': { kind: 'public' },
  'POST /api/app/pay/sent': { kind: 'public' },
  'POST /api/app/pay/dispute': { kind: 'public' },
  // Getting paid (issue 33): each account's own settings and Stripe account; a card payment is
  // refunded by its invoice's contractor only. The pay page's card button and the local card page
  // act under the invoice's key alone: another invoice's payment or a wrong key gets 404 and records
  // nothing (features/payments/stripe/card-payments.test.ts, local-card.test.ts).
  'GET /api/app/settings/payments': { kind: 'own' },
  'PUT /api/app/settings/payments': {
    kind: 'own',
    input: () => ({ ETransferEmail: 'mine@example.com', OverdueReminders: true }),
  },
  'POST /api/app/settings/stripe/connect': { kind: 'own' },
  'POST /api/app/settings/stripe/refresh': { kind: 'own' },
  'GET /api/app/settings/stripe/payouts': { kind: 'own' },
  'POST /api/app/pay/card': { kind: 'public' },
  'GET /api/app/pay/localcard': { kind: 'public' },
  'POST /api/app/pay/localcard': { kind: 'public' },
  'POST /api/app/invoice/refundcard': {
    kind: 'resource',
    input: (o) => ({ PaymentId: o.cardPaymentId, AmountCents: 100 }),
  },
  // The integrator API (issue 34 §1): the caller's own rows only; another account's project,
  // contract or template is answered as one that does not exist, and a contract is made for none
  // (features/integrator/*.test.ts try real ones).
  'GET /api/v1/projects': { kind: 'own', input: () => ({}) },
  'GET /api/v1/templates': { kind: 'own' },
  'GET /api/v1/contracts': { kind: 'resource', input: (o) => ({ ProjectId: o.projectId }) },
  'GET /api/v1/contract': { kind: 'resource', input: (o) => ({ Id: o.contractId }) },
  'POST /api/v1/contracts': {
    kind: 'resource',
    input: (o) => ({
      ProjectId: o.projectId,
      TemplateId: o.templateId,
      ScopeOfServices: 'Hijacked',
      CommencementDate: '2030-01-10',
      CompletionDate: '2030-02-10',
      PriceCents: 100_000,
      IdempotencyKey: 'hijack-key',
    }),
  },
  'GET /api/v1/payments': { kind: 'resource', input: (o) => ({ ContractId: o.contractId }) },
  // Webhooks (issue 34 §2): each account's own endpoints; another account's endpoint or delivery is
  // unknown to every call (features/webhooks/webhooks.test.ts tries each with real rows).
  'GET /api/app/integrations/webhooks': { kind: 'own' },
  'POST /api/app/integrations/webhooks': {
    kind: 'own',
    input: () => ({ Url: 'https://hooks.example.com/mine', Events: ['contract.sent'] }),
  },
  'PUT /api/app/integrations/webhooks': {
    kind: 'resource',
    input: (o) => ({
      Id: o.webhookEndpointId,
      Url: 'https://hijack.example.com/',
      Description: 'Hijacked',
      Events: ['contract.signed'],
      Enabled: false,
    }),
  },
  'DELETE /api/app/integrations/webhooks': { kind: 'resource', input: (o) => ({ Id: o.webhookEndpointId }) },
  'POST /api/app/integrations/webhooks/secret': {
    kind: 'resource',
    input: (o) => ({ Id: o.webhookEndpointId }),
  },
  'GET /api/app/integrations/webhooks/deliveries': {
    kind: 'resource',
    input: (o) => ({ EndpointId: o.webhookEndpointId }),
  },
  'POST /api/app/integrations/webhooks/test': {
    kind: 'resource',
    input: (o) => ({ EndpointId: o.webhookEndpointId }),
  },
  'POST /api/app/integrations/webhooks/resend': {
    kind: 'resource',
    input: (o) => ({ Id: o.webhookDeliveryId }),
  },
  // The writing help: the caller's text and the caller's own daily usage only.
  'GET /api/app/ai/options': { kind: 'own' },
  'POST /api/app/ai/improve': { kind: 'own', input: () => ({ text: '<p>Owned words.</p>', kind: 'scope' }) },
  'POST /api/app/ai/spellcheck': { kind: 'own', input: () => ({ text: 'Owned words.' }) },
  // Unsubscribing: the link's signed token is the proof, not a session; a token not signed by the
  // server names no one (features/notifications/general.test.ts tries real links).
  'POST /api/notifications/unsubscribe': {
    kind: 'resource',
    input: () => ({ Token: '00000000-0000-4000-8000-000000000000.email.forged' }),
  },
  // Closing: the caller's own account only, after its own password and a code sent to its own
  // addresses; another account's code is refused (features/account-closing/account-closing.test.ts).
  'GET /api/identity/closeaccount': { kind: 'own' },
  'POST /api/identity/closeaccount': { kind: 'own', input: () => ({}) },
  // Settings › Integrations' API keys (issue 34 §1): each account lists and makes its own; another
  // account's key answers as an unknown one and keeps working (features/api-keys/api-keys.test.ts).
  'GET /api/app/integrations/keys': { kind: 'own' },
  'POST /api/app/integrations/keys': {
    kind: 'own',
    input: () => ({ Name: 'Mine', Scopes: ['contracts:read'] }),
  },
  'POST /api/app/integrations/keys/revoke': { kind: 'resource', input: (o) => ({ Id: o.apiKeyId }) },
};

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'data' in value;

/** Every endpoint of every `<feature>Api` table the shared package exports. */
const endpoints = Object.entries(shared)
  .filter(([name]) => name.endsWith('Api'))
  .flatMap(([, table]) => Object.values(table as Record<string, unknown>).filter(isEndpoint));
const keyOf = (e: Endpoint) => `${e.method} ${e.path}`;

/** The account data, row by row, whose digest must not move when a call is refused. */
const watchedTables = [
  'users',
  'projects',
  'clients',
  'subcontractors',
  'project_clients',
  'project_subcontractors',
  'contracts',
  'contract_attachments',
  'contract_signers',
  'contract_events',
  'custom_terms',
  'businesses',
  'files',
  'payment_reminders',
  'signing_reminders',
  'signing_reminder_schedules',
  'signing_reminder_defaults',
  'checkout_sessions',
  'subscriptions',
  'invoices',
  'billing_customers',
  'account_credits',
  'contract_allowances',
  'payment_settings',
  'connected_accounts',
  'client_invoices',
  'client_payments',
  'api_keys',
  'webhook_endpoints',
  'webhook_deliveries',
];

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let owned: Owned;

async function digest(): Promise<Record<string, string>> {
  const db = t.services.database.db;
  const entries = await Promise.all(
    watchedTables.map(async (table) => {
      const result = await db.execute<{ digest: string | null }>(
        sql`select md5(string_agg(t::text, ',' order by t::text)) as digest from ${sql.identifier(table)} t`,
      );
      return [table, result.rows[0]?.digest ?? ''] as const;
    }),
  );
  return Object.fromEntries(entries);
}

function send(e: Endpoint, who: TestUser | undefined, input: unknown) {
  // A PUT may name its resource in the query (doc 2 §7 resend, cancel), as a GET does.
  const inQuery = e.query !== undefined;
  const query = inQuery && input ? `?${new URLSearchParams(input as Record<string, string>)}` : '';
  return t.app.inject({
    method: e.method,
    url: `${e.path}${query}`,
    headers: who?.headers ?? {},
    ...(!inQuery && input !== undefined ? { payload: input as object } : {}),
  });
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createUser();
  other = await t.createUser();
  const created = await t.app.inject({
    method: 'POST',
    url: shared.projectsApi.create.path,
    headers: owner.headers,
    payload: project(
      {
        projectId: '',
        clientId: '',
        subcontractorId: '',
        contractId: '',
        templateId: '',
        checkoutId: '',
        cardPaymentId: '',
        apiKeyId: '',
        webhookEndpointId: '',
        webhookDeliveryId: '',
      },
      { Name: 'Owned', Clients: [clientForm({ Name: [] })] },
    ),
  });
  const createdProject = created.json().Data as { Id: string; Clients: { Id: string }[] };
  const sub = await t.app.inject({
    method: 'POST',
    url: shared.contactsApi.subcontractorCreateWithProject.path,
    headers: owner.headers,
    payload: subcontractorForm({ ProjectId: createdProject.Id }),
  });
  await saveBusinessProfile(t, owner);
  const template = await t.app.inject({
    method: 'POST',
    url: shared.templatesApi.create.path,
    headers: owner.headers,
    payload: { Tag: 'Kitchens', Type: 1, Terms: ['<p>Owned clause.</p>'] },
  });
  const draft = await t.app.inject({
    method: 'POST',
    url: shared.contractsApi.saveDraft.path,
    headers: owner.headers,
    payload: saveRequest(createdProject.Id),
  });
  const checkout = await t.app.inject({
    method: 'POST',
    url: shared.billingApi.subscriptionCheckout.path,
    headers: owner.headers,
    payload: { Type: 2, IsPreview: false },
  });
  const invoice = await issuedInvoice(t, owner);
  const [cardPayment] = await t.services.database.db
    .insert(clientPayments)
    .values({
      invoiceId: invoice.invoiceId,
      method: 'card',
      status: 'received',
      amountCents: 113_000,
      receivedAt: new Date(),
    })
    .returning({ id: clientPayments.id });
  const apiKey = await apiKeyOf(t, owner, ['contracts:read']);
  const endpoint = await t.app.inject({
    method: 'POST',
    url: shared.integrationsApi.createEndpoint.path,
    headers: owner.headers,
    payload: { Url: 'https://hooks.example.com/owned', Events: ['contract.completed'] },
  });
  const webhookEndpointId = (endpoint.json().Data as { Endpoint: { Id: string } }).Endpoint.Id;
  const [delivery] = await t.services.database.db
    .insert(webhookDeliveries)
    .values({
      endpointId: webhookEndpointId,
      messageId: 'msg_owned',
      eventType: 'contract.completed',
      payload: {},
      status: 'succeeded',
      attempts: 1,
      responseCode: 200,
    })
    .returning({ id: webhookDeliveries.id });
  owned = {
    apiKeyId: apiKey.id,
    webhookEndpointId,
    webhookDeliveryId: delivery?.id ?? '',
    cardPaymentId: cardPayment?.id ?? '',
    checkoutId: ((checkout.json().Data as { Url: string }).Url.split('/Pay/')[1] ?? '').trim(),
    projectId: createdProject.Id,
    clientId: createdProject.Clients[0]?.Id ?? '',
    subcontractorId: (sub.json().Data as { Id: string }).Id,
    contractId: (draft.json().Data as { Id: string }).Id,
    templateId: (template.json().Data as { Id: string }).Id,
  };
  expect(Object.values(owned).every(Boolean), JSON.stringify(owned)).toBe(true);
});
afterAll(async () => {
  await t?.close();
});

describe('the authorization matrix', () => {
  it('has an entry for every endpoint of the API table', () => {
    expect(endpoints.length).toBeGreaterThan(0);
    expect(endpoints.map(keyOf).filter((key) => !(key in matrix))).toEqual([]);
  });

  it.each(endpoints.map((e) => [keyOf(e), e] as const))('%s', async (key, e) => {
    const entry = matrix[key];
    if (!entry) throw new Error(`${key} has no entry in the authorization matrix`);
    const input = entry.kind === 'public' ? undefined : entry.input?.(owned);
    const before = await digest();

    if (e.access === 'signedIn') {
      const visitor = await send(e, undefined, input);
      expect(visitor.statusCode, `${key} for a visitor`).toBe(401);
      expect(await digest(), `${key} for a visitor changed data`).toEqual(before);
    }
    if (entry.kind === 'resource') {
      const refused = await send(e, other, input);
      expect([403, 404], `${key} for another account: ${refused.body}`).toContain(refused.statusCode);
      expect(await digest(), `${key} for another account changed data`).toEqual(before);
    }
    if (entry.kind === 'own') {
      // A fresh account: an own-data call may end its session (logout) or change its settings.
      const answer = await send(e, await t.createUser(), input);
      expect(answer.statusCode, `${key}: ${answer.body}`).toBeLessThan(500);
      for (const id of Object.values(owned)) expect(answer.body, `${key} leaked ${id}`).not.toContain(id);
    }
  });
});
