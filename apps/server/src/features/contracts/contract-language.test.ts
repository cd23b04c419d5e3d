import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fr, translate } from '@tradepact/shared';
import {
  acceptEula,
  callAs,
  projectWithParties,
  saveBusinessProfile,
  saveRequest,
} from '../../../test/contractor.js';
import { eventually, nextSigningKey, outboxFor, signWithKey } from '../../../test/signing.js';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app.js';
import { outboxMessages } from '../../db/schema/index.js';

let t: TestApp;
let owner: TestUser;
const clientEmail = 'helene@example.com';

/** The text of a PDF, as pdftotext reads it. */
function pdfText(bytes: Buffer): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'tp-lang-')), 'contract.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createUser('english.contractor@example.com', 'special');
  await saveBusinessProfile(t, owner);
  await acceptEula(t, owner);
});
afterAll(() => t.close());

describe("a contract's language", () => {
  it("is its client's: an English contractor's French-reading client gets a French contract and email, while the contractor's own notice stays English", async () => {
    // An Ontario project whose client reads French.
    const { projectId } = await projectWithParties(t, owner, { Language: 'fr' });

    // The contractor's review, from an English page, shows the French the client will read.
    const review = await callAs(t, owner, 'POST', '/api/app/contract/preview', saveRequest(projectId));
    expect(review.statusCode, review.body).toBe(200);
    expect(review.json().Data.Body.toUpperCase()).toContain(fr.documentPaymentHeading.toUpperCase());

    const sent = await callAs(t, owner, 'POST', '/api/app/contract/create', {
      ...saveRequest(projectId),
      Token: crypto.randomUUID(),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const contractId = sent.json().Data.Id as string;

    const business = (await callAs(t, owner, 'GET', '/api/app/business/read')).json().Data.Name as string;
    const request = await eventually(
      async () =>
        (await outboxFor(t, clientEmail)).find(
          (message) => message.subject === translate('fr', 'signEmailRequestSubject', { business }),
        ),
      'the French signing email',
    );
    expect(request.text).toContain('Signature?key=');

    const original = await callAs(t, owner, 'GET', `/api/app/contract/pdf?id=${contractId}&kind=original`);
    expect(original.statusCode).toBe(200);
    const text = pdfText(original.rawPayload);
    expect(text.toUpperCase()).toContain(fr.documentPaymentHeading.toUpperCase());
    expect(text).toMatch(/\d[\d\u00a0 ]*,\d\d\s\$/);
    expect(text).toContain('613 555-0199');

    const key = await nextSigningKey(t, clientEmail, contractId);
    // The signing page shows what is signed, in its language, whatever the reader's browser says.
    const page = await t.app.inject({
      url: `/api/app/contract/preview3?code=${key}`,
      headers: { 'accept-language': 'en-CA' },
    });
    expect(page.json().Data.Language).toBe('fr');
    expect(page.json().Data.Body.toUpperCase()).toContain(fr.documentPaymentHeading.toUpperCase());
    expect((await signWithKey(t, key, { 'accept-language': 'fr-CA' })).statusCode).toBe(200);
    // The notices to the contractor, whose account reads English, wherever they go.
    const notices = await eventually(async () => {
      const rows = await t.services.database.db
        .select()
        .from(outboxMessages)
        .where(like(outboxMessages.subject, '%Hélène Côté%'));
      return rows.length >= 2 ? rows : undefined;
    }, "the contractor's notices");
    expect(notices.map((notice) => notice.subject).sort()).toEqual([
      'Hélène Côté opened contract No. 1',
      'Hélène Côté signed contract No. 1',
    ]);
  });
});
