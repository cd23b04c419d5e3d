// `npm run bench`: throughput and p99 latency of GET /api/site/subscriptionplans against a bare
// Fastify route on the same machine, and cold/warm start-up time to the first answered request.
// Prints figures and ratios; asserts nothing.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = fileURLToPath(new URL('..', import.meta.url));
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const path_ = '/api/site/subscriptionplans';

async function freePort() {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  server.close();
  return port;
}

async function waitForAnswer(url, child, started) {
  while (Date.now() - started < 60_000) {
    if (child.exitCode !== null) throw new Error(`process exited with ${child.exitCode}`);
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return performance.now();
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`no answer from ${url}`);
}

async function startProduct(dataDir) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    env: {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}${path_}`;
  const answered = await waitForAnswer(url, child, Date.now());
  return { child, url, startupMs: answered - started };
}

async function startBare(body) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'bench/bare-server.mjs'), body], {
    env: { PATH: process.env.PATH, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}${path_}`;
  await waitForAnswer(url, child, Date.now());
  return { child, url };
}

async function stop(child) {
  child.kill('SIGTERM');
  await once(child, 'exit');
}

function load(url) {
  return autocannon({ url, connections, duration: durationSeconds, pipelining: 1 });
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'tp-bench-'));
try {
  const cold = await startProduct(dataDir);
  await stop(cold.child);
  const product = await startProduct(dataDir);
  const body = await (await fetch(product.url)).text();
  await load(product.url); // warm-up pass: JIT, connection pool, query plans
  const productRun = await load(product.url);
  await stop(product.child);

  const bare = await startBare(body);
  await load(bare.url);
  const bareRun = await load(bare.url);
  await stop(bare.child);

  const rows = [
    ['bare Fastify route', bareRun.requests.average, bareRun.latency.p99, bareRun.non2xx + bareRun.errors],
    [
      `GET ${path_}`,
      productRun.requests.average,
      productRun.latency.p99,
      productRun.non2xx + productRun.errors,
    ],
  ];
  console.log(
    `\n${connections} connections, ${durationSeconds} s per run, one warm-up run each, body ${body.length} bytes\n`,
  );
  console.log('| target | requests/s | p99 latency ms | errors |');
  console.log('|---|---:|---:|---:|');
  for (const [name, rps, p99, errors] of rows)
    console.log(`| ${name} | ${rps.toFixed(0)} | ${p99} | ${errors} |`);
  console.log(
    `\nthroughput ratio (product / bare): ${(productRun.requests.average / bareRun.requests.average).toFixed(3)}`,
  );
  console.log(
    `p99 ratio (product / bare): ${(productRun.latency.p99 / Math.max(bareRun.latency.p99, 1)).toFixed(2)}`,
  );
  console.log('\n| start-up to first answered request | ms |');
  console.log('|---|---:|');
  console.log(`| cold (new data folder: initdb, migrations, seed) | ${cold.startupMs.toFixed(0)} |`);
  console.log(`| warm (existing data folder) | ${product.startupMs.toFixed(0)} |`);
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
