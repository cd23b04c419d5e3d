import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, like, sql } from 'drizzle-orm';
import type { InjectPayload, Response as InjectResponse } from 'light-my-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en, formatMessage } from '@tradepact/shared';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app.js';
import {
  acceptEula,
  callAs,
  contractForm,
  saveBusinessProfile,
  saveRequest,
} from '../../../test/contractor.js';
import { multipartBody, pngOf } from '../../../test/images.js';
import { eventually, nextSigningKey, outboxFor } from '../../../test/signing.js';
import {
  codeRequests,
  contractEvents,
  contractSigners,
  contracts,
  signingCodes,
} from '../../db/schema/index.js';

/**
 * Issue 32 §4, a code before opening: a contract sent with it opens under a key only in a browser
 * where its signer entered the code texted to the mobile number on the contract.
 */

let t: TestApp;
let owner: TestUser;
let projectId: string;
const db = () => t.services.database.db;
const clients = [
  { FirstName: 'Hélène', LastName: 'Côté', Email: 'helene.code@example.com', Phone: '6135550199' },
  { FirstName: 'Marc', LastName: 'Gagnon', Email: 'marc.code@example.com', Phone: '6135550142' },
];
const [helene, marc] = clients as [(typeof clients)[0], (typeof clients)[0]];

async function project(people: Record<string, string>[]): Promise<string> {
  const created = await callAs(t, owner, 'POST', '/api/app/project/create', {
    Name: `Coded ${crypto.randomUUID()}`,
    Comments: '',
    Address: '12 Maple Avenue',
    City: 'Ottawa',
    Province: 'Ontario',
    PostalCode: 'K1A 0B1',
    Clients: people,
  });
  expect(created.statusCode, created.body).toBe(200);
  return created.json().Data.Id as string;
}

const sendRequest = (project: string, signingCode = true) => ({
  ...saveRequest(project, contractForm()),
  Token: crypto.randomUUID(),
  SigningCode: signingCode,
});

/** Sends a client contract of the two clients with the code; answers its id and each one's key. */
async function sendCoded() {
  const sent = await callAs(t, owner, 'POST', '/api/app/contract/create', sendRequest(projectId));
  expect(sent.statusCode, sent.body).toBe(200);
  const id = sent.json().Data.Id as string;
  const [first, second] = await Promise.all(clients.map((client) => nextSigningKey(t, client.Email, id)));
  return { id, key: first ?? '', otherKey: second ?? '' };
}

const sendCode = (key: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/app/contract/sendcode', headers, payload: { code: key } });
const checkCode = (key: string, textedCode: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/app/contract/checkcode',
    headers: { 'user-agent': 'Code test phone' },
    payload: { code: key, textedCode },
  });

const codeText = /code to open the contract is (\d{6})\./;

/** The ids of the texts a mobile number received so far. */
const textsTo = async (phone: string) => new Set((await outboxFor(t, phone)).map((text) => text.id));

/** The code of a code text a number received beyond the `known` texts (they go through the queue). */
const textedCode = (phone: string, known: Set<string>): Promise<string> =>
  eventually(async () => {
    const texts = (await outboxFor(t, phone)).filter((text) => !known.has(text.id));
    return texts.map((text) => codeText.exec(text.text)?.[1]).find(Boolean);
  }, `a code texted to ${phone}`);

/** Texts the key's signer a code past the wait, and answers it once it arrived. */
async function newCode(key: string, phone: string): Promise<string> {
  const known = await textsTo(phone);
  await pastTheWait();
  const sent = await sendCode(key);
  expect(sent.statusCode, sent.body).toBe(200);
  return textedCode(phone, known);
}

/** A browser's cookie header after the right code. */
const cookieOf = (response: InjectResponse) =>
  response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');

/** Lets the next code go at once: the last one is moved past the 60-second wait. */
const pastTheWait = () =>
  db()
    .update(codeRequests)
    .set({ createdAt: sql`${codeRequests.createdAt} - interval '61 seconds'` })
    .where(like(codeRequests.destination, 'signing-code:%'));

/** Texts the key's signer a code and enters it: answers the browser's cookie header. */
async function pass(key: string, phone: string): Promise<string> {
  const checked = await checkCode(key, await newCode(key, phone));
  expect(checked.statusCode, checked.body).toBe(200);
  return cookieOf(checked);
}

interface KeyRequest {
  name: string;
  /** What the endpoint answers past the code. */
  opened: number;
  request: { method: 'GET' | 'POST'; url: string; payload?: InjectPayload; headers?: Record<string, string> };
}

/** Every endpoint a key opens, each with what it answers once the code is entered. */
async function keyRequests(key: string): Promise<KeyRequest[]> {
  const upload = multipartBody('file', 'signature.png', await pngOf(600, 200));
  return [
    {
      name: 'preview3',
      opened: 200,
      request: { method: 'GET', url: `/api/app/contract/preview3?code=${key}` },
    },
    {
      name: 'newversion',
      opened: 200,
      request: { method: 'GET', url: `/api/app/contract/newversion?code=${key}` },
    },
    {
      name: 'signerpdf',
      opened: 200,
      request: { method: 'GET', url: `/api/app/contract/signerpdf?code=${key}` },
    },
    // No schedule in slot 0: the endpoint's own answer, past the code.
    {
      name: 'schedule',
      opened: 404,
      request: { method: 'GET', url: `/api/app/contract/schedule?code=${key}&slot=0` },
    },
    // Not a contract given in English: the endpoint's own answer, past the code.
    {
      name: 'englishwish',
      opened: 409,
      request: { method: 'POST', url: '/api/app/contract/englishwish', payload: { code: key, wish: true } },
    },
    {
      name: 'signature',
      opened: 200,
      request: {
        method: 'POST',
        url: `/api/app/contract/signature?code=${key}`,
        headers: upload.headers,
        payload: upload.payload,
      },
    },
    {
      name: 'askchange',
      opened: 200,
      request: {
        method: 'POST',
        url: '/api/app/contract/askchange',
        payload: { code: key, message: 'A question.' },
      },
    },
    {
      name: 'sign',
      opened: 200,
      request: {
        method: 'POST',
        url: '/api/app/contract/sign',
        payload: { code: key, typedName: 'Hélène Côté' },
      },
    },
    // Once signed, no decline: the endpoint's own answer, past the code.
    {
      name: 'decline',
      opened: 409,
      request: { method: 'POST', url: '/api/app/contract/decline', payload: { code: key } },
    },
  ];
}

/** Moves a contract's send 10 minutes back, so that a new link may be sent. */
async function backdateSend(id: string) {
  const earlier = sql`now() - interval '10 minutes'`;
  await db().update(contracts).set({ sentAt: earlier }).where(eq(contracts.id, id));
  await db().update(contractSigners).set({ keyIssuedAt: earlier }).where(eq(contractSigners.contractId, id));
}

const eventsOf = async (id: string, type: string) =>
  db()
    .select()
    .from(contractEvents)
    .where(and(eq(contractEvents.contractId, id), eq(contractEvents.type, type)));

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createUser('coded.sender@example.com', 'special');
  await saveBusinessProfile(t, owner);
  await acceptEula(t, owner);
  projectId = await project(clients);
});
afterAll(() => t.close());

describe('sending with a code before opening', () => {
  it('refuses a recipient without a mobile number, naming them, and changes nothing', async () => {
    const noMobile = await project([{ ...helene, Email: 'no.mobile@example.com' }]);
    // A client's number is asked on their form; one removed since, or never kept, leaves it empty.
    await db().execute(
      sql`update clients set phone = '' where id in (select client_id from project_clients where project_id = ${noMobile})`,
    );
    const before = await db().select({ id: contracts.id }).from(contracts);
    const sent = await callAs(t, owner, 'POST', '/api/app/contract/create', sendRequest(noMobile));
    expect(sent.statusCode).toBe(400);
    expect(sent.json().Content).toBe(formatMessage(en.contractSigningCodeNoMobile, { name: 'Hélène Côté' }));
    expect(await db().select({ id: contracts.id }).from(contracts)).toHaveLength(before.length);
    // Without the code, the same recipient is sent the contract (by email alone).
    const plain = await callAs(t, owner, 'POST', '/api/app/contract/create', sendRequest(noMobile, false));
    expect(plain.statusCode, plain.body).toBe(200);
  });

  it('asks each signer for a code, and says so in the sent event', async () => {
    const { id } = await sendCoded();
    const signers = await db().select().from(contractSigners).where(eq(contractSigners.contractId, id));
    expect(signers.map((signer) => signer.codeRequired)).toEqual([true, true]);
    const [sent] = await eventsOf(id, 'sent');
    expect(sent?.data).toMatchObject({ signingCode: true });
  });

  it('leaves a contract sent without it open by its key alone', async () => {
    const sent = await callAs(t, owner, 'POST', '/api/app/contract/create', sendRequest(projectId, false));
    const key = await nextSigningKey(t, helene.Email, sent.json().Data.Id as string);
    const preview = await t.app.inject({ url: `/api/app/contract/preview3?code=${key}` });
    expect(preview.statusCode).toBe(200);
    expect((await sendCode(key)).json().Code).toBe('signingCodeNotAsked');
  });
});

describe('a key of a contract with a code', () => {
  it('refuses every key endpoint without the code, then opens each with it', async () => {
    const { id, key } = await sendCoded();
    for (const { name, request } of await keyRequests(key)) {
      const refused = await t.app.inject(request);
      expect(refused.statusCode, name).toBe(403);
      expect(refused.json().Code, name).toBe('signingCodeRequired');
    }
    const refusal = (await t.app.inject({ url: `/api/app/contract/preview3?code=${key}` })).json();
    expect(refusal.Data).toEqual({
      BusinessName: 'Tremblay Renovations',
      Phone: '•••-•••-0199',
      Language: 'en',
      CodeSent: false,
      ResendSeconds: 0,
    });
    // Nothing was read: no view, no signature.
    expect(await eventsOf(id, 'viewed')).toHaveLength(0);

    const cookie = await pass(key, helene.Phone);
    for (const { name, opened, request } of await keyRequests(key)) {
      const answer = await t.app.inject({ ...request, headers: { ...request.headers, cookie } });
      expect(answer.statusCode, `${name}: ${answer.body.slice(0, 200)}`).toBe(opened);
    }
  });

  it('texts a code once a minute, records it, and gives the right one a 12-hour HttpOnly cookie', async () => {
    const { id, key } = await sendCoded();
    const known = await textsTo(helene.Phone);
    await pastTheWait();
    const sent = await sendCode(key, { 'user-agent': 'Code test phone' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().Data).toEqual({ Phone: '•••-•••-0199', ResendSeconds: 60 });
    expect(sent.json().Content).toBe('We texted a 6-digit code to •••-•••-0199.');
    const code = await textedCode(helene.Phone, known);
    const [text] = (await outboxFor(t, helene.Phone)).filter((one) => one.text.includes(code));
    expect(text?.text).toBe(
      `Tremblay Renovations: your code to open the contract is ${code}. It is valid for 10 minutes. Never share it.`,
    );
    const [stored] = await db()
      .select()
      .from(signingCodes)
      .orderBy(sql`${signingCodes.createdAt} desc`)
      .limit(1);
    expect(stored?.codeHash).not.toContain(code);
    const validFor = (stored?.expiresAt.getTime() ?? 0) - (stored?.createdAt.getTime() ?? 0);
    expect(Math.abs(validFor - 10 * 60_000)).toBeLessThan(1000);
    expect((await eventsOf(id, 'codeTexted'))[0]?.data).toMatchObject({ to: '•••-•••-0199' });

    const again = await sendCode(key);
    expect(again.statusCode).toBe(429);
    expect(again.json().Code).toBe('authCodeTooSoon');
    // A page loaded again meanwhile goes straight to the code.
    const waiting = (await t.app.inject({ url: `/api/app/contract/preview3?code=${key}` })).json().Data;
    expect(waiting).toMatchObject({ CodeSent: true });
    expect(waiting.ResendSeconds).toBeGreaterThan(50);

    const checked = await checkCode(key, code);
    expect(checked.statusCode).toBe(200);
    const [cookie] = checked.cookies;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/app/contract' });
    expect(cookie?.secure).toBeFalsy();
    const hours = ((cookie?.expires?.getTime() ?? 0) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(11.9);
    expect(hours).toBeLessThanOrEqual(12);
    const [entered] = await eventsOf(id, 'codeEntered');
    expect(entered).toMatchObject({
      ip: '127.0.0.1',
      userAgent: 'Code test phone',
      actorName: 'Hélène Côté',
    });
    // A code is entered once.
    expect((await checkCode(key, code)).json().Code).toBe('signingCodeExpired');
  });

  it('counts wrong codes: five void it, and the right one no longer opens', async () => {
    const { id, key } = await sendCoded();
    const right = await newCode(key, helene.Phone);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt < 5; attempt += 1) {
      const refused = await checkCode(key, wrong);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().Content).toBe(en.signingCodeWrong);
    }
    const fifth = await checkCode(key, wrong);
    expect(fifth.statusCode).toBe(410);
    expect(fifth.json().Code).toBe('signingCodeTooManyTries');
    expect((await checkCode(key, right)).json().Code).toBe('signingCodeTooManyTries');
    expect(await eventsOf(id, 'codeWrong')).toHaveLength(5);
    // A new code opens it.
    expect(await pass(key, helene.Phone)).toContain('tp_code_');
  });

  it('refuses a code past its 10 minutes, and a code that is not six digits without counting it', async () => {
    const { key } = await sendCoded();
    const code = await newCode(key, helene.Phone);
    const format = await checkCode(key, '12a45');
    expect(format.statusCode).toBe(400);
    expect(format.json().Code).toBe('signingCodeFormat');
    await db()
      .update(signingCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(sql`true`);
    const late = await checkCode(key, code);
    expect(late.statusCode).toBe(410);
    expect(late.json().Content).toBe(en.signingCodeExpired);
  });

  it('texts one signer at most five codes an hour', async () => {
    const { key } = await sendCoded();
    for (let sent = 0; sent < 5; sent += 1) {
      await pastTheWait();
      expect((await sendCode(key)).statusCode).toBe(200);
    }
    await pastTheWait();
    const sixth = await sendCode(key);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().Code).toBe('signingCodeHourlyLimit');
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(3000);
  });

  it("does not open a key with another signer's cookie, a forged one or an expired one", async () => {
    const { key, otherKey } = await sendCoded();
    const marcsCookie = await pass(otherKey, marc.Phone);
    const open = (cookie: string) =>
      t.app.inject({ url: `/api/app/contract/preview3?code=${key}`, headers: { cookie } });
    expect((await open(marcsCookie)).statusCode).toBe(403);
    // Marc's pass under Hélène's cookie name is still Marc's.
    const [, value] = marcsCookie.split('=');
    const [heleneSigner] = await db()
      .select()
      .from(contractSigners)
      .where(eq(contractSigners.email, helene.Email))
      .orderBy(sql`${contractSigners.keyIssuedAt} desc`)
      .limit(1);
    expect((await open(`tp_code_${heleneSigner?.id}=${value}`)).statusCode).toBe(403);
    const expired = `${Math.floor(Date.now() / 1000) - 60}.${value?.split('.')[1]}`;
    expect((await open(`tp_code_${heleneSigner?.id}=${expired}`)).statusCode).toBe(403);
    expect((await open(await pass(key, helene.Phone))).statusCode).toBe(200);
  });

  it('asks a signer who signed and comes back for the code again', async () => {
    const { key } = await sendCoded();
    const cookie = await pass(key, helene.Phone);
    const signed = await t.app.inject({
      method: 'POST',
      url: '/api/app/contract/sign',
      headers: { cookie },
      payload: { code: key, typedName: 'Hélène Côté' },
    });
    expect(signed.statusCode, signed.body).toBe(200);
    expect((await t.app.inject({ url: `/api/app/contract/preview3?code=${key}` })).statusCode).toBe(403);
    const back = await t.app.inject({ url: `/api/app/contract/preview3?code=${key}`, headers: { cookie } });
    expect(back.json().Data.SignedTime).not.toBeNull();
  });

  it('refuses a new link to a signer whose mobile number was removed, and changes nothing', async () => {
    const single = await project([{ ...helene, Email: 'new.link@example.com' }]);
    const sent = await callAs(t, owner, 'POST', '/api/app/contract/create', sendRequest(single));
    const id = sent.json().Data.Id as string;
    const key = await nextSigningKey(t, 'new.link@example.com', id);
    await backdateSend(id);
    await db().execute(
      sql`update clients set phone = '' where id in (select client_id from project_clients where project_id = ${single})`,
    );
    const refused = await callAs(t, owner, 'PUT', `/api/app/contract/newlinks?id=${id}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().Code).toBe('contractSigningCodeNoMobile');
    expect((await sendCode(key)).statusCode).toBe(200);
  });
});

describe('the certificate of a contract opened with a code', () => {
  it('states each signer’s identity check, and the trail its codes', async () => {
    // A number of its own: a code texted by an earlier test may reach the outbox late, and read as this one's.
    const phone = '6135550166';
    const single = await project([{ ...helene, Email: 'sealed.code@example.com', Phone: phone }]);
    const sent = await callAs(t, owner, 'POST', '/api/app/contract/create', sendRequest(single));
    const id = sent.json().Data.Id as string;
    const key = await nextSigningKey(t, 'sealed.code@example.com', id);
    const right = await newCode(key, phone);
    await checkCode(key, right === '000000' ? '111111' : '000000');
    const checked = await checkCode(key, right);
    const signed = await t.app.inject({
      method: 'POST',
      url: '/api/app/contract/sign',
      headers: { cookie: cookieOf(checked) },
      payload: { code: key, typedName: 'Hélène Côté' },
    });
    expect(signed.statusCode, signed.body).toBe(200);
    await eventually(
      async () =>
        (await db().select().from(contracts).where(eq(contracts.id, id)))[0]?.status === 'Signed'
          ? true
          : undefined,
      'the seal',
    );
    const pdf = await callAs(t, owner, 'GET', `/api/app/contract/pdf?id=${id}&kind=signed`);
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'tp-code-')), 'sealed.pdf');
    writeFileSync(file, pdf.rawPayload);
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(text).toMatch(
      /Identity checked by a code sent to •••-•••-0166 at \d{4}-\d\d-\d\d \d\d:\d\d:\d\d E[SD]T \(UTC−0[45]:00\) \(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC\)/,
    );
    expect(text).toContain('Code to open the contract texted to •••-•••-0166');
    expect(text).toContain('Wrong code entered by Hélène Côté');
    expect(text).toContain('Right code entered by Hélène Côté');
  });
});
