import { screen, within } from '@testing-library/react';
import { planTypes, type SubscriptionPlan } from '@tradepact/shared';
import { describe, expect, it } from 'vitest';
import { envelope, jsonResponse, stubFetch } from '../../test/fetch';
import { renderWithProviders } from '../../test/render';
import { subscriptionPlansPath } from './api';
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

describe('home page', () => {
  it('renders a plan card per plan from the API, the trial titled "{TrialDays}-Day {Name}"', async () => {
    const { calls } = stubFetch(() => jsonResponse(envelope(plans)));
    renderWithProviders(<HomePage />);

    const trialTitle = await screen.findByRole('heading', { level: 3, name: '21-Day Free Trial' });
    const monthlyTitle = screen.getByRole('heading', { level: 3, name: 'Monthly' });
    expect(calls[0]?.url.pathname).toBe(subscriptionPlansPath);

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
