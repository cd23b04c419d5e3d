import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.js';
import { clientForm } from '../../test/contact-forms.js';

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  user = await t.createUser();
});
afterAll(() => t.close());

const refusal = (field: string) =>
  `Please check the field ${field}: it contains a character that is not allowed.`;

/** PostgreSQL refuses U+0000 in text, so it must be refused before any handler reads the request. */
describe('a NUL character', () => {
  it('in a query value answers 400 naming the field', async () => {
    const response = await t.app.inject({ url: '/api/app/address/suggest?q=a%00b', headers: user.headers });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      Type: 400,
      Content: refusal('q'),
      Data: null,
      Code: 'commonInvalidCharacter',
    });
  });

  it('in a JSON text field answers 400 naming the field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/app/client/create',
      headers: user.headers,
      payload: clientForm({ FirstName: 'Ma\u0000rie' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().Content).toBe(refusal('FirstName'));
  });

  it('deep inside a JSON body names the path to it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/app/client/create',
      headers: user.headers,
      payload: clientForm({ Name: [{ FirstName: 'Ann', LastName: 'Lee\u0000' }] }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().Content).toBe(refusal('Name.0.LastName'));
  });

  it('in a JSON key answers 400 too', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { account: 'a@example.com', password: 'x', 'pass\u0000word': 'y' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().Content).toBe(refusal('pass\\0word'));
  });

  it('in a sign-in field answers 400, not a server error', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { account: 'a\u0000@example.com', password: 'Renov8tion!' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().Content).toBe(refusal('account'));
  });
});
