import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { recordRetentionYears } from '@tradepact/shared';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { eulaVersions } from '../../db/schema/index.js';

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
    expect(data.Version).toBe(2);
    expect(data.Content).toContain('BuildRight End User License Agreement');
    expect(data.Content).not.toContain('{product}');
  });

  it('says in version 2 what closing an account deletes, and what it keeps for how long', async () => {
    const { Content } = (await t.app.inject({ url: '/api/site/eula' })).json().Data;
    expect(Content).toContain('<h3>10. Closing your account</h3>');
    expect(Content).toContain(`for ${recordRetentionYears} years`);
    expect(Content).not.toContain('within 90 days');
    // Version 1 stays as it was accepted.
    const [first] = await t.services.database.db
      .select()
      .from(eulaVersions)
      .where(eq(eulaVersions.version, 1));
    expect(first?.content).toContain('within 90 days');
  });
});
