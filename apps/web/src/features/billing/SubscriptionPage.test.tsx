import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { en } from '@tradepact/shared';
import { billingApi } from '@tradepact/shared/api-routes';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshSubscriptionStatusEvent } from '../../lib/storage';
import { envelope, said, stubApi } from '../../test/fetch';
import { storeSignedInSession } from '../../test/session';
import {
  aPreview,
  aSubscription,
  renderBillingPages,
  routeOf,
  stubPageLeave,
  subscriptionPageApi,
} from './testing';

const region = (name: string) => screen.findByRole('region', { name });

describe('My Subscription', () => {
  beforeEach(() => {
    notifications.clean();
    storeSignedInSession();
  });

  it('shows an active plan with its renewal date, usage and referral, and offers cancel and switch', async () => {
    stubApi(subscriptionPageApi());
    renderBillingPages('/Subscription');

    const current = await region('Current plan');
    expect(within(current).getByTestId('current-plan')).toHaveTextContent('Monthly');
    expect(within(current).getByText('Active')).toBeInTheDocument();
    expect(within(current).getByTestId('end-time')).toHaveTextContent('Renews on 2026-06-01');
    expect(within(current).getByRole('button', { name: 'Cancel subscription' })).toBeInTheDocument();
    expect(await within(current).findByRole('button', { name: 'Switch plan' })).toBeInTheDocument();
    expect(within(current).getByRole('button', { name: 'Update payment method' })).toBeInTheDocument();
    expect(within(current).queryByRole('button', { name: 'Upgrade Plan' })).not.toBeInTheDocument();
    expect(within(current).queryByRole('button', { name: 'Resume' })).not.toBeInTheDocument();

    const usage = await region('This month’s usage');
    expect(within(usage).getByTestId('usage-client')).toHaveTextContent('Client contracts3/20');
    expect(within(usage).getByTestId('usage-templates')).toHaveTextContent('Contract templates2/10');

    const referral = await region('Refer a contractor');
    expect(within(referral).getByRole('textbox', { name: 'Your share link' })).toHaveValue(
      `${window.location.origin}/?ref=PAT2026`,
    );
    expect(referral).toHaveTextContent('20%');
    expect(referral).toHaveTextContent('$10.00');
    expect(referral).toHaveTextContent('$15.00');
  });

  it('says the month’s amendments apart from the quota they do not use', async () => {
    stubApi(
      subscriptionPageApi(aSubscription({ ClientContractAmendments: 2, SubcontractorContractAmendments: 1 })),
    );
    renderBillingPages('/Subscription');
    const usage = await region('This month’s usage');
    expect(within(usage).getByTestId('usage-client')).toHaveTextContent(
      'Client contracts3/20Plus 2 amendments, which are not counted',
    );
    expect(within(usage).getByTestId('usage-subcontractor')).toHaveTextContent(
      'Plus 1 amendment, which is not counted',
    );
    expect(within(usage).getByTestId('usage-templates')).not.toHaveTextContent('amendment');
  });

  it('hides a usage figure without a limit', async () => {
    stubApi(subscriptionPageApi(aSubscription({ SubcontractorContractQuota: -1, TemplateQuota: -1 })));
    renderBillingPages('/Subscription');
    const usage = await region('This month’s usage');
    expect(within(usage).getByTestId('usage-client')).toBeInTheDocument();
    expect(within(usage).queryByTestId('usage-subcontractor')).not.toBeInTheDocument();
    expect(within(usage).queryByTestId('usage-templates')).not.toBeInTheDocument();
  });

  it('cancels with a reason, then reads the subscription and the sidebar’s flags again', async () => {
    const user = userEvent.setup();
    const flagsReread = vi.fn();
    window.addEventListener(refreshSubscriptionStatusEvent, flagsReread);
    const api = stubApi({
      ...subscriptionPageApi(),
      [routeOf(billingApi.cancel)]: envelope(null),
    });
    renderBillingPages('/Subscription');

    await user.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel subscription' });
    expect(dialog).toHaveTextContent('You keep full access until 2026-06-01');
    await user.type(within(dialog).getByRole('textbox', { name: /Why are you cancelling/ }), 'Slow season');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));

    await waitFor(() => expect(api.callsTo('POST', billingApi.cancel.path)).toHaveLength(1));
    expect(api.callsTo('POST', billingApi.cancel.path)[0]?.body).toEqual({ Reason: 'Slow season' });
    expect(
      await screen.findByText('Your subscription is cancelled. You keep full access until 2026-06-01.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET', billingApi.subscription.path)).toHaveLength(2));
    expect(flagsReread).toHaveBeenCalledTimes(1);
    window.removeEventListener(refreshSubscriptionStatusEvent, flagsReread);
  });

  it('shows a refused cancel and keeps the dialog open', async () => {
    const user = userEvent.setup();
    stubApi({
      ...subscriptionPageApi(),
      [routeOf(billingApi.cancel)]: said('billingNoPaidPlan'),
    });
    renderBillingPages('/Subscription');

    await user.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel subscription' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));

    expect(await screen.findByText(en.billingNoPaidPlan)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Cancel subscription' })).toBeInTheDocument();
  });

  it('offers Upgrade Plan on the trial, which opens the monthly checkout', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      ...subscriptionPageApi(
        aSubscription({
          Plan: { Type: 1, Name: 'Free Trial', Price: 0, PriceStr: '$0' },
          Status: 1,
          StatusStr: 'Free Trial',
          EndTimeTitle: 'Trial ends on',
          EndTime: '2026-05-20',
          PaymentMethod: null,
        }),
      ),
      [routeOf(billingApi.subscriptionCheckout)]: envelope(aPreview()),
    });
    renderBillingPages('/Subscription');

    const current = await region('Current plan');
    expect(within(current).getByTestId('end-time')).toHaveTextContent('Trial ends on 2026-05-20');
    expect(within(current).queryByRole('button', { name: 'Cancel subscription' })).not.toBeInTheDocument();
    expect(within(current).queryByRole('button', { name: 'Update payment method' })).not.toBeInTheDocument();
    await user.click(within(current).getByRole('button', { name: 'Upgrade Plan' }));

    const dialog = await screen.findByRole('dialog', { name: 'Checkout' });
    expect(await within(dialog).findByText('Monthly plan')).toBeInTheDocument();
    expect(api.callsTo('POST', billingApi.subscriptionCheckout.path)[0]?.body).toEqual({
      Type: 2,
      PromoCode: '',
      IsPreview: true,
    });
  });

  it('shows the trial card only on the trial, and marks the current plan', async () => {
    stubApi(subscriptionPageApi());
    renderBillingPages('/Subscription');
    const cards = await region('Plans');
    await within(cards).findByTestId('plan-2');
    expect(within(cards).queryByTestId('plan-1')).not.toBeInTheDocument();
    expect(within(within(cards).getByTestId('plan-2')).getByText('Current plan')).toBeInTheDocument();
    expect(within(within(cards).getByTestId('plan-3')).queryByText('Current plan')).not.toBeInTheDocument();
  });

  it('states each plan card’s monthly quotas', async () => {
    stubApi(subscriptionPageApi());
    renderBillingPages('/Subscription');
    const cards = await region('Plans');
    expect(await within(cards).findByTestId('plan-quotas-2')).toHaveTextContent(
      'Each month20 client contracts20 sub-contractor contracts10 contract templates',
    );
    expect(within(cards).getByTestId('plan-quotas-3')).toHaveTextContent(
      'Each month25 client contracts1 sub-contractor contractUnlimited contract templates',
    );
  });

  it('switches a running plan from the next billing date', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      ...subscriptionPageApi(),
      [routeOf(billingApi.changePlan)]: envelope(null),
    });
    renderBillingPages('/Subscription');

    const cards = await region('Plans');
    await user.click(await within(cards).findByRole('button', { name: 'Switch to Annual' }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch plan' });
    expect(dialog).toHaveTextContent('The change takes effect on the next billing date, 2026-06-01.');
    expect(within(dialog).getByRole('radio', { name: 'Annual: $290.00' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Switch plan' }));

    await waitFor(() => expect(api.callsTo('POST', billingApi.changePlan.path)).toHaveLength(1));
    expect(api.callsTo('POST', billingApi.changePlan.path)[0]?.body).toEqual({ type: 3 });
    expect(await screen.findByText('Your plan switches to Annual on 2026-06-01.')).toBeInTheDocument();
  });

  it('says a cancelled plan keeps access until its end date, and resumes it', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      ...subscriptionPageApi(
        aSubscription({ Status: 2, StatusStr: 'Cancelled', EndTimeTitle: 'Access ends on' }),
      ),
      [routeOf(billingApi.resume)]: envelope(null),
    });
    renderBillingPages('/Subscription');

    const current = await region('Current plan');
    expect(within(current).getByTestId('cancelled-notice')).toHaveTextContent(
      'You keep full access until 2026-06-01',
    );
    expect(within(current).queryByRole('button', { name: 'Cancel subscription' })).not.toBeInTheDocument();
    await user.click(within(current).getByRole('button', { name: 'Resume' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resume subscription' });
    expect(dialog).toHaveTextContent('Your Monthly plan will renew on 2026-06-01, as before.');
    await user.click(within(dialog).getByRole('button', { name: 'Resume' }));

    await waitFor(() => expect(api.callsTo('POST', billingApi.resume.path)).toHaveLength(1));
    expect(await screen.findByText('Your subscription is resumed.')).toBeInTheDocument();
  });

  it('warns of a failed renewal and sends the user to update the payment method', async () => {
    const user = userEvent.setup();
    const assign = stubPageLeave();
    stubApi({
      ...subscriptionPageApi(aSubscription({ PastDueUntil: '2026-06-08', StatusStr: 'Payment failed' })),
      [routeOf(billingApi.customerPortal)]: envelope({ Url: '/Pay/portal-session' }),
    });
    renderBillingPages('/Subscription');

    const warning = await screen.findByTestId('past-due');
    expect(warning).toHaveTextContent('You keep full access until 2026-06-08.');
    await user.click(within(warning).getByRole('button', { name: 'Update payment method' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/Pay/portal-session'));
  });

  it('names the next plan after a switch', async () => {
    stubApi(
      subscriptionPageApi(aSubscription({ NextPlan: { Type: 3, Name: 'Annual', StartTime: '2026-06-01' } })),
    );
    renderBillingPages('/Subscription');
    expect(await screen.findByTestId('next-plan')).toHaveTextContent(
      'Switches to the Annual plan on 2026-06-01.',
    );
  });

  it('buys extra agreements on a monthly plan, but offers none on the trial', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      ...subscriptionPageApi(),
      [routeOf(billingApi.topUpCheckout)]: envelope(aPreview({ Name: 'Extra client agreement × 3' })),
    });
    const first = renderBillingPages('/Subscription');

    const topUps = await region('Extra agreements');
    const quantity = within(topUps).getByRole('textbox', { name: 'How many: Extra client agreement' });
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.click(within(topUps).getByRole('button', { name: 'Buy Extra client agreement' }));
    expect(await screen.findByText('Extra client agreement × 3')).toBeInTheDocument();
    expect(api.callsTo('POST', billingApi.topUpCheckout.path)[0]?.body).toEqual({
      Type: 1,
      PromoCode: '',
      IsPreview: true,
      Quantity: 3,
    });
    first.unmount();

    stubApi(
      subscriptionPageApi(
        aSubscription({ Plan: { Type: 1, Name: 'Free Trial', Price: 0, PriceStr: '$0' }, Status: 1 }),
      ),
    );
    renderBillingPages('/Subscription');
    await region('Current plan');
    expect(screen.queryByRole('region', { name: 'Extra agreements' })).not.toBeInTheDocument();
  });

  it('shows only the notice when billing is off', async () => {
    stubApi(subscriptionPageApi(aSubscription({ Billing: 'off' })));
    renderBillingPages('/Subscription');
    expect(await screen.findByTestId('billing-off')).toHaveTextContent(en.billingOff);
    expect(screen.queryByRole('region', { name: 'Plans' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Current plan' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Invoices' })).not.toBeInTheDocument();
  });

  it('says that payments are simulated on the local payment page', async () => {
    stubApi(subscriptionPageApi(aSubscription({ Billing: 'local' })));
    renderBillingPages('/Subscription');
    expect(await screen.findByTestId('local-billing')).toHaveTextContent('no money moves');
  });

  it('shows the payment-successful dialog of ?key=, then goes to My Projects', async () => {
    const user = userEvent.setup();
    stubApi({
      ...subscriptionPageApi(),
      [routeOf(billingApi.readKey)]: envelope({
        Title: en.billingPaymentSuccessfulTitle,
        Content: 'Thank you! Your Monthly plan is active until 2026-06-01.',
        Status: 'complete',
      }),
    });
    const { router } = renderBillingPages('/Subscription?key=cs_test_1');

    const dialog = await screen.findByRole('dialog', { name: 'Payment Successful' });
    expect(dialog).toHaveTextContent('Thank you! Your Monthly plan is active until 2026-06-01.');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/MyProjects'));
  });
});
