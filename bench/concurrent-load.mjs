// Two contractors at once against the built product: requests/s and p99 of My Projects' page
// (readpage) at 10 and 50 connections and of project creation at 10, with every answer checked for
// the other contractor's rows. Embedded PostgreSQL by default; BENCH_DATABASE_URL runs it on another
// PostgreSQL server (a throwaway database is made there). Prints figures; asserts nothing.
import autocannon from 'autocannon';
import { newContractor, startProduct, throwawayDatabase } from './product.mjs';

const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const serverUrl = process.env.BENCH_DATABASE_URL;
/** My Projects' page (readpage) at 10 connections: p99 under this many ms (issue 28 §3). */
const pageP99GoalMs = 50;

/** Half the connections as each contractor; counts answers holding a project of the other one. */
async function load(base, contractors, { connections, method, path, body }) {
  const foreign = { rows: 0 };
  const runs = contractors.map((who, index) =>
    autocannon({
      url: `${base}${path}`,
      connections: connections / contractors.length,
      duration: durationSeconds,
      requests: [
        {
          method,
          headers: { ...who.headers, 'content-type': 'application/json' },
          ...(body ? { body: JSON.stringify(body(index)) } : {}),
          onResponse(status, text) {
            if (status !== 200) return;
            const data = JSON.parse(text).Data;
            const rows = Array.isArray(data?.Rows) ? data.Rows : [data];
            foreign.rows += rows.filter((row) => !row.Name.startsWith(who.tag)).length;
          },
        },
      ],
    }),
  );
  const results = await Promise.all(runs);
  return {
    rps: results.reduce((sum, run) => sum + run.requests.average, 0),
    p99: Math.max(...results.map((run) => run.latency.p99)),
    errors: results.reduce((sum, run) => sum + run.non2xx + run.errors, 0),
    foreign: foreign.rows,
  };
}

const external = serverUrl ? await throwawayDatabase(serverUrl) : undefined;
const product = await startProduct({ env: external ? { DATABASE_URL: external.url } : {} });
try {
  const contractors = [];
  for (const tag of ['E-', 'B-']) {
    const who = { ...(await newContractor(product)), tag };
    for (let index = 0; index < 30; index += 1) {
      await fetch(`${product.base}/api/app/project/create`, {
        method: 'POST',
        headers: { ...who.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ Name: `${tag}seed ${index}`, Comments: '' }),
      });
    }
    contractors.push(who);
  }
  const page = { method: 'GET', path: '/api/app/project/readpage?status=0&pageIndex=1&pageSize=10' };
  const create = {
    method: 'POST',
    path: '/api/app/project/create',
    body: (index) => ({ Name: `${contractors[index].tag}load`, Comments: 'Made under load' }),
  };
  await load(product.base, contractors, { ...page, connections: 10 }); // warm-up: JIT, pool, plans
  const rows = [
    ['readpage', 10, await load(product.base, contractors, { ...page, connections: 10 })],
    ['readpage', 50, await load(product.base, contractors, { ...page, connections: 50 })],
    ['project create', 10, await load(product.base, contractors, { ...create, connections: 10 })],
  ];
  const where = serverUrl ? 'PostgreSQL (BENCH_DATABASE_URL)' : 'embedded PostgreSQL';
  console.log(`\nTwo contractors at once, ${where}, ${durationSeconds} s per run after a warm-up\n`);
  console.log(
    '| call | connections | requests/s | p99 ms | errors | answers with the other contractor’s rows |',
  );
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const [name, connections, run] of rows) {
    console.log(
      `| ${name} | ${connections} | ${run.rps.toFixed(0)} | ${run.p99} | ${run.errors} | ${run.foreign} |`,
    );
  }
  const pageP99 = rows[0][2].p99;
  console.log(
    `\nreadpage p99 ${pageP99} ms at 10 connections, goal < ${pageP99GoalMs} ms (issue 28 §3; its figure at 1,000 projects is project-list.mjs's): ${pageP99 < pageP99GoalMs ? 'met' : 'NOT met'}`,
  );
} finally {
  await product.stop();
  await external?.drop();
}
