// The project list with 1,000 projects × 3 clients × 2 sub-contractors for one contractor: latency
// p50/p99 under load against the built product, for the whole list (readlist) and for the page My
// Projects shows (readpage), and the SQL statements one list answer runs at 10 and at 1,000
// projects. Prints figures; asserts nothing.
import autocannon from 'autocannon';
import { dist, startProduct, throwawayDatabase } from './product.mjs';

const { startSession } = await import(dist('features/auth/sessions.service.js'));
const { accessTokenKey } = await import(dist('features/auth/access-token.js'));
const { resolveAuthSecret } = await import(dist('features/auth/auth-secret.js'));
const { projectsService } = await import(dist('features/projects/projects.service.js'));

const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
// Issue 28 §3 sets the page's goal at 10 connections.
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** My Projects' page (readpage) at 1,000 projects: p99 under this many ms. */
const pageP99GoalMs = 50;
/** A PostgreSQL server to run against instead of the embedded database (a throwaway database is made). */
const serverUrl = process.env.BENCH_DATABASE_URL;

/** Inserts `count` projects, each with 3 new clients and 2 new sub-contractors, in one statement each. */
async function seed(pool, ownerId, count) {
  await pool.query(
    `with p as (
       insert into projects (owner_id, name, comments, address, city, province, postal_code, created_at)
       select $1, 'Project ' || g, 'Renovation of the kitchen and two bathrooms', g || ' King Street West',
              'Toronto', 'Ontario', 'M5H 1J9', now() - g * interval '1 minute'
       from generate_series(1, $2) g returning id)
     select count(*) from p`,
    [ownerId, count],
  );
  await pool.query(
    `with c as (
       insert into clients (owner_id, first_name, last_name, email, phone, address, city, province, postal_code)
       select $1, 'First' || g, 'Last' || g, 'client' || g || '@example.com', '4165550123', g || ' Queen St',
              'Toronto', 'Ontario', 'M5H 2N2'
       from generate_series(1, $2 * 3) g returning id),
     numbered as (select id, row_number() over () - 1 as n from c),
     projects_numbered as (select id, row_number() over (order by created_at) - 1 as n from projects where owner_id = $1)
     insert into project_clients (project_id, client_id, position)
     select pn.id, numbered.id, numbered.n % 3 from numbered join projects_numbered pn on pn.n = numbered.n / 3`,
    [ownerId, count],
  );
  await pool.query(
    `with s as (
       insert into subcontractors (owner_id, name, contact_first_name, contact_last_name, email, phone,
                                   address, city, province, postal_code)
       select $1, 'Trade ' || g, 'Sub' || g, 'Contractor', 'sub' || g || '@example.com', '4165550199',
              g || ' Bay St', 'Toronto', 'Ontario', 'M5H 3P3'
       from generate_series(1, $2 * 2) g returning id),
     numbered as (select id, row_number() over () - 1 as n from s),
     projects_numbered as (select id, row_number() over (order by created_at) - 1 as n from projects where owner_id = $1)
     insert into project_subcontractors (project_id, subcontractor_id)
     select pn.id, numbered.id from numbered join projects_numbered pn on pn.n = numbered.n / 2`,
    [ownerId, count],
  );
}

async function newOwner(pool) {
  const { rows } = await pool.query(
    `insert into users (email, first_name, last_name, email_confirmed_at)
     values ('bench-' || gen_random_uuid() || '@example.com', 'Bench', 'Owner', now()) returning id`,
  );
  return rows[0].id;
}

/** Statements one list answer runs, counted on the pool. */
async function statementsFor(database, ownerId) {
  let count = 0;
  const original = database.pool.query.bind(database.pool);
  database.pool.query = (...args) => {
    count += 1;
    return original(...args);
  };
  try {
    await projectsService(database.db).fullListJson(ownerId);
  } finally {
    database.pool.query = original;
  }
  return count;
}

/** Times `url` right after a change to the owner's list each time, so no answer comes from memory. */
async function coldReads(pool, ownerId, url, headers, times = 30) {
  const timings = [];
  for (let index = 0; index < times; index += 1) {
    await pool.query(
      `update projects set comments = 'Changed ' || $2 where id = (select id from projects where owner_id = $1 limit 1)`,
      [ownerId, index],
    );
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.text();
    if (!response.ok) throw new Error(`readlist answered ${response.status}`);
    timings.push(performance.now() - started);
  }
  return timings;
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]);
}

const databaseUrl = serverUrl ? await throwawayDatabase(serverUrl) : undefined;
const product = await startProduct({
  name: 'tp-bench-list-',
  env: databaseUrl ? { DATABASE_URL: databaseUrl.url } : {},
});
try {
  const { base, dataDir, database } = product;
  const small = await newOwner(database.pool);
  await seed(database.pool, small, 10);
  const large = await newOwner(database.pool);
  await seed(database.pool, large, 1000);
  const statementsSmall = await statementsFor(database, small);
  const statementsLarge = await statementsFor(database, large);

  const key = accessTokenKey(await resolveAuthSecret(undefined, dataDir));
  const tokens = await startSession(database.db, key, large);
  const headers = { authorization: `Bearer ${tokens.AccessToken}` };
  const measure = async (url) => {
    const body = await (await fetch(url, { headers })).text();
    await autocannon({ url, headers, connections, duration: 3 });
    return { body, run: await autocannon({ url, headers, connections, duration: durationSeconds }) };
  };
  const full = await measure(`${base}/api/app/project/readlist`);
  const afterChange = await coldReads(database.pool, large, `${base}/api/app/project/readlist`, headers);
  const page = await measure(`${base}/api/app/project/readpage?status=0&pageIndex=1&pageSize=10`);

  console.log('\n1,000 projects × 3 clients × 2 sub-contractors for one contractor');
  const where = serverUrl ? 'PostgreSQL' : 'embedded PostgreSQL';
  console.log(`${where}, ${connections} connections, ${durationSeconds} s after a 3 s warm-up\n`);
  console.log('| call | answer kB | requests/s | p50 ms | p99 ms | errors |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const [name, { body, run }] of [
    ['GET /api/app/project/readlist (all, unchanged since the last answer)', full],
    ['GET /api/app/project/readpage (10 of status 0)', page],
  ]) {
    console.log(
      `| ${name} | ${(body.length / 1024).toFixed(0)} | ${run.requests.average.toFixed(1)} | ${run.latency.p50} | ${run.latency.p99} | ${run.non2xx + run.errors} |`,
    );
  }
  const pageP99 = page.run.latency.p99;
  console.log(
    `\nreadpage p99 ${pageP99} ms at ${connections} connections, goal < ${pageP99GoalMs} ms (issue 28 §3): ${pageP99 < pageP99GoalMs ? 'met' : 'NOT met'}`,
  );
  console.log(
    `\nGET /api/app/project/readlist right after a change (read from the database, ${afterChange.length} times): p50 ${percentile(afterChange, 50)} ms, p99 ${percentile(afterChange, 99)} ms`,
  );
  console.log('\n| projects | SQL statements per answer |');
  console.log('|---:|---:|');
  console.log(`| 10 | ${statementsSmall} |`);
  console.log(`| 1,000 | ${statementsLarge} |`);
} finally {
  await product.stop();
  await databaseUrl?.drop();
}
