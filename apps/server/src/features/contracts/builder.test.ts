import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractFormSchema, en, formatMessage, type MessageKey } from '@tradepact/shared';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app.js';
import {
  callAs,
  contractForm,
  ontarioDay,
  projectWithParties,
  saveBusinessProfile,
  saveRequest,
  uploadAs,
} from '../../../test/contractor.js';
import { pngOf } from '../../../test/images.js';
import { contractAttachments, contracts } from '../../db/schema/index.js';

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let projectId: string;
let subcontractorId: string;

const call = (who: TestUser, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  callAs(t, who, method, url, payload);
const saveDraft = (who: TestUser, body: unknown) => call(who, 'POST', '/api/app/contract/savedraft', body);
const preview = (who: TestUser, body: unknown) => call(who, 'POST', '/api/app/contract/preview', body);
const countContracts = async (ownerId: string) =>
  (await t.services.database.db.select().from(contracts).where(eq(contracts.ownerId, ownerId))).length;

/** A PDF as file-type sees one: the magic bytes, then padding up to `size`. */
const pdfOfSize = (size: number) =>
  Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(Math.max(0, size - 9), 0x20)]);

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createUser('marie@example.com');
  other = await t.createUser('other@example.com');
  await saveBusinessProfile(t, owner);
  await saveBusinessProfile(t, other, { Name: 'Other Builders' });
  ({ projectId, subcontractorId } = await projectWithParties(t, owner));
});
afterAll(() => t.close());

describe('POST /api/app/contract/savedraft', () => {
  it('saves a draft and reads it back intact, with its schedule and expiry', async () => {
    const schedule = await uploadAs(t, owner, await pngOf(400, 300), 'plan.png');
    const form = contractForm();
    const saved = await saveDraft(owner, {
      ...saveRequest(projectId, form),
      Attachments: [{ title: 'Floor plan', file: schedule }],
      UserId: other.id,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().Content).toBe(en.contractSavedAsDraft);
    const { Id } = saved.json().Data;
    const read = (await call(owner, 'GET', `/api/app/contract/read?id=${Id}`)).json().Data;
    expect(read).toMatchObject({
      Id,
      ProjectId: projectId,
      Type: 1,
      Status: 'Draft',
      SubContractorId: null,
      ExpiredTime: ontarioDay(5),
      Attachments: [
        { slot: 0, title: 'Floor plan', file: schedule, name: 'plan.png', mimeType: 'image/png' },
      ],
    });
    expect(read.Data).toEqual({ ...contractFormSchema.parse(form), Payment: { ...read.Data.Payment } });
    expect(read.Data.Payment).toMatchObject({ TotalCost: 10000, Deposit: 1000, Remain: 0, Mode: 'date' });
    expect(await countContracts(other.id)).toBe(0);
  });

  it('makes one draft of a first save repeated with the same key (double click, retry)', async () => {
    const before = await countContracts(owner.id);
    const body = saveRequest(projectId, contractForm(), { Token: 'builder-key-1' });
    const [first, second] = await Promise.all([saveDraft(owner, body), saveDraft(owner, body)]);
    expect(first.json().Data.Id).toBe(second.json().Data.Id);
    expect(await countContracts(owner.id)).toBe(before + 1);
  });

  it('updates a draft by id, numbering contracts in the order they were made', async () => {
    const a = (await saveDraft(owner, saveRequest(projectId))).json().Data.Id;
    const b = (await saveDraft(owner, saveRequest(projectId))).json().Data.Id;
    const rows = await t.services.database.db.select().from(contracts).where(eq(contracts.ownerId, owner.id));
    const numberOf = (id: string) => rows.find((row) => row.id === id)?.number ?? 0;
    expect(numberOf(b)).toBe(numberOf(a) + 1);
    const changed = contractForm({ ScopeOfServices: 'Paint the hallway.' });
    const updated = await saveDraft(owner, saveRequest(projectId, changed, { Id: a }));
    expect(updated.json().Data.Id).toBe(a);
    const read = (await call(owner, 'GET', `/api/app/contract/read?id=${a}`)).json().Data;
    expect(read.Data.ScopeOfServices).toBe('Paint the hallway.');
  });

  it('stores clauses sanitised and drops empty ones', async () => {
    const form = contractForm({
      Terms: [
        '<p onclick="steal()">Keep <b>this</b><script>alert(1)</script></p><img src=x onerror=alert(1)>',
        '<p> </p><ul><li></li></ul>',
        '<iframe src="https://evil.example"></iframe><p style="color:red"><a href="javascript:alert(1)">Paid</a> on time</p>',
      ],
    });
    const id = (await saveDraft(owner, saveRequest(projectId, form))).json().Data.Id;
    const read = (await call(owner, 'GET', `/api/app/contract/read?id=${id}`)).json().Data;
    expect(read.Data.Terms).toEqual(['<p>Keep <b>this</b></p>', '<p>Paid on time</p>']);
  });

  it('checks a draft in the spec’s order, with the draft wording, and stores nothing refused', async () => {
    const before = await countContracts(owner.id);
    const steps: [Record<string, unknown>, MessageKey][] = [
      [{ CommencementDate: '' }, 'contractCommencementRequiredDraft'],
      [{ CompletionDate: '' }, 'contractCompletionRequired'],
      [{ ScopeOfServices: '  ' }, 'contractScopeRequired'],
      [{ Payment: { TotalCost: 0 } }, 'paymentTermsRequired'],
    ];
    let form: Record<string, unknown> = contractForm();
    for (const [change] of steps) form = { ...form, ...change };
    for (const [change, key] of steps) {
      const answer = await saveDraft(owner, saveRequest(projectId, form));
      expect(answer.statusCode, key).toBe(400);
      expect(answer.json().Content).toBe(en[key]);
      const fixed = Object.keys(change)[0] as keyof ReturnType<typeof contractForm>;
      form = { ...form, [fixed]: contractForm()[fixed] };
    }
    const past = await saveDraft(
      owner,
      saveRequest(projectId, contractForm({ CommencementDate: ontarioDay(-1) })),
    );
    expect(past.json().Content).toBe(en.contractCommencementPast);
    expect(await countContracts(owner.id)).toBe(before);
  });

  it('refuses Data that is not the contract form, with a clear message', async () => {
    const notJson = await saveDraft(owner, { ...saveRequest(projectId), Data: '{not json' });
    expect(notJson.json().Content).toBe(en.contractDataInvalid);
    const badAmount = await saveDraft(
      owner,
      saveRequest(projectId, contractForm({ Payment: { ...contractForm().Payment, TotalCost: '10000' } })),
    );
    expect(badAmount.json().Content).toBe(en.contractAmountInvalid);
    const thirdDecimal = await saveDraft(
      owner,
      saveRequest(projectId, contractForm({ Payment: { ...contractForm().Payment, Deposit: 10.005 } })),
    );
    expect(thirdDecimal.json().Content).toBe(en.contractAmountInvalid);
  });

  it('refuses a contract without a saved signature, in each contract type’s words', async () => {
    // The profile page cannot save a profile without a signature: an account never saved one.
    const unsigned = await t.createUser('nosig@example.com');
    const { projectId: theirs, subcontractorId: theirSub } = await projectWithParties(t, unsigned);
    const client = await saveDraft(unsigned, saveRequest(theirs));
    expect(client.json().Content).toBe(en.contractClientSignatureMissing);
    const sub = await saveDraft(
      unsigned,
      saveRequest(theirs, contractForm(), { Type: 0, PartyBId: theirSub }),
    );
    expect(sub.json().Content).toBe(en.contractSubcontractSignatureMissing);
    expect(await countContracts(unsigned.id)).toBe(0);
  });

  it('keeps a sub-contract’s service address and refuses a sub-contractor not on the project', async () => {
    const form = contractForm({ ServiceAddress: '12 Maple Avenue, basement' });
    const saved = await saveDraft(
      owner,
      saveRequest(projectId, form, { Type: 0, PartyBId: subcontractorId }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const read = (await call(owner, 'GET', `/api/app/contract/read?id=${saved.json().Data.Id}`)).json().Data;
    expect(read).toMatchObject({ Type: 0, SubContractorId: subcontractorId });
    expect(read.Data.ServiceAddress).toBe('12 Maple Avenue, basement');
    const project = (await call(owner, 'GET', `/api/app/project/read?id=${projectId}`)).json().Data;
    expect(project.Contracts).toContainEqual(
      expect.objectContaining({ Id: read.Id, Status: 'Draft', Type: 0, PartyBId: subcontractorId }),
    );
    const client = await saveDraft(owner, saveRequest(projectId, form));
    const clientRead = (
      await call(owner, 'GET', `/api/app/contract/read?id=${client.json().Data.Id}`)
    ).json();
    expect(clientRead.Data.Data.ServiceAddress).toBe('');
    const stranger = await saveDraft(
      owner,
      saveRequest(projectId, form, { Type: 0, PartyBId: '11111111-1111-4111-8111-111111111111' }),
    );
    expect(stranger.json().Content).toBe(en.contractSubcontractorNotOnProject);
  });
});

describe('schedules', () => {
  it('refuses another contractor’s file, a file over 5 MB and a fifth schedule, storing nothing', async () => {
    const before = await countContracts(owner.id);
    const theirs = await uploadAs(t, other, await pngOf(50, 50), 'theirs.png');
    const foreign = await saveDraft(owner, {
      ...saveRequest(projectId),
      Attachments: [{ title: 'Plan', file: theirs }],
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().Content).toBe(en.contractAttachmentNotFound);

    const large = await uploadAs(t, owner, pdfOfSize(5 * 1024 * 1024 + 1), 'big.pdf');
    const tooLarge = await saveDraft(owner, {
      ...saveRequest(projectId),
      Attachments: [{ title: '', file: large }],
    });
    expect(tooLarge.json().Content).toBe(formatMessage(en.uploadAttachmentTooLarge, { name: 'big.pdf' }));

    const fits = await uploadAs(t, owner, pdfOfSize(5 * 1024 * 1024), 'fits.pdf');
    const five = Array.from({ length: 5 }, () => ({ title: '', file: fits }));
    const fifth = await saveDraft(owner, { ...saveRequest(projectId), Attachments: five });
    expect(fifth.json().Content).toBe(en.contractTooManyAttachments);
    expect(await countContracts(owner.id)).toBe(before);

    const four = await saveDraft(owner, { ...saveRequest(projectId), Attachments: five.slice(0, 4) });
    expect(four.statusCode, four.body).toBe(200);
    const rows = await t.services.database.db
      .select()
      .from(contractAttachments)
      .where(eq(contractAttachments.contractId, four.json().Data.Id));
    expect(rows.map((row) => row.slot).sort()).toEqual([0, 1, 2, 3]);
  });
});

describe('POST /api/app/contract/preview', () => {
  it('checks review in order, with the review wording of each screen', async () => {
    const commencement = await preview(owner, saveRequest(projectId, contractForm({ CommencementDate: '' })));
    expect(commencement.json().Content).toBe(en.contractCommencementRequiredReview);
    const noTotal = contractForm({
      Payment: { ...contractForm().Payment, TotalCost: 0, Deposit: 0, Terms: [] },
    });
    expect((await preview(owner, saveRequest(projectId, noTotal))).json().Content).toBe(
      en.paymentTermsRequired,
    );
    const sub = saveRequest(projectId, noTotal, { Type: 0, PartyBId: subcontractorId });
    expect((await preview(owner, sub)).json().Content).toBe(en.paymentTotalCostRequired);
    const remaining = contractForm({
      Payment: { ...contractForm().Payment, Terms: [{ Name: ontarioDay(20), Amount: 4000 }] },
    });
    expect((await preview(owner, saveRequest(projectId, remaining))).json().Content).toBe(
      en.paymentRemainingNotZero,
    );
    const early = contractForm({
      Payment: { ...contractForm().Payment, Terms: [{ Name: ontarioDay(5), Amount: 9000 }] },
    });
    expect((await preview(owner, saveRequest(projectId, early))).json().Content).toBe(
      en.paymentCommencementAfterPayment,
    );
    const lateExpiry = await preview(
      owner,
      saveRequest(projectId, contractForm(), { ExpiredTime: ontarioDay(10) }),
    );
    expect(lateExpiry.json().Content).toBe(
      formatMessage(en.contractExpiryOutOfRange, { min: ontarioDay(0), max: ontarioDay(9) }),
    );
  });

  it('answers the contract rendered as HTML, with every party and payment line', async () => {
    const answer = await preview(owner, saveRequest(projectId));
    expect(answer.statusCode, answer.body).toBe(200);
    const html: string = answer.json().Data.Body;
    for (const text of ['Tremblay Renovations', 'Hélène Côté', '$4,000.00', '$5,000.00', 'Warranty.']) {
      expect(html).toContain(text);
    }
    expect(html).not.toMatch(/<script/i);
  });
});

describe('the other builder calls', () => {
  it('answers the expiry of an offer for a commencement date, in the contractor’s province', async () => {
    const answer = await call(owner, 'GET', `/api/app/contract/getexpiredtime?date=${ontarioDay(10)}`);
    expect(answer.json().Data).toBe(ontarioDay(9));
    const far = await call(owner, 'GET', `/api/app/contract/getexpiredtime?date=${ontarioDay(200)}`);
    expect(far.json().Data).toBe(ontarioDay(30));
    expect((await call(owner, 'GET', '/api/app/contract/getexpiredtime?date=2026-02-30')).statusCode).toBe(
      400,
    );
  });

  it('offers the client terms to a client contract (term type 0) and the sub-contractor terms for type 1', async () => {
    const client = (await call(owner, 'GET', '/api/app/term/readlist?type=0')).json().Data;
    const sub = (await call(owner, 'GET', '/api/app/term/readlist?type=1')).json().Data;
    expect(client[0].Text).toContain('The Contractor will supply');
    expect(sub[0].Text).toContain('The Sub-Contractor will perform');
    expect(client[0]).toEqual({ Text: expect.any(String), Video: '' });
  });

  it('lists only the caller’s contracts, and the service types and categories', async () => {
    const mine = (await call(owner, 'GET', '/api/app/contract/readlist')).json().Data;
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((row: { ProjectId: string }) => row.ProjectId === projectId)).toBe(true);
    expect((await call(other, 'GET', '/api/app/contract/readlist')).json().Data).toEqual([]);
    expect((await call(owner, 'GET', '/api/app/servicetype/readlist')).json().Data[0]).toEqual({
      Id: 1,
      Name: 'Renovation',
    });
    expect((await call(owner, 'GET', '/api/app/category/readlist')).json().Data.length).toBeGreaterThan(5);
  });

  it('downloads a saved contract as a PDF', async () => {
    const id = (await saveDraft(owner, saveRequest(projectId))).json().Data.Id;
    const answer = await call(owner, 'GET', `/api/app/contract/pdf?id=${id}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="contract-\d+\.pdf"$/);
    expect(answer.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const previewed = await call(owner, 'POST', '/api/app/contract/previewpdf', saveRequest(projectId));
    expect(previewed.statusCode).toBe(200);
    expect(previewed.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('another contractor', () => {
  it('gets 404 for the contract, its PDF, an edit or a preview of it, and changes nothing', async () => {
    const id = (await saveDraft(owner, saveRequest(projectId))).json().Data.Id;
    expect((await call(other, 'GET', `/api/app/contract/read?id=${id}`)).statusCode).toBe(404);
    expect((await call(other, 'GET', `/api/app/contract/pdf?id=${id}`)).statusCode).toBe(404);
    const edit = await saveDraft(
      other,
      saveRequest(projectId, contractForm({ ScopeOfServices: 'Mine now' }), { Id: id }),
    );
    expect(edit.statusCode).toBe(404);
    const onTheirProject = await saveDraft(other, saveRequest(projectId));
    expect(onTheirProject.statusCode).toBe(404);
    expect((await preview(other, saveRequest(projectId))).statusCode).toBe(404);
    const pdfOfTheirs = await call(
      other,
      'POST',
      '/api/app/contract/previewpdf',
      saveRequest(projectId, contractForm(), { Id: id }),
    );
    expect(pdfOfTheirs.statusCode).toBe(404);
    const read = (await call(owner, 'GET', `/api/app/contract/read?id=${id}`)).json().Data;
    expect(read.Data.ScopeOfServices).toBe(contractForm().ScopeOfServices);
    expect(await countContracts(other.id)).toBe(0);
  });

  it('cannot take another contractor’s draft key', async () => {
    const body = saveRequest(projectId, contractForm(), { Token: 'shared-key' });
    const mine = (await saveDraft(owner, body)).json().Data.Id;
    const { projectId: theirProject } = await projectWithParties(t, other);
    const theirs = await saveDraft(other, { ...body, ProjectId: theirProject });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().Data.Id).not.toBe(mine);
  });
});

describe('a schedule the server cannot read', () => {
  it('names the schedule to attach again, instead of failing the download', async () => {
    const broken = await uploadAs(t, owner, pdfOfSize(2048), 'broken.pdf');
    const request = { ...saveRequest(projectId), Attachments: [{ title: 'Plans', file: broken }] };
    const answer = await call(owner, 'POST', '/api/app/contract/previewpdf', request);
    expect(answer.statusCode).toBe(422);
    expect(answer.json().Content).toBe(
      formatMessage(en.contractScheduleUnreadable, { schedule: 'Schedule A — Plans' }),
    );
  });
});
