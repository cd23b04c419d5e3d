import { createHash } from 'node:crypto';
import { eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths, en, formatDate, recordRetentionYears, timeZoneOf, translate } from '@tradepact/shared';
import { codeSentAfter, createActiveUser, outboxNow, type ActiveUser } from '../../../test/accounts.js';
import { subscribeLocally } from '../../../test/billing.js';
import { callAs, projectWithParties, saveBusinessProfile, uploadAs } from '../../../test/contractor.js';
import { insertContract } from '../../../test/contracts.js';
import { pngOf } from '../../../test/images.js';
import { eventually } from '../../../test/signing.js';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app.js';
import {
  clients,
  contractEvents,
  contractSigners,
  contracts,
  customTerms,
  files,
  invoices,
  paymentReminders,
  projects,
  subcontractors,
  subscriptions,
  users,
} from '../../db/schema/index.js';
import { newDocumentCode } from '../../documents/document-code.js';
import { localRenewals } from '../billing/renewals.js';
import { newSigningKey } from '../signing/signing-keys.js';

/** Issue 18 §4: POST /api/identity/closeaccount. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

const db = () => t.services.database.db;
let counter = 0;
/** Each request from its own address, so per-address limits stay out of the way. */
const from = () => `10.9.${counter >> 8}.${counter++ & 255}`;
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: from() });
const close = (who: { headers: Record<string, string> }, payload: object) =>
  post('/api/identity/closeaccount', payload, who.headers);

/** An account with a password, signed in by its password as a person would be. */
async function signedIn(): Promise<ActiveUser & TestUser> {
  const account = await createActiveUser(t);
  const tokens = (
    await post('/api/auth/login', { account: account.email, password: account.password })
  ).json().Data;
  return { ...account, tokens, headers: { authorization: `Bearer ${tokens.AccessToken}` } };
}

/** The code sent to one of the account's own addresses, as the identity check's "Get code" asks. */
async function codeFor(destination: string): Promise<string> {
  const before = await outboxNow(t, destination);
  const sent = await post('/api/identity/send2fa', { account: destination });
  expect(sent.statusCode, sent.body).toBe(200);
  return codeSentAfter(t, destination, before);
}

/** The jobs of one kind queued whose payload holds `data`, in any state. */
async function queuedJobs(name: string, data: Record<string, unknown>) {
  const found = await t.services.database.pool.query(
    'select state from pgboss.job where name = $1 and data @> $2::jsonb',
    [name, JSON.stringify(data)],
  );
  return found.rows as { state: string }[];
}

const closedSubject = () =>
  translate('en', 'emailAccountClosedSubject', { product: t.services.config.productName });

const accountExists = async (id: string) =>
  (await db().select({ id: users.id }).from(users).where(eq(users.id, id))).length === 1;

/** A signed contract with its sealed PDF stored, and the signing link its client was emailed. */
async function signedContractOf(who: TestUser, projectId: string) {
  const id = await insertContract(t, { ownerId: who.id, projectId, status: 'Signed' });
  const sealed = Buffer.from(`%PDF-1.7\n% sealed ${id}\n%%EOF\n`);
  const sha256 = createHash('sha256').update(sealed).digest('hex');
  const documentCode = newDocumentCode();
  await t.services.storage.put(`contracts/${id}/sealed.pdf`, sealed, 'application/pdf');
  await db()
    .update(contracts)
    .set({ sealedPdfKey: `contracts/${id}/sealed.pdf`, sealedSha256: sha256, documentCode })
    .where(eq(contracts.id, id));
  const signing = newSigningKey();
  await db().insert(contractSigners).values({
    contractId: id,
    position: 0,
    partyType: 2,
    name: 'Hélène Côté',
    email: 'helene@example.com',
    keyHash: signing.hash,
    signedAt: new Date(),
    signatureMethod: 'typed',
    typedName: 'Hélène Côté',
  });
  return { id, sealed, sha256, documentCode, key: signing.key };
}

describe('GET /api/identity/closeaccount', () => {
  it('says whether the account has a password to give', async () => {
    const withPassword = await signedIn();
    const google = await t.createUser();
    const ask = async (who: TestUser) =>
      (await t.app.inject({ url: '/api/identity/closeaccount', headers: who.headers })).json().Data;
    expect(await ask(withPassword)).toEqual({ HasPassword: true });
    expect(await ask(google)).toEqual({ HasPassword: false });
    expect((await t.app.inject({ url: '/api/identity/closeaccount' })).statusCode).toBe(401);
  });
});

describe('POST /api/identity/closeaccount', () => {
  it('refuses a wrong password with the settings’ message, sends no code and changes nothing', async () => {
    const who = await signedIn();
    const answer = await close(who, { password: 'Wrong-pass1!' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().Content).toBe(en.settingsCurrentPasswordIncorrect);
    expect(await accountExists(who.id)).toBe(true);
    expect((await callAs(t, who, 'GET', '/api/auth/userinfo')).statusCode).toBe(200);
    // A wrong password with a valid code closes nothing either.
    const code = await codeFor(who.email);
    const withCode = await close(who, { password: 'Wrong-pass1!', account: who.email, token: code });
    expect(withCode.statusCode).toBe(400);
    expect(await accountExists(who.id)).toBe(true);
  });

  it('asks for a code (203) after the right password, and refuses a wrong code', async () => {
    const who = await signedIn();
    const first = await close(who, { password: who.password });
    expect(first.statusCode).toBe(203);
    expect(first.json()).toMatchObject({
      Type: 203,
      Content: 'Identity Verification Required',
      Data: { Accounts: [who.email, who.phone] },
    });
    const code = await codeFor(who.phone);
    const wrong = await close(who, {
      password: who.password,
      account: who.phone,
      token: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().Content).toBe(en.authCodeInvalid);
    expect(await accountExists(who.id)).toBe(true);
  });

  it('closes with the password and a code: deletes what is personal, keeps signed contracts and invoices', async () => {
    const who = await signedIn();
    await saveBusinessProfile(t, who);
    const { projectId, subcontractorId } = await projectWithParties(t, who);
    const upload = await uploadAs(t, who, await pngOf(120, 60), 'our-logo.png');
    const [uploadRow] = await db().select().from(files).where(eq(files.id, upload));
    const template = await callAs(t, who, 'POST', '/api/app/customterm/create', {
      Tag: 'Decks',
      Type: 1,
      Terms: ['<p>Decks are stained within 30 days.</p>'],
    });
    expect(template.statusCode, template.body).toBe(200);
    await subscribeLocally(t, who);
    const [subscription] = await db().select().from(subscriptions).where(eq(subscriptions.userId, who.id));
    const signed = await signedContractOf(who, projectId);
    const sent = await insertContract(t, { ownerId: who.id, projectId, status: 'Sent', subcontractorId });
    await t.services.storage.put(
      `contracts/${sent}/original.pdf`,
      Buffer.from('%PDF-1.7'),
      'application/pdf',
    );
    await db()
      .update(contracts)
      .set({ originalPdfKey: `contracts/${sent}/original.pdf` })
      .where(eq(contracts.id, sent));
    // The contractor's signature as the contract went out, kept when sending.
    const sentSignature = `contracts/${sent}/contractor-signature-0123456789abcdef`;
    await t.services.storage.put(sentSignature, await pngOf(300, 100), 'image/png');
    await db()
      .insert(contractEvents)
      .values({
        contractId: sent,
        type: 'sent',
        data: { v: 1, contractorSignature: { key: sentSignature } },
      });
    const draft = await insertContract(t, { ownerId: who.id, projectId, status: 'Draft' });
    const [reminder] = await db()
      .insert(paymentReminders)
      .values({
        contractId: signed.id,
        termId: 'deposit',
        message: 'Your deposit is due.',
        scheduledFor: new Date(Date.now() + 86_400_000),
        status: 'scheduled',
        jobId: 'a-waiting-job',
      })
      .returning();
    const billed = await db().select({ id: invoices.id }).from(invoices).where(eq(invoices.userId, who.id));
    expect(billed).toHaveLength(1);
    // Before closing, the client's link shows what they signed (issue 32 §1).
    const linkBefore = await t.app.inject({ url: `/api/app/contract/preview3?code=${signed.key}` });
    expect(linkBefore.statusCode).toBe(200);
    expect(linkBefore.json().Data.SealedSha256).toEqual(expect.any(String));

    const asked = await close(who, { password: who.password });
    expect(asked.statusCode).toBe(203);
    const code = await codeFor(who.email);
    const closed = await close(who, { password: who.password, account: who.email, token: code });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ Type: 200, Content: en.closeAccountClosed });

    // Sign-in answers as for an account that never existed; the old tokens answer 401.
    const unknown = await post('/api/auth/login', { account: 'nobody@example.com', password: who.password });
    const login = await post('/api/auth/login', { account: who.email, password: who.password });
    expect(login.statusCode).toBe(unknown.statusCode);
    expect(login.json()).toEqual(unknown.json());
    expect((await callAs(t, who, 'GET', '/api/auth/userinfo')).statusCode).toBe(401);
    const refresh = await post('/api/auth/refreshToken', { refreshToken: who.tokens.RefreshToken });
    expect(refresh.statusCode).toBe(401);

    // Personal data, projects, contacts, templates, uploads, drafts and unsigned contracts are gone.
    expect(await accountExists(who.id)).toBe(false);
    expect(await db().select().from(projects).where(eq(projects.id, projectId))).toEqual([]);
    expect(await db().select().from(subcontractors).where(eq(subcontractors.id, subcontractorId))).toEqual(
      [],
    );
    expect(await db().select().from(clients).where(eq(clients.ownerId, who.id))).toEqual([]);
    expect(await db().select().from(customTerms).where(eq(customTerms.ownerId, who.id))).toEqual([]);
    expect(await db().select().from(files).where(eq(files.id, upload))).toEqual([]);
    expect(
      await db()
        .select()
        .from(contracts)
        .where(inArray(contracts.id, [sent, draft])),
    ).toEqual([]);
    await eventually(
      async () => ((await t.services.storage.get(uploadRow!.storageKey)) ? undefined : true),
      'the upload deleted from storage',
    );
    await eventually(
      async () => ((await t.services.storage.get(`contracts/${sent}/original.pdf`)) ? undefined : true),
      'the unsigned contract’s PDF deleted from storage',
    );
    await eventually(
      async () => ((await t.services.storage.get(sentSignature)) ? undefined : true),
      'the contractor’s signature kept with the unsigned contract deleted from storage',
    );

    // The signed contract stays, detached, with its sealed PDF; its client still reads it.
    const [kept] = await db().select().from(contracts).where(eq(contracts.id, signed.id));
    expect(kept).toMatchObject({ status: 'Signed', ownerId: null, projectId: null });
    expect(await t.services.storage.get(`contracts/${signed.id}/sealed.pdf`)).toEqual(signed.sealed);
    // Once the contractor's details are gone, the link still says the contract is signed.
    const linkAfter = await t.app.inject({ url: `/api/app/contract/preview3?code=${signed.key}` });
    expect(linkAfter.statusCode).toBe(409);
    expect(linkAfter.json().Content).toBe(en.signingAlreadySigned);
    const status = await t.app.inject({ url: `/api/site/document?code=${signed.documentCode}` });
    expect(status.json().Data).toMatchObject({ Status: 'Signed' });

    // Its scheduled reminder will not go; the invoice stays, with no account.
    const [stopped] = await db().select().from(paymentReminders).where(eq(paymentReminders.id, reminder!.id));
    expect(stopped).toMatchObject({ status: 'cancelled', jobId: null });
    const ids = billed.map((row) => row.id);
    expect(await db().select().from(invoices).where(inArray(invoices.id, ids))).toEqual([
      expect.objectContaining({ userId: null, totalCents: expect.any(Number) }),
    ]);
    // The subscription went with the account: a renewal run after its period charges nothing more,
    // and its cancellation at the provider was queued (nothing to do there for the local page).
    expect(await db().select().from(subscriptions).where(eq(subscriptions.userId, who.id))).toEqual([]);
    await localRenewals(t.services).run(addMonths(subscription!.currentPeriodEnd, 2));
    const renewals = await db()
      .select({ id: invoices.id })
      .from(invoices)
      .where(like(invoices.providerInvoiceId, `local_in_${subscription!.providerSubscriptionId}_%`));
    expect(renewals).toEqual([]);
    const cancel = { provider: 'local', subscriptionId: subscription!.providerSubscriptionId };
    expect(await queuedJobs('billing.cancel-closed-subscription', cancel)).toHaveLength(1);

    // The owner is told: when, what went, what is kept and for how long, and who still reads it.
    const notice = await eventually(
      async () => (await outboxNow(t, who.email)).find((message) => message.Subject === closedSubject()),
      'the closing email',
    );
    const today = formatDate(new Date(), timeZoneOf('Ontario'));
    expect(notice.Text).toContain(today);
    expect(notice.Text).toContain(en.emailAccountClosedDeleted);
    expect(notice.Text).toContain(translate('en', 'emailAccountClosedKept', { years: recordRetentionYears }));
    expect(notice.Text).toContain(`${recordRetentionYears} years`);
    expect(notice.Text).toContain(en.emailAccountClosedParties);
    // In the layout of the product's other emails, not a bare fragment.
    expect(notice.Html?.startsWith('<!DOCTYPE html>\n<html lang="en">')).toBe(true);
    expect(notice.Html).toContain(`<title>${closedSubject()}</title>`);
  });

  it('lets the same email and mobile number register again', async () => {
    const who = await signedIn();
    const code = await codeFor(who.email);
    expect((await close(who, { password: who.password, account: who.email, token: code })).statusCode).toBe(
      200,
    );
    const id = `cap-closing-${Date.now()}`;
    await t.app.inject({ url: `/api/common/captcha?id=${id}`, remoteAddress: from() });
    const captcha = (await t.app.inject({ url: `/api/dev/captcha?id=${id}` })).json().Data as string;
    const registered = await post('/api/identity/register', {
      firstName: 'Marie',
      lastName: 'Tremblay',
      email: who.email,
      phoneNumber: who.phone,
      password: who.password,
      confirmPassword: who.password,
      captchaId: id,
      captcha,
    });
    expect(registered.statusCode, registered.body).toBe(200);
    expect(await db().select().from(users).where(eq(users.email, who.email))).toHaveLength(1);
  });

  it('closes an account without a password (Google or Apple) with a code alone', async () => {
    const google = await t.createUser();
    const [row] = await db().select().from(users).where(eq(users.id, google.id));
    const asked = await close(google, {});
    expect(asked.statusCode).toBe(203);
    expect(asked.json().Data).toEqual({ Accounts: [row!.email] });
    const code = await codeFor(row!.email);
    const closed = await close(google, { account: row!.email, token: code });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(await accountExists(google.id)).toBe(false);
  });

  it('does not let another account close yours with your code', async () => {
    const mine = await signedIn();
    const theirs = await signedIn();
    const code = await codeFor(mine.email);
    const answer = await close(theirs, { password: theirs.password, account: mine.email, token: code });
    expect(answer.statusCode).toBe(400);
    expect(await accountExists(mine.id)).toBe(true);
    expect(await accountExists(theirs.id)).toBe(true);
    // The code was not used up: its owner still closes with it.
    const closed = await close(mine, { password: mine.password, account: mine.email, token: code });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(await accountExists(theirs.id)).toBe(true);
  });

  it('keeps a signed amendment whose unsigned original goes with the account', async () => {
    const who = await signedIn();
    await saveBusinessProfile(t, who);
    const { projectId } = await projectWithParties(t, who);
    const original = await insertContract(t, { ownerId: who.id, projectId, status: 'Superseded' });
    const amendment = await insertContract(t, {
      ownerId: who.id,
      projectId,
      status: 'Signed',
      originalId: original,
    });
    const code = await codeFor(who.email);
    const closed = await close(who, { password: who.password, account: who.email, token: code });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(await db().select().from(contracts).where(eq(contracts.id, original))).toEqual([]);
    const [kept] = await db().select().from(contracts).where(eq(contracts.id, amendment));
    expect(kept).toMatchObject({ status: 'Signed', ownerId: null, originalId: null });
  });

  it('leaves everything as it was when the closing fails midway', async () => {
    const who = await signedIn();
    await saveBusinessProfile(t, who);
    const { projectId } = await projectWithParties(t, who);
    const signed = await signedContractOf(who, projectId);
    const [reminder] = await db()
      .insert(paymentReminders)
      .values({
        contractId: signed.id,
        termId: 'deposit',
        message: 'Due.',
        status: 'scheduled',
        jobId: 'job',
      })
      .returning();
    const [upload] = await db().select().from(files).where(eq(files.ownerId, who.id));
    await subscribeLocally(t, who);
    const [subscription] = await db().select().from(subscriptions).where(eq(subscriptions.userId, who.id));
    // The database refuses to delete this one account, after everything before it in the transaction.
    await db().execute(
      sql.raw(`CREATE FUNCTION refuse_test_delete() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'refused by the test'; END $$;
        CREATE TRIGGER refuse_test_delete BEFORE DELETE ON users FOR EACH ROW
          WHEN (OLD.id = '${who.id}') EXECUTE FUNCTION refuse_test_delete();`),
    );
    const code = await codeFor(who.email);
    const answer = await close(who, { password: who.password, account: who.email, token: code });
    expect(answer.statusCode).toBe(500);
    await db().execute(
      sql.raw('DROP TRIGGER refuse_test_delete ON users; DROP FUNCTION refuse_test_delete();'),
    );

    expect(await accountExists(who.id)).toBe(true);
    expect((await callAs(t, who, 'GET', '/api/auth/userinfo')).statusCode).toBe(200);
    const [still] = await db().select().from(paymentReminders).where(eq(paymentReminders.id, reminder!.id));
    expect(still).toMatchObject({ status: 'scheduled', jobId: 'job' });
    expect(await db().select().from(projects).where(eq(projects.id, projectId))).toHaveLength(1);
    expect(await db().select().from(subscriptions).where(eq(subscriptions.userId, who.id))).toEqual([
      expect.objectContaining({ status: 'active', cancelAtPeriodEnd: false }),
    ]);
    // Nothing was queued: no cancellation, no file deletion, no closing email.
    const cancel = { provider: 'local', subscriptionId: subscription!.providerSubscriptionId };
    expect(await queuedJobs('billing.cancel-closed-subscription', cancel)).toEqual([]);
    expect(await queuedJobs('storage.delete', { keys: [upload!.storageKey] })).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await t.services.storage.get(upload!.storageKey)).toBeDefined();
    const emails = await outboxNow(t, who.email);
    expect(emails.filter((message) => message.Subject === closedSubject())).toEqual([]);
  });
});
