import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { documentLookupsPerMinute } from './signing.routes.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const lookUp = (code: string) => t.app.inject({ url: `/api/site/document?code=${code}` });

describe('GET /api/site/document', () => {
  it(`answers 429 to an address past ${documentLookupsPerMinute} look-ups a minute`, async () => {
    for (let index = 0; index < documentLookupsPerMinute; index++) {
      expect((await lookUp(`UNKNOWN${index}`)).statusCode).not.toBe(429);
    }
    const refused = await lookUp('UNKNOWNLAST');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ Type: 429, Code: 'commonTooManyRequests' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
