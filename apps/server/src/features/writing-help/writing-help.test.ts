import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import pino from 'pino';
import { eq } from 'drizzle-orm';
import { en, writingHelpApi } from '@tradepact/shared';
import { users } from '../../db/schema/index.js';
import { startOpenAiServer, type LocalOpenAiServer } from '../../../test/openai-server.js';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app.js';
import { improvePrompt, spellCheckPrompt } from './prompts.js';
import { writingHelpService } from './writing-help.service.js';
import { openAiModel } from './writing-model.js';

const apiKey = 'sk-test-5f1c2a9e-never-shown';
let provider: LocalOpenAiServer;
let t: TestApp;
let me: TestUser;

const post = (who: TestUser | undefined, path: string, payload: object) =>
  t.app.inject({ method: 'POST', url: path, headers: who?.headers ?? {}, payload });
const improve = (who: TestUser | undefined, text: string, kind = 'scope', language?: string) =>
  post(who, writingHelpApi.improve.path, { text, kind, language });
const spellCheck = (who: TestUser | undefined, text: string, language?: string) =>
  post(who, writingHelpApi.spellCheck.path, { text, language });
const systemPrompt = () => provider.requests[0]?.body.messages?.[0]?.content;

beforeAll(async () => {
  provider = await startOpenAiServer();
  t = await createTestApp({
    AI_API_KEY: apiKey,
    AI_BASE_URL: provider.url,
    AI_MODEL: 'test-model',
    AI_TIMEOUT_MS: '300',
  });
  me = await t.createUser();
});
afterAll(async () => {
  await t.close();
  await provider.close();
});
beforeEach(() => {
  provider.requests.length = 0;
  provider.reply(() => ({ content: '<p>Better words.</p>' }));
});

describe('writing help with a provider', () => {
  it('offers improve and spell check', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: writingHelpApi.options.path,
      headers: me.headers,
    });
    expect(answer.json().Data).toEqual({ Improve: true, SpellCheck: true });
  });

  it('sends the model, temperature 1.3, the improve prompt and the text alone, with the key', async () => {
    const text = '<p>Instal new kitchen cabnets, $4,500, done by 2026-06-01.</p>';
    const answer = await improve(me, text, 'clause');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().Data).toEqual({ Text: '<p>Better words.</p>' });
    const [sent] = provider.requests;
    expect(sent?.path).toBe('/v1/chat/completions');
    expect(sent?.headers.authorization).toBe(`Bearer ${apiKey}`);
    expect(sent?.body.model).toBe('test-model');
    expect(sent?.body.temperature).toBe(1.3);
    expect(sent?.body.messages).toEqual([
      { role: 'system', content: improvePrompt('clause', 'en') },
      { role: 'user', content: text },
    ]);
    expect(improvePrompt('clause', 'en')).toMatch(/amount.*date/);
  });

  it('sends the spell-check prompt asking for red marks, and passes the marks on', async () => {
    provider.reply(() => ({ content: 'We <span style="color:red">receive</span> it.' }));
    const answer = await spellCheck(me, 'We recieve it.');
    expect(answer.json().Data).toEqual({ Text: 'We <span style="color:red">receive</span> it.' });
    expect(provider.requests[0]?.body.messages).toEqual([
      { role: 'system', content: spellCheckPrompt('en') },
      { role: 'user', content: 'We recieve it.' },
    ]);
    expect(spellCheckPrompt('en')).toContain('<span style="color:red">');
  });

  it("asks for the answer in the contract's French when the builder says the contract is French", async () => {
    const text = '<p>Pose de gypse au sous-sol.</p>';
    expect((await improve(me, text, 'clause', 'fr')).statusCode).toBe(200);
    expect(provider.requests[0]?.body.messages).toEqual([
      { role: 'system', content: improvePrompt('clause', 'fr') },
      { role: 'user', content: text },
    ]);
    expect(improvePrompt('clause', 'fr')).toContain('Canadian French');
    expect(improvePrompt('clause', 'fr')).toContain('Réponds en français canadien');
    expect(improvePrompt('clause', 'fr')).not.toContain('Canadian English');

    provider.requests.length = 0;
    expect((await spellCheck(me, 'Pose de gypse.', 'fr')).statusCode).toBe(200);
    expect(systemPrompt()).toBe(spellCheckPrompt('fr'));
    expect(spellCheckPrompt('fr')).toMatch(/proofreader of Canadian French.*\n[\s\S]*Réponds en français/);
  });

  it("answers in the text's own language when its words clearly say, whatever the page said", async () => {
    const french = "L'entrepreneur fournit les matériaux et la main-d'œuvre pour la pose du plancher.";
    expect((await improve(me, french, 'scope', 'en')).statusCode).toBe(200);
    expect(systemPrompt()).toBe(improvePrompt('scope', 'fr'));

    provider.requests.length = 0;
    const english = 'The contractor supplies all the materials and the labour for the new floor.';
    expect((await spellCheck(me, english, 'fr')).statusCode).toBe(200);
    expect(systemPrompt()).toBe(spellCheckPrompt('en'));
  });

  it("falls back to the account's language when neither the page nor the text says", async () => {
    const french = await t.createUser();
    await t.services.database.db.update(users).set({ language: 'fr' }).where(eq(users.id, french.id));
    expect((await spellCheck(french, 'Peinture du salon')).statusCode).toBe(200);
    expect(systemPrompt()).toBe(spellCheckPrompt('fr'));

    provider.requests.length = 0;
    expect((await spellCheck(me, 'Peinture du salon')).statusCode).toBe(200);
    expect(systemPrompt()).toBe(spellCheckPrompt('en'));
  });

  it('refuses a language we do not write, before calling the provider', async () => {
    const answer = await spellCheck(me, 'Paint the deck.', 'de');
    expect(answer.statusCode).toBe(400);
    expect(provider.requests).toHaveLength(0);
  });

  it('strips script, event handlers and javascript: links from the answer; the red mark survives', async () => {
    provider.reply(() => ({
      content:
        '<p onclick="steal()"><span style="color:red">Receive</span><script>fetch("/x")</script> <a href="javascript:alert(1)">now</a></p>',
    }));
    const answer = await spellCheck(me, '<p>Recieve now</p>');
    expect(answer.json().Data.Text).toBe('<p><span style="color:red">Receive</span> now</p>');
  });

  it.each([
    ['an error status', () => ({ status: 500 })],
    ['no answer before the timeout', () => ({ hang: true as const })],
    ['an empty answer', () => ({ content: '' })],
    ['an answer with nothing left once sanitised', () => ({ content: '<script>alert(1)</script>' })],
  ])('answers the spec message on %s, naming neither the key nor the text', async (_case, reply) => {
    provider.reply(reply);
    const answer = await improve(me, 'Paint the deck.');
    expect(answer.statusCode).toBe(502);
    expect(answer.json()).toMatchObject({ Content: en.aiSuggestionsFailed, Code: 'aiSuggestionsFailed' });
    expect(answer.body).not.toContain(apiKey);
  });

  it('refuses a text over 5,000 words before calling the provider', async () => {
    const answer = await improve(me, 'word '.repeat(5_001));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().Code).toBe('writingHelpTooLong');
    expect(provider.requests).toHaveLength(0);
  });

  it('asks a visitor to sign in', async () => {
    expect((await improve(undefined, 'Paint the deck.')).statusCode).toBe(401);
    expect((await spellCheck(undefined, 'Paint the deck.')).statusCode).toBe(401);
    expect(provider.requests).toHaveLength(0);
  });
});

describe('the log of a provider failure', () => {
  it('names the failure and its status, never the key, the text or what the provider quoted', async () => {
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const settings = t.services.config.writingHelp;
    if (!settings.provider) throw new Error('the test app has a provider');
    const service = writingHelpService(t.services.database.db, settings, openAiModel(settings.provider));
    provider.reply(() => ({ status: 401, message: `Incorrect API key provided: ${apiKey}` }));

    await expect(
      service.improve(me.id, 'Secret scope of the Smith job.', 'scope', undefined, log),
    ).rejects.toMatchObject({
      status: 502,
      messageKey: 'aiSuggestionsFailed',
    });
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({ provider: { status: 401 } });
    expect(lines[0]).not.toContain(apiKey);
    expect(lines[0]).not.toContain('Smith');
  });
});
