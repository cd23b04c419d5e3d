// `npm run bench`: throughput and p99 latency of GET /api/site/subscriptionplans against a bare
// Fastify route on the same machine, measured in turns, and cold/warm start-up time to the first
// answered request. Beside requests per second, the CPU time each server spends per request: on a
// shared machine its ratio approximates the throughput ratio of a quiet one.
// Prints figures and ratios; asserts nothing.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { cpuMs } from './process-cpu.mjs';
import { freePort, root, spawnProduct, waitForAnswer } from './product.mjs';

const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const path_ = '/api/site/subscriptionplans';
/** The plan list, answered from memory, at this share of a bare Fastify route's requests per second. */
const throughputGoal = 0.6;

async function startProduct(dataDir) {
  const product = await spawnProduct(dataDir);
  return { ...product, pid: product.child.pid, url: `${product.base}${path_}` };
}

async function startBare(body) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'bench/bare-server.mjs'), body], {
    env: { PATH: process.env.PATH, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}${path_}`;
  await waitForAnswer(url, child);
  return {
    url,
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

function load(url, duration = durationSeconds) {
  return autocannon({ url, connections, duration, pipelining: 1 });
}

/** A load run on `target`, with the CPU milliseconds its server spent meanwhile. */
async function measured(target, duration) {
  const cpuBefore = cpuMs(target.pid);
  const run = await load(target.url, duration);
  return { ...run, cpuMs: cpuMs(target.pid) - cpuBefore };
}

/**
 * Both targets measured in turns of a few seconds, summed: on a shared machine whatever else runs
 * comes and goes, and one long run of each would compare different moments rather than the servers.
 */
async function inTurns(targets) {
  const turns = Math.max(1, Math.round(durationSeconds / 2));
  const runs = targets.map(() => []);
  for (let turn = 0; turn < turns; turn += 1) {
    for (const [index, target] of targets.entries())
      runs[index].push(await measured(target, durationSeconds / turns));
  }
  const sum = (each, value) => each.reduce((total, run) => total + value(run), 0);
  return runs.map((each) => ({
    cpuMsPerRequest: sum(each, (run) => run.cpuMs) / sum(each, (run) => run.requests.total),
    requests: { average: each.reduce((sum, run) => sum + run.requests.average, 0) / each.length },
    latency: { p99: Math.max(...each.map((run) => run.latency.p99)) },
    non2xx: each.reduce((sum, run) => sum + run.non2xx, 0),
    errors: each.reduce((sum, run) => sum + run.errors, 0),
    perTurn: each.map((run) => run.requests.average),
  }));
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'tp-bench-'));
try {
  const cold = await startProduct(dataDir);
  await cold.stop();
  const product = await startProduct(dataDir);
  const body = await (await fetch(product.url)).text();
  const bare = await startBare(body);
  // Warm-up passes: JIT, connection pool, query plans.
  await load(product.url);
  await load(bare.url);
  const [productRun, bareRun] = await inTurns([product, bare]);
  await product.stop();
  await bare.stop();

  const rows = [
    [
      'bare Fastify route',
      bareRun.requests.average,
      bareRun.latency.p99,
      bareRun.cpuMsPerRequest,
      bareRun.non2xx + bareRun.errors,
    ],
    [
      `GET ${path_}`,
      productRun.requests.average,
      productRun.latency.p99,
      productRun.cpuMsPerRequest,
      productRun.non2xx + productRun.errors,
    ],
  ];
  console.log(
    `\n${connections} connections, ${durationSeconds} s each in turns of ${(durationSeconds / productRun.perTurn.length).toFixed(0)} s after a warm-up run, body ${body.length} bytes\n`,
  );
  console.log('| target | requests/s | p99 latency ms | server CPU µs per request | errors |');
  console.log('|---|---:|---:|---:|---:|');
  for (const [name, rps, p99, cpuMsPerRequest, errors] of rows)
    console.log(
      `| ${name} | ${rps.toFixed(0)} | ${p99} | ${(cpuMsPerRequest * 1000).toFixed(0)} | ${errors} |`,
    );
  const ratio = productRun.requests.average / bareRun.requests.average;
  const turnRatios = productRun.perTurn.map((rps, turn) => rps / bareRun.perTurn[turn]);
  console.log(
    `\nthroughput ratio (product / bare): ${ratio.toFixed(3)}, goal ≥ ${throughputGoal} (issue 28 §3): ${ratio >= throughputGoal ? 'met' : 'NOT met'}`,
  );
  console.log(
    `ratio per turn: ${turnRatios.map((each) => each.toFixed(2)).join(', ')} (a spread shows the machine's other load)`,
  );
  const cpuRatio = bareRun.cpuMsPerRequest / productRun.cpuMsPerRequest;
  console.log(
    `CPU per request ratio (bare / product), the throughput ratio of a quiet machine: ${cpuRatio.toFixed(3)}, goal ≥ ${throughputGoal}: ${cpuRatio >= throughputGoal ? 'met' : 'NOT met'}`,
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
