import type pg from 'pg';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics, type Metric } from 'prom-client';
import { RequestHistogram } from './request-histogram.js';
import type { Transport } from '../notify/message.js';
import type { JobHandler } from '../jobs/job.js';

/** What the metrics read of the job queue on each scrape. */
export interface QueueDepth {
  job: string;
  queued: number;
  active: number;
  /** Failed for good and still kept by the queue (a rolling count of recent failures). */
  failed: number;
}

/** What a scrape reads at that moment rather than counting as it happens. */
export interface ScrapedSources {
  pool: Pick<pg.Pool, 'totalCount' | 'idleCount' | 'waitingCount'>;
  queueDepths(): Promise<QueueDepth[]>;
}

export type MessageChannel = 'email' | 'sms';

/**
 * The server's Prometheus metrics, in a registry of their own (prom-client's global one would be
 * shared by every app a test process builds). Each instrumentation point is one call.
 */
export interface Metrics {
  readonly registry: Registry;
  /** An answered request, labelled by its route pattern (never the URL, which holds ids and keys). */
  requestAnswered(method: string, route: string, status: number, seconds: number): void;
  /** A run of a contract's seal that finished. */
  sealed(durationMs: number): void;
  /** The handler, counting each failed run under the job's name. */
  countingFailures<P>(job: string, handler: JobHandler<P>): JobHandler<P>;
  /** The transport, counting each message it sent or failed to send. */
  countingMessages<M>(channel: MessageChannel, transport: Transport<M>): Transport<M>;
  /** Reads the pool and the queue at each scrape. */
  watch(sources: ScrapedSources): void;
}

const prefix = 'tradepact_';

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix });
  const labels = ['method', 'route', 'status'] as const;
  const requestSecondsName = `${prefix}http_request_duration_seconds`;
  const requestSeconds = new RequestHistogram(
    requestSecondsName,
    'Time to answer a request, by method, route pattern and status',
    [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  );
  registry.registerMetric(requestSeconds as unknown as Metric);
  const answeredCount = `${requestSecondsName}_count`;
  new Counter({
    name: `${prefix}http_requests_total`,
    help: 'Requests answered, by method, route pattern and status',
    labelNames: labels,
    registers: [registry],
    // The histogram's counts, read at each scrape: an answer is recorded once, not in both (each
    // record works out its labels' key, a third of the metrics' cost per request; bench/run.mjs).
    async collect() {
      this.reset();
      for (const { metricName, labels: series, value } of (await requestSeconds.get()).values) {
        if (metricName === answeredCount) this.inc(series, value);
      }
    },
  });
  const jobFailures = new Counter({
    name: `${prefix}job_failures_total`,
    help: 'Job runs that failed (each is retried by its policy until its last try), by job',
    labelNames: ['job'],
    registers: [registry],
  });
  const sealSeconds = new Histogram({
    name: `${prefix}seal_duration_seconds`,
    help: 'Seal runs of signed contracts that finished, and their duration',
    buckets: [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  const messages = new Counter({
    name: `${prefix}messages_total`,
    help: 'Emails and text messages handed to the transport, by channel and outcome (sent, failed)',
    labelNames: ['channel', 'outcome'],
    registers: [registry],
  });
  const sources: { current?: ScrapedSources } = {};
  new Gauge({
    name: `${prefix}db_pool_connections`,
    help: 'Database pool connections: total open, idle, and requests waiting for one',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const pool = sources.current?.pool;
      if (!pool) return;
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
  new Gauge({
    name: `${prefix}queue_jobs`,
    help: 'Jobs in the queue by job and state (queued, active, failed and still kept)',
    labelNames: ['job', 'state'],
    registers: [registry],
    async collect() {
      if (!sources.current) return;
      this.reset();
      for (const depth of await sources.current.queueDepths()) {
        this.set({ job: depth.job, state: 'queued' }, depth.queued);
        this.set({ job: depth.job, state: 'active' }, depth.active);
        this.set({ job: depth.job, state: 'failed' }, depth.failed);
      }
    },
  });
  const counted = (channel: MessageChannel, outcome: 'sent' | 'failed') => messages.inc({ channel, outcome });

  return {
    registry,
    requestAnswered(method, route, status, seconds) {
      requestSeconds.observe(method, route, status, seconds);
    },
    sealed(durationMs) {
      sealSeconds.observe(durationMs / 1000);
    },
    countingFailures(job, handler) {
      return async (payload, run) => {
        try {
          await handler(payload, run);
        } catch (error) {
          jobFailures.inc({ job });
          throw error;
        }
      };
    },
    countingMessages(channel, transport) {
      return {
        name: transport.name,
        async send(message, jobId) {
          try {
            await transport.send(message, jobId);
          } catch (error) {
            counted(channel, 'failed');
            throw error;
          }
          counted(channel, 'sent');
        },
      };
    },
    watch(scraped) {
      sources.current = scraped;
    },
  };
}
