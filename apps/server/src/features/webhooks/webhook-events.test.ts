import { eq } from 'drizzle-orm';
import pino from 'pino';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integrationsApi as api, webhookEventTypes, type WebhookEventType } from '@tradepact/shared';
import {
  acceptEula,
  callAs,
  contractForm,
  projectWithParties,
  saveBusinessProfile,
  saveRequest,
} from '../../../test/contractor.js';
import { eventually, nextSigningKey, signWithKey } from '../../../test/signing.js';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app.js';
import { startReceiver, type ReceivedRequest, type WebhookReceiver } from '../../../test/webhook-receiver.js';
import { clientInvoices, clientPayments, contracts, webhookDeliveries } from '../../db/schema/index.js';
import { signingSweeps } from '../signing/sweeps.js';
import { webhookTypeOf, webhookBody, type TrailEvent } from './webhook-events.js';

/**
 * Every event a webhook can be sent for, from the contract's life as it happens (issue 34 §2): each
 * delivered once to an endpoint that chose it, signed, with its facts; none to an endpoint that did not.
 */

let t: TestApp;
let receiver: WebhookReceiver;
let owner: TestUser;
let projectId: string;
let everything: { id: string; secret: string };
let completedOnly: { id: string; secret: string };
let turnedOff: { id: string; secret: string };

const helene = { name: 'Hélène Côté', email: 'helene@example.com' };
const db = () => t.services.database.db;
const scope = 'Demolish the kitchen and install new cabinets.';
type Body = { type: string; timestamp: string; data: Record<string, unknown> };

async function endpointFor(path: string, events: readonly WebhookEventType[]) {
  const made = await callAs(t, owner, 'POST', api.createEndpoint.path, {
    Url: receiver.url(path),
    Events: events,
  });
  expect(made.statusCode, made.body).toBe(200);
  return { id: made.json().Data.Endpoint.Id as string, secret: made.json().Data.Secret as string };
}

async function sendContract(): Promise<{ id: string; key: string }> {
  const sent = await callAs(t, owner, 'POST', '/api/app/contract/create', {
    ...saveRequest(projectId, contractForm({ ScopeOfServices: scope })),
    Token: crypto.randomUUID(),
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const id = sent.json().Data.Id as string;
  return { id, key: await nextSigningKey(t, helene.email, id) };
}

/** The requests `path` received of an event type about a contract, checked against its secret. */
function received(path: string, secret: string, type: string, contractId: string) {
  return receiver
    .to(path)
    .map((request) => ({
      request,
      body: new Webhook(secret).verify(request.body, request.headers as Record<string, string>) as Body,
    }))
    .filter(({ body }) => body.type === type && (body.data.Contract as { Id: string }).Id === contractId);
}

/** Waits for the one delivery of an event to the endpoint that chose every event. */
async function delivered(type: WebhookEventType, contractId: string): Promise<Body> {
  const [one] = await eventually(async () => {
    const found = received('/all', everything.secret, type, contractId);
    return found.length ? found : undefined;
  }, `${type} of ${contractId}`);
  return (one as { body: Body }).body;
}

const contractRow = async (id: string) =>
  (await db().select().from(contracts).where(eq(contracts.id, id)))[0];

const bodies = new Map<WebhookEventType, Body>();
let signed: { id: string; key: string };

beforeAll(async () => {
  t = await createTestApp();
  receiver = await startReceiver();
  owner = await t.createUser('webhook-events@example.com', 'special');
  await saveBusinessProfile(t, owner);
  await acceptEula(t, owner);
  ({ projectId } = await projectWithParties(t, owner));
  everything = await endpointFor('/all', webhookEventTypes);
  completedOnly = await endpointFor('/completed-only', ['contract.completed']);
  turnedOff = await endpointFor('/off', webhookEventTypes);
  await callAs(t, owner, 'PUT', api.updateEndpoint.path, {
    Id: turnedOff.id,
    Url: receiver.url('/off'),
    Events: webhookEventTypes,
    Enabled: false,
  });
}, 60_000);
afterAll(async () => {
  await receiver?.close();
  await t?.close();
});

describe('a contract signed, sealed and paid', () => {
  it('is sent to its owner’s endpoint at each step, signed, with the step’s facts', async () => {
    signed = await sendContract();
    const sent = await delivered('contract.sent', signed.id);
    const [signer] = await db().query.contractSigners.findMany({
      where: (s, { eq }) => eq(s.contractId, signed.id),
    });
    const contract = {
      Id: signed.id,
      Number: (await contractRow(signed.id))?.number,
      Revision: 0,
      Title: scope,
      ProjectId: projectId,
    };
    const Signer = { Id: signer?.id, Name: helene.name, Email: helene.email };
    expect(sent.data).toEqual({ Contract: { ...contract, Status: 'sent' }, Signers: [Signer] });
    expect(Date.parse(sent.timestamp)).toBeGreaterThan(Date.now() - 60_000);
    bodies.set('contract.sent', sent);

    const opened = await t.app.inject({
      method: 'GET',
      url: `/api/app/contract/preview3?code=${signed.key}`,
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const viewed = await delivered('contract.viewed', signed.id);
    expect(viewed.data).toEqual({ Contract: { ...contract, Status: 'sent' }, Signer });
    bodies.set('contract.viewed', viewed);

    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/app/contract/askchange',
      payload: { code: signed.key, message: 'Could the cabinets be oak?' },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const change = await delivered('contract.change_requested', signed.id);
    expect(change.data).toEqual({
      Contract: { ...contract, Status: 'sent' },
      Signer,
      Message: 'Could the cabinets be oak?',
    });
    bodies.set('contract.change_requested', change);

    expect((await signWithKey(t, signed.key)).statusCode).toBe(200);
    const signature = await delivered('contract.signed', signed.id);
    expect(signature.data).toEqual({ Contract: { ...contract, Status: 'signed' }, Signer });
    bodies.set('contract.signed', signature);

    const completed = await delivered('contract.completed', signed.id);
    const sealed = await contractRow(signed.id);
    expect(sealed?.sealedSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(completed.data).toEqual({
      Contract: { ...contract, Status: 'sealed' },
      Sha256: sealed?.sealedSha256,
    });
    bodies.set('contract.completed', completed);
  }, 90_000);

  it('then an invoice issued, a payment received and a refund', async () => {
    const issued = await callAs(t, owner, 'POST', '/api/app/contract/invoice', {
      Id: signed.id,
      Key: 'deposit',
    });
    expect(issued.statusCode, issued.body).toBe(200);
    const [invoice] = await db()
      .select()
      .from(clientInvoices)
      .where(eq(clientInvoices.contractId, signed.id));
    const Invoice = {
      Id: invoice?.id,
      Number: invoice?.number,
      Description: invoice?.description,
      TotalCents: invoice?.payableCents,
      IssuedOn: invoice?.issuedOn,
      DueOn: invoice?.dueOn,
    };
    const invoiced = await delivered('invoice.issued', signed.id);
    expect(invoiced.data).toMatchObject({ Contract: { Id: signed.id, Status: 'sealed' }, Invoice });
    bodies.set('invoice.issued', invoiced);

    const paid = await callAs(t, owner, 'POST', '/api/app/invoice/recordpayment', {
      InvoiceId: invoice?.id,
      Method: 'other',
      AmountCents: 50_000,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const [payment] = await db()
      .select()
      .from(clientPayments)
      .where(eq(clientPayments.invoiceId, invoice?.id ?? ''));
    const received = await delivered('payment.received', signed.id);
    expect(received.data).toMatchObject({
      Invoice,
      Payment: { Id: payment?.id, Method: 'other', AmountCents: 50_000, RefundedCents: 0 },
    });
    bodies.set('payment.received', received);

    // A card payment on the local card page (no Stripe here), refunded in part on record.
    const [card] = await db()
      .insert(clientPayments)
      .values({
        invoiceId: invoice?.id ?? '',
        method: 'card',
        status: 'received',
        amountCents: 20_000,
        receivedAt: new Date(),
      })
      .returning();
    const refund = await callAs(t, owner, 'POST', '/api/app/invoice/refundcard', {
      PaymentId: card?.id,
      AmountCents: 5_000,
    });
    expect(refund.statusCode, refund.body).toBe(200);
    const refunded = await delivered('payment.refunded', signed.id);
    expect(refunded.data).toMatchObject({
      Invoice,
      Payment: { Id: card?.id, Method: 'card', AmountCents: 20_000, RefundedCents: 5_000 },
      RefundCents: 5_000,
    });
    bodies.set('payment.refunded', refunded);
  }, 60_000);
});

describe('a contract that goes no further', () => {
  it('is sent as declined, cancelled or expired', async () => {
    const declinedOne = await sendContract();
    const declined = await t.app.inject({
      method: 'POST',
      url: '/api/app/contract/decline',
      payload: { code: declinedOne.key, reason: 'We chose another contractor.' },
    });
    expect(declined.statusCode, declined.body).toBe(200);
    const decline = await delivered('contract.declined', declinedOne.id);
    expect(decline.data).toMatchObject({
      Contract: { Id: declinedOne.id, Status: 'declined' },
      Signer: { Name: helene.name, Email: helene.email },
      Message: 'We chose another contractor.',
    });
    bodies.set('contract.declined', decline);

    const withdrawn = await sendContract();
    expect((await callAs(t, owner, 'PUT', `/api/app/contract/cancel?id=${withdrawn.id}`)).statusCode).toBe(
      200,
    );
    const cancelled = await delivered('contract.cancelled', withdrawn.id);
    expect(cancelled.data).toMatchObject({
      Contract: { Id: withdrawn.id, Status: 'cancelled' },
      CancelledBy: 'contractor',
      Signer: null,
    });
    bodies.set('contract.cancelled', cancelled);

    const lapsed = await sendContract();
    await db().update(contracts).set({ expiresOn: '2020-01-01' }).where(eq(contracts.id, lapsed.id));
    await signingSweeps({
      db: db(),
      queue: t.services.queue,
      notifier: t.services.notifier,
      publicUrl: t.services.config.publicUrl,
      productName: t.services.config.productName,
      log: pino({ level: 'silent' }),
    }).sweep();
    const expired = await delivered('contract.expired', lapsed.id);
    expect(expired.data).toEqual({ Contract: expect.objectContaining({ Id: lapsed.id, Status: 'expired' }) });
    bodies.set('contract.expired', expired);
  }, 90_000);
});

describe('the deliveries', () => {
  it('covered every event type, each event once under one id', () => {
    expect([...bodies.keys()].sort()).toEqual([...webhookEventTypes].sort());
    const ids = receiver.to('/all').map((request) => request.headers['webhook-id']);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('go to an endpoint only for the events it chose, under the event’s one id', async () => {
    const rows = await db()
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, completedOnly.id));
    expect(rows.map((row) => row.eventType)).toEqual(['contract.completed']);
    const [toOne] = receiver.to('/completed-only');
    const [toAll] = received('/all', everything.secret, 'contract.completed', signed.id).map(
      ({ request }) => request,
    );
    expect(toOne?.headers['webhook-id']).toBe((toAll as ReceivedRequest).headers['webhook-id']);
    expect(
      new Webhook(completedOnly.secret).verify(toOne?.body ?? '', toOne?.headers as Record<string, string>),
    ).toEqual(bodies.get('contract.completed'));
  });

  it('go nowhere for an endpoint turned off', async () => {
    expect(
      await db().select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, turnedOff.id)),
    ).toEqual([]);
    expect(receiver.to('/off')).toEqual([]);
  });
});

describe('a consumer’s cancellation within the period', () => {
  it('is contract.cancelled by the client, with their reason', () => {
    const event: TrailEvent = {
      contractId: 'c',
      type: 'cancelledByClient',
      signerId: 's',
      data: { reason: 'Changed our minds.' },
      at: new Date('2026-11-29T15:00:00Z'),
    };
    expect(webhookTypeOf(event.type)).toBe('contract.cancelled');
    const body = webhookBody('contract.cancelled', event, {
      contract: {
        id: 'c',
        number: 7,
        revision: 1,
        projectId: 'p',
        status: 'Signed',
        expiresOn: null,
        province: 'Ontario',
        signers: 1,
        signed: 1,
        scopeOfServices: 'Roof',
      },
      signers: [{ id: 's', contractId: 'c', name: 'Hélène Côté', email: 'helene@example.com' }],
    });
    expect(body).toEqual({
      type: 'contract.cancelled',
      timestamp: '2026-11-29T15:00:00.000Z',
      data: {
        Contract: { Id: 'c', Number: 7, Revision: 1, Title: 'Roof', ProjectId: 'p', Status: 'sealed' },
        CancelledBy: 'client',
        Signer: { Id: 's', Name: 'Hélène Côté', Email: 'helene@example.com' },
        Message: 'Changed our minds.',
      },
    });
  });

  it('leaves the trail’s other events unsent', () => {
    for (const type of [
      'emailed',
      'texted',
      'resent',
      'copied',
      'codeTexted',
      'paymentReported',
      'paperSigned',
    ] as const) {
      expect(webhookTypeOf(type), type).toBeUndefined();
    }
  });
});
