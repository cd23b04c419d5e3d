import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardPaymentsApi, payApi } from '@tradepact/shared';
import { callAs } from '../../../../test/contractor.js';
import { issuedInvoice, paymentsOf, receivedETransfer } from '../../../../test/client-invoices.js';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';

/** $1,000 and HST 13 %. */
const payable = 113_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t?.close());

const payByCard = (key: string) =>
  t.app.inject({ method: 'POST', url: payApi.card.path, payload: { Key: key } });
const localPage = (key: string, payment: string) =>
  t.app.inject({
    method: 'GET',
    url: `${cardPaymentsApi.localPage.path}?${new URLSearchParams({ key, payment })}`,
  });
const localPay = (key: string, payment: string) =>
  t.app.inject({
    method: 'POST',
    url: cardPaymentsApi.localPay.path,
    payload: { Key: key, PaymentId: payment },
  });

/** The local card page's address the pay page's card button answers: its payment's id. */
async function localCheckout(key: string): Promise<string> {
  const answer = await payByCard(key);
  expect(answer.statusCode, answer.body).toBe(200);
  const url = new URL(String(answer.json().Data.Url));
  expect(url.pathname).toBe('/PayByCard');
  expect(url.searchParams.get('key')).toBe(key);
  return url.searchParams.get('payment') ?? '';
}

describe('the local card page (no Stripe keys)', () => {
  it('shows what is owed, and its Pay records the card payment received; no money moves', async () => {
    const owner = await t.createUser();
    const invoice = await issuedInvoice(t, owner);
    await receivedETransfer(t, invoice.invoiceId, 13_000);
    const payment = await localCheckout(invoice.key);

    const page = await localPage(invoice.key, payment);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().Data).toEqual({
      Business: 'Tremblay Renovations',
      InvoiceNumber: 1,
      Description: 'Deposit',
      AmountCents: payable - 13_000,
      Status: 'open',
      PayUrl: `http://localhost:3000/Invoice?key=${invoice.key}`,
    });

    const paid = await localPay(invoice.key, payment);

    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().Data.Url).toBe(`http://localhost:3000/Invoice?key=${invoice.key}&paid=1`);
    const card = (await paymentsOf(t, invoice.invoiceId)).find((row) => row.method === 'card');
    expect(card).toMatchObject({ id: payment, status: 'received', amountCents: payable - 13_000 });
    expect(card?.receivedAt).toBeInstanceOf(Date);
    expect((await localPage(invoice.key, payment)).json().Data.Status).toBe('paid');
    // Paying again records nothing more; and nothing is owed any more.
    expect((await localPay(invoice.key, payment)).statusCode).toBe(200);
    expect(await paymentsOf(t, invoice.invoiceId)).toHaveLength(2);
    expect((await payByCard(invoice.key)).json().Code).toBe('cardPaymentNothingOwed');
  });

  it('offers the same pending payment again for the same amount', async () => {
    const invoice = await issuedInvoice(t, await t.createUser());
    expect(await localCheckout(invoice.key)).toBe(await localCheckout(invoice.key));
    expect(await paymentsOf(t, invoice.invoiceId)).toHaveLength(1);
  });

  it('closes a payment larger than what is still owed (an e-Transfer arrived meanwhile)', async () => {
    const invoice = await issuedInvoice(t, await t.createUser());
    const payment = await localCheckout(invoice.key);
    await receivedETransfer(t, invoice.invoiceId, 50_000);

    expect((await localPage(invoice.key, payment)).json().Data.Status).toBe('closed');
    const refused = await localPay(invoice.key, payment);

    expect(refused.statusCode).toBe(409);
    expect(refused.json().Code).toBe('localCardPaymentClosed');
    expect((await paymentsOf(t, invoice.invoiceId)).find((row) => row.id === payment)?.status).toBe(
      'pending',
    );
  });

  it('answers 404 to a wrong key, and to another invoice’s payment, and records nothing', async () => {
    const invoice = await issuedInvoice(t, await t.createUser());
    const other = await issuedInvoice(t, await t.createUser());
    const payment = await localCheckout(invoice.key);

    const wrongKey = await localPay('B'.repeat(43), payment);
    const otherKey = await localPay(other.key, payment);
    const otherPage = await localPage(other.key, payment);

    expect([wrongKey.statusCode, otherKey.statusCode, otherPage.statusCode]).toEqual([404, 404, 404]);
    expect(wrongKey.json().Code).toBe('payKeyInvalid');
    expect((await paymentsOf(t, invoice.invoiceId))[0]?.status).toBe('pending');
    expect(await paymentsOf(t, other.invoiceId)).toEqual([]);
  });

  it('lets the contractor refund it on record, in part then in full, and no one else', async () => {
    const owner = await t.createUser();
    const invoice = await issuedInvoice(t, owner);
    const payment = await localCheckout(invoice.key);
    await localPay(invoice.key, payment);
    const refund = (cents: number, who = owner) =>
      callAs(t, who, 'POST', cardPaymentsApi.refund.path, { PaymentId: payment, AmountCents: cents });

    const stranger = await refund(100, await t.createUser());
    const part = await refund(13_000);
    const rest = await refund(payable - 13_000);

    expect(stranger.statusCode).toBe(404);
    expect(part.json().Data.RefundedCents).toBe(13_000);
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().Data).toMatchObject({ Id: payment, Method: 'card', RefundedCents: payable });
    expect((await refund(1)).json().Code).toBe('cardRefundTooLarge');
  });
});
