import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '@tradepact/shared';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app.js';
import {
  acceptEula,
  callAs,
  contractForm,
  projectWithParties,
  saveBusinessProfile,
  saveRequest,
} from '../../../test/contractor.js';
import { contracts } from '../../db/schema/index.js';

const run = promisify(execFile);

let t: TestApp;
let owner: TestUser;
let projectId: string;
const db = () => t.services.database.db;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createUser('furnace-seller@example.com', 'special');
  await saveBusinessProfile(t, owner);
  await acceptEula(t, owner);
  ({ projectId } = await projectWithParties(t, owner));
});
afterAll(() => t.close());

const send = (form: Record<string, unknown>) =>
  callAs(t, owner, 'POST', '/api/app/contract/create', {
    ...saveRequest(projectId, contractForm(form)),
    Token: crypto.randomUUID(),
    Message: '',
  });

describe('sending an Ontario consumer contract with restricted products', () => {
  it('is refused, with Ontario’s rule in words, when the client did not make the first contact, and stores nothing', async () => {
    const sent = await send({ RestrictedProducts: true, ClientInitiatedContact: false });
    expect(sent.statusCode, sent.body).toBe(400);
    expect(sent.json()).toMatchObject({
      Type: 400,
      Content:
        'Ontario allows these products to be sold at the client’s home only when the client contacted you first.',
    });
    expect(sent.json().Content).toBe(en.contractRestrictedProductsNotInitiated);
    expect(await db().select().from(contracts).where(eq(contracts.ownerId, owner.id))).toEqual([]);
  });

  it('is refused at the preview before Send too', async () => {
    const preview = await callAs(
      t,
      owner,
      'POST',
      '/api/app/contract/preview',
      saveRequest(projectId, contractForm({ RestrictedProducts: true })),
    );
    expect(preview.statusCode, preview.body).toBe(400);
    expect(preview.json().Content).toBe(en.contractRestrictedProductsNotInitiated);
  });

  it('goes out when the client made the first contact, the Ministry’s statement its page 1 with that choice marked', async () => {
    const sent = await send({ RestrictedProducts: true, ClientInitiatedContact: true });
    expect(sent.statusCode, sent.body).toBe(200);
    const [row] = await db().select().from(contracts).where(eq(contracts.id, sent.json().Data.Id));
    expect(row?.status).toBe('Sent');
    expect(row?.data).toMatchObject({ RestrictedProducts: true, ClientInitiatedContact: true });
    const bytes = await t.services.storage.get(row?.originalPdfKey ?? '');
    const folder = await mkdtemp(path.join(tmpdir(), 'restricted-'));
    try {
      const file = path.join(folder, 'sent.pdf');
      await writeFile(file, bytes ?? new Uint8Array());
      const { stdout } = await run('pdftotext', ['-raw', '-f', '1', '-l', '1', file, '-']);
      const page = stdout.replace(/\s+/g, ' ');
      expect(page).toContain('Important: What You Need to Know About Your Legal Rights');
      expect(page).toContain('[X] You contacted the supplier');
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('goes out as before without restricted products', async () => {
    const sent = await send({});
    expect(sent.statusCode, sent.body).toBe(200);
  });
});
