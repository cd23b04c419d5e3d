import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '@tradepact/shared';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app.js';
import { defaultTermsVersion2 } from './default-terms-v2.js';
import { defaultTermsVersion3 } from './default-terms-v3.js';
import { endAnnouncement, publishAnnouncement, publishDefaultTerms, publishEula } from './publish.js';

let t: TestApp;
let user: TestUser;

const call = (method: 'GET' | 'POST', url: string, who: TestUser = user, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: { ...who.headers, 'user-agent': 'vitest' }, payload });
/** A call from a page shown in French (the account's language once signed in, or the visitor's pick). */
const callInFrench = (
  method: 'GET' | 'POST',
  url: string,
  who: TestUser,
  payload?: Record<string, unknown>,
) =>
  t.app.inject({
    method,
    url,
    headers: { ...who.headers, cookie: 'lang=fr', 'user-agent': 'vitest' },
    payload,
  });

beforeAll(async () => {
  t = await createTestApp({ PRODUCT_NAME: 'BuildRight' });
  user = await t.createUser();
});
afterAll(() => t.close());

describe('the End User License Agreement', () => {
  it('is due until accepted, then records who accepted which version, when and from where', async () => {
    const before = (await call('GET', '/api/app/eula/read')).json().Data;
    expect(before).toMatchObject({ Version: 3, Accepted: false, AcceptedDate: null });
    expect(before.Content).toContain('BuildRight End User License Agreement');

    expect((await call('POST', '/api/app/eula/accept', user, { Version: 3 })).statusCode).toBe(200);
    expect((await call('POST', '/api/app/eula/accept', user, { Version: 3 })).statusCode).toBe(200);

    const after = (await call('GET', '/api/app/eula/read')).json().Data;
    expect(after.Accepted).toBe(true);
    expect(after.AcceptedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const rows = await t.services.database.pool.query(
      'select version, ip, user_agent from content_acceptances where user_id = $1 and kind = $2',
      [user.id, 'eula'],
    );
    expect(rows.rows).toEqual([{ version: 3, ip: '127.0.0.1', user_agent: 'vitest' }]);
  });

  it('is accepted once whatever language it was read in: read and accepted in French, it is accepted in English', async () => {
    const reader = await t.createUser();
    const french = (await callInFrench('GET', '/api/app/eula/read', reader)).json().Data;
    expect(french).toMatchObject({ Version: 3, Accepted: false });
    expect(french.Content).toContain('Contrat de licence d’utilisateur final de BuildRight');

    expect((await callInFrench('POST', '/api/app/eula/accept', reader, { Version: 3 })).statusCode).toBe(200);
    const english = (await call('GET', '/api/app/eula/read', reader)).json().Data;
    expect(english).toMatchObject({ Version: 3, Accepted: true });
    expect(english.Content).toContain('BuildRight End User License Agreement');
    // Accepting the English text too records nothing more: it is the same version.
    expect((await call('POST', '/api/app/eula/accept', reader, { Version: 3 })).statusCode).toBe(200);
    const rows = await t.services.database.pool.query(
      'select version from content_acceptances where user_id = $1 and kind = $2',
      [reader.id, 'eula'],
    );
    expect(rows.rows).toEqual([{ version: 3 }]);
  });

  it('is due again when a new version is published, and refuses accepting a version not in force', async () => {
    const version = await publishEula(
      t.services.database.db,
      '<h2>Version two</h2><script>alert(1)</script>',
    );
    const read = (await call('GET', '/api/app/eula/read')).json().Data;
    expect(read).toMatchObject({ Version: version, Accepted: false, Content: '<h2>Version two</h2>' });

    const stale = await call('POST', '/api/app/eula/accept', user, { Version: version - 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().Content).toBe(en.contentChanged);
    expect((await call('GET', '/api/app/eula/read')).json().Data.Accepted).toBe(false);

    expect((await call('POST', '/api/app/eula/accept')).statusCode).toBe(200);
    expect((await call('GET', '/api/app/eula/read')).json().Data.Accepted).toBe(true);
  });

  it("is recorded per user: one user's acceptance is not another's", async () => {
    const other = await t.createUser();
    expect((await call('GET', '/api/app/eula/read', other)).json().Data.Accepted).toBe(false);
  });
});

describe('the announcement', () => {
  it('is null while none is published, and accepting then is a success that records nothing', async () => {
    expect((await call('GET', '/api/app/announcement/read')).json().Data).toBeNull();
    const response = await call('POST', '/api/app/announcement/accept');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ Type: 200, Data: null });
    const rows = await t.services.database.pool.query(
      'select 1 from content_acceptances where user_id = $1 and kind = $2',
      [user.id, 'announcement'],
    );
    expect(rows.rowCount).toBe(0);
  });

  it('is due until acknowledged, and gone for everyone once the operator ends it', async () => {
    const version = await publishAnnouncement(
      t.services.database.db,
      '<p>New: payment reminders by SMS.</p>',
    );
    expect((await call('GET', '/api/app/announcement/read')).json().Data).toMatchObject({
      Version: version,
      Accepted: false,
      Content: '<p>New: payment reminders by SMS.</p>',
    });
    await call('POST', '/api/app/announcement/accept', user, { Version: version });
    expect((await call('GET', '/api/app/announcement/read')).json().Data.Accepted).toBe(true);
    const again = await call('POST', '/api/app/announcement/accept', user, { Version: version });
    expect(again.statusCode).toBe(200);

    const other = await t.createUser();
    expect((await call('GET', '/api/app/announcement/read', other)).json().Data.Accepted).toBe(false);
    expect(await endAnnouncement(t.services.database.db)).toBe(version);
    expect((await call('GET', '/api/app/announcement/read', other)).json().Data).toBeNull();
    // The other user's popup was open when it ended: its Okay still succeeds.
    const late = await call('POST', '/api/app/announcement/accept', other, { Version: version });
    expect(late.statusCode).toBe(200);
  });

  it('reads in French on a French page when it has a French text, else in English', async () => {
    const reader = await t.createUser();
    const version = await publishAnnouncement(t.services.database.db, '<p>New: SMS reminders.</p>', {
      fr: '<p>Nouveau : rappels par texto.</p><script>x()</script>',
    });
    expect((await callInFrench('GET', '/api/app/announcement/read', reader)).json().Data).toMatchObject({
      Version: version,
      Content: '<p>Nouveau : rappels par texto.</p>',
    });
    expect((await call('GET', '/api/app/announcement/read', reader)).json().Data.Content).toBe(
      '<p>New: SMS reminders.</p>',
    );
    await callInFrench('POST', '/api/app/announcement/accept', reader, { Version: version });
    expect((await call('GET', '/api/app/announcement/read', reader)).json().Data.Accepted).toBe(true);

    await publishAnnouncement(t.services.database.db, '<p>English only.</p>');
    expect((await callInFrench('GET', '/api/app/announcement/read', reader)).json().Data.Content).toBe(
      '<p>English only.</p>',
    );
    await endAnnouncement(t.services.database.db);
  });
});

describe('the default terms change notice', () => {
  it('shows nothing to an account made after the terms in force were published', async () => {
    expect((await call('GET', '/api/app/term/changeslist')).json().Data).toEqual([]);
  });

  it('lists what changed in a new version, by type, until the user accepts it', async () => {
    const [first, second, ...rest] = defaultTermsVersion2.filter((term) => term.type === 0);
    if (!first || !second) throw new Error('the seed has client terms');
    const subcontractor = defaultTermsVersion2.filter((term) => term.type === 1);
    const version = await publishDefaultTerms(t.services.database.db, [
      { ...first, text: '<p>Payment is due within 15 days.</p>' },
      ...rest,
      { type: 0, number: 99, text: '<p>Photos of the work may be used in our portfolio.</p>', video: '' },
      ...subcontractor,
    ]);

    const changes = (await call('GET', '/api/app/term/changeslist')).json().Data;
    expect(changes).toEqual([
      expect.objectContaining({
        Type: 0,
        Number: first.number,
        Original: { Text: first.text },
        Version: version,
      }),
      expect.objectContaining({ Type: 0, Number: second.number, IsDeleted: true }),
      expect.objectContaining({ Type: 0, Number: 99, IsNew: true }),
    ]);

    const stale = await call('POST', '/api/app/term/acceptchanges', user, { Version: version - 1 });
    expect(stale.statusCode).toBe(409);
    expect((await call('POST', '/api/app/term/acceptchanges', user, { Version: version })).statusCode).toBe(
      200,
    );
    expect((await call('GET', '/api/app/term/changeslist')).json().Data).toEqual([]);
  });
});

describe('the default terms change notice in French', () => {
  it('words each change in the reader’s language, the original too', async () => {
    const db = t.services.database.db;
    await publishDefaultTerms(db, defaultTermsVersion3);
    const reader = await t.createUser();
    const [first, ...rest] = defaultTermsVersion3;
    if (!first) throw new Error('the seed has terms');
    const version = await publishDefaultTerms(db, [
      { ...first, text: '<p>Changed.</p>', translations: { fr: '<p>Modifiée.</p>' } },
      ...rest,
    ]);
    const [change] = (await callInFrench('GET', '/api/app/term/changeslist', reader)).json().Data;
    expect(change).toMatchObject({
      Version: version,
      Number: first.number,
      Text: '<p>Modifiée.</p>',
      Original: { Text: first.translations?.fr },
    });
    expect(change.Original.Text).toContain('<strong>Étendue des travaux.</strong>');
    const [english] = (await call('GET', '/api/app/term/changeslist', reader)).json().Data;
    expect(english).toMatchObject({ Text: '<p>Changed.</p>', Original: { Text: first.text } });
  });
});

describe('access', () => {
  it('refuses a visitor on every call', async () => {
    for (const [method, url] of [
      ['GET', '/api/app/eula/read'],
      ['POST', '/api/app/eula/accept'],
      ['GET', '/api/app/announcement/read'],
      ['POST', '/api/app/announcement/accept'],
      ['GET', '/api/app/term/changeslist'],
      ['POST', '/api/app/term/acceptchanges'],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode, url).toBe(401);
    }
  });
});
