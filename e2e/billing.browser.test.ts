import { en, formatCad, formatMessage } from '@tradepact/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../apps/server/src/db/schema/index.js';
import { addPromo } from '../apps/server/test/billing.js';
import { freePort } from '../apps/server/test/free-port.js';
import {
  cards,
  followLink,
  invoicesOf,
  payWithCard,
  pdfText,
  section,
  shootBothWidths,
  subscriptionOf,
  userInfoOf,
} from './billing.js';
import { skipWithoutChromium } from './browser.js';
import { plainText, signedInContractor, watchedPage, type Contractor } from './contracts.js';
import { startInProcessApp, type InProcessApp } from './in-process-app.js';

/** The operator's promo code, made before the journey as `npm run admin -- promo` makes one. */
const promo = 'WELCOME20';
/** Monthly $29.00, 20 % off ($5.80), then Ontario's HST 13 % on $23.20 ($3.016, to the cent). */
const monthly = { discount: 580, tax: 302, total: 2900 - 580 + 302 };
/** Two extra client agreements at $10.00, with HST 13 %. */
const topUp = { quantity: 2, amount: 2000, tax: 260, total: 2000 + 260 };
/** Chromium logs every answer other than 2xx as a console error: the declined card's 402 is expected. */
const declinedAnswer = /Failed to load resource: the server responded with a status of 402/;

/**
 * The subscription journey of issue 15 in Chromium against the real server and its local payment
 * page (no Stripe key): a contractor on the trial in Ontario upgrades to Monthly with a promo code,
 * is first refused with the declined test card (nothing changes), pays with an accepted one, finds
 * the invoice and its PDF, buys extra agreements, cancels and resumes.
 */
describe.skipIf(skipWithoutChromium())('the subscription: upgrade, invoice, top-up, cancel, resume', () => {
  let app: InProcessApp | undefined;
  let url: string;
  let contractor: Contractor;

  beforeAll(async () => {
    // The payment pages send the browser on to PUBLIC_URL's addresses: it must be this server.
    const port = await freePort();
    app = await startInProcessApp({ port, env: { PUBLIC_URL: `http://127.0.0.1:${port}` } });
    url = app.url;
    contractor = await signedInContractor(app.t, app.browser, url);
    await addPromo(app.t, { code: promo, percentOff: 20 });
  });
  afterAll(async () => {
    await app?.close();
  });

  const started = (): InProcessApp => {
    if (!app) throw new Error('the app did not start');
    return app;
  };

  it('upgrades the trial to Monthly with a promo code: a declined card changes nothing, an accepted one makes it Active', async () => {
    const { t } = started();
    const { page, errors } = await watchedPage(contractor.context);
    await page.goto(`${url}/Subscription`);
    const current = section(page, 'Current plan');
    await current.getByText('Free Trial', { exact: true }).first().waitFor();
    expect(await plainText(page.getByTestId('current-plan'))).toBe('Free Trial');
    const trialEnds = (await subscriptionOf(t, contractor.api)).EndTime ?? '';
    expect(await plainText(page.getByTestId('end-time'))).toBe(`Trial ends on ${trialEnds}`);
    await shootBothWidths(page, 'billing-trial');

    await current.getByRole('button', { name: 'Upgrade Plan' }).click();
    const modal = page.getByRole('dialog', { name: 'Checkout' });
    const amounts = modal.getByTestId('checkout-amounts');
    await amounts.getByText('Monthly', { exact: true }).waitFor();
    await modal.getByRole('textbox', { name: 'Promo code' }).fill(promo.toLowerCase());
    await modal.getByRole('button', { name: 'Apply' }).click();
    await amounts
      .getByText(formatMessage(en.billingPromotionPercent, { code: promo, percent: 20 }))
      .waitFor();
    const shown = await plainText(amounts);
    expect(shown).toContain(`Amount ${formatCad(2900)}`);
    expect(shown).toContain(`Discount −${formatCad(monthly.discount)}`);
    expect(shown).toContain(`Sales tax (13 %) ${formatCad(monthly.tax)}`);
    expect(shown).toContain(`HST 13 % ${formatCad(monthly.tax)}`);
    expect(shown).toContain(`Total (CAD) ${formatCad(monthly.total)}`);
    await shootBothWidths(page, 'billing-checkout', { fullPage: false });

    await modal.getByRole('button', { name: `Pay ${formatCad(monthly.total)}` }).click();
    await page.waitForURL(/\/Pay\/[\w-]+$/);
    const sessionId = new URL(page.url()).pathname.split('/').pop() ?? '';
    await page.getByRole('heading', { name: 'Pay your order', level: 1 }).waitFor();
    expect(await plainText(page.getByTestId('local-total'))).toBe(formatCad(monthly.total));
    await shootBothWidths(page, 'billing-pay');

    // Declined: the refusal shows on the form, and the account is as it was.
    await payWithCard(page, cards.declined);
    await page.getByTestId('card-refusal').getByText(en.billingCardDeclined, { exact: true }).waitFor();
    await shootBothWidths(page, 'billing-pay-declined');
    expect(new URL(page.url()).pathname).toBe(`/Pay/${sessionId}`);
    expect((await userInfoOf(t, contractor.api)).Subscription.Plan.Type).toBe(1);
    expect(await invoicesOf(t, contractor.api)).toEqual([]);

    await payWithCard(page, cards.accepted);
    await page.waitForURL(`${url}/Success/${sessionId}`);
    await page.getByRole('heading', { name: en.billingPaymentSuccessfulTitle, level: 1 }).waitFor();
    const renews = (await subscriptionOf(t, contractor.api)).EndTime ?? '';
    await page
      .getByRole('status')
      .getByText(formatMessage(en.billingPaymentSuccessfulPlan, { plan: 'Monthly', date: renews }))
      .waitFor();
    await shootBothWidths(page, 'billing-success');

    await page.getByRole('link', { name: 'Done' }).click();
    await page.waitForURL(/\/Subscription\/?$/);
    await current.getByText('Active', { exact: true }).waitFor();
    expect(await plainText(page.getByTestId('current-plan'))).toBe('Monthly');
    expect(await plainText(page.getByTestId('end-time'))).toBe(`Renews on ${renews}`);
    expect((await userInfoOf(t, contractor.api)).Subscription.Plan.Type).toBe(2);
    expect(errors.filter((error) => !declinedAnswer.test(error))).toEqual([]);
    await page.close();
  }, 120_000);

  it('lists the paid invoice with its tooltip, and its PDF shows the number, HST 13 % and the total', async () => {
    const { t } = started();
    const [invoice, ...others] = await invoicesOf(t, contractor.api);
    expect(others).toEqual([]);
    if (!invoice) throw new Error('no invoice');
    const { page, errors } = await watchedPage(contractor.context);
    await page.goto(`${url}/Subscription`);
    const row = section(page, 'Invoices').getByRole('row').filter({ hasText: invoice.InvoiceNumber });
    await row.waitFor();
    expect(await plainText(row)).toContain(formatCad(monthly.total));

    await row.getByText('Paid', { exact: true }).hover();
    await page.getByRole('tooltip').getByText(en.billingPaymentCompleteTip, { exact: true }).waitFor();
    await shootBothWidths(page, 'billing-monthly');

    const link = row.getByRole('link', { name: `Download invoice ${invoice.InvoiceNumber} (PDF)` });
    const pdf = await followLink(contractor.context, link);
    expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
    const text = await pdfText(pdf);
    expect(text).toContain(invoice.InvoiceNumber);
    expect(text).toContain('HST 13 %');
    expect(text).toContain(formatCad(monthly.total));
    expect(errors).toEqual([]);
    await page.close();
  }, 90_000);

  it('buys 2 extra client agreements through the checkout and the local page: the bonus shows 5', async () => {
    const { t } = started();
    const { page, errors } = await watchedPage(contractor.context);
    await page.goto(`${url}/Subscription`);
    const extras = section(page, 'Extra agreements');
    await extras
      .getByRole('textbox', { name: 'How many: Extra client agreement' })
      .fill(String(topUp.quantity));
    await extras.getByRole('button', { name: 'Buy Extra client agreement' }).click();

    const modal = page.getByRole('dialog', { name: 'Checkout' });
    const amounts = modal.getByTestId('checkout-amounts');
    await amounts.getByText(formatCad(topUp.total), { exact: true }).waitFor();
    const shown = await plainText(amounts);
    expect(shown).toContain(`Amount ${formatCad(topUp.amount)}`);
    expect(shown).toContain(`HST 13 % ${formatCad(topUp.tax)}`);
    await modal.getByRole('button', { name: `Pay ${formatCad(topUp.total)}` }).click();
    await page.waitForURL(/\/Pay\/[\w-]+$/);
    expect(await plainText(page.getByTestId('local-total'))).toBe(formatCad(topUp.total));
    await payWithCard(page, cards.accepted);
    await page.waitForURL(/\/Success\/[\w-]+$/);
    await page.getByRole('heading', { name: en.billingPaymentSuccessfulTitle, level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Done' }).click();

    // The monthly plan's welcome bonus of 3, and the 2 bought.
    await page
      .getByTestId('usage-client')
      .getByText('Bonus and extra agreements: 0/5 used', { exact: true })
      .waitFor();
    expect((await userInfoOf(t, contractor.api)).Subscription.ClientContractBonus).toBe(3 + topUp.quantity);
    expect(await invoicesOf(t, contractor.api)).toHaveLength(2);
    expect(errors).toEqual([]);
    await page.close();
  }, 90_000);

  it('cancels with a reason, says access continues until the end date, and resumes', async () => {
    const { t } = started();
    const { page, errors } = await watchedPage(contractor.context);
    await page.goto(`${url}/Subscription`);
    const current = section(page, 'Current plan');
    await current.getByRole('button', { name: 'Cancel subscription' }).click();
    const cancelling = page.getByRole('dialog', { name: 'Cancel subscription' });
    await cancelling.getByRole('textbox', { name: 'Why are you cancelling? (optional)' }).fill('Slow season');
    await cancelling.getByRole('button', { name: 'Cancel subscription' }).click();

    const until = (await subscriptionOf(t, contractor.api)).EndTime ?? '';
    const notice = page.getByTestId('cancelled-notice');
    await notice.waitFor();
    expect(await plainText(notice)).toContain(`You keep full access until ${until}`);
    await current.getByText('Cancelled', { exact: true }).waitFor();
    const [stored] = await started()
      .t.services.database.db.select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, contractor.api.id));
    expect(stored).toMatchObject({ cancelAtPeriodEnd: true, cancelReason: 'Slow season' });
    await shootBothWidths(page, 'billing-cancelled');

    await current.getByRole('button', { name: 'Resume' }).click();
    await page
      .getByRole('dialog', { name: 'Resume subscription' })
      .getByRole('button', { name: 'Resume' })
      .click();
    await current.getByText('Active', { exact: true }).waitFor();
    await notice.waitFor({ state: 'detached' });
    expect(await subscriptionOf(t, contractor.api)).toMatchObject({ Status: 0, StatusStr: 'Active' });
    expect(errors).toEqual([]);
    await page.close();
  }, 90_000);
});
