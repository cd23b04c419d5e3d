// Issue 15's billing figures against the built product (as `npm start` runs it, embedded database):
// 1. the subscription checkout's preview, what the checkout modal asks on each change: BENCH_RUNS
//    sequential calls after BENCH_WARMUPS, then 8 connections for BENCH_SECONDS, without and with a
//    promo code;
// 2. Stripe webhook deliveries, 8 at a time, half of them redeliveries of event ids already applied,
//    for customers the product knows (applied) and for one it does not (acknowledged, ignored), with
//    how often the server called Stripe meanwhile. A few lines of node:http stand in for
//    api.stripe.com. Prints figures and ratios; asserts nothing.
import { execFile } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:http';
import { availableParallelism, loadavg } from 'node:os';
import { promisify } from 'node:util';
import { formatCad, planTypes } from '@tradepact/shared';
import autocannon from 'autocannon';
import sharp from 'sharp';
import Stripe from 'stripe';
import { dist, newContractor, root, startProduct } from './product.mjs';

const { planLookupKey } = await import(dist('features/billing/providers/lookup-keys.js'));

const previews = Number(process.env.BENCH_RUNS ?? 300);
const warmups = Number(process.env.BENCH_WARMUPS ?? 30);
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const deliveries = Number(process.env.BENCH_EVENTS ?? 2000);
const concurrency = 8;
/** A redelivery follows its first delivery this many deliveries later (more than are in flight). */
const lag = 2 * concurrency;
const checkoutRoute = '/api/app/billing/subscriptioncheckout';
const webhookSecret = 'whsec_bench';

const sorted = (values) => [...values].sort((a, b) => a - b);
const at = (values, share) => values[Math.min(values.length - 1, Math.ceil(share * values.length) - 1)];
const ms = (value) => value.toFixed(1);

let addresses = 0;
/**
 * A new client address per request: the checkout routes allow 60 calls a minute per address, and the
 * bench stands for many people behind a trusted proxy (TRUST_PROXY=loopback), not for one person
 * refused from the 61st call on.
 */
function nextAddress() {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
}

/** A call as the browser makes it (JSON, or a form); answers the envelope's Data. */
async function call(base, route, { method = 'GET', headers = {}, json, form } = {}) {
  const response = await fetch(base + route, {
    method,
    headers: {
      ...headers,
      'x-forwarded-for': nextAddress(),
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: form ?? (json === undefined ? undefined : JSON.stringify(json)),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${route} answered ${response.status}: ${text}`);
  return JSON.parse(text).Data;
}

/** A drawn signature as the pad exports it: the business profile requires one. */
const signaturePng = await sharp(
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200"><path d="M20 150 C120 20 180 190 280 90 S440 40 500 140" stroke="#000" stroke-width="6" fill="none"/></svg>',
  ),
)
  .png()
  .toBuffer();

/** A contractor on a running trial with a business profile in Ontario: what checkout bills. */
async function readyAccount(product) {
  const who = await newContractor(product);
  const form = new FormData();
  form.append('file', new Blob([signaturePng], { type: 'image/png' }), 'signature.png');
  const signature = await call(product.base, '/api/cloud/upload', {
    method: 'POST',
    headers: who.headers,
    form,
  });
  await call(product.base, '/api/app/business/update', {
    method: 'PUT',
    headers: who.headers,
    json: {
      Name: 'Tremblay Renovations',
      GstNumber: '123456782',
      FirstName: 'Marie',
      LastName: 'Tremblay',
      Address: '120 King Street West',
      City: 'Toronto',
      Province: 'Ontario',
      PostalCode: 'M5H 1J9',
      Phone: '4165550123',
      Email: 'office@tremblay.example',
      Signature: signature,
    },
  });
  return who;
}

/** BENCH10, 10 % off, made by the operator's command (`npm run admin -- promo add`). */
async function promoCode(product) {
  // The built command itself: `npm run admin` would first build the packages `npm run bench` built.
  await promisify(execFile)(
    process.execPath,
    [dist('admin/admin.js'), 'promo', 'add', 'BENCH10', '--percent', '10'],
    { cwd: root, env: { PATH: process.env.PATH, DATA_DIR: product.dataDir } },
  );
  return 'BENCH10';
}

async function sequentialPreviews(product, who, body, count) {
  const times = [];
  const started = performance.now();
  for (let index = 0; index < count; index += 1) {
    const before = performance.now();
    await call(product.base, checkoutRoute, { method: 'POST', headers: who.headers, json: body });
    times.push(performance.now() - before);
  }
  return { times: sorted(times), perSecond: count / ((performance.now() - started) / 1000) };
}

function concurrentPreviews(product, who, body) {
  return autocannon({
    url: product.base + checkoutRoute,
    connections: concurrency,
    duration: durationSeconds,
    requests: [
      {
        method: 'POST',
        headers: { ...who.headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, 'x-forwarded-for': nextAddress() },
        }),
      },
    ],
  });
}

async function previewBench() {
  const product = await startProduct({ name: 'tp-bench-billing-', env: { TRUST_PROXY: 'loopback' } });
  try {
    const who = await readyAccount(product);
    const code = await promoCode(product);
    const bodies = [
      ['no code', { Type: planTypes.monthly, IsPreview: true }],
      [`promo ${code}`, { Type: planTypes.monthly, IsPreview: true, PromoCode: code }],
    ];
    await concurrentPreviews(product, who, bodies[0][1]); // warm-up pass: JIT, connection pool, query plans
    console.log(
      `\nCheckout preview (POST ${checkoutRoute}, monthly plan, Ontario), after one ${durationSeconds} s ` +
        `warm-up pass: ${previews} sequential calls after ${warmups} more, then ${concurrency} connections ` +
        `for ${durationSeconds} s; ${availableParallelism()} CPUs, load average ${loadavg()[0].toFixed(1)}\n`,
    );
    console.log(
      '| preview | p50 ms | p95 ms | p99 ms | sequential calls/s | 8 connections calls/s | p99 ms | errors |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
    for (const [name, body] of bodies) {
      const answer = await call(product.base, checkoutRoute, {
        method: 'POST',
        headers: who.headers,
        json: body,
      });
      await sequentialPreviews(product, who, body, warmups);
      const { times, perSecond } = await sequentialPreviews(product, who, body, previews);
      const load = await concurrentPreviews(product, who, body);
      console.log(
        `| ${name} (total ${formatCad(answer.Total)}, discount ${formatCad(answer.Discount)}) | ` +
          `${ms(at(times, 0.5))} | ${ms(at(times, 0.95))} | ${ms(at(times, 0.99))} | ${perSecond.toFixed(0)} | ` +
          `${load.requests.average.toFixed(0)} | ${load.latency.p99} | ${load.non2xx + load.errors} |`,
      );
    }
  } finally {
    await product.stop();
  }
}

const list = (data) => ({ object: 'list', data, has_more: false, url: '' });
const nowSeconds = Math.floor(Date.now() / 1000);
const period = { start: nowSeconds, end: nowSeconds + 30 * 86_400 };
const subscriptionId = (customer) => `sub_for_${customer}`;

/** The customer's monthly subscription as Stripe answers it: its id names its customer. */
const subscription = (customer) => ({
  id: subscriptionId(customer),
  object: 'subscription',
  customer,
  status: 'active',
  metadata: {},
  schedule: null,
  cancel_at_period_end: false,
  cancel_at: null,
  canceled_at: null,
  items: list([
    {
      id: `si_for_${customer}`,
      object: 'subscription_item',
      quantity: 1,
      price: { id: 'price_bench', object: 'price', lookup_key: planLookupKey(planTypes.monthly) },
      current_period_start: period.start,
      current_period_end: period.end,
    },
  ]),
});

/**
 * What the server asks api.stripe.com to open a checkout (providers/stripe.provider.ts) and to read
 * an event back (providers/stripe-events.ts), answered without state: a subscription's id names its
 * customer, a payment intent's its invoice. Counts the calls.
 */
async function startFakeStripe() {
  const customers = [];
  let calls = 0;
  const newCustomer = () => {
    customers.push(`cus_bench_${customers.length + 1}`);
    return { id: customers.at(-1), object: 'customer' };
  };
  const routes = [
    ['POST', /^\/v1\/customers$/, newCustomer],
    ['GET', /^\/v1\/(?:prices|tax_rates)$/, () => list([])],
    ['POST', /^\/v1\/prices$/, () => ({ id: 'price_bench', object: 'price' })],
    ['POST', /^\/v1\/tax_rates$/, () => ({ id: 'txr_bench', object: 'tax_rate', metadata: {} })],
    ['POST', /^\/v1\/checkout\/sessions$/, () => ({ id: `cs_bench_${calls}`, url: `${url}/pay` })],
    ['GET', /^\/v1\/subscriptions\/sub_for_(.+)$/, ([, customer]) => subscription(customer)],
    [
      'GET',
      /^\/v1\/invoice_payments$/,
      (_match, query) =>
        list([
          {
            object: 'invoice_payment',
            status: 'paid',
            invoice: query.get('invoice'),
            payment: { type: 'payment_intent', payment_intent: `pi_for_${query.get('invoice')}` },
          },
        ]),
    ],
    [
      'GET',
      /^\/v1\/payment_intents\/([^/]+)$/,
      ([, id]) => ({
        id,
        object: 'payment_intent',
        payment_method: { id: 'pm_bench', object: 'payment_method', card: { brand: 'visa', last4: '4242' } },
      }),
    ],
  ];
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      calls += 1;
      const target = new URL(request.url ?? '/', url);
      const route = routes.find(([method, path]) => method === request.method && path.test(target.pathname));
      const answer = route?.[2](route[1].exec(target.pathname), target.searchParams);
      response.writeHead(answer ? 200 : 404, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify(answer ?? { error: { type: 'invalid_request_error', message: target.pathname } }),
      );
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const url = `http://127.0.0.1:${server.address().port}`;
  return {
    url,
    get calls() {
      return calls;
    },
    lastCustomer: () => customers.at(-1),
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

let eventNumber = 0;
/** A Stripe event, its JSON as delivered (a redelivery sends the very same bytes). */
function stripeEvent(type, object) {
  eventNumber += 1;
  const event = {
    id: `evt_bench_${eventNumber}`,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: nowSeconds,
    livemode: false,
    type,
    data: { object },
  };
  return { type, payload: JSON.stringify(event) };
}

/** A renewal's paid invoice (29.00 + 13 % HST): each is a new invoice, receipt email and all. */
const invoicePaid = (customer) =>
  stripeEvent('invoice.paid', {
    id: `in_bench_${eventNumber + 1}`,
    object: 'invoice',
    customer,
    status: 'paid',
    currency: 'cad',
    parent: {
      type: 'subscription_details',
      subscription_details: { subscription: subscriptionId(customer) },
    },
    subtotal: 2900,
    amount_due: 3277,
    amount_paid: 3277,
    starting_balance: 0,
    ending_balance: 0,
    total_discount_amounts: [],
    total_taxes: [{ amount: 377, taxable_amount: 2900, type: 'tax_rate_details' }],
    period_start: period.start,
    period_end: period.start,
    status_transitions: { paid_at: period.start },
    lines: list([
      { object: 'line_item', amount: 2900, period, parent: { type: 'subscription_item_details' } },
    ]),
  });

/** Alternately a subscription update and a paid invoice, round the customers. */
const eventFor = (customers) => (index) => {
  const customer = customers[index % customers.length];
  return index % 2 === 0
    ? stripeEvent('customer.subscription.updated', subscription(customer))
    : invoicePaid(customer);
};

async function deliver(base, payload) {
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
  const started = performance.now();
  const response = await fetch(`${base}/api/billing/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`the webhook answered ${response.status}: ${text}`);
  return performance.now() - started;
}

/**
 * `count` deliveries, `concurrency` at a time: each new event is delivered again `lag` deliveries
 * later, the same bytes, as Stripe redelivers; the redelivery leaves once the first is answered (that
 * wait is not counted), so it always meets an event already applied.
 */
async function webhookRun(base, makeEvent, count) {
  const events = Array.from({ length: count / 2 }, (_, index) => {
    const event = makeEvent(index);
    event.answered = new Promise((resolve) => (event.done = resolve));
    return event;
  });
  const queue = [];
  for (let index = 0; index < events.length + lag; index += 1) {
    if (index < events.length) queue.push({ event: events[index], replay: false });
    if (index >= lag) queue.push({ event: events[index - lag], replay: true });
  }
  const results = { first: [], replay: [] };
  const replaysOf = {};
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (queue.length > 0) {
        const { event, replay } = queue.shift();
        if (replay) await event.answered;
        const latency = await deliver(base, event.payload);
        event.done();
        results[replay ? 'replay' : 'first'].push(latency);
        if (replay) replaysOf[event.type] = (replaysOf[event.type] ?? 0) + 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return {
    perSecond: count / seconds,
    all: sorted([...results.first, ...results.replay]),
    first: sorted(results.first),
    replay: sorted(results.replay),
    replaysOf,
  };
}

/** How many calls to Stripe one delivery makes, first and again. */
async function callsPerDelivery(base, fake, event) {
  const before = fake.calls;
  await deliver(base, event.payload);
  const first = fake.calls - before;
  await deliver(base, event.payload);
  return { first, replay: fake.calls - before - first };
}

async function webhookBench() {
  const fake = await startFakeStripe();
  let product;
  try {
    product = await startProduct({
      name: 'tp-bench-webhook-',
      env: {
        STRIPE_SECRET_KEY: 'sk_test_bench',
        STRIPE_WEBHOOK_SECRET: webhookSecret,
        STRIPE_API_URL: fake.url,
      },
    });
    // Customers the product knows: each account opens a checkout, which makes its Stripe customer.
    const known = [];
    for (let index = 0; index < concurrency; index += 1) {
      const who = await readyAccount(product);
      await call(product.base, checkoutRoute, {
        method: 'POST',
        headers: who.headers,
        json: { Type: planTypes.monthly },
      });
      known.push(fake.lastCustomer());
    }
    const recorded = async () =>
      (await product.database.pool.query('select count(*)::int as n from billing_events')).rows[0].n;
    await webhookRun(product.base, eventFor(['cus_nobody']), 200); // warm-up: JIT, pools, plans
    const rows = [];
    for (const [name, customers] of [
      [`known customers (${known.length} accounts): applied`, known],
      ['unknown customer (no account): acknowledged, ignored', ['cus_nobody']],
    ]) {
      const [callsBefore, eventsBefore] = [fake.calls, await recorded()];
      const run = await webhookRun(product.base, eventFor(customers), deliveries);
      rows.push({ name, run, calls: fake.calls - callsBefore, recorded: (await recorded()) - eventsBefore });
    }
    const probes = {
      'customer.subscription.updated': await callsPerDelivery(product.base, fake, eventFor(known)(0)),
      'invoice.paid': await callsPerDelivery(product.base, fake, eventFor(known)(1)),
    };

    console.log(
      `\nStripe webhook (POST /api/billing/stripe/webhook): ${deliveries} signed deliveries, ${concurrency} at a ` +
        `time, half of them redeliveries of an event id already applied; after a 200-delivery warm-up\n`,
    );
    console.log(
      '| customer | deliveries/s | p50 ms | p95 ms | first p50 / p95 ms | redelivery p50 / p95 ms | ' +
        'redelivery ÷ first p50 | p95 | Stripe calls | of which by redeliveries | events recorded |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
    for (const { name, run, calls, recorded: events } of rows) {
      const ratio = (share) => (at(run.replay, share) / at(run.first, share)).toFixed(2);
      // A redelivery of a type makes as many calls as the probe's (below): the redeliveries' share.
      const byReplays = Object.entries(run.replaysOf).reduce(
        (sum, [type, replays]) => sum + replays * probes[type].replay,
        0,
      );
      console.log(
        `| ${name} | ${run.perSecond.toFixed(0)} | ${ms(at(run.all, 0.5))} | ${ms(at(run.all, 0.95))} | ` +
          `${ms(at(run.first, 0.5))} / ${ms(at(run.first, 0.95))} | ${ms(at(run.replay, 0.5))} / ${ms(at(run.replay, 0.95))} | ` +
          `${ratio(0.5)} | ${ratio(0.95)} | ${calls} | ${byReplays} | ${events} |`,
      );
    }
    console.log('\nStripe calls per delivery of one event, first and redelivered:');
    for (const [type, counted] of Object.entries(probes)) {
      console.log(`  ${type.padEnd(30)} first ${counted.first}, redelivery ${counted.replay}`);
    }
  } finally {
    await product?.stop();
    await fake.close();
  }
}

await previewBench();
await webhookBench();
