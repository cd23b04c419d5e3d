import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app.js';
import { countStatements } from '../../../test/statements.js';

/**
 * The access cookie rides on every request of the browser, pages and their files included; only the
 * API needs to know who is calling, so only the API may pay the session lookup.
 */
let t: TestApp;
let webDir: string;
let user: TestUser;

beforeAll(async () => {
  webDir = await mkdtemp(path.join(tmpdir(), 'tp-web-'));
  await writeFile(
    path.join(webDir, 'index.html'),
    '<html><head></head><body><div id="root"></div></body></html>',
  );
  await mkdir(path.join(webDir, 'assets'));
  await writeFile(path.join(webDir, 'assets', 'app-1a2b3c.js'), 'console.log("app");');
  t = await createTestApp({ WEB_DIST_DIR: webDir });
  user = await t.createUser();
});
afterAll(async () => {
  await t.close();
  await rm(webDir, { recursive: true, force: true });
});

const withAccessCookie = (url: string) =>
  t.app.inject({ url, cookies: { tp_access: user.tokens.AccessToken } });

describe('a request carrying a valid access cookie', () => {
  it('runs no database statement for a file of the web app', async () => {
    const { result, count } = await countStatements(t, () => withAccessCookie('/assets/app-1a2b3c.js'));
    expect(result.statusCode).toBe(200);
    expect(count).toBe(0);
  });

  it('runs no database statement for a page (the app shell)', async () => {
    const { result, count } = await countStatements(t, () => withAccessCookie('/MyProjects'));
    expect(result.statusCode).toBe(200);
    expect(result.body).toContain('<div id="root">');
    expect(count).toBe(0);
  });

  it('is still the signed-in user on the API', async () => {
    const { result, count } = await countStatements(t, () => withAccessCookie('/api/auth/userinfo'));
    expect(result.statusCode).toBe(200);
    expect(result.json().Data.Id).toBe(user.id);
    expect(count).toBeGreaterThan(0);
  });
});
