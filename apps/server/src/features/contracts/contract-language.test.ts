import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en, fr, translate } from '@tradepact/shared';
import {
  acceptEula,
  callAs,
  contractForm,
  projectWithParties,
  saveBusinessProfile,
  saveRequest,
} from '../../../test/contractor.js';
import { eventually, nextSigningKey, outboxFor, signWithKey } from '../../../test/signing.js';
import { pdfText } from '../../../test/pdf-text.js';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app.js';
import { outboxMessages } from '../../db/schema/index.js';

let t: TestApp;
let owner: TestUser;
const clientEmail = 'helene@example.com';

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
    const text = pdfText(original.rawPayload, 'layout');
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
    // The sealed copy: the client's in French, the contractor's own in English.
    const completed = (language: 'en' | 'fr') =>
      translate(language, 'signEmailCompletedSubject', {
        number: translate(language, 'signEmailContractNumber', { number: 1 }),
      });
    const copyTo = (to: string, subject: string) =>
      eventually(
        async () => (await outboxFor(t, to)).find((message) => message.subject === subject),
        `the sealed copy to ${to}`,
      );
    await copyTo(clientEmail, completed('fr'));
    await copyTo('office@tremblay.example', completed('en'));
  });

  /** An Ontario project whose two clients read `languages`, the first with `firstEmail`. */
  async function projectReadIn(languages: [string, string], firstEmail: string) {
    const created = await callAs(t, owner, 'POST', '/api/app/project/create', {
      Name: 'Duplex',
      Comments: '',
      Address: '40 Elm Street',
      City: 'Ottawa',
      Province: 'Ontario',
      PostalCode: 'K1A 0B1',
      Clients: [
        { FirstName: 'Sam', LastName: 'Lee', Email: firstEmail, Phone: '6135550101', Language: languages[0] },
        {
          FirstName: 'Luc',
          LastName: 'Roy',
          Email: `luc.${firstEmail}`,
          Phone: '6135550102',
          Language: languages[1],
        },
      ],
    });
    expect(created.statusCode, created.body).toBe(200);
    return created.json().Data.Id as string;
  }
  const heading = (body: string) => body.toUpperCase();

  it("is the contractor's pick when the clients read different languages: review, PDF and sending", async () => {
    const firstEmail = 'sam.lee@example.com';
    const projectId = await projectReadIn(['en', 'fr'], firstEmail);
    const review = async (form: Record<string, unknown>) =>
      (await callAs(t, owner, 'POST', '/api/app/contract/preview', saveRequest(projectId, form))).json().Data
        .Body as string;

    // Unpicked, an Ontario project's contract is its first client's language.
    expect(heading(await review(contractForm()))).toContain(en.documentPaymentHeading.toUpperCase());
    const picked = contractForm({ Language: 'fr' });
    expect(heading(await review(picked))).toContain(fr.documentPaymentHeading.toUpperCase());

    const draft = await callAs(
      t,
      owner,
      'POST',
      '/api/app/contract/savedraft',
      saveRequest(projectId, picked),
    );
    expect(draft.statusCode, draft.body).toBe(200);
    const draftId = draft.json().Data.Id as string;
    expect(
      (await callAs(t, owner, 'GET', `/api/app/contract/read?id=${draftId}`)).json().Data.Data,
    ).toMatchObject({ Language: 'fr' });
    const pdf = await callAs(t, owner, 'GET', `/api/app/contract/pdf?id=${draftId}`);
    expect(pdf.statusCode).toBe(200);
    expect(heading(pdfText(pdf.rawPayload, 'layout'))).toContain(fr.documentPaymentHeading.toUpperCase());

    const sent = await callAs(t, owner, 'POST', '/api/app/contract/create', {
      ...saveRequest(projectId, picked),
      Token: crypto.randomUUID(),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const business = (await callAs(t, owner, 'GET', '/api/app/business/read')).json().Data.Name as string;
    // The client who reads English gets the French contract too: it is written in one language.
    await eventually(
      async () =>
        (await outboxFor(t, firstEmail)).find(
          (message) => message.subject === translate('fr', 'signEmailRequestSubject', { business }),
        ),
      'the French signing email to the English-reading client',
    );
  });

  it('is French for a Quebec consumer whatever they read, and their own for a Quebec business (Charter s. 55)', async () => {
    await saveBusinessProfile(t, owner, { RbqLicence: '5678123401', OpcPermit: '123456' });
    const quebecProject = async (IsBusiness: boolean) => {
      const created = await callAs(t, owner, 'POST', '/api/app/project/create', {
        Name: 'Condo',
        Comments: '',
        Address: '200 rue Sherbrooke',
        City: 'Montréal',
        Province: 'Quebec',
        PostalCode: 'H2X 1X8',
        Clients: [
          {
            FirstName: 'Emma',
            LastName: 'Walsh',
            Email: `emma.${String(IsBusiness)}@example.com`,
            Phone: '5145550101',
            Language: 'en',
            IsBusiness,
          },
        ],
      });
      expect(created.statusCode, created.body).toBe(200);
      return created.json().Data.Id as string;
    };
    const review = async (projectId: string) => {
      const answer = await callAs(t, owner, 'POST', '/api/app/contract/preview', saveRequest(projectId));
      expect(answer.statusCode, answer.body).toBe(200);
      return heading(answer.json().Data.Body as string);
    };
    // The consumer reads English, and is given the French first: the English is a version they may
    // expressly wish to be bound by, which the contractor's switch offers.
    expect(await review(await quebecProject(false))).toContain(fr.documentPaymentHeading.toUpperCase());
    expect(await review(await quebecProject(true))).toContain(en.documentPaymentHeading.toUpperCase());
    await saveBusinessProfile(t, owner);
  });

  it('ignores a pick once every client reads one language', async () => {
    const projectId = await projectReadIn(['en', 'en'], 'kim.park@example.com');
    const review = await callAs(
      t,
      owner,
      'POST',
      '/api/app/contract/preview',
      saveRequest(projectId, contractForm({ Language: 'fr' })),
    );
    expect(review.statusCode, review.body).toBe(200);
    expect(heading(review.json().Data.Body)).toContain(en.documentPaymentHeading.toUpperCase());
  });

  it('refuses a language the product does not speak', async () => {
    const projectId = await projectReadIn(['en', 'fr'], 'ana.silva@example.com');
    const review = await callAs(
      t,
      owner,
      'POST',
      '/api/app/contract/preview',
      saveRequest(projectId, contractForm({ Language: 'de' })),
    );
    expect(review.statusCode).toBe(400);
    expect(review.json().Content).toBe(en.languageUnknown);
  });

  it("tells the contractor that a client opened the contract in the contractor's language, not the client's page's", async () => {
    const { projectId } = await projectWithParties(t, owner, {
      FirstName: 'Étienne',
      LastName: 'Gagné',
      Email: 'etienne@example.com',
      Language: 'fr',
    });
    const sent = await callAs(t, owner, 'POST', '/api/app/contract/create', {
      ...saveRequest(projectId),
      Token: crypto.randomUUID(),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const key = await nextSigningKey(t, 'etienne@example.com', sent.json().Data.Id as string);

    // The client reads the signing page in French, as their browser asks.
    const opened = await t.app.inject({
      url: `/api/app/contract/preview3?code=${key}`,
      headers: { 'accept-language': 'fr-CA' },
    });
    expect(opened.statusCode).toBe(200);
    const notice = await eventually(async () => {
      const [row] = await t.services.database.db
        .select()
        .from(outboxMessages)
        .where(like(outboxMessages.subject, '%Étienne Gagné%'));
      return row;
    }, "the contractor's notice of the opening");
    expect(notice.subject).toMatch(/^Étienne Gagné opened contract No\. \d+$/);
  });
});
