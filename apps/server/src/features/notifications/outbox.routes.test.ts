import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('GET /api/dev/outbox availability', () => {
  it('does not exist in production even with the outbox transport', async () => {
    t = await createTestApp({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40) });
    const response = await t.app.inject({ url: '/api/dev/outbox' });
    expect(response.statusCode).toBe(404);
  });
});
