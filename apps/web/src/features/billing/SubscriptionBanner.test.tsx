import { act, screen } from '@testing-library/react';
import { en } from '@tradepact/shared';
import { authApi } from '@tradepact/shared/api-routes';
import { describe, expect, it } from 'vitest';
import { setStored } from '../../lib/storage';
import { envelope, stubApi } from '../../test/fetch';
import { renderWithProviders } from '../../test/render';
import { aUserInfo as user, storeSignedInSession } from '../../test/session';
import { SubscriptionBanner } from './SubscriptionBanner';
import { refreshSubscriptionStatus } from './useSubscriptionStatus';

describe('subscription banner', () => {
  it('tells a restricted account to subscribe, with a link to the plans', () => {
    storeSignedInSession();
    setStored('user', user({ Metadata: { IsRestricted: true } }));
    renderWithProviders(<SubscriptionBanner />);

    expect(screen.getByText(en.billingSubscribeToGenerate, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', '/Subscription');
  });

  it('shows when the free trial ends', () => {
    storeSignedInSession();
    setStored(
      'user',
      user({
        Metadata: { IsRestricted: false, TrialEndDate: '2026-07-01T00:00:00' },
        Subscription: { Plan: { Type: 1, Name: 'Free Trial' } },
      }),
    );
    renderWithProviders(<SubscriptionBanner />);

    expect(screen.getByText('Your free trial ends on 2026-07-01.')).toBeInTheDocument();
    expect(screen.queryByText(en.billingSubscribeToGenerate, { exact: false })).not.toBeInTheDocument();
  });

  it('shows nothing on a paid plan', () => {
    storeSignedInSession();
    setStored(
      'user',
      user({
        Metadata: { IsRestricted: false, TrialEndDate: '2026-07-01' },
        Subscription: { Plan: { Type: 2, Name: 'Monthly' } },
      }),
    );
    renderWithProviders(<SubscriptionBanner />);

    expect(screen.queryByTestId('subscription-banner')).not.toBeInTheDocument();
    expect(screen.queryByText(/free trial/)).not.toBeInTheDocument();
  });

  it('follows the refresh-subscription-status event', async () => {
    storeSignedInSession();
    setStored('user', user({ Metadata: { IsRestricted: false } }));
    stubApi({
      [`GET ${authApi.userInfo.path}`]: envelope(user({ Metadata: { IsRestricted: true } })),
    });
    renderWithProviders(<SubscriptionBanner />);
    expect(screen.queryByTestId('subscription-banner')).not.toBeInTheDocument();

    act(() => refreshSubscriptionStatus());

    expect(await screen.findByText(en.billingSubscribeToGenerate, { exact: false })).toBeInTheDocument();
  });
});
