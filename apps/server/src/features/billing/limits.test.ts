import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptEula,
  callAs,
  contractForm,
  projectWithParties,
  saveBusinessProfile,
  saveRequest,
} from '../../../test/contractor.js';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app.js';
import {
  contractAllowances,
  contractSigners,
  contracts,
  customTerms,
  subscriptionPlans,
  users,
} from '../../db/schema/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // One of each per month on the trial, so that the limit is reached at once.
  await t.services.database.db
    .update(subscriptionPlans)
    .set({ clientContractQuota: 1, subcontractorContractQuota: 1, templateQuota: 1 })
    .where(eq(subscriptionPlans.type, 1));
}, 60_000);
afterAll(() => t.close());

const db = () => t.services.database.db;

async function readyContractor(): Promise<{ who: TestUser; projectId: string; subcontractorId: string }> {
  const who = await t.createUser();
  await saveBusinessProfile(t, who);
  await acceptEula(t, who);
  return { who, ...(await projectWithParties(t, who)) };
}

const send = (who: TestUser, projectId: string, overrides: Record<string, unknown> = {}) =>
  callAs(t, who, 'POST', '/api/app/contract/create', {
    ...saveRequest(projectId, contractForm(), overrides),
    Token: crypto.randomUUID(),
  });

const sentCount = async (who: TestUser) =>
  (
    await db()
      .select({ count: sql<number>`count(*)::int` })
      .from(contracts)
      .where(sql`${contracts.ownerId} = ${who.id} and ${contracts.status} <> 'Draft'`)
  )[0]?.count;

describe('the monthly contract quota', () => {
  it('refuses the client contract beyond the quota, sending nothing, and sends it once an extra agreement is added', async () => {
    const { who, projectId } = await readyContractor();
    expect((await send(who, projectId)).statusCode).toBe(200);
    const refused = await send(who, projectId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().Content).toBe('You have reached your client contract limit for this month.');
    expect(await sentCount(who)).toBe(1);
    const usage = (await callAs(t, who, 'GET', '/api/auth/userinfo')).json().Data.Subscription;
    expect(usage).toMatchObject({ ClientContractQuota: 1, ClientContractUsed: 1, ClientContractBonus: 0 });

    await db()
      .insert(contractAllowances)
      .values({ userId: who.id, contractType: 1, source: 'operator', quantity: 1 });
    expect((await send(who, projectId)).statusCode).toBe(200);
    expect((await callAs(t, who, 'GET', '/api/auth/userinfo')).json().Data.Subscription).toMatchObject({
      ClientContractUsed: 1,
      ClientContractBonus: 1,
      ClientContractBonusUsed: 1,
    });
  });

  it('counts sub-contractor contracts apart, with their own wording', async () => {
    const { who, projectId, subcontractorId } = await readyContractor();
    const sub = { Type: 0, PartyBId: subcontractorId };
    expect((await send(who, projectId)).statusCode).toBe(200);
    const first = await send(who, projectId, sub);
    expect(first.statusCode, first.body).toBe(200);
    const refused = await send(who, projectId, sub);
    expect(refused.json().Content).toBe(
      'You have reached your sub-contractor contract limit for this month.',
    );
  });

  it('lets two sends at once take the last one only once', async () => {
    const { who, projectId } = await readyContractor();
    const answers = await Promise.all([send(who, projectId), send(who, projectId)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 403]);
    expect(await sentCount(who)).toBe(1);
  });

  it('sends an amendment with the month’s quota used up, and counts it apart (DECISIONS "Amendments are free of the quota")', async () => {
    const { who, projectId } = await readyContractor();
    const sent = await send(who, projectId);
    const id = sent.json().Data.Id as string;
    expect((await send(who, projectId)).statusCode).toBe(403);
    const read = (await callAs(t, who, 'GET', `/api/app/contract/read?id=${id}`)).json().Data;
    const amended = await callAs(t, who, 'POST', '/api/app/contract/update', {
      Id: id,
      Data: JSON.stringify({ ...read.Data, ScopeOfServices: 'Demolish the kitchen, then paint.' }),
      ExpiredTime: read.ExpiredTime,
      Attachments: [],
      Token: read.Token,
    });
    expect(amended.statusCode, amended.body).toBe(200);
    expect(amended.json().Data.Id).not.toBe(id);
    const usage = (await callAs(t, who, 'GET', '/api/auth/userinfo')).json().Data.Subscription;
    expect(usage).toMatchObject({ ClientContractUsed: 1, ClientContractAmendments: 1 });
    // A new contract is still refused: the amendment took nothing, and gave nothing back.
    expect((await send(who, projectId)).statusCode).toBe(403);
  });

  it('does not count a resend', async () => {
    const { who, projectId } = await readyContractor();
    const sent = await send(who, projectId);
    const id = sent.json().Data.Id as string;
    const earlier = new Date(Date.now() - 10 * 60_000);
    await db().update(contracts).set({ sentAt: earlier }).where(eq(contracts.id, id));
    await db()
      .update(contractSigners)
      .set({ keyIssuedAt: earlier })
      .where(eq(contractSigners.contractId, id));
    const resent = await callAs(t, who, 'PUT', `/api/app/contract/resend?id=${id}`);
    expect(resent.statusCode, resent.body).toBe(200);
    const usage = (await callAs(t, who, 'GET', '/api/auth/userinfo')).json().Data.Subscription;
    expect(usage.ClientContractUsed).toBe(1);
  });
});

describe('the template quota', () => {
  it('refuses a template beyond the plan’s quota, naming it', async () => {
    const who = await t.createUser();
    const create = (tag: string) =>
      callAs(t, who, 'POST', '/api/app/customterm/create', {
        Tag: tag,
        Type: 1,
        Terms: ['<p>A clause.</p>'],
      });
    expect((await create('First')).statusCode).toBe(200);
    const refused = await create('Second');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().Content).toMatch(/^You have reached your limit of 1 contract templates\./);
    const held = await db().select().from(customTerms).where(eq(customTerms.ownerId, who.id));
    expect(held).toHaveLength(1);
    expect((await callAs(t, who, 'GET', '/api/auth/userinfo')).json().Data.Subscription).toMatchObject({
      TemplateQuota: 1,
      TemplateUsed: 1,
    });
  });
});

describe('a restricted account', () => {
  it('cannot save a draft, send, or edit project and client details, and changes nothing', async () => {
    const { who, projectId } = await readyContractor();
    await db()
      .update(users)
      .set({ trialEndAt: new Date(Date.now() - 1000) })
      .where(eq(users.id, who.id));
    const subscribe =
      'In order to generate agreements to your Clients and Sub-Contractors you must first subscribe.';
    const draft = await callAs(t, who, 'POST', '/api/app/contract/savedraft', saveRequest(projectId));
    expect(draft.json().Content).toBe(subscribe);
    const sent = await send(who, projectId);
    expect(sent.statusCode).toBe(403);
    expect(sent.json().Content).toBe(subscribe);
    const project = (await callAs(t, who, 'GET', `/api/app/project/read?id=${projectId}`)).json().Data;
    const edit = await callAs(t, who, 'PUT', '/api/app/project/update', { ...project, Name: 'Renamed' });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().Content).toBe(subscribe);
    const client = project.Clients[0];
    const clientEdit = await callAs(t, who, 'PUT', '/api/app/client/update', {
      ...client,
      FirstName: 'Renamed',
    });
    expect(clientEdit.json().Content).toBe(subscribe);
    const after = (await callAs(t, who, 'GET', `/api/app/project/read?id=${projectId}`)).json().Data;
    expect(after.Name).toBe(project.Name);
    expect(await sentCount(who)).toBe(0);
  });
});
