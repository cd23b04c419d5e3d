import { asc, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en, formatMessage, limits, type ContractSummary } from '@tradepact/shared';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app.js';
import {
  acceptEula,
  callAs,
  contractForm,
  saveBusinessProfile,
  saveRequest,
} from '../../../test/contractor.js';
import { eventually, nextSigningKey, outboxFor, signWithKey } from '../../../test/signing.js';
import { contractEvents, contracts, users } from '../../db/schema/index.js';
import { signingSweeps } from './sweeps.js';

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
let projectId: string;

const helene = { name: 'Hélène Côté', email: 'helene@example.com' };
const marc = { name: 'Marc Gagnon', email: 'marc@example.com' };
const contractorEmail = 'office@tremblay.example';
const contractorMobile = '4165550123';
const db = () => t.services.database.db;
const contractRow = async (id: string) =>
  (await db().select().from(contracts).where(eq(contracts.id, id)))[0];
const eventsOf = (id: string) =>
  db()
    .select()
    .from(contractEvents)
    .where(eq(contractEvents.contractId, id))
    .orderBy(asc(contractEvents.at), asc(contractEvents.id));
const typesOf = async (id: string) => (await eventsOf(id)).map((event) => event.type);
const post = (url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: { 'user-agent': 'ResponseTest/1.0' }, payload });
const askChange = (code: string, message: string) => post('/api/app/contract/askchange', { code, message });
const decline = (code: string, reason?: string) =>
  post('/api/app/contract/decline', reason === undefined ? { code } : { code, reason });
const preview3 = (code: string) =>
  t.app.inject({ method: 'GET', url: `/api/app/contract/preview3?code=${code}` });

/** Sends a client contract to both clients; answers its id and each client's key. */
async function sendContract(scope = 'Demolish the kitchen and install new cabinets.') {
  const sent = await callAs(t, owner, 'POST', '/api/app/contract/create', {
    ...saveRequest(projectId, contractForm({ ScopeOfServices: scope })),
    Token: crypto.randomUUID(),
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const id = sent.json().Data.Id as string;
  return {
    id,
    helene: await nextSigningKey(t, helene.email, id),
    marc: await nextSigningKey(t, marc.email, id),
  };
}

/** The contract's line as My Projects reads it. */
async function summaryOf(id: string): Promise<ContractSummary | undefined> {
  const read = await callAs(t, owner, 'GET', `/api/app/project/read?id=${projectId}`);
  expect(read.statusCode, read.body).toBe(200);
  return (read.json().Data.Contracts as ContractSummary[]).find((contract) => contract.Id === id);
}

/** The contractor's messages (email and text) whose subject or text starts so. */
async function toContractor(start: string) {
  const messages = [...(await outboxFor(t, contractorEmail)), ...(await outboxFor(t, contractorMobile))];
  return messages.filter((message) => (message.subject || message.text).startsWith(start));
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createUser('responses@example.com', 'special');
  stranger = await t.createUser('stranger@example.com', 'special');
  // The contractor reads French; the contract goes out in its clients' English.
  await db()
    .update(users)
    .set({ phone: contractorMobile, phoneConfirmedAt: new Date(), language: 'fr' })
    .where(eq(users.id, owner.id));
  await saveBusinessProfile(t, owner);
  await acceptEula(t, owner);
  const created = await callAs(t, owner, 'POST', '/api/app/project/create', {
    Name: 'Two owners',
    Comments: '',
    Address: '48 Elgin Street',
    City: 'Ottawa',
    Province: 'Ontario',
    PostalCode: 'K1P 5K6',
    Clients: [
      { FirstName: 'Hélène', LastName: 'Côté', Email: helene.email, Phone: '6135550199', Language: 'en' },
      { FirstName: 'Marc', LastName: 'Gagnon', Email: marc.email, Phone: '6135550142', Language: 'en' },
    ],
  });
  expect(created.statusCode, created.body).toBe(200);
  projectId = created.json().Data.Id as string;
});
afterAll(() => t.close());

describe('#askchange', () => {
  it('records the request with its words, keeps the contract open, and tells the contractor at once in their language', async () => {
    const { id, helene: key } = await sendContract('Paint the hallway.');
    const asked = await askChange(key, 'Please start in June instead of May.');
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().Content).toBe(en.signingChangeSent);
    expect(asked.json().Data).toEqual([
      { Kind: 'changeRequested', Time: expect.any(String), Text: 'Please start in June instead of May.' },
    ]);
    expect((await contractRow(id))?.status).toBe('Sent');
    const [event] = (await eventsOf(id)).filter((one) => one.type === 'changeRequested');
    expect(event).toMatchObject({
      actorName: helene.name,
      actorEmail: helene.email,
      userAgent: 'ResponseTest/1.0',
      data: { v: 1, text: 'Please start in June instead of May.' },
    });

    const email = await eventually(
      async () => (await toContractor(`${helene.name} demande une modification`)).find((one) => one.subject),
      'the contractor’s email',
    );
    expect(email.text).toContain('Please start in June instead of May.');
    expect(email.html).toContain('<html lang="fr">');
    const text = await eventually(
      async () =>
        (await outboxFor(t, contractorMobile)).find((one) => one.text.includes('Please start in June')),
      'the contractor’s text',
    );
    expect(text.text).toMatch(
      /^Tradepact : Hélène Côté demande une modification au contrat N°\s\d+ : « Please start/,
    );

    // The page shows it on the next visit; another may follow, and the client may still sign.
    const again = await askChange(key, 'And keep the old cabinets, please.');
    expect(again.statusCode, again.body).toBe(200);
    const preview = await preview3(key);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().Data.Responses.map((one: { Text: string }) => one.Text)).toEqual([
      'Please start in June instead of May.',
      'And keep the old cabinets, please.',
    ]);
    expect(await summaryOf(id)).toMatchObject({
      Status: 'Sent',
      Response: { Kind: 'changeRequested', Name: helene.name, Text: 'And keep the old cabinets, please.' },
    });
    const signed = await signWithKey(t, key);
    expect(signed.statusCode, signed.body).toBe(200);
    // Signed since: the request no longer stands.
    expect((await summaryOf(id))?.Response).toBeNull();
  });

  it('refuses an empty or over-long message, and the same words twice in a row, changing nothing', async () => {
    const { id, helene: key } = await sendContract('Tile the bathroom.');
    const empty = await askChange(key, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().Content).toBe(en.signingChangeMessageRequired);
    const long = await askChange(key, 'x'.repeat(limits.signerResponseMaxLength + 1));
    expect(long.statusCode).toBe(400);
    expect(long.json().Content).toBe(en.signingResponseTooLong);
    expect(await typesOf(id)).not.toContain('changeRequested');

    expect((await askChange(key, 'A larger window.')).statusCode).toBe(200);
    const repeated = await askChange(key, 'A larger window.');
    expect(repeated.statusCode).toBe(409);
    expect(repeated.json().Content).toBe(en.signingChangeRepeated);
    expect((await typesOf(id)).filter((type) => type === 'changeRequested')).toHaveLength(1);
  });

  it(`refuses more than ${limits.changeRequestsPerSigner} requests from one signer`, async () => {
    const { id, marc: key } = await sendContract('Build a deck.');
    for (let count = 1; count <= limits.changeRequestsPerSigner; count += 1) {
      expect((await askChange(key, `Change number ${count}`)).statusCode).toBe(200);
    }
    const over = await askChange(key, 'One more change');
    expect(over.statusCode).toBe(409);
    expect(over.json().Content).toBe(
      formatMessage(en.signingChangeRequestsTooMany, { count: limits.changeRequestsPerSigner }),
    );
    expect((await typesOf(id)).filter((type) => type === 'changeRequested')).toHaveLength(
      limits.changeRequestsPerSigner,
    );
  });
});

describe('#decline', () => {
  it('declines: Declined with the reason, the contractor emailed and texted, the other signer told, not the decliner', async () => {
    const { id, helene: key } = await sendContract('Replace the roof.');
    const declined = await decline(key, 'We chose another contractor.');
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().Content).toBe(en.signingDeclineRecorded);
    expect(declined.json().Data).toEqual([
      { Kind: 'declined', Time: expect.any(String), Text: 'We chose another contractor.' },
    ]);
    expect((await contractRow(id))?.status).toBe('Declined');
    const [event] = (await eventsOf(id)).filter((one) => one.type === 'declined');
    expect(event).toMatchObject({
      actorName: helene.name,
      ip: expect.any(String),
      data: { v: 1, text: 'We chose another contractor.' },
    });

    const email = await eventually(
      async () => (await toContractor(`${helene.name} a refusé le contrat`)).find((one) => one.subject),
      'the contractor’s email',
    );
    expect(email.text).toContain('We chose another contractor.');
    await eventually(
      async () =>
        (await outboxFor(t, contractorMobile)).find((one) =>
          one.text.includes('We chose another contractor.'),
        ),
      'the contractor’s text',
    );
    const told = await eventually(
      async () =>
        (await outboxFor(t, marc.email)).find(
          (one) => one.subject.startsWith('Contract No. ') && one.subject.endsWith('will not proceed'),
        ),
      'the other signer’s email',
    );
    expect(told.html).toContain('<html lang="en">');
    expect(told.text).toContain(`${helene.name} declined`);
    expect((await outboxFor(t, helene.email)).some((one) => one.subject.endsWith('will not proceed'))).toBe(
      false,
    );
    expect(await summaryOf(id)).toMatchObject({
      Status: 'Declined',
      IsEditable: true,
      IsResendable: false,
      IsDeletable: false,
      Response: { Kind: 'declined', Name: helene.name, Text: 'We chose another contractor.' },
    });
  });

  it('says on every link who declined; no one can sign, ask for a change or decline it again', async () => {
    const { id, helene: decliner, marc: other } = await sendContract('Finish the basement.');
    expect((await decline(decliner)).statusCode).toBe(200);
    const events = (await eventsOf(id)).length;

    const own = await preview3(decliner);
    expect(own.statusCode).toBe(410);
    expect(own.json().Content).toBe(en.signingYouDeclined);
    const theirs = await preview3(other);
    expect(theirs.statusCode).toBe(410);
    expect(theirs.json().Content).toBe(formatMessage(en.signingContractDeclined, { name: helene.name }));
    const signed = await signWithKey(t, other);
    expect(signed.statusCode).toBe(410);
    expect(signed.json().Content).toBe(formatMessage(en.signingContractDeclined, { name: helene.name }));
    expect((await askChange(other, 'Could we talk?')).statusCode).toBe(410);
    const twice = await decline(decliner, 'Again');
    expect(twice.statusCode).toBe(410);
    expect(twice.json().Content).toBe(en.signingYouDeclined);
    expect((await eventsOf(id)).length).toBe(events);
    expect((await contractRow(id))?.status).toBe('Declined');
  });

  it('declines without a reason: the messages say so without one', async () => {
    const { id, marc: key } = await sendContract('Pour the driveway.');
    const declined = await decline(key);
    expect(declined.statusCode, declined.body).toBe(200);
    expect((await eventsOf(id)).find((one) => one.type === 'declined')?.data).toEqual({ v: 1, text: '' });
    const number = (await contractRow(id))?.number;
    const text = await eventually(
      async () =>
        (await outboxFor(t, contractorMobile)).find((one) =>
          one.text.startsWith(`Tradepact : ${marc.name} a refusé le contrat N°\u00a0${number} (`),
        ),
      'the contractor’s text',
    );
    expect(text.text).toContain('« Pour the driveway. »');
  });

  it('a declined contract is closed to the sweeps: past its expiry it is not told as lapsed', async () => {
    const { id, helene: key } = await sendContract('Insulate the attic.');
    expect((await decline(key)).statusCode).toBe(200);
    await db().update(contracts).set({ expiresOn: '2020-01-01' }).where(eq(contracts.id, id));
    await signingSweeps({
      db: db(),
      queue: t.services.queue,
      notifier: t.services.notifier,
      publicUrl: t.services.config.publicUrl,
      productName: t.services.config.productName,
      log: pino({ level: 'silent' }),
    }).sweep();
    expect(await typesOf(id)).not.toContain('expired');
    expect((await contractRow(id))?.status).toBe('Declined');
  });
});

describe('who may answer', () => {
  it('only a signer who has not signed, of a contract waiting for signatures; anything else changes nothing', async () => {
    const signedFirst = await sendContract('Frame the garage.');
    expect((await signWithKey(t, signedFirst.marc)).statusCode).toBe(200);
    const afterSigning = await askChange(signedFirst.marc, 'Actually, one more thing.');
    expect(afterSigning.statusCode).toBe(409);
    expect(afterSigning.json().Content).toBe(en.signingAlreadySigned);
    expect((await decline(signedFirst.marc)).statusCode).toBe(409);

    const withdrawn = await sendContract('Wire the shed.');
    expect((await callAs(t, owner, 'PUT', `/api/app/contract/cancel?id=${withdrawn.id}`)).statusCode).toBe(
      200,
    );
    const onWithdrawn = await decline(withdrawn.helene);
    expect(onWithdrawn.statusCode).toBe(410);
    expect(onWithdrawn.json().Content).toBe(en.signingContractCancelled);
    expect((await contractRow(withdrawn.id))?.status).toBe('Cancelled');

    const lapsed = await sendContract('Seal the windows.');
    await db().update(contracts).set({ expiresOn: '2020-01-01' }).where(eq(contracts.id, lapsed.id));
    const onLapsed = await askChange(lapsed.helene, 'Could you send it again?');
    expect(onLapsed.statusCode).toBe(410);
    expect(onLapsed.json().Content).toBe(en.signingContractExpired);

    for (const id of [signedFirst.id, withdrawn.id, lapsed.id]) {
      const types = await typesOf(id);
      expect(types).not.toContain('changeRequested');
      expect(types).not.toContain('declined');
    }
  });

  it('a key answers for its own contract only: an unknown key or another person’s document code gets 404', async () => {
    const mine = await sendContract('Level the floor.');
    const neighbour = await sendContract('Hang the doors.');
    const unknown = await decline('A'.repeat(43), 'Not mine');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().Content).toBe(en.signingKeyInvalid);
    expect((await askChange('A'.repeat(43), 'Hello')).statusCode).toBe(404);
    // A signed-in stranger naming the contract by its printed code is not its signer.
    const code = (await contractRow(mine.id))?.documentCode ?? '';
    const byCode = await callAs(t, stranger, 'POST', '/api/app/contract/decline', { code, reason: '' });
    expect(byCode.statusCode).toBe(404);
    expect((await contractRow(mine.id))?.status).toBe('Sent');

    expect((await decline(mine.helene)).statusCode).toBe(200);
    expect((await contractRow(mine.id))?.status).toBe('Declined');
    expect((await contractRow(neighbour.id))?.status).toBe('Sent');
    expect(await typesOf(neighbour.id)).not.toContain('declined');
  });
});

describe('amending a declined contract', () => {
  it('makes a new version whose trail carries the requests and the decline with their words', async () => {
    const first = await sendContract('Renovate the kitchen.');
    expect((await askChange(first.helene, 'Please use oak.')).statusCode).toBe(200);
    expect((await decline(first.marc, 'Too expensive.')).statusCode).toBe(200);
    const amend = (id: string, scope: string) =>
      callAs(t, owner, 'POST', '/api/app/contract/update', {
        ...saveRequest(projectId, contractForm({ ScopeOfServices: scope })),
        Id: id,
        Token: crypto.randomUUID(),
      });
    const amended = await amend(first.id, 'Renovate the kitchen, in oak.');
    expect(amended.statusCode, amended.body).toBe(200);
    const secondId = amended.json().Data.Id as string;
    expect((await contractRow(first.id))?.status).toBe('Declined');
    expect(await contractRow(secondId)).toMatchObject({ status: 'Sent', originalId: first.id, revision: 1 });
    const carried = (await eventsOf(secondId)).filter((one) => one.type.startsWith('earlier'));
    expect(carried.map((one) => [one.type, one.actorName, one.data])).toEqual([
      ['earlierChangeRequested', helene.name, { v: 1, text: 'Please use oak.', revision: 0 }],
      ['earlierDeclined', marc.name, { v: 1, text: 'Too expensive.', revision: 0 }],
    ]);
    // Each keeps its own time, before the new version was sent.
    const sentAt = (await eventsOf(secondId)).find((one) => one.type === 'sent')?.at.getTime() ?? 0;
    expect(carried.every((one) => one.at.getTime() < sentAt)).toBe(true);
    expect((await summaryOf(secondId))?.Response).toBeNull();

    // A version declined again passes the whole history on.
    const marcKey = await nextSigningKey(t, marc.email, secondId);
    expect((await decline(marcKey, 'Still too expensive.')).statusCode).toBe(200);
    const third = await amend(secondId, 'Renovate the kitchen, in pine.');
    expect(third.statusCode, third.body).toBe(200);
    const thirdEvents = await eventsOf(third.json().Data.Id as string);
    expect(
      thirdEvents.filter((one) => one.type.startsWith('earlier')).map((one) => [one.type, one.data.revision]),
    ).toEqual([
      ['earlierChangeRequested', 0],
      ['earlierDeclined', 0],
      ['earlierDeclined', 1],
    ]);
  });
});
