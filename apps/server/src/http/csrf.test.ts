import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestedWithHeader } from '@tradepact/shared';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.js';

let t: TestApp;
let user: TestUser;
let cookie: string;
const publicUrl = 'https://app.tradepact.example';

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: publicUrl });
  user = await t.createUser(undefined, 'special');
  cookie = `tp_access=${user.tokens.AccessToken}`;
});
afterAll(() => t.close());

const template = { Tag: 'Kitchens', Type: 1, Terms: ['<p>Warranty.</p>'] };
const createTemplate = (headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/app/customterm/create', headers, payload: template });
const templateCount = async () =>
  (await t.app.inject({ url: '/api/app/customterm/readlist', headers: user.headers })).json().Data
    .length as number;

describe('a state-changing request signed in by the access cookie alone', () => {
  it('is refused with a 403 envelope without the custom header or an Origin of this site, changing nothing', async () => {
    const before = await templateCount();
    for (const headers of <Record<string, string>[]>[
      { cookie },
      { cookie, origin: 'https://evil.example' },
      { cookie, origin: 'null' },
    ]) {
      const response = await createTemplate(headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        Type: 403,
        Content:
          'This request did not come from the pages of this site, so it was refused. Please reload the page and try again.',
        Data: null,
        Code: 'commonRequestNotFromThisSite',
      });
    }
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/app/customterm/delete',
      headers: { cookie },
      payload: [],
    });
    expect(deleted.statusCode).toBe(403);
    expect(await templateCount()).toBe(before);
  });

  it('is served with the header the pages send', async () => {
    const response = await createTemplate({ cookie, [requestedWithHeader.name]: requestedWithHeader.value });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('is served with the Origin of PUBLIC_URL or of the Host it was sent to', async () => {
    expect((await createTemplate({ cookie, origin: publicUrl })).statusCode).toBe(200);
    const sameHost = await createTemplate({
      cookie,
      host: 'tradepact.local:8080',
      origin: 'http://tradepact.local:8080',
    });
    expect(sameHost.statusCode).toBe(200);
  });

  it('may still read without either', async () => {
    const response = await t.app.inject({ url: '/api/app/customterm/readlist', headers: { cookie } });
    expect(response.statusCode).toBe(200);
  });
});

describe('a request with a Bearer token', () => {
  it('needs neither header nor Origin: the page added the token itself', async () => {
    const response = await createTemplate({ ...user.headers, cookie, origin: 'https://evil.example' });
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('a visitor without a session', () => {
  it('is not asked for the header: sign-in from another client still answers', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { account: 'nobody@example.com', password: 'Renov8tion!' },
    });
    expect(response.json().Code).not.toBe('commonRequestNotFromThisSite');
  });
});
