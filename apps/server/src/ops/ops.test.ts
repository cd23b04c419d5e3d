import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { eventually } from '../../test/signing.js';
import { sealContractJob } from '../features/signing/seal.job.js';

const token = 'scrape-token-0123456789';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: token });
});
afterAll(() => t.close());

const scrape = (authorization?: string) =>
  t.app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });

describe('GET /healthz', () => {
  it('answers one status word without sign-in', async () => {
    const response = await t.app.inject({ url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('ok');
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('GET /readyz', () => {
  it('answers ok while the database, migrations, queue and storage all work', async () => {
    const response = await t.app.inject({ url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('ok');
  });

  it('answers 503 with no reason when the database lacks a migration of this build', async () => {
    const db = t.services.database.db;
    const newest = `(select max(created_at) from drizzle.__drizzle_migrations)`;
    await db.execute(
      `update drizzle.__drizzle_migrations set created_at = created_at - 1 where created_at = ${newest}`,
    );
    try {
      const response = await t.app.inject({ url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.body).toBe('unavailable');
    } finally {
      await db.execute(
        `update drizzle.__drizzle_migrations set created_at = created_at + 1 where created_at = ${newest}`,
      );
    }
  });

  it('answers 503 when the job queue does not answer', async () => {
    const { queue } = t.services;
    const depths = queue.depths;
    queue.depths = () => Promise.reject(new Error('the job queue is stopped'));
    try {
      expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(503);
    } finally {
      queue.depths = depths;
    }
  });

  it('answers 503 when storage refuses writes', async () => {
    const { storage } = t.services;
    const put = storage.put;
    storage.put = () => Promise.reject(new Error('disk full'));
    try {
      expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(503);
    } finally {
      storage.put = put;
    }
  });
});

describe('GET /metrics', () => {
  it('refuses a missing or wrong token with the 401 envelope', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789', `Basic ${token}`]) {
      const response = await scrape(authorization);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ Type: 401, Code: 'commonUnauthorized' });
    }
  });

  it('counts requests by route pattern and status, never by the raw URL', async () => {
    // A query no metric's value can hold by chance (a memory size did hold '12345').
    await t.app.inject({ url: '/api/site/blog/read?id=raw-url-marker' });
    await t.app.inject({ url: '/healthz' });
    const body = (await scrape(`Bearer ${token}`)).body;
    expect(body).toMatch(/tradepact_http_requests_total\{method="GET",route="\/healthz",status="200"\} \d+/);
    expect(body).toMatch(
      /tradepact_http_request_duration_seconds_count\{method="GET",route="\/healthz",status="200"\}/,
    );
    expect(body).not.toContain('raw-url-marker');
  });

  it('counts each answer once, in the total as in the duration histogram', async () => {
    const series = '{method="GET",route="/readyz",status="200"}';
    const counted = (body: string, name: string) =>
      Number(
        body
          .split('\n')
          .find((line) => line.startsWith(`${name}${series} `))
          ?.split(' ')[1] ?? 0,
      );
    const before = (await scrape(`Bearer ${token}`)).body;
    for (let index = 0; index < 3; index++)
      expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);
    const after = (await scrape(`Bearer ${token}`)).body;
    for (const name of ['tradepact_http_requests_total', 'tradepact_http_request_duration_seconds_count']) {
      expect(counted(after, name) - counted(before, name), name).toBe(3);
    }
  });

  it('reads the database pool and the job queue at each scrape', async () => {
    const body = (await scrape(`Bearer ${token}`)).body;
    expect(body).toMatch(/tradepact_db_pool_connections\{state="total"\} \d+/);
    expect(body).toMatch(/tradepact_db_pool_connections\{state="waiting"\} 0/);
    expect(body).toMatch(/tradepact_queue_jobs\{job="notify\.email",state="queued"\} \d+/);
  });

  it('counts job failures by job, messages sent and failed, and seals with their duration', async () => {
    const { metrics } = t.services;
    const failing = metrics.countingFailures('contracts.seal', () => Promise.reject(new Error('no PDF')));
    await expect(failing({}, { id: '1', lastTry: true })).rejects.toThrow('no PDF');
    const sent: string[] = [];
    const transport = metrics.countingMessages('sms', {
      name: 'fake',
      send: async (text: string) => {
        if (text === 'fail') throw new Error('refused');
        sent.push(text);
      },
    });
    await transport.send('hello', 'job-1');
    await expect(transport.send('fail', 'job-2')).rejects.toThrow('refused');
    metrics.sealed(420);
    const body = (await scrape(`Bearer ${token}`)).body;
    expect(body).toContain('tradepact_job_failures_total{job="contracts.seal"} 1');
    expect(body).toContain('tradepact_messages_total{channel="sms",outcome="sent"} 1');
    expect(body).toContain('tradepact_messages_total{channel="sms",outcome="failed"} 1');
    expect(body).toContain('tradepact_seal_duration_seconds_count 1');
    expect(body).toContain('tradepact_seal_duration_seconds_sum 0.42');
    expect(sent).toEqual(['hello']);
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  it('answers 404, as any unknown path', async () => {
    const off = await createTestApp();
    try {
      const response = await off.app.inject({
        url: '/metrics',
        headers: { authorization: 'Bearer anything-at-all-here' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ Code: 'commonNotFound' });
    } finally {
      await off.close();
    }
  });
});

describe('the workers', () => {
  it('report sent emails, failed jobs and seal runs to the metrics', async () => {
    const own = await createTestApp({ METRICS_TOKEN: token });
    try {
      const { database, notifier, queue } = own.services;
      await database.db.transaction(async (tx) => {
        await notifier.email(tx, { to: 'ops@example.com', subject: 'Sent', text: 'Delivered.' });
        // An attachment missing from storage fails the email's run.
        await notifier.email(tx, {
          to: 'ops@example.com',
          subject: 'Failed',
          text: 'Never delivered.',
          attachments: [{ filename: 'gone.pdf', contentType: 'application/pdf', storageKey: 'gone/x.pdf' }],
        });
        await queue.enqueue(tx, sealContractJob, { contractId: randomUUID() });
      });
      const expected = [
        'tradepact_messages_total{channel="email",outcome="sent"} 1',
        'tradepact_job_failures_total{job="notify.email"}',
        'tradepact_seal_duration_seconds_count 1',
      ];
      await eventually(async () => {
        const body = (
          await own.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } })
        ).body;
        return expected.every((line) => body.includes(line)) ? body : undefined;
      }, 'the workers to report');
    } finally {
      await own.close();
    }
  });
});
