import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app.js';
import { callAs, projectWithParties, saveBusinessProfile, uploadAs } from '../../../test/contractor.js';
import { clientForm } from '../../../test/contact-forms.js';
import { insertContract } from '../../../test/contracts.js';
import { pngOf } from '../../../test/images.js';
import { apiKeyOf } from '../../../test/api-keys.js';
import { contracts } from '../../db/schema/index.js';

const run = promisify(execFile);

/** Issue 18 §4: GET /api/identity/exportdata answers the caller's own data as a ZIP. */
let t: TestApp;
let scratch: string;
beforeAll(async () => {
  t = await createTestApp();
  scratch = await mkdtemp(path.join(tmpdir(), 'tp-export-'));
});
afterAll(async () => {
  await t.close();
  await rm(scratch, { recursive: true, force: true });
});

/** The archive's bytes as the caller downloads them, written to disk for `unzip`. */
async function download(who: TestUser) {
  const answer = await t.app.inject({ method: 'GET', url: '/api/identity/exportdata', headers: who.headers });
  expect(answer.statusCode, answer.body).toBe(200);
  const zip = path.join(scratch, `${who.id}.zip`);
  await writeFile(zip, answer.rawPayload);
  const listing = (await run('unzip', ['-Z1', zip])).stdout.split('\n').filter(Boolean);
  const read = async (name: string) =>
    (await run('unzip', ['-p', zip, name], { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 })).stdout;
  const readJson = async (name: string) => JSON.parse((await read(name)).toString('utf8')) as unknown;
  return { answer, listing, read, readJson, zip };
}

/** Stores a PDF under `key` as the signing feature would, and points the contract at it. */
async function storePdf(key: string, text: string) {
  await t.services.storage.put(key, Buffer.from(`%PDF-1.7\n% ${text}\n%%EOF\n`), 'application/pdf');
}

describe('GET /api/identity/exportdata', () => {
  it('requires authentication', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/identity/exportdata' });
    expect(answer.statusCode).toBe(401);
  });

  it('accepts the session cookie that a download link carries', async () => {
    const owner = await t.createUser();
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/identity/exportdata',
      cookies: { tp_access: owner.tokens.AccessToken },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/zip');
  });

  it('answers a dated ZIP download with every project, contact, template, contract PDF and upload, and a README', async () => {
    const owner = await t.createUser();
    await saveBusinessProfile(t, owner);
    const { projectId, subcontractorId } = await projectWithParties(t, owner);
    const second = await callAs(t, owner, 'POST', '/api/app/project/create', {
      Name: 'Basement finishing',
      Comments: '',
      Clients: [clientForm({ FirstName: 'Gaston', LastName: 'Lagaffe', Email: 'gaston@example.com' })],
    });
    expect(second.statusCode, second.body).toBe(200);
    const template = await callAs(t, owner, 'POST', '/api/app/customterm/create', {
      Tag: 'Decks',
      Type: 1,
      Terms: ['<p>Decks are stained within 30 days.</p>'],
    });
    const logo = await uploadAs(t, owner, await pngOf(120, 60), 'our-logo.png');

    const sent = await insertContract(t, { ownerId: owner.id, projectId, status: 'Sent' });
    const signed = await insertContract(t, {
      ownerId: owner.id,
      projectId,
      status: 'Signed',
      subcontractorId,
    });
    const draft = await insertContract(t, { ownerId: owner.id, projectId, status: 'Draft' });
    await storePdf(`test/${sent}.pdf`, 'as sent');
    await storePdf(`test/${signed}-original.pdf`, 'signed, as sent');
    await storePdf(`test/${signed}-sealed.pdf`, 'sealed');
    const { db } = t.services.database;
    await db
      .update(contracts)
      .set({ originalPdfKey: `test/${sent}.pdf` })
      .where(eq(contracts.id, sent));
    await db
      .update(contracts)
      .set({ originalPdfKey: `test/${signed}-original.pdf`, sealedPdfKey: `test/${signed}-sealed.pdf` })
      .where(eq(contracts.id, signed));
    const rows = await db.select().from(contracts).where(eq(contracts.ownerId, owner.id));
    const numberOf = (id: string) => rows.find((row) => row.id === id)?.number;

    const { answer, listing, read, readJson } = await download(owner);
    expect(answer.headers['content-type']).toBe('application/zip');
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="tradepact-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect(listing).toEqual(
      expect.arrayContaining([
        'README.txt',
        'account.json',
        'business-profile.json',
        'projects.json',
        'contacts.json',
        'templates.json',
        'subscription.json',
        'contracts.json',
        'files.json',
      ]),
    );

    const projects = (await readJson('projects.json')) as { Id: string; Name: string }[];
    expect(projects.map((project) => project.Name).sort()).toEqual([
      'Basement finishing',
      'Kitchen renovation',
    ]);
    const contacts = JSON.stringify(await readJson('contacts.json'));
    for (const name of ['Hélène', 'Gaston']) expect(contacts).toContain(name);
    expect(contacts).toContain(subcontractorId);
    expect(JSON.stringify(await readJson('business-profile.json'))).toContain('Tremblay Renovations');
    expect(template.statusCode, template.body).toBe(200);
    expect(JSON.stringify(await readJson('templates.json'))).toContain('Decks');
    expect(await readJson('subscription.json')).toMatchObject({ Invoices: [] });
    expect(await readJson('account.json')).toMatchObject({ Id: owner.id });

    // The current PDF of each sent contract: the sealed one once signed; a draft is JSON only.
    expect((await read(`contracts/contract-${numberOf(sent)}.pdf`)).toString()).toContain('as sent');
    expect((await read(`contracts/contract-${numberOf(signed)}-signed.pdf`)).toString()).toContain('sealed');
    expect(listing.filter((name) => name.startsWith('contracts/'))).toHaveLength(2);
    const contractList = (await readJson('contracts.json')) as {
      Id: string;
      Status: string;
      Pdf: string | null;
    }[];
    expect(contractList.map((row) => row.Id).sort()).toEqual([sent, signed, draft].sort());
    expect(contractList.find((row) => row.Id === draft)?.Pdf).toBeNull();

    // Uploads: the logo and the profile's signature, under the names they were uploaded with.
    expect(listing).toEqual(expect.arrayContaining(['files/our-logo.png', 'files/signature.png']));
    expect((await read('files/our-logo.png')).subarray(1, 4).toString()).toBe('PNG');
    expect(JSON.stringify(await readJson('files.json'))).toContain(logo);

    const readme = (await read('README.txt')).toString('utf8');
    for (const name of ['account.json', 'projects.json', 'contacts.json', 'contracts/', 'files/'])
      expect(readme).toContain(name);
  });

  it('lists the API keys and webhook endpoints, never a key’s token or an endpoint’s signing secret', async () => {
    const owner = await t.createUser();
    const key = await apiKeyOf(t, owner, ['contracts:read'], 'Zapier');
    const endpoint = await callAs(t, owner, 'POST', '/api/app/integrations/webhooks', {
      Url: 'https://hooks.example.com/tradepact',
      Events: ['contract.completed'],
    });
    expect(endpoint.statusCode, endpoint.body).toBe(200);

    const { read, readJson } = await download(owner);
    expect(await readJson('integrations.json')).toMatchObject({
      ApiKeys: [{ Id: key.id, Name: 'Zapier', Scopes: ['contracts:read'] }],
      WebhookEndpoints: [{ Url: 'https://hooks.example.com/tradepact', Events: ['contract.completed'] }],
    });
    const text = (await read('integrations.json')).toString('utf8');
    expect(text).not.toContain(key.token);
    expect(text).not.toContain(endpoint.json().Data.Secret as string);
    expect((await read('README.txt')).toString('utf8')).toContain('integrations.json');
  });

  it('holds only the caller’s own data: another account’s project, contacts and files never appear', async () => {
    const mine = await t.createUser();
    const theirs = await t.createUser();
    await callAs(t, mine, 'POST', '/api/app/project/create', { Name: 'Mine only', Comments: '' });
    const { projectId } = await projectWithParties(t, theirs);
    await uploadAs(t, theirs, await pngOf(50, 50), 'their-photo.png');

    const { listing, read } = await download(mine);
    const everything = (
      await Promise.all(listing.filter((name) => name.endsWith('.json')).map(async (name) => read(name)))
    )
      .map((bytes) => bytes.toString('utf8'))
      .join('\n');
    expect(everything).toContain('Mine only');
    expect(everything).not.toContain(projectId);
    expect(everything).not.toContain('Kitchen renovation');
    expect(everything).not.toContain('Hélène');
    expect(listing).not.toContain('files/their-photo.png');
  });

  it('leaves out a listed file that is gone from storage and still completes the archive', async () => {
    const owner = await t.createUser();
    const { projectId } = await projectWithParties(t, owner);
    const id = await insertContract(t, { ownerId: owner.id, projectId, status: 'Sent' });
    await t.services.database.db
      .update(contracts)
      .set({ originalPdfKey: `test/${id}-never-stored.pdf` })
      .where(eq(contracts.id, id));

    const { listing } = await download(owner);
    expect(listing).toContain('projects.json');
    expect(listing.filter((name) => name.startsWith('contracts/'))).toEqual([]);
  });
});
