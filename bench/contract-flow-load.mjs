// The whole contract flow under load (issue 27 §0): the built product (as `npm start` runs it, on the
// embedded database) and FLOWS contractors at once (50, 100 and 200 by default, each level a fresh
// batch; FLOWS=8,20 for a quick run). Each contractor, over HTTP, creates a project with a client,
// saves a contract draft, previews it and sends it; its client reads the signing link from the
// development outbox, opens it and signs; the flow ends when the contract reads Signed. Then the seal
// is checked: the stored sealed PDF hashes to the SHA-256 recorded with it, and the copy the
// contractor downloads is recognised by the public verify endpoint as this contract, Signed.
// Measured before the freeze was fixed (transaction-guard.ts, signing.service.ts): 8 at once: 24 of
// 24 in 4.5 s p50; 50, 100 and 200 at once: 0 of 350 (frozen).
//
// Every contractor and every client calls from an address of its own (X-Forwarded-For through
// TRUST_PROXY=loopback), as real ones do: the product's per-address limits (60 sends and uploads a
// minute, 300 signing-key calls) stay as they are and are not what is measured. Accounts, business
// profiles and signatures are made before each batch starts and are not timed. Prints flows per
// minute, p50/p99 per step, errors by step and status, and the server process's RSS (sampled every
// 50 ms from /proc); exits 1 when any flow did not end Signed with a valid seal.
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { addDays, todayIn } from '@tradepact/shared';
import sharp from 'sharp';
import { dist, freePort, newContractor, root } from './product.mjs';

const { sampleClauses } = await import(dist('documents/sample-contract.js'));

const levels = (process.env.FLOWS ?? '50,100,200').split(',').map((text) => Number(text.trim()));
if (levels.some((level) => !Number.isInteger(level) || level < 1)) {
  throw new Error(`FLOWS must list whole numbers of contractors, e.g. FLOWS=8,20 (got ${process.env.FLOWS})`);
}
/**
 * How long one request may take before it counts as an error (a frozen server answers nothing): two
 * minutes, or a second a flow in bigger batches, where sends queue behind each other's PDF rendering.
 */
const requestTimeoutFor = (count) =>
  Number(process.env.BENCH_REQUEST_TIMEOUT_MS ?? Math.max(120_000, count * 1_000));
let requestTimeoutMs = requestTimeoutFor(1);
/** How often the database is read for queued links and Signed contracts: the resolution of those waits. */
const pollMs = 25;
/** Accounts made at once before a batch (not timed). */
const preparing = 8;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const day = (days) => addDays(todayIn('Ontario'), days);
const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');

/** Turns on the server's /metrics, read during each batch for its pool waits and event-loop delay. */
const metricsToken = randomBytes(24).toString('hex');

/** Start-up of a new embedded cluster (initdb, migrations) takes more than a minute on a busy machine. */
const startTimeoutMs = Number(process.env.BENCH_START_TIMEOUT_MS ?? 300_000);

/**
 * The built server as spawnProduct starts it, with what this bench needs besides: its process id
 * (for its memory), every client behind its own address (TRUST_PROXY), the errors it logs (printed
 * when flows fail), and a longer start-up allowance. Joined to its database as startProduct does.
 */
async function startServer() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tp-bench-flow-'));
  const port = await freePort();
  const child = spawn(process.execPath, [dist('main.js')], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'loopback',
      METRICS_TOKEN: metricsToken,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const errors = [];
  createInterface({ input: child.stdout }).on('line', (line) => {
    let entry;
    try {
      entry = JSON.parse(line);
    } catch {
      return; // not one of the logger's lines
    }
    if (entry.level < 50) return;
    // A failed query's message is its SQL, its parameters, then the cause: group by cause and table.
    const [text, parameters] = (entry.err?.message ?? '').split('\nparams: ');
    const cause = parameters === undefined ? text : parameters.slice(parameters.indexOf(': ') + 2);
    const query = parameters === undefined ? '' : ` (${/ from "?(\w+)/.exec(text)?.[1] ?? 'a query'})`;
    errors.push(`${entry.msg}: ${cause.slice(0, 200)}${query}`);
  });
  const stop = async () => {
    if (child.exitCode === null) {
      // SIGTERM, so the server stops its PostgreSQL cluster too.
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
  };
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the product exited with ${child.exitCode}`);
    const answered = await fetch(`${base}/api/site/subscriptionplans`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) break;
    if (Date.now() > deadline) {
      await stop();
      await rm(dataDir, { recursive: true, force: true });
      throw new Error(`no answer from the product within ${startTimeoutMs / 1000} s`);
    }
    await sleep(100);
  }
  const { embeddedDirFor, openDatabase } = await import(dist('db/database.js'));
  const database = await openDatabase({
    embeddedDir: embeddedDirFor(dataDir),
    shareRunning: true,
    poolSize: 2,
  });
  return {
    base,
    dataDir,
    database,
    pid: child.pid,
    errors,
    async stop() {
      await database.close();
      await stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

const product = await startServer();
const { pool } = product.database;

/** A line of /proc/<pid>/status in bytes (VmRSS: resident now, VmHWM: the kernel's peak so far). */
async function memory(field) {
  const status = await readFile(`/proc/${product.pid}/status`, 'utf8');
  return Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)[1]) * 1024;
}
const mb = (bytes) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** Gauges of the server's /metrics: requests waiting for a pool connection, the event loop's worst delay. */
async function metricsNow() {
  const text = await fetch(`${product.base}/metrics`, {
    headers: { authorization: `Bearer ${metricsToken}` },
  }).then((response) => response.text());
  const gauge = (name) => Number(new RegExp(`^${name} ([\\d.e+-]+)$`, 'm').exec(text)?.[1] ?? 0);
  return {
    poolWaiting: gauge('tradepact_db_pool_connections\\{state="waiting"\\}'),
    // prom-client restarts this histogram at each scrape: the worst delay since the last one.
    loopDelayMs: gauge('tradepact_nodejs_eventloop_lag_max_seconds') * 1000,
  };
}

/**
 * The server while `work` runs: peak RSS sampled every 50 ms from /proc; once a second from
 * /metrics the most requests seen waiting for a pool connection and the worst event-loop delay; and
 * four times a second from pg_stat_activity the most sessions running a statement or idle in a
 * transaction (the server's pool and its queue's; the bench's own look aside).
 */
async function watchingServer(work) {
  const seen = { rss: await memory('VmRSS'), poolWaiting: 0, loopDelayMs: 0, active: 0, held: 0 };
  let watching = true;
  const sampleRss = async () => {
    while (watching) {
      seen.rss = Math.max(seen.rss, await memory('VmRSS').catch(() => 0));
      await sleep(50);
    }
  };
  const sampleMetrics = async () => {
    while (watching) {
      const now = await metricsNow().catch(() => ({ poolWaiting: 0, loopDelayMs: 0 }));
      seen.poolWaiting = Math.max(seen.poolWaiting, now.poolWaiting);
      seen.loopDelayMs = Math.max(seen.loopDelayMs, now.loopDelayMs);
      await sleep(1000);
    }
  };
  // What the server's connections are doing: busy in PostgreSQL, or held in a transaction it has not moved on.
  const sampleSessions = async () => {
    while (watching) {
      const { rows } = await pool
        .query(
          `select count(*) filter (where state = 'active')::int as active,
             count(*) filter (where state like 'idle in transaction%')::int as held
           from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
        )
        .catch(() => ({ rows: [{ active: 0, held: 0 }] }));
      seen.active = Math.max(seen.active, rows[0].active);
      seen.held = Math.max(seen.held, rows[0].held);
      await sleep(250);
    }
  };
  const samplers = [sampleRss(), sampleMetrics(), sampleSessions()];
  try {
    return { result: await work(), seen };
  } finally {
    watching = false;
    await Promise.all(samplers);
  }
}

/** A failed step: where, and the status it answered (or timeout, network, invalid). */
class StepError extends Error {
  constructor(step, status, detail) {
    super(`${step} ${status}: ${detail}`);
    this.step = step;
    this.status = status;
  }
}

let addresses = 0;
/** An address of its own for one contractor or client, 10.x.y.z. */
const nextAddress = () => {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
};

/** A call as the web app makes it from `address`; answers the envelope's Data (or the raw bytes). */
async function call(step, address, route, { json, headers = {}, bytes = false, ...init } = {}) {
  let response;
  try {
    response = await fetch(product.base + route, {
      ...init,
      headers: {
        ...headers,
        'x-forwarded-for': address,
        ...(json === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(json === undefined ? {} : { body: JSON.stringify(json) }),
      signal: AbortSignal.timeout(requestTimeoutMs),
    });
    if (!response.ok) {
      throw new StepError(step, response.status, `${route}: ${(await response.text()).slice(0, 300)}`);
    }
    return bytes ? Buffer.from(await response.arrayBuffer()) : JSON.parse(await response.text()).Data;
  } catch (error) {
    if (error instanceof StepError) throw error;
    const status = error.name === 'TimeoutError' ? 'timeout' : 'network';
    throw new StepError(step, status, `${route}: ${error.cause?.code ?? error.message}`);
  }
}

const fileForm = (content, name, type) => {
  const form = new FormData();
  form.append('file', new Blob([content], { type }), name);
  return form;
};

/** A drawn signature as the pad exports it: dark strokes on a transparent PNG. */
const signaturePng = await sharp(
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200"><path d="M20 150 C120 20 180 190 280 90 S440 40 500 140 S560 170 580 60" stroke="#000" stroke-width="6" fill="none"/></svg>',
  ),
)
  .png()
  .toBuffer();

/**
 * One database read per poll for everything waiting on it, whatever the number of flows: `lookup`
 * answers a Map of the ids it found. A wait past its deadline fails with `timeout`.
 */
function watch(step, lookup) {
  const waiting = new Map();
  let polling = false;
  async function poll() {
    polling = true;
    while (waiting.size > 0) {
      const found = await lookup([...waiting.keys()]).catch(() => new Map());
      const now = Date.now();
      for (const [id, wait] of waiting) {
        if (found.has(id)) wait.resolve(found.get(id));
        else if (now > wait.deadline) wait.reject(new StepError(step, 'timeout', `waited ${wait.ms} ms`));
        else continue;
        waiting.delete(id);
      }
      await sleep(pollMs);
    }
    polling = false;
  }
  return (id, ms) =>
    new Promise((resolve, reject) => {
      waiting.set(id, { resolve, reject, ms, deadline: Date.now() + ms });
      if (!polling) void poll();
    });
}

/** The signing link's key in the email the outbox holds for a client's address. */
const linkFor = watch('link email', async (emails) => {
  const { rows } = await pool.query(
    `select "to", text from outbox_messages where channel = 'email' and "to" = any($1::text[])`,
    [emails],
  );
  const keys = new Map();
  for (const row of rows) {
    const key = /Signature\?key=([A-Za-z0-9_-]{43})/.exec(row.text)?.[1];
    if (key) keys.set(row.to, key);
  }
  return keys;
});

/** A contract once it reads Signed, which it only does together with its stored sealed PDF. */
const sealedContract = watch('sealed', async (ids) => {
  const { rows } = await pool.query(
    `select id, sealed_pdf_key, sealed_sha256 from contracts where id = any($1::uuid[]) and status = 'Signed'`,
    [ids],
  );
  return new Map(rows.map((row) => [row.id, row]));
});

/** A new contractor on a running trial with a business profile and its signature, as after sign-up. */
async function readyContractor(number) {
  const who = await newContractor(product);
  const address = nextAddress();
  const { headers } = who;
  const signature = await call('prepare', address, '/api/cloud/upload', {
    method: 'POST',
    headers,
    body: fileForm(signaturePng, 'signature.png', 'image/png'),
  });
  await call('prepare', address, '/api/app/business/update', {
    method: 'PUT',
    headers,
    json: {
      Name: `Maple Ridge Renovations ${number} Inc.`,
      GstNumber: '123456782',
      FirstName: 'Marc-André',
      LastName: 'Tremblay',
      Address: '45 King Street West',
      City: 'Toronto',
      Province: 'Ontario',
      PostalCode: 'M5H 1J9',
      Phone: '4165550142',
      Email: `owner-${number}@mapleridge.example`,
      Signature: signature,
    },
  });
  const eula = await call('prepare', address, '/api/app/eula/read', { headers });
  await call('prepare', address, '/api/app/eula/accept', {
    method: 'POST',
    headers,
    json: { Version: eula.Version },
  });
  return {
    headers,
    address,
    client: { address: nextAddress(), email: `client-${number}-${crypto.randomUUID()}@example.com` },
  };
}

async function prepare(count) {
  const ready = [];
  for (let start = 0; start < count; start += preparing) {
    const batch = Array.from({ length: Math.min(preparing, count - start) }, (_, index) => start + index + 1);
    ready.push(...(await Promise.all(batch.map((number) => readyContractor(number)))));
  }
  return ready;
}

const contractData = JSON.stringify({
  ServiceType: 'Renovation',
  CommencementDate: day(10),
  CompletionDate: day(70),
  ScopeOfServices:
    'Kitchen renovation: demolition, electrical and plumbing rough-in, drywall, cabinets, counters, flooring, painting and fixtures, with the site left broom-clean each day.',
  Payment: {
    TotalCost: 48500,
    Deposit: 4850,
    DepositDate: day(1),
    Mode: 'date',
    Terms: [
      { Name: day(25), Amount: 15000 },
      { Name: day(45), Amount: 15000 },
      { Name: day(70), Amount: 13650 },
    ],
    CustomTerms: '',
  },
  Terms: sampleClauses,
  TermsId: '00000000-0000-0000-0000-000000000000',
  ServiceAddress: '',
});

/**
 * One contractor's flow from the project to the checked seal; answers each step's milliseconds.
 * `waitMs` bounds the waits on the queue (the link email, the seal), which grow with the batch.
 */
async function flow(contractor, started, waitMs) {
  const { headers, address, client } = contractor;
  const times = {};
  const timed = async (step, work) => {
    const from = performance.now();
    const result = await work();
    times[step] = performance.now() - from;
    return result;
  };
  const project = await timed('project', () =>
    call('project', address, '/api/app/project/create', {
      method: 'POST',
      headers,
      json: {
        Name: 'Kitchen renovation',
        Comments: '',
        Address: '12 Elm Avenue',
        City: 'Toronto',
        Province: 'Ontario',
        PostalCode: 'M4W 1N4',
        Clients: [{ FirstName: 'Élise', LastName: 'Gagnon', Email: client.email, Phone: '6475550199' }],
      },
    }),
  );
  const request = {
    Data: contractData,
    Type: 1,
    ProjectId: project.Id,
    ExpiredTime: day(5),
    Attachments: [],
    Token: crypto.randomUUID(),
  };
  const draft = await timed('save', () =>
    call('save', address, '/api/app/contract/savedraft', { method: 'POST', headers, json: request }),
  );
  await timed('preview', () =>
    call('preview', address, '/api/app/contract/preview', {
      method: 'POST',
      headers,
      json: { ...request, Id: draft.Id },
    }),
  );
  const sent = await timed('send', () =>
    call('send', address, '/api/app/contract/create', {
      method: 'POST',
      headers,
      json: { ...request, Id: draft.Id },
    }),
  );
  if (sent.Id !== draft.Id)
    throw new StepError('send', 'invalid', `sent ${sent.Id}, not the draft ${draft.Id}`);
  const key = await timed('link email', () => linkFor(client.email, waitMs));
  await timed('open', () =>
    call('open', client.address, `/api/app/contract/preview3?code=${encodeURIComponent(key)}`),
  );
  await timed('sign', async () => {
    const reference = await call('sign', client.address, `/api/app/contract/signature?code=${key}`, {
      method: 'POST',
      body: fileForm(signaturePng, 'signature.png', 'image/png'),
    });
    await call('sign', client.address, '/api/app/contract/sign', {
      method: 'POST',
      json: { code: key, signature: reference, typedName: '' },
    });
  });
  const sealed = await timed('sealed', () => sealedContract(sent.Id, waitMs));
  times.flow = performance.now() - started;
  await checkSeal(contractor, sent.Id, sealed);
  return times;
}

/** The stored sealed PDF hashes to its record, and the public check knows the downloaded copy as Signed. */
async function checkSeal({ headers, address, client }, id, sealed) {
  const stored = await readFile(path.join(product.dataDir, 'files', sealed.sealed_pdf_key)).catch(() => {
    throw new StepError('seal check', 'invalid', `no stored file ${sealed.sealed_pdf_key}`);
  });
  if (sha256(stored) !== sealed.sealed_sha256) {
    throw new StepError('seal check', 'invalid', 'the stored sealed PDF does not match its SHA-256');
  }
  const downloaded = await call('seal check', address, `/api/app/contract/pdf?id=${id}&kind=signed`, {
    headers,
    bytes: true,
  });
  const verdict = await call('seal check', client.address, '/api/site/verify', {
    method: 'POST',
    body: fileForm(downloaded, 'contract.pdf', 'application/pdf'),
  });
  if (!verdict.Found || verdict.Contract?.Status !== 'Signed' || verdict.Sha256 !== sealed.sealed_sha256) {
    throw new StepError('seal check', 'invalid', `verify answered ${JSON.stringify(verdict)}`);
  }
}

/**
 * Why flows failed: the errors the server logged during the batch (from `loggedFrom` on), what the
 * database's sessions were doing, and the jobs left unfinished by queue.
 */
async function diagnose(loggedFrom) {
  // The logger writes asynchronously: an error's line may arrive after its answer.
  await sleep(1000);
  const logged = new Map();
  for (const line of product.errors.slice(loggedFrom)) logged.set(line, (logged.get(line) ?? 0) + 1);
  console.log('  errors the server logged (count, message):');
  for (const [line, n] of logged) console.log(`    ${String(n).padStart(5)} ${line}`);
  const sessions = await pool.query(
    `select coalesce(state, '-') as state, coalesce(wait_event_type || ':' || wait_event, '-') as wait, count(*)::int as n
     from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() group by 1, 2 order by 3 desc`,
  );
  const jobs = await pool.query(
    `select name, state, count(*)::int as n from pgboss.job where state not in ('completed', 'cancelled')
     group by 1, 2 order by 1, 2`,
  );
  console.log('  pg_stat_activity (state, wait, sessions):');
  for (const row of sessions.rows) console.log(`    ${row.state.padEnd(30)} ${row.wait.padEnd(30)} ${row.n}`);
  console.log('  unfinished jobs (queue, state, count):');
  for (const row of jobs.rows) console.log(`    ${row.name.padEnd(30)} ${row.state.padEnd(30)} ${row.n}`);
}

const steps = [
  ['project', 'project (with its client)'],
  ['save', 'save draft'],
  ['preview', 'preview'],
  ['send', 'send'],
  ['link email', 'link email (send → outbox)'],
  ['open', 'open (client)'],
  ['sign', 'sign (signature upload + sign)'],
  ['sealed', 'time to sealed (sign → Signed)'],
  ['flow', 'whole flow (batch start → Signed)'],
];
const at = (sorted, share) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];

async function level(count) {
  const contractors = await prepare(count);
  requestTimeoutMs = requestTimeoutFor(count);
  const rssBefore = await memory('VmRSS');
  const loggedBefore = product.errors.length;
  // Link emails and seals queue behind each other: the waits allow two seconds a flow.
  const waitMs = Math.max(120_000, count * 2_000);
  const started = performance.now();
  await metricsNow(); // starts the event-loop delay afresh for this batch
  const { result: outcomes, seen } = await watchingServer(() =>
    Promise.allSettled(contractors.map((contractor) => flow(contractor, started, waitMs))),
  );
  const wallMs = performance.now() - started;
  const done = outcomes.filter((outcome) => outcome.status === 'fulfilled').map((outcome) => outcome.value);
  const errors = new Map();
  for (const outcome of outcomes) {
    if (outcome.status === 'fulfilled') continue;
    const { step = 'unexpected', status = 'exception' } = outcome.reason;
    const label = `${step} → ${status}`;
    errors.set(label, { count: (errors.get(label)?.count ?? 0) + 1, example: outcome.reason.message });
  }
  console.log(
    `\n${count} contractors at once: ${done.length} of ${count} flows Signed with a valid seal in ` +
      `${(wallMs / 1000).toFixed(1)} s, ${((done.length / wallMs) * 60_000).toFixed(0)} flows/min, ` +
      `${count - done.length} errors; server RSS ${mb(rssBefore)} before, peak ${mb(seen.rss)}; ` +
      `worst event-loop delay ${(seen.loopDelayMs / 1000).toFixed(1)} s; ` +
      `at most ${seen.poolWaiting} requests waiting for one of the pool's connections, ` +
      `${seen.active} sessions running a statement, ${seen.held} idle in a transaction`,
  );
  console.log('| step | p50 ms | p99 ms | max ms |');
  console.log('|---|---:|---:|---:|');
  for (const [step, name] of steps) {
    const values = done.map((times) => times[step]).sort((a, b) => a - b);
    const cell = (value) => (value === undefined ? '–' : value.toFixed(0));
    console.log(
      `| ${name} | ${cell(at(values, 0.5))} | ${cell(at(values, 0.99))} | ${cell(values.at(-1))} |`,
    );
  }
  if (errors.size > 0) {
    console.log('| failed at → status | flows | first message |');
    console.log('|---|---:|---|');
    for (const [label, { count: n, example }] of errors) {
      console.log(`| ${label} | ${n} | ${example.replaceAll('|', '/').slice(0, 160)} |`);
    }
    await diagnose(loggedBefore);
  }
  return done.length === count;
}

try {
  console.log(
    `\nThe contract flow under load, embedded PostgreSQL, levels ${levels.join(', ')} ` +
      `(each: project → save → preview → send → client opens → signs → Signed; seal checked after)`,
  );
  // One flow first, untimed: JIT, the pools, the seal's first certificate and font loads.
  const [warm] = await prepare(1);
  const warmedUp = await flow(warm, performance.now(), 120_000).then(
    () => true,
    async (error) => {
      console.log(`The warm-up flow failed, so no level ran: ${error.message}`);
      await diagnose(0);
      return false;
    },
  );
  if (!warmedUp) process.exitCode = 1;
  for (const count of warmedUp ? levels : []) {
    if (!(await level(count))) {
      process.exitCode = 1;
      console.log(`Stopped after ${count} at once: later levels would wait on the same failure.`);
      break;
    }
  }
  console.log(
    `\nServer RSS, the kernel's peak over the whole run: ${mb(await memory('VmHWM'))}. ` +
      'Client and server share the machine: the figures are noisy on a shared one.',
  );
} finally {
  await product.stop();
}
