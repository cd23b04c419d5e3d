import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let address: URL;
beforeAll(async () => {
  t = await createTestApp();
  address = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' }));
});
afterAll(() => t.close());

/** A request over a real socket (inject never meets Node's HTTP parser): its status and body. */
function send(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status?: number; type?: string; body: string }>((resolve, reject) => {
    const request = http.get(new URL(path, address), { headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode, type: response.headers['content-type'], body }),
      );
    });
    request.on('error', reject);
  });
}

const headersTooLarge = {
  Type: 431,
  Content:
    'The address or headers of this request are too long to be read. Please go back and try a shorter link.',
  Data: null,
  Code: 'commonHeadersTooLarge',
};

describe('a request Node refuses before the app sees it', () => {
  it('an over-long query string answers 431 with the envelope', async () => {
    const answer = await send(`/api/app/address/suggest?q=${'a'.repeat(20_000)}`);
    expect(answer.status).toBe(431);
    expect(answer.type).toBe('application/json; charset=utf-8');
    expect(JSON.parse(answer.body)).toEqual(headersTooLarge);
  });

  it('over-long headers answer 431 with the envelope', async () => {
    const answer = await send('/api/common/iscanadaip', { 'x-padding': 'a'.repeat(20_000) });
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toEqual(headersTooLarge);
  });

  it('bytes that are not HTTP answer 400 with the envelope', async () => {
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(address.port), address.hostname, () => {
        socket.write('NOT HTTP AT ALL\r\n\r\n');
      });
      let text = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (text += chunk));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toMatchObject({
      Type: 400,
      Code: 'commonBadRequest',
      Data: null,
    });
  });
});
