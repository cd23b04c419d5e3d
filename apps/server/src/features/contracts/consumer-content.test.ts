import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en, fr } from '@tradepact/shared';
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
import { pdfText } from '../../../test/pdf-text.js';

/**
 * Issue 31 §3 and §5: a consumer contract missing what its province requires it to show is refused
 * at Review (the preview) and at Send, naming what is missing and how to fix it; nothing is sent.
 */

let t: TestApp;
let owner: TestUser;
let ontarioProject: string;
let quebecProject: string;
const db = () => t.services.database.db;

const send = (projectId: string, form = contractForm()) =>
  callAs(t, owner, 'POST', '/api/app/contract/create', {
    ...saveRequest(projectId, form),
    Token: randomUUID(),
    Message: '',
  });
const preview = (projectId: string, form = contractForm()) =>
  callAs(t, owner, 'POST', '/api/app/contract/preview', saveRequest(projectId, form));
const sentCount = async () =>
  (await db().select().from(contracts).where(eq(contracts.ownerId, owner.id))).filter(
    (row) => row.status === 'Sent',
  ).length;

async function quebecProjectOf(client: Record<string, unknown>): Promise<string> {
  const created = await callAs(t, owner, 'POST', '/api/app/project/create', {
    Name: 'Cuisine',
    Comments: '',
    Address: '12 rue des Érables',
    City: 'Gatineau',
    Province: 'Quebec',
    PostalCode: 'J8Y 1A1',
    Clients: [{ FirstName: 'Hélène', LastName: 'Côté', Email: 'helene.qc@example.com', ...client }],
  });
  if (created.statusCode !== 200) throw new Error(created.body);
  return created.json().Data.Id as string;
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createUser('licensed@example.com', 'special');
  await saveBusinessProfile(t, owner);
  await acceptEula(t, owner);
  ({ projectId: ontarioProject } = await projectWithParties(t, owner));
  quebecProject = await quebecProjectOf({ Phone: '8195550199' });
});
afterAll(() => t.close());

describe('a Quebec consumer contract', () => {
  it('is refused without the RBQ licence number, saying where to add it, and nothing is sent', async () => {
    const before = await sentCount();
    const refused = await send(quebecProject);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().Content).toBe(
      'Add your RBQ licence number in My Profile before sending a contract to a consumer in Quebec.',
    );
    expect((await preview(quebecProject)).json().Content).toBe(en.consumerContentRbqLicence);
    expect(await sentCount()).toBe(before);
  });

  it('is refused with the RBQ licence but without the OPC permit', async () => {
    await saveBusinessProfile(t, owner, { RbqLicence: '5678123401' });
    const refused = await send(quebecProject);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().Content).toBe(en.consumerContentItinerantPermit);
  });

  it('is sent once both numbers are in the profile', async () => {
    await saveBusinessProfile(t, owner, { RbqLicence: '5678123401', OpcPermit: '123456' });
    const before = await sentCount();
    const sent = await send(quebecProject);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await sentCount()).toBe(before + 1);
  });
});

describe('an Alberta consumer contract', () => {
  it('taking a deposit is refused without the prepaid contracting licence, sent with it, and prints it', async () => {
    const created = await callAs(t, owner, 'POST', '/api/app/project/create', {
      Name: 'Deck',
      Comments: '',
      Address: '10 Jasper Avenue',
      City: 'Edmonton',
      Province: 'Alberta',
      PostalCode: 'T5J 1N3',
      Clients: [{ FirstName: 'Dana', LastName: 'Olsen', Email: 'dana.ab@example.com', Phone: '7805550199' }],
    });
    const albertaProject = created.json().Data.Id as string;
    const before = await sentCount();

    const refused = await send(albertaProject);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().Content).toBe(en.consumerContentAlbertaPrepaidLicence);
    expect(await sentCount()).toBe(before);

    await saveBusinessProfile(t, owner, { AlbertaPrepaidLicence: ' b 123456 ' });
    const sent = await send(albertaProject);
    expect(sent.statusCode, sent.body).toBe(200);
    const pdf = await callAs(t, owner, 'GET', `/api/app/contract/pdf?id=${sent.json().Data.Id}`);
    expect(pdfText(pdf.rawPayload)).toContain('Alberta prepaid contracting licence: B 123456');
    await saveBusinessProfile(t, owner);
  });
});

describe('an Ontario consumer contract', () => {
  it('is sent with what its record asks; a warranty is not asked for until counsel confirms it', async () => {
    const noWarranty = contractForm({ Terms: ['<p><strong>Taxes.</strong> HST is extra.</p>'] });
    const sent = await send(ontarioProject, noWarranty);
    expect(sent.statusCode, sent.body).toBe(200);
  });

  it('is refused without a completion date, as before (the review check comes first)', async () => {
    const refused = await preview(ontarioProject, contractForm({ CompletionDate: '' }));
    expect(refused.json().Content).toBe(en.contractCompletionRequired);
  });
});

describe('the refusal in French', () => {
  it('is worded in the reader’s language', async () => {
    await saveBusinessProfile(t, owner);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/app/contract/preview',
      headers: { ...owner.headers, 'accept-language': 'fr-CA' },
      payload: saveRequest(quebecProject),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().Content).toBe(fr.consumerContentRbqLicence);
  });

  it('a business client’s contract in Quebec needs no licence number', async () => {
    const business = await quebecProjectOf({
      Phone: '8195550100',
      IsBusiness: true,
      BusinessName: 'Côté inc.',
    });
    const answer = await preview(business);
    expect(answer.statusCode, answer.body).toBe(200);
  });
});
