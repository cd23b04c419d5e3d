import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReceiver, type WebhookReceiver } from '../../../test/webhook-receiver.js';
import { postWebhook } from './webhook-request.js';

let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => receiver?.close());

const post = (url: string, overrides: { production?: boolean; timeoutMs?: number } = {}) =>
  postWebhook({
    url: new URL(url),
    headers: { 'content-type': 'application/json' },
    body: '{"type":"webhook.test"}',
    production: overrides.production ?? false,
    timeoutMs: overrides.timeoutMs ?? 2_000,
  });

describe('one delivery request', () => {
  it('succeeds on a 2xx, with the body as given', async () => {
    receiver.answer(() => ({ status: 204 }));
    expect(await post(receiver.url('/ok'))).toEqual({ status: 204 });
    expect(receiver.to('/ok').map((one) => one.body)).toEqual(['{"type":"webhook.test"}']);
  });

  it('fails on any other answer, a redirect included, which it does not follow', async () => {
    receiver.answer((request) =>
      request.path === '/moved'
        ? { status: 301, headers: { location: receiver.url('/target') } }
        : { status: request.path === '/broken' ? 500 : 200 },
    );
    expect(await post(receiver.url('/moved'))).toEqual({ status: 301, failure: 'redirect' });
    expect(await post(receiver.url('/broken'))).toEqual({ status: 500, failure: 'status' });
    expect(receiver.to('/target')).toEqual([]);
  });

  it('gives up when the endpoint does not answer in time', async () => {
    receiver.answer(() => ({ status: 200, delayMs: 1_000 }));
    const started = Date.now();
    expect(await post(receiver.url('/slow'), { timeoutMs: 200 })).toEqual({
      status: null,
      failure: 'timeout',
    });
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('says why it could not connect', async () => {
    const closed = await startReceiver();
    const url = closed.url('/gone');
    await closed.close();
    expect(await post(url)).toEqual({ status: null, failure: 'connection', detail: 'ECONNREFUSED' });
  });

  it('in production, connects to no address inside the network, named or written', async () => {
    receiver.answer(() => ({ status: 200 }));
    const before = receiver.received.length;
    for (const url of [
      receiver.url('/inside'),
      `https://127.0.0.1:${receiver.port}/inside`,
      `https://localhost:${receiver.port}/inside`,
    ]) {
      expect(await post(url, { production: true }), url).toEqual({
        status: null,
        failure: 'addressNotAllowed',
      });
    }
    expect(receiver.received.length).toBe(before);
  });
});
