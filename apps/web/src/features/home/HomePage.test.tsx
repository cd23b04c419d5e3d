import { screen, within } from '@testing-library/react';
import { en, planTypes, type PublishedEula, type SubscriptionPlan } from '@tradepact/shared';
import { authApi, billingApi, contentApi } from '@tradepact/shared/api-routes';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../i18n/switchLanguage';
import { getStored } from '../../lib/storage';
import { envelope, said, jsonResponse, stubApi, stubFetch } from '../../test/fetch';
import { renderRoute, renderWithProviders } from '../../test/render';
import { HomePage } from './HomePage';

const plans: SubscriptionPlan[] = [
  {
    Id: '11111111-1111-4111-8111-111111111111',
    Type: planTypes.trial,
    Name: 'Free Trial',
    TrialDays: 21,
    Price: 0,
    PriceStr: '$0.00',
    Line1: 'Every feature, <b>no credit card</b>',
    Line2: 'Client agreements',
    Line3: '',
  },
  {
    Id: '22222222-2222-4222-8222-222222222222',
    Type: planTypes.monthly,
    Name: 'Monthly',
    TrialDays: 0,
    Price: 2900,
    PriceStr: '$29.00',
    Line1: 'Unlimited projects',
    Line2: 'E-signature',
    Line3: 'Cancel <b>any time</b>',
  },
];

const publishedEula: PublishedEula = {
  Content: '<h2>The agreement</h2>',
  Version: 1,
  PublishedDate: '2026-01-05T15:00:00.000Z',
};

afterEach(async () => {
  await switchLanguage('en');
  document.cookie = 'lang=; path=/; max-age=0';
});

describe('home page', () => {
  it('renders a plan card per plan from the API, the trial titled "{TrialDays}-Day {Name}"', async () => {
    const { calls } = stubFetch(() => jsonResponse(envelope(plans)));
    renderWithProviders(<HomePage />);

    const trialTitle = await screen.findByRole('heading', { level: 3, name: '21-Day Free Trial' });
    const monthlyTitle = screen.getByRole('heading', { level: 3, name: 'Monthly' });
    expect(calls[0]?.url.pathname).toBe(billingApi.plans.path);

    const trialCard = trialTitle.closest<HTMLElement>('.mantine-Card-root')!;
    expect(within(trialCard).getByText('$0.00 CAD')).toBeInTheDocument();
    expect(within(trialCard).getByText('no credit card').tagName).toBe('B');
    expect(within(trialCard).getByRole('link', { name: 'Start free trial' })).toHaveAttribute(
      'href',
      '/Login?t=signup',
    );

    const monthlyCard = monthlyTitle.closest<HTMLElement>('.mantine-Card-root')!;
    expect(within(monthlyCard).getByText('$29.00 CAD')).toBeInTheDocument();
    expect(within(monthlyCard).getByText('per month')).toBeInTheDocument();
    expect(within(monthlyCard).getByText('any time').tagName).toBe('B');
  });

  it('asks for the plans again in the language the visitor switches to', async () => {
    const french = plans.map((plan) => ({
      ...plan,
      Name: plan.Type === planTypes.monthly ? 'Mensuel' : plan.Name,
    }));
    const { calls } = stubFetch(() =>
      jsonResponse(envelope(document.cookie.includes('lang=fr') ? french : plans)),
    );
    renderWithProviders(<HomePage />);
    await screen.findByRole('heading', { level: 3, name: 'Monthly' });

    await switchLanguage('fr');
    expect(await screen.findByRole('heading', { level: 3, name: 'Mensuel' })).toBeInTheDocument();
    expect(calls.filter((call) => call.url.pathname === billingApi.plans.path)).toHaveLength(2);
  });

  it('has one h1 pitching service agreements for Canadian contractors, and the pitch blocks', async () => {
    stubFetch(() => jsonResponse(envelope(plans)));
    renderWithProviders(<HomePage />);

    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveTextContent(/service agreements for Canadian contractors/i);
    for (const name of [
      'Clear contracts',
      'Limitation of liability',
      'Defined payment terms',
      'Commencement and completion dates',
      'Sub-contractor scope',
      'Termination clauses',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
    await screen.findByRole('heading', { level: 3, name: '21-Day Free Trial' });
  });

  it('says so, with a way to try again, when the plans cannot be loaded', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    renderWithProviders(<HomePage />);

    expect(await screen.findByText('The plans could not be loaded right now.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('home page account links', () => {
  it('activates the account from the emailed key and opens the preset view for the phone number', async () => {
    const api = stubApi({
      [`GET ${authApi.readKey.path}`]: said('authAccountActivated', 200, { PhoneNumber: '4165550123' }),
      [`GET ${billingApi.plans.path}`]: envelope(plans),
    });
    const { router } = renderRoute('/?key=abc123');

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Confirm your mobile number' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      s: 'preset',
      account: '4165550123',
    });
    expect(screen.getByLabelText('Mobile Number')).toHaveValue('4165550123');
    expect(api.callsTo('GET', authApi.readKey.path)).toHaveLength(1);
    expect(api.callsTo('GET', authApi.readKey.path)[0]?.url.searchParams.get('key')).toBe('abc123');
  });

  it('shows the Content of a failed activation and stays on the home page', async () => {
    stubApi({
      [`GET ${authApi.readKey.path}`]: () =>
        jsonResponse(envelope(null, 400, en.authActivationKeyInvalid), 400),
      [`GET ${billingApi.plans.path}`]: envelope(plans),
    });
    const { router } = renderRoute('/?key=old');

    expect(await screen.findByText(en.authActivationKeyInvalid)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('opens the sign-in popup over the home page with the username of usr', async () => {
    stubApi({ [`GET ${billingApi.plans.path}`]: envelope(plans) });
    const { router } = renderRoute('/?usr=pat%40example.com');

    const dialog = await screen.findByRole('dialog', { name: 'Sign In' });
    expect(within(dialog).getByLabelText('Email, mobile number or username')).toHaveValue('pat@example.com');
    expect(router.state.location.pathname).toBe('/');
  });

  it('opens the sign-up tab with the email of an invitation and keeps the referral code', async () => {
    stubApi({ [`GET ${billingApi.plans.path}`]: envelope(plans) });
    const { router } = renderRoute('/?ref=FRIEND10&key=k1&email=sam%40example.com');

    const dialog = await screen.findByRole('dialog', { name: 'Create An Account' });
    expect(within(dialog).getByLabelText('Email')).toHaveValue('sam@example.com');
    expect(within(dialog).getByRole('tab', { name: 'Create An Account' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(router.state.location.pathname).toBe('/');
    expect(getStored('referralCode')).toBe('FRIEND10');
  });

  it('opens the sign-up popup from the header, and the terms popup from the form', async () => {
    stubApi({
      [`GET ${billingApi.plans.path}`]: envelope(plans),
      [`GET ${contentApi.publishedEula.path}`]: envelope(publishedEula),
    });
    const { router } = renderRoute('/');
    const user = userEvent.setup();

    await user.click(within(await screen.findByRole('banner')).getByRole('link', { name: 'Sign Up' }));
    const signUp = await screen.findByRole('dialog', { name: 'Create An Account' });
    expect(router.state.location.pathname).toBe('/');
    await user.click(within(signUp).getByRole('button', { name: 'End User License Agreement' }));
    expect(await screen.findByRole('heading', { name: 'The agreement' })).toBeInTheDocument();
  });
});
