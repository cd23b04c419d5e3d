import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writingHelpApi } from '@tradepact/shared';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app.js';

/** No provider configured: the local spell check, and small daily limits to reach them. */
let t: TestApp;

const post = (who: TestUser | undefined, path: string, payload: object) =>
  t.app.inject({ method: 'POST', url: path, headers: who?.headers ?? {}, payload });
const spellCheck = (who: TestUser | undefined, text: string) =>
  post(who, writingHelpApi.spellCheck.path, { text });

beforeAll(async () => {
  t = await createTestApp({ AI_CALLS_PER_DAY: '3', AI_CHARACTERS_PER_DAY: '100' });
});
afterAll(() => t.close());

describe('writing help without a provider', () => {
  it('offers the spell check only', async () => {
    const me = await t.createUser();
    const answer = await t.app.inject({
      method: 'GET',
      url: writingHelpApi.options.path,
      headers: me.headers,
    });
    expect(answer.json().Data).toEqual({ Improve: false, SpellCheck: true });
  });

  it('refuses improve as not offered, without counting it', async () => {
    const me = await t.createUser();
    const answer = await post(me, writingHelpApi.improve.path, { text: 'Paint the deck.', kind: 'scope' });
    expect(answer.statusCode).toBe(404);
    expect(answer.json().Code).toBe('writingHelpNotOffered');
    const [first, second, third] = [
      await spellCheck(me, 'a'),
      await spellCheck(me, 'b'),
      await spellCheck(me, 'c'),
    ];
    expect([first.statusCode, second.statusCode, third.statusCode]).toEqual([200, 200, 200]);
  });

  it('spell-checks with the local dictionary: "recieve" and "plywod" become "receive" and "plywood" in red', async () => {
    const me = await t.createUser();
    const answer = await spellCheck(me, '<p>We recieve the plywod.</p>');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().Data).toEqual({
      Text: '<p>We <span style="color:red">receive</span> the <span style="color:red">plywood</span>.</p>',
    });
  });

  it('spell-checks a French contract\'s text with the French dictionary: "platre" becomes "plâtre"', async () => {
    const me = await t.createUser();
    const answer = await post(me, writingHelpApi.spellCheck.path, {
      text: '<p>Réparer le platre.</p>',
      language: 'fr',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().Data).toEqual({ Text: '<p>Réparer le <span style="color:red">plâtre</span>.</p>' });
  });

  it('asks a visitor to sign in', async () => {
    expect((await spellCheck(undefined, 'Paint.')).statusCode).toBe(401);
  });
});

describe('daily limits', () => {
  it('refuses the call past the daily number with 429, which limit, and when it resets', async () => {
    const me = await t.createUser();
    for (const word of ['one', 'two', 'three']) expect((await spellCheck(me, word)).statusCode).toBe(200);
    const refused = await spellCheck(me, 'four');
    expect(refused.statusCode).toBe(429);
    const { Code, Content } = refused.json();
    expect(Code).toBe('writingHelpDailyCallsReached');
    expect(Content).toMatch(/3 times today.*midnight UTC, in \d+ h \d+ min/);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(86_400);
  });

  it("refuses a text that would pass the day's characters, while a shorter one still fits", async () => {
    const me = await t.createUser();
    expect((await spellCheck(me, 'a '.repeat(30))).statusCode).toBe(200);
    const refused = await spellCheck(me, 'a '.repeat(20) + 'a');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().Code).toBe('writingHelpDailyCharactersReached');
    expect((await spellCheck(me, 'a '.repeat(20))).statusCode).toBe(200);
  });

  it("does not count another account's calls toward mine", async () => {
    const [me, other] = [await t.createUser(), await t.createUser()];
    for (const word of ['one', 'two', 'three']) await spellCheck(other, word);
    expect((await spellCheck(other, 'four')).statusCode).toBe(429);
    expect((await spellCheck(me, 'mine')).statusCode).toBe(200);
  });

  it('lets exactly the allowed number through when calls arrive at once', async () => {
    const me = await t.createUser();
    const answers = await Promise.all(Array.from({ length: 6 }, () => spellCheck(me, 'same time')));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
  });
});
