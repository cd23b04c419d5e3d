import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PRODUCT_NAME: 'BuildRight' });
});
afterAll(() => t.close());

describe('GET /api/site/eula', () => {
  it('answers the EULA in force to a visitor, naming the configured product', async () => {
    const response = await t.app.inject({ url: '/api/site/eula' });
    expect(response.statusCode).toBe(200);
    const data = response.json().Data;
    expect(data.Version).toBe(1);
    expect(data.Content).toContain('BuildRight End User License Agreement');
    expect(data.Content).not.toContain('{product}');
  });
});
