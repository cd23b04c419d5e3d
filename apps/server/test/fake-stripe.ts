import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { addMonths } from '@tradepact/shared';

/**
 * A local stand-in for api.stripe.com, for the real `stripe` package pointed at it (host, port,
 * protocol): it answers the endpoints our provider calls with plausible objects of this API version,
 * kept in memory, and records every request. It charges nothing and validates little: tests assert
 * on the requests it saw and on what our server does with its objects and events.
 */

type Json = Record<string, unknown>;

export interface RecordedRequest {
  method: string;
  /** Without the query string. */
  path: string;
  /** The form-decoded body of a POST, or the query of a GET; every value a string, as sent. */
  body: Json;
  idempotencyKey: string | undefined;
  /** The Stripe-Account header: a request made on behalf of a connected account. */
  account: string | undefined;
}

export interface FakeStripe {
  url: string;
  requests: RecordedRequest[];
  /** An object as the fake holds it now (a copy). */
  object(id: string): Json | undefined;
  /** Every object of a kind ('tax_rate', 'subscription_schedule'…), oldest first (copies). */
  all(object: string): Json[];
  /**
   * The customer pays a checkout session with a Visa card: the subscription (and its paid first
   * invoice) or the top-up's payment come to exist, and the events Stripe would send are answered in
   * Stripe's order.
   */
  completeCheckout(sessionId: string): Stripe.Event[];
  /**
   * The client pays a Checkout Session of a destination charge by Canadian pre-authorized debit: the
   * session completes unpaid (checkout.session.completed) and its debit clears later (`settleDebit`).
   */
  completeDebitCheckout(sessionId: string): Stripe.Event[];
  /** A debit clears: the session is paid (checkout.session.async_payment_succeeded). */
  settleDebit(sessionId: string): Stripe.Event[];
  /** Changes a connected account as Stripe would (onboarding done: charges and payouts enabled). */
  updateAccount(id: string, fields: Record<string, unknown>): void;
  /** A payout of a connected account to its bank. */
  addPayout(account: string, fields: { amount: number; arrival_date: number; status: string }): string;
  /** An event of `type` about the object `id` as it is now. */
  event(type: string, id: string): Stripe.Event;
  /** A body signed like Stripe's deliveries, with its headers; `timestamp` in seconds. */
  signedWebhook(
    payload: unknown,
    secret: string,
    timestamp?: number,
  ): { payload: string; headers: Record<string, string> };
  close(): Promise<void>;
}

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `a[b][0][c]=x` pairs into nested objects, objects keyed 0..n into arrays. */
function decodeForm(text: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.replaceAll(']', '').split('[');
    let node = root;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) node[part] = value;
      else node = (isRecord(node[part]) ? node[part] : (node[part] = {})) as Json;
    });
  }
  const arrays = (value: unknown): unknown => {
    if (!isRecord(value)) return value;
    const keys = Object.keys(value);
    const entries = keys.map((key) => [key, arrays(value[key])] as const);
    if (keys.length > 0 && keys.every((key, index) => key === String(index))) {
      return entries.map(([, entry]) => entry);
    }
    return Object.fromEntries(entries);
  };
  return arrays(root) as Json;
}

const list = (data: unknown[]): Json => ({ object: 'list', data, has_more: false, url: '' });
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const array = (value: unknown) => (Array.isArray(value) ? value : []);
const nowSeconds = () => Math.floor(Date.now() / 1000);

export async function startFakeStripe(): Promise<FakeStripe> {
  const store = new Map<string, Json>();
  const requests: RecordedRequest[] = [];
  /** A POST's answer by its Idempotency-Key: a repeat is answered the first answer, as Stripe does. */
  const answered = new Map<string, unknown>();
  const server = createServer((request, response) => void handle(request, response));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const newId = (prefix: string) => `${prefix}_test_${randomBytes(8).toString('hex')}`;
  function put<T extends Json>(prefix: string, fields: T): T & { id: string } {
    const stored = { id: newId(prefix), livemode: false, created: nowSeconds(), ...fields };
    store.set(stored.id, stored);
    return stored;
  }
  const get = (id: unknown): Json => {
    const found = typeof id === 'string' ? store.get(id) : undefined;
    if (!found) {
      throw Object.assign(new Error(`No such object: '${String(id)}'`), {
        status: 404,
        code: 'resource_missing',
      });
    }
    return found;
  };
  const copy = <T>(value: T): T => structuredClone(value);

  /** Replaces ids by their objects along an `expand` path (`data.payment.payment_intent`). */
  function expandPath(value: unknown, parts: string[]): unknown {
    if (Array.isArray(value)) return value.map((entry) => expandPath(entry, parts));
    const [head, ...rest] = parts;
    if (!isRecord(value) || head === undefined) return value;
    const child = value[head];
    const object = typeof child === 'string' && store.has(child) ? copy(store.get(child)) : child;
    return { ...value, [head]: expandPath(object, rest) };
  }
  const expanded = (value: unknown, query: Json) =>
    array(query['expand']).reduce<unknown>(
      (result, path) => expandPath(result, String(path).split('.')),
      copy(value),
    );

  const all = (object: string) => [...store.values()].filter((entry) => entry['object'] === object);
  const withMetadata = (value: unknown) => (isRecord(value) ? value : {});

  /** What a session's line charges: the price, quantity, coupon and taxes (rounded per rate). */
  function amountsOf(line: Json, couponId: string | undefined) {
    // A price given inline (price_data) is a one-off price of its own.
    const inline = isRecord(line['price_data']) ? line['price_data'] : undefined;
    const price = inline
      ? { unit_amount: Number(inline['unit_amount']), currency: inline['currency'], recurring: null }
      : get(line['price']);
    const quantity = Number(line['quantity'] ?? 1);
    const subtotal = Number(price['unit_amount']) * quantity;
    const discount = couponId ? Math.min(subtotal, Number(get(couponId)['amount_off'])) : 0;
    const taxes = array(line['tax_rates']).map((id) => {
      const amount = Math.round(((subtotal - discount) * Number(get(id)['percentage'])) / 100);
      return { id: String(id), amount, taxable: subtotal - discount };
    });
    const tax = taxes.reduce((sum, entry) => sum + entry.amount, 0);
    return { price, quantity, subtotal, discount, taxes, tax, total: subtotal - discount + tax };
  }
  const sessionOrders = new Map<string, { line: Json; coupon: string | undefined; intentData: Json }>();

  const routes: [string, RegExp, (match: string[], body: Json, account: string | undefined) => unknown][] = [
    ['POST', /^\/v1\/customers$/, (_m, body) => put('cus', { object: 'customer', ...body, balance: 0 })],
    [
      'POST',
      /^\/v1\/customers\/([^/]+)\/balance_transactions$/,
      ([, customerId = ''], body) => {
        const customer = get(customerId);
        const amount = Number(body['amount']);
        customer['balance'] = Number(customer['balance'] ?? 0) + amount;
        return put('cbtxn', {
          object: 'customer_balance_transaction',
          customer: customerId,
          amount,
          currency: body['currency'],
          description: body['description'] ?? null,
          ending_balance: customer['balance'],
        });
      },
    ],
    [
      'GET',
      /^\/v1\/prices$/,
      (_m, query) => {
        const keys = array(query['lookup_keys']);
        return list(all('price').filter((price) => keys.length === 0 || keys.includes(price['lookup_key'])));
      },
    ],
    [
      'POST',
      /^\/v1\/prices$/,
      (_m, body) => {
        const productData = withMetadata(body['product_data']);
        const product =
          text(body['product']) ??
          put('prod', { object: 'product', name: productData['name'], active: true }).id;
        if (body['transfer_lookup_key'] === 'true') {
          for (const other of all('price'))
            if (other['lookup_key'] === body['lookup_key']) other['lookup_key'] = null;
        }
        const recurring = isRecord(body['recurring'])
          ? {
              interval: body['recurring']['interval'],
              interval_count: Number(body['recurring']['interval_count'] ?? 1),
            }
          : null;
        return put('price', {
          object: 'price',
          active: true,
          currency: body['currency'],
          unit_amount: Number(body['unit_amount']),
          product,
          recurring,
          type: recurring ? 'recurring' : 'one_time',
          lookup_key: text(body['lookup_key']) ?? null,
          metadata: {},
        });
      },
    ],
    [
      'GET',
      /^\/v1\/tax_rates$/,
      (_m, query) =>
        list(
          all('tax_rate').filter(
            (rate) => query['active'] === undefined || String(rate['active']) === query['active'],
          ),
        ),
    ],
    [
      'POST',
      /^\/v1\/tax_rates$/,
      (_m, body) =>
        put('txr', {
          object: 'tax_rate',
          active: true,
          ...body,
          percentage: Number(body['percentage']),
          inclusive: body['inclusive'] === 'true',
          metadata: withMetadata(body['metadata']),
        }),
    ],
    [
      'POST',
      /^\/v1\/coupons$/,
      (_m, body) =>
        put('coupon', {
          object: 'coupon',
          ...body,
          amount_off: Number(body['amount_off']),
          max_redemptions: Number(body['max_redemptions']),
          valid: true,
        }),
    ],
    [
      'POST',
      /^\/v1\/checkout\/sessions$/,
      (_m, body) => {
        const line = withMetadata(array(body['line_items'])[0]);
        const coupon = text(withMetadata(array(body['discounts'])[0])['coupon']);
        const amounts = amountsOf(line, coupon);
        const id = newId('cs');
        sessionOrders.set(id, { line, coupon, intentData: withMetadata(body['payment_intent_data']) });
        const session = {
          id,
          object: 'checkout.session',
          livemode: false,
          created: nowSeconds(),
          expires_at: nowSeconds() + 86_400,
          mode: body['mode'],
          customer: body['customer'],
          client_reference_id: body['client_reference_id'] ?? null,
          metadata: withMetadata(body['metadata']),
          success_url: body['success_url'],
          cancel_url: body['cancel_url'],
          url: `${url}/c/pay/${id}`,
          status: 'open',
          payment_status: 'unpaid',
          currency: 'cad',
          amount_subtotal: amounts.subtotal,
          amount_total: amounts.total,
          total_details: { amount_discount: amounts.discount, amount_shipping: 0, amount_tax: amounts.tax },
          subscription: null,
          payment_intent: null,
          invoice: null,
          allowed_payment_method_types: array(body['allowed_payment_method_types']),
          locale: body['locale'] ?? null,
        };
        store.set(id, session);
        return session;
      },
    ],
    [
      'POST',
      /^\/v1\/accounts$/,
      (_m, body) =>
        put('acct', {
          object: 'account',
          ...body,
          metadata: withMetadata(body['metadata']),
          charges_enabled: false,
          payouts_enabled: false,
          details_submitted: false,
        }),
    ],
    [
      'POST',
      /^\/v1\/account_links$/,
      (_m, body) => {
        get(body['account']);
        return {
          object: 'account_link',
          created: nowSeconds(),
          expires_at: nowSeconds() + 300,
          url: `${url}/connect/setup/${String(body['account'])}`,
          ...body,
        };
      },
    ],
    [
      'GET',
      /^\/v1\/payouts$/,
      (_m, query, account) =>
        list(
          all('payout')
            .filter((payout) => payout['account'] === account)
            .sort((a, b) => Number(b['created']) - Number(a['created']))
            .slice(0, Number(query['limit'] ?? 10)),
        ),
    ],
    [
      'POST',
      /^\/v1\/billing_portal\/sessions$/,
      (_m, body) => put('bps', { object: 'billing_portal.session', ...body, url: `${url}/p/session` }),
    ],
    [
      'POST',
      /^\/v1\/subscriptions\/([^/]+)$/,
      ([, id], body) => {
        const subscription = get(id);
        if (body['cancel_at_period_end'] !== undefined) {
          const cancel = body['cancel_at_period_end'] === 'true';
          subscription['cancel_at_period_end'] = cancel;
          subscription['canceled_at'] = cancel ? nowSeconds() : null;
        }
        const metadata = withMetadata(subscription['metadata']);
        // Stripe removes a metadata key set to ''.
        for (const [key, value] of Object.entries(withMetadata(body['metadata']))) {
          if (value === '') delete metadata[key];
          else metadata[key] = value;
        }
        subscription['metadata'] = metadata;
        return subscription;
      },
    ],
    [
      'DELETE',
      /^\/v1\/subscriptions\/([^/]+)$/,
      ([, id]) => {
        const subscription = get(id);
        if (subscription['status'] === 'canceled') throw new Error(`Subscription ${id} is already canceled`);
        const now = nowSeconds();
        return Object.assign(subscription, { status: 'canceled', canceled_at: now, ended_at: now });
      },
    ],
    [
      'POST',
      /^\/v1\/subscription_schedules$/,
      (_m, body) => {
        const subscription = get(body['from_subscription']);
        const item = withMetadata(array(withMetadata(subscription['items'])['data'])[0]);
        const phase = { start_date: item['current_period_start'], end_date: item['current_period_end'] };
        const schedule = put('sub_sched', {
          object: 'subscription_schedule',
          subscription: subscription['id'],
          status: 'active',
          end_behavior: 'release',
          current_phase: phase,
          phases: [
            { ...phase, items: [{ price: withMetadata(item['price'])['id'], quantity: item['quantity'] }] },
          ],
        });
        subscription['schedule'] = schedule.id;
        return schedule;
      },
    ],
    [
      'POST',
      /^\/v1\/subscription_schedules\/([^/]+)$/,
      ([, id], body) =>
        Object.assign(get(id), { phases: body['phases'], end_behavior: body['end_behavior'] }),
    ],
    [
      'POST',
      /^\/v1\/subscription_schedules\/([^/]+)\/release$/,
      ([, id]) => {
        const schedule = get(id);
        get(schedule['subscription'])['schedule'] = null;
        return Object.assign(schedule, {
          status: 'released',
          released_subscription: schedule['subscription'],
        });
      },
    ],
    [
      'POST',
      /^\/v1\/refunds$/,
      (_m, body) => {
        const intent = get(body['payment_intent']);
        const charge = get(intent['latest_charge']);
        const left = Number(charge['amount']) - Number(charge['amount_refunded']);
        const amount = Number(body['amount'] ?? left);
        if (amount > left)
          throw new Error(`Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`);
        charge['amount_refunded'] = Number(charge['amount_refunded']) + amount;
        charge['refunded'] = charge['amount_refunded'] === charge['amount'];
        return put('re', {
          object: 'refund',
          amount,
          currency: 'cad',
          charge: charge['id'],
          payment_intent: intent['id'],
          status: 'succeeded',
          metadata: {},
        });
      },
    ],
    [
      'GET',
      /^\/v1\/refunds$/,
      (_m, query) => list(all('refund').filter((refund) => refund['charge'] === query['charge'])),
    ],
    [
      'GET',
      /^\/v1\/invoice_payments$/,
      (_m, query) => {
        const intent = withMetadata(query['payment'])['payment_intent'];
        return list(
          all('invoice_payment').filter(
            (entry) =>
              (query['invoice'] === undefined || entry['invoice'] === query['invoice']) &&
              (query['status'] === undefined || entry['status'] === query['status']) &&
              (intent === undefined || withMetadata(entry['payment'])['payment_intent'] === intent),
          ),
        );
      },
    ],
    // Any object by its id: subscriptions, payment intents, sessions, schedules, invoices…
    ['GET', /^\/v1\/(?:[a-z_]+\/)?[a-z_]+\/([^/]+)$/, ([, id]) => get(id)],
  ];

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const target = new URL(request.url ?? '/', url);
    const method = request.method ?? 'GET';
    // The SDK sends a GET's and a DELETE's parameters in the query string.
    const body = decodeForm(method === 'POST' ? Buffer.concat(chunks).toString() : target.search.slice(1));
    const idempotencyKey = text(request.headers['idempotency-key']);
    const account = text(request.headers['stripe-account']);
    requests.push({ method, path: target.pathname, body, idempotencyKey, account });
    const send = (status: number, answer: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
      response.end(JSON.stringify(answer));
    };
    if (method === 'POST' && idempotencyKey && answered.has(idempotencyKey)) {
      return send(200, answered.get(idempotencyKey));
    }
    for (const [routeMethod, pattern, answer] of routes) {
      const match = pattern.exec(target.pathname);
      if (routeMethod !== method || !match) continue;
      try {
        const result = expanded(answer([...match], body, account), body);
        if (method === 'POST' && idempotencyKey) answered.set(idempotencyKey, result);
        return send(200, result);
      } catch (error) {
        const { status = 400, code } = error as { status?: number; code?: string };
        return send(status, {
          error: { type: 'invalid_request_error', message: (error as Error).message, ...(code && { code }) },
        });
      }
    }
    return send(404, {
      error: {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${method}: ${target.pathname})`,
      },
    });
  }

  function event(type: string, id: string): Stripe.Event {
    return {
      id: newId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: nowSeconds(),
      data: { object: copy(get(id)) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    } as unknown as Stripe.Event;
  }

  /**
   * A payment of `amount`: the card (or bank account), its payment intent and the charge; `intentData`
   * is the session's payment_intent_data (a destination charge's transfer, fee and metadata).
   */
  function charge(customer: unknown, amount: number, intentData: Json = {}, debit = false) {
    const card = { brand: 'visa', last4: '4242', exp_month: 12, exp_year: new Date().getUTCFullYear() + 3 };
    const bank = { bank_name: 'TD Canada Trust', last4: '6789', institution_number: '004' };
    const method = debit
      ? put('pm', { object: 'payment_method', type: 'acss_debit', acss_debit: bank, customer })
      : put('pm', { object: 'payment_method', type: 'card', card, customer });
    const intent = put('pi', {
      object: 'payment_intent',
      amount,
      amount_received: debit ? 0 : amount,
      currency: 'cad',
      customer: customer ?? null,
      status: debit ? 'processing' : 'succeeded',
      metadata: withMetadata(intentData['metadata']),
      transfer_data: isRecord(intentData['transfer_data']) ? intentData['transfer_data'] : null,
      application_fee_amount:
        intentData['application_fee_amount'] === undefined
          ? null
          : Number(intentData['application_fee_amount']),
    });
    const paid = put('ch', {
      object: 'charge',
      amount,
      amount_refunded: 0,
      refunded: false,
      currency: 'cad',
      customer,
      status: 'succeeded',
      payment_intent: intent.id,
      payment_method: method.id,
      payment_method_details: debit ? { type: 'acss_debit', acss_debit: bank } : { type: 'card', card },
    });
    Object.assign(intent, { payment_method: method.id, latest_charge: paid.id });
    return intent;
  }

  function completeCheckout(sessionId: string): Stripe.Event[] {
    const session = get(sessionId);
    const order = sessionOrders.get(sessionId);
    if (!order || session['status'] !== 'open') throw new Error(`session ${sessionId} is not open`);
    const amounts = amountsOf(order.line, order.coupon);
    const customer = session['customer'];
    const intent = charge(customer, amounts.total, order.intentData);
    Object.assign(session, { status: 'complete', payment_status: 'paid' });
    if (session['mode'] === 'payment') {
      session['payment_intent'] = intent.id;
      return [event('checkout.session.completed', sessionId)];
    }
    const start = nowSeconds();
    const months = Number(withMetadata(amounts.price['recurring'])['interval_count']);
    const end = Math.floor(addMonths(new Date(start * 1000), months).getTime() / 1000);
    const subscription = put('sub', {
      object: 'subscription',
      customer,
      status: 'active',
      currency: 'cad',
      start_date: start,
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      schedule: null,
      metadata: {},
      discounts: [],
      default_tax_rates: array(order.line['tax_rates']).map((id) => copy(get(id))),
      items: list([]),
    });
    const item = {
      id: newId('si'),
      object: 'subscription_item',
      subscription: subscription.id,
      price: copy(amounts.price),
      quantity: amounts.quantity,
      current_period_start: start,
      current_period_end: end,
    };
    subscription.items = list([item]);
    // A negative customer balance is credit: the invoice takes what it can of it.
    const customerRecord = get(String(customer));
    const startingBalance = Number(customerRecord['balance'] ?? 0);
    const creditUsed = Math.min(amounts.total, Math.max(0, -startingBalance));
    customerRecord['balance'] = startingBalance + creditUsed;
    const invoice = put('in', {
      object: 'invoice',
      customer,
      currency: 'cad',
      status: 'paid',
      billing_reason: 'subscription_create',
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: subscription.id, metadata: {} },
      },
      subtotal: amounts.subtotal,
      total: amounts.total,
      amount_due: amounts.total - creditUsed,
      amount_paid: amounts.total - creditUsed,
      amount_remaining: 0,
      starting_balance: startingBalance,
      ending_balance: startingBalance + creditUsed,
      total_discount_amounts: amounts.discount ? [{ amount: amounts.discount, discount: newId('di') }] : [],
      total_taxes: amounts.taxes.map((tax) => ({
        amount: tax.amount,
        tax_behavior: 'exclusive',
        taxability_reason: 'standard_rated',
        taxable_amount: tax.taxable,
        type: 'tax_rate_details',
        tax_rate_details: { tax_rate: tax.id },
      })),
      period_start: start,
      period_end: start,
      status_transitions: { finalized_at: start, paid_at: start },
      lines: list([
        {
          id: newId('il'),
          object: 'line_item',
          amount: amounts.subtotal,
          quantity: amounts.quantity,
          period: { start, end },
          subscription: subscription.id,
          parent: {
            type: 'subscription_item_details',
            subscription_item_details: { subscription: subscription.id, subscription_item: item.id },
          },
        },
      ]),
    });
    put('inpay', {
      object: 'invoice_payment',
      invoice: invoice.id,
      amount_paid: amounts.total,
      amount_requested: amounts.total,
      currency: 'cad',
      is_default: true,
      status: 'paid',
      payment: { type: 'payment_intent', payment_intent: intent.id },
    });
    Object.assign(subscription, { latest_invoice: invoice.id });
    Object.assign(session, { subscription: subscription.id, invoice: invoice.id });
    return [
      event('customer.subscription.created', subscription.id),
      event('invoice.paid', invoice.id),
      event('checkout.session.completed', sessionId),
    ];
  }

  function completeDebitCheckout(sessionId: string): Stripe.Event[] {
    const session = get(sessionId);
    const order = sessionOrders.get(sessionId);
    if (!order || session['status'] !== 'open') throw new Error(`session ${sessionId} is not open`);
    const intent = charge(
      session['customer'],
      amountsOf(order.line, order.coupon).total,
      order.intentData,
      true,
    );
    Object.assign(session, { status: 'complete', payment_status: 'unpaid', payment_intent: intent.id });
    return [event('checkout.session.completed', sessionId)];
  }

  function settleDebit(sessionId: string): Stripe.Event[] {
    const session = get(sessionId);
    const intent = get(session['payment_intent']);
    Object.assign(intent, { status: 'succeeded', amount_received: intent['amount'] });
    get(intent['latest_charge'])['status'] = 'succeeded';
    session['payment_status'] = 'paid';
    return [event('checkout.session.async_payment_succeeded', sessionId)];
  }

  return {
    url,
    requests,
    object: (id) => (store.has(id) ? copy(store.get(id)) : undefined),
    all: (object) => copy(all(object)),
    completeCheckout,
    completeDebitCheckout,
    settleDebit,
    updateAccount: (id, fields) => void Object.assign(get(id), fields),
    addPayout: (account, fields) =>
      put('po', {
        object: 'payout',
        account,
        currency: 'cad',
        ...fields,
        created: nowSeconds() + all('payout').length,
      }).id,
    event,
    signedWebhook(payload, secret, timestamp) {
      const body = typeof payload === 'string' ? payload : JSON.stringify(payload);
      const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret, timestamp });
      return {
        payload: body,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      };
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
