import { describe, expect, it } from 'vitest';
import { Histogram, Registry, type Metric } from 'prom-client';
import { RequestHistogram } from './request-histogram.js';

const buckets = [0.005, 0.1, 1];
const answers: [string, string, number, number][] = [
  ['GET', '/api/site/subscriptionplans', 200, 0.001],
  ['GET', '/api/site/subscriptionplans', 200, 0.005],
  ['GET', '/api/site/subscriptionplans', 304, 0.2],
  ['POST', '/api/identity/login', 429, 3],
  ['GET', '/api/site/subscriptionplans', 200, 0.05],
];

describe('RequestHistogram', () => {
  it('writes what prom-client’s Histogram writes for the same answers', async () => {
    const ours = new Registry();
    const histogram = new RequestHistogram('answer_seconds', 'Answers', buckets);
    ours.registerMetric(histogram as unknown as Metric);
    const theirs = new Registry();
    const reference = new Histogram({
      name: 'answer_seconds',
      help: 'Answers',
      labelNames: ['method', 'route', 'status'],
      buckets,
      registers: [theirs],
    });
    for (const [method, route, status, seconds] of answers) {
      histogram.observe(method, route, status, seconds);
      reference.observe({ method, route, status: String(status) }, seconds);
    }
    expect(await ours.metrics()).toBe(await theirs.metrics());
  });

  it('starts again from nothing when reset', async () => {
    const histogram = new RequestHistogram('answer_seconds', 'Answers', buckets);
    histogram.observe('GET', '/healthz', 200, 0.001);
    histogram.reset();
    expect((await histogram.get()).values).toEqual([]);
  });
});
