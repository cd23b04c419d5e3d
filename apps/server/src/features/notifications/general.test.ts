import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxMessage } from '@tradepact/shared';
import { runAdminCommand } from '../../admin/commands.js';
import { users } from '../../db/schema/index.js';
import { createActiveUser, outbox, outboxNow, userRow } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { articleText } from '../../../test/articles.js';
import { runCampaign } from './campaign.js';
import { announcementNotice } from './general-notices.js';

let t: TestApp;
const operator = { OPERATOR_NAME: 'Tradepact Inc.', OPERATOR_ADDRESS: '100 King St W, Toronto ON M5X 1A9' };
const silent = () => undefined;
const admin = (args: string[], print: (line: string) => void = silent) =>
  runAdminCommand(t.services, args, print);
const announcementFile = async (text: string) => {
  const file = path.join(t.dataDir, `${randomUUID()}.html`);
  await writeFile(file, `<p>${text}</p>`);
  return file;
};
const subject = 'News from Tradepact';
const announcementsIn = (messages: OutboxMessage[]) => messages.filter((m) => m.Subject === subject);
/** Lets the queue's workers (polling every 0.5 s) deliver anything still queued. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 2_500));
const unsubscribeLinkIn = (text: string) =>
  /Unsubscribe from these emails: (\S+)/.exec(text)?.[1] ?? 'no link';

beforeAll(async () => {
  t = await createTestApp(operator);
});
afterAll(() => t.close());

describe('announce --notify', () => {
  it('skips an account with general email off, while a transactional message still reaches it', async () => {
    const off = await createActiveUser(t, { notifyEmail: false });
    const on = await createActiveUser(t);
    await admin(['announce', await announcementFile('Spring update'), '--notify']);
    expect(announcementsIn(await outbox(t, on.email))).toHaveLength(1);

    const code = await t.app.inject({
      method: 'POST',
      url: '/api/identity/send2fa',
      payload: { account: off.email },
    });
    expect(code.statusCode).toBe(200);
    const received = await outbox(t, off.email);
    expect(received.length).toBeGreaterThan(0);
    expect(announcementsIn(received)).toEqual([]);
  });

  it('names the sender with its mailing address and links to unsubscribe, in both parts', async () => {
    const user = await createActiveUser(t);
    await admin(['announce', await announcementFile('Sender line'), '--notify']);
    const [mail] = announcementsIn(await outbox(t, user.email));
    expect(mail?.Text).toContain('Sent by Tradepact Inc., 100 King St W, Toronto ON M5X 1A9.');
    expect(mail?.Html).toContain('Sent by Tradepact Inc., 100 King St W, Toronto ON M5X 1A9.');
    expect(unsubscribeLinkIn(mail?.Text ?? '')).toMatch(/^http:\/\/localhost:\d+\/Unsubscribe\?token=/);
    expect(mail?.Html).toContain('/Unsubscribe?token=');
  });

  it('sends to a confirmed alternate address with its switch on, and not to an unconfirmed one', async () => {
    const confirmed = await createActiveUser(t, {
      alternateEmail: `alt-${randomUUID()}@example.com`,
      alternateEmailConfirmedAt: new Date(),
      notifyAlternateEmail: true,
    });
    const unconfirmed = await createActiveUser(t, {
      alternateEmail: `alt-${randomUUID()}@example.com`,
      notifyAlternateEmail: true,
    });
    const switchedOff = await createActiveUser(t, {
      alternateEmail: `alt-${randomUUID()}@example.com`,
      alternateEmailConfirmedAt: new Date(),
    });
    await admin(['announce', await announcementFile('Alternate'), '--notify']);
    const confirmedRow = await userRow(t, confirmed.id);
    expect(announcementsIn(await outbox(t, confirmed.email))).toHaveLength(1);
    expect(announcementsIn(await outbox(t, confirmedRow?.alternateEmail ?? ''))).toHaveLength(1);
    expect(announcementsIn(await outbox(t, unconfirmed.email))).toHaveLength(1);
    expect(announcementsIn(await outbox(t, switchedOff.email))).toHaveLength(1);
    await settle();
    for (const account of [unconfirmed, switchedOff]) {
      const row = await userRow(t, account.id);
      expect(await outboxNow(t, row?.alternateEmail ?? '')).toEqual([]);
    }
  });

  it('texts an account with general SMS on, ending with the opt-out line', async () => {
    const user = await createActiveUser(t, { notifySms: true });
    await admin(['announce', await announcementFile('Texts'), '--notify']);
    const [sms] = await outbox(t, user.phone);
    expect(sms?.Channel).toBe('sms');
    expect(sms?.Text).toMatch(/Sign in to read it: http:\/\/localhost:\d+\/Login\nReply STOP to opt out$/);
  });

  it('speaks each account its own language: a French account gets the email and the text in French', async () => {
    const french = await createActiveUser(t, { language: 'fr', notifySms: true });
    const english = await createActiveUser(t, { language: 'en', notifySms: true });
    await admin(['announce', await announcementFile('Bilingual'), '--notify']);

    const [mail] = (await outbox(t, french.email)).filter((m) => m.Subject === 'Des nouvelles de Tradepact');
    expect(mail?.Text).toContain('Tradepact a publié une nouvelle annonce.');
    expect(mail?.Text).toContain('Envoyé par Tradepact Inc., 100 King St W, Toronto ON M5X 1A9.');
    expect(mail?.Html).toContain('Se désabonner de ces courriels');
    expect(mail?.Html).toContain('lang="fr"');
    const [sms] = await outbox(t, french.phone);
    expect(sms?.Text).toMatch(
      /^Tradepact a publié une nouvelle annonce\. Pour la lire, connectez-vous à http:\/\/localhost:\d+\/Login\nRépondez STOP pour vous désabonner$/,
    );
    expect(announcementsIn(await outbox(t, english.email))).toHaveLength(1);
    expect((await outbox(t, english.phone))[0]?.Text).toMatch(/Reply STOP to opt out$/);
  });

  it('resumes an interrupted announce on the same version when run again, reaching nobody twice', async () => {
    const accounts = await Promise.all([1, 2, 3].map(() => createActiveUser(t)));
    const file = await announcementFile(`Batches ${randomUUID()}`);
    const lines: string[] = [];
    // The run is interrupted right after its first batch committed.
    await expect(
      admin(['announce', file, '--notify'], (line) => {
        lines.push(line);
        throw new Error('killed');
      }),
    ).rejects.toThrow('killed');
    expect(lines).toEqual([expect.stringMatching(/^Queued \d+ of \d+ accounts…$/)]);

    const again = await admin(['announce', file, '--notify'], (line) => lines.push(line));
    expect(again).toMatch(
      /^Announcement version \d+ is already in force with this text\.\nQueued general messages to \d+ opted-in accounts\.$/,
    );
    expect(await admin(['announce', file, '--notify'])).toMatch(
      /Queued general messages to 0 opted-in accounts\.$/,
    );
    for (const account of accounts) await outbox(t, account.email);
    await settle();
    for (const account of accounts) expect(announcementsIn(await outboxNow(t, account.email)).length).toBe(1);
  });

  it('queues in batches with a progress line each; resumed after a crash mid-way, it reaches each account once', async () => {
    const accounts = await Promise.all([1, 2, 3, 4, 5].map(() => createActiveUser(t)));
    const campaign = `test:${randomUUID()}`;
    const message = announcementNotice(t.services.config);
    const firstRun: [number, number][] = [];
    await expect(
      runCampaign(t.services, campaign, message, {
        batchSize: 2,
        progress: (queued, total) => {
          firstRun.push([queued, total]);
          throw new Error('killed after the first batch');
        },
      }),
    ).rejects.toThrow('killed');
    const [[firstQueued = 0, total = 0] = []] = firstRun;
    expect(firstQueued).toBe(2);

    const secondRun: [number, number][] = [];
    const rest = await runCampaign(t.services, campaign, message, {
      batchSize: 2,
      progress: (queued, pending) => secondRun.push([queued, pending]),
    });
    expect(rest).toBe(total - 2);
    expect(secondRun.length).toBe(Math.ceil(rest / 2));
    expect(secondRun.at(-1)).toEqual([rest, rest]);
    expect(await runCampaign(t.services, campaign, message, { batchSize: 2, progress: silent })).toBe(0);

    for (const account of accounts) await outbox(t, account.email);
    await settle();
    for (const account of accounts) expect(announcementsIn(await outboxNow(t, account.email)).length).toBe(1);
  });

  it('refuses --notify before publishing anything while the operator has no mailing address', async () => {
    const bare = await createTestApp();
    try {
      const file = path.join(bare.dataDir, 'a.html');
      await writeFile(file, '<p>No address</p>');
      await expect(runAdminCommand(bare.services, ['announce', file, '--notify'])).rejects.toThrow(
        /OPERATOR_ADDRESS/,
      );
      expect(await runAdminCommand(bare.services, ['status'])).toContain('Announcement: none in force');
    } finally {
      await bare.close();
    }
  });
});

describe('article publish --notify', () => {
  it('tells opted-in accounts of a new article once, even when its file is published again', async () => {
    const reader = await createActiveUser(t, { notifySms: true });
    const declined = await createActiveUser(t, { notifyEmail: false });
    const file = path.join(t.dataDir, 'retainage.md');
    await writeFile(
      file,
      articleText({ title: 'Retainage explained', slug: 'retainage', description: 'What to hold back.' }),
    );
    const lines: string[] = [];
    const answer = await admin(['article', 'publish', file, '--notify'], (line) => lines.push(line));
    expect(answer).toMatch(
      /^Published article \d+, retainage: .*\nQueued general messages to \d+ opted-in accounts\.$/,
    );
    expect(lines.at(-1)).toMatch(/^Queued (\d+) of \1 accounts…$/);
    expect(await admin(['article', 'publish', file, '--notify'])).toMatch(/to 0 opted-in accounts\.$/);

    const emails = await outbox(t, reader.email);
    const notice = emails.filter((m) => m.Subject === 'New on the Tradepact blog: Retainage explained');
    expect(notice).toHaveLength(1);
    expect(notice[0]?.Text).toContain('What to hold back.');
    expect(notice[0]?.Text).toMatch(/Read the article:\nhttp:\/\/localhost:\d+\/Blog\/retainage/);
    const [sms] = await outbox(t, reader.phone);
    expect(sms?.Text).toMatch(
      /^Tradepact blog: Retainage explained http:\/\/localhost:\d+\/Blog\/retainage\nReply STOP to opt out$/,
    );
    await settle();
    expect(await outboxNow(t, declined.email)).toEqual([]);
  });
});

describe('unsubscribe', () => {
  const linkOf = async (email: string) => {
    const [mail] = announcementsIn(await outbox(t, email));
    return new URL(unsubscribeLinkIn(mail?.Text ?? ''));
  };

  it('turns general email off with the one-click POST of RFC 8058, without signing in, twice alike', async () => {
    const user = await createActiveUser(t);
    await admin(['announce', await announcementFile('One click'), '--notify']);
    const token = (await linkOf(user.email)).searchParams.get('token') ?? '';
    for (const attempt of [1, 2]) {
      const answer = await t.app.inject({
        method: 'POST',
        url: `/api/notifications/unsubscribe/one-click?token=${encodeURIComponent(token)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(answer.statusCode, `attempt ${attempt}`).toBe(204);
    }
    expect((await userRow(t, user.id))?.notifyEmail).toBe(false);
    expect(announcementsIn(await outboxNow(t, user.email))).toHaveLength(1);
  });

  it('turns the alternate address’s switch off from its own link, leaving the main one on', async () => {
    const user = await createActiveUser(t, {
      alternateEmail: `alt-${randomUUID()}@example.com`,
      alternateEmailConfirmedAt: new Date(),
      notifyAlternateEmail: true,
    });
    await admin(['announce', await announcementFile('Page'), '--notify']);
    const row = await userRow(t, user.id);
    const token = (await linkOf(row?.alternateEmail ?? '')).searchParams.get('token');
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/unsubscribe',
      payload: { Token: token },
    });
    expect(answer.json()).toMatchObject({ Type: 200, Data: { Switch: 'alternateEmail' } });
    expect(await userRow(t, user.id)).toMatchObject({ notifyAlternateEmail: false, notifyEmail: true });
  });

  it('changes nothing for a forged token', async () => {
    const user = await createActiveUser(t);
    const forged = [`${user.id}.email.${'A'.repeat(43)}`, `${user.id}.email`, 'not-a-token'];
    for (const token of forged) {
      const page = await t.app.inject({
        method: 'POST',
        url: '/api/notifications/unsubscribe',
        payload: { Token: token },
      });
      expect(page.json()).toMatchObject({ Type: 404, Code: 'unsubscribeTokenInvalid' });
      const oneClick = await t.app.inject({
        method: 'POST',
        url: `/api/notifications/unsubscribe/one-click?token=${encodeURIComponent(token)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(oneClick.statusCode).toBe(404);
    }
    const [row] = await t.services.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.notifyEmail).toBe(true);
  });
});

describe('the inbound SMS webhook without Twilio configured', () => {
  it('refuses every request, as no signature can be checked', async () => {
    const user = await createActiveUser(t, { notifySms: true });
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/sms/inbound',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': 'anything' },
      payload: new URLSearchParams({ From: `+1${user.phone}`, Body: 'STOP' }).toString(),
    });
    expect(answer.statusCode).toBe(403);
    expect((await userRow(t, user.id))?.notifySms).toBe(true);
  });
});
