import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fr } from '@tradepact/shared';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { rawRequestLanguage } from './error-handler.js';

let t: TestApp;
let address: URL;
beforeAll(async () => {
  t = await createTestApp();
  address = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' }));
});
afterAll(() => t.close());

const french = { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' };

/** Raw bytes over a socket (inject never meets Node's HTTP parser): the answer's status line and body. */
function sendRaw(bytes: string) {
  return new Promise<{ statusLine: string; body: { Content: string; Code: string } }>((resolve, reject) => {
    const socket = net.connect(Number(address.port), address.hostname, () => socket.write(bytes));
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('end', () =>
      resolve({
        statusLine: text.slice(0, text.indexOf('\r\n')),
        body: JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4)),
      }),
    );
    socket.on('error', reject);
  });
}

describe('a refusal in the visitor’s language', () => {
  it('answers a French browser’s malformed query in French', async () => {
    const { headers } = await t.createUser();
    const response = await t.app.inject({
      url: '/api/app/project/readpage?status=abc',
      headers: { ...headers, ...french },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      Content: 'Veuillez vérifier la valeur de status\u00a0: cette page ne peut pas l’accepter.',
      Code: 'commonInvalidValue',
    });
  });

  it('answers in the language the visitor chose over their browser’s', async () => {
    const chosen = await t.app.inject({ url: '/api/nothing', headers: { ...french, cookie: 'lang=en' } });
    expect(chosen.json().Content).toBe('Not found');
    const browser = await t.app.inject({ url: '/api/nothing', headers: french });
    expect(browser.json().Content).toBe(fr.commonNotFound);
  });

  it('answers a request Node refused in the language its arrived headers name', async () => {
    const tooLarge = await sendRaw(
      `GET / HTTP/1.1\r\nHost: x\r\nAccept-Language: fr-CA\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(tooLarge.statusLine).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(tooLarge.body).toMatchObject({ Code: 'commonHeadersTooLarge', Content: fr.commonHeadersTooLarge });
    const unreadable = await sendRaw(
      'GET / HTTP/1.1\r\nHost: x\r\nCookie: lang=fr\r\nContent-Length: abc\r\n\r\n',
    );
    expect(unreadable.statusLine).toBe('HTTP/1.1 400 Bad Request');
    expect(unreadable.body.Content).toBe(fr.commonBadRequest);
  });
});

describe('rawRequestLanguage', () => {
  it('reads the cookie before Accept-Language, and English when no header arrived', () => {
    const packet = (text: string) => Buffer.from(text, 'latin1');
    expect(
      rawRequestLanguage(packet('GET / HTTP/1.1\r\nCookie: a=1; lang=en\r\nAccept-Language: fr\r\n')),
    ).toBe('en');
    expect(rawRequestLanguage(packet('GET / HTTP/1.1\r\naccept-language: fr-CA\r\n\r\n'))).toBe('fr');
    expect(rawRequestLanguage(packet(`GET /?q=${'a'.repeat(100)}`))).toBe('en');
    expect(rawRequestLanguage(undefined)).toBe('en');
  });
});
