import { act, screen } from '@testing-library/react';
import { en } from '@tradepact/shared';
import { describe, expect, it } from 'vitest';
import { setStored, type StoredUser } from '../../lib/storage';
import { envelope, stubApi } from '../../test/fetch';
import { renderWithProviders } from '../../test/render';
import { storeSignedInSession } from '../../test/session';
import { authApi } from '../auth/api';
import { SubscriptionBanner } from './SubscriptionBanner';
import { refreshSubscriptionStatus } from './useSubscriptionStatus';

function user(overrides: Partial<StoredUser>): StoredUser {
  return { UserId: 'u1', UserName: 'pat@example.com', ...overrides };
}

describe('subscription banner', () => {
  it('tells a restricted account to subscribe, with a link to the plans', () => {
    storeSignedInSession();
    setStored('user', user({ Metadata: { IsRestricted: true }, Subscription: null }));
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
        Subscription: { Plan: { Type: 1 } },
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
        Subscription: { Plan: { Type: 2 } },
      }),
    );
    renderWithProviders(<SubscriptionBanner />);

    expect(screen.queryByTestId('subscription-banner')).not.toBeInTheDocument();
    expect(screen.queryByText(/free trial/)).not.toBeInTheDocument();
  });

  it('follows the refresh-subscription-status event', async () => {
    storeSignedInSession();
    setStored('user', user({ Metadata: { IsRestricted: false }, Subscription: { Plan: { Type: 2 } } }));
    stubApi({
      [`GET ${authApi.userInfo}`]: envelope(user({ Metadata: { IsRestricted: true }, Subscription: null })),
    });
    renderWithProviders(<SubscriptionBanner />);
    expect(screen.queryByTestId('subscription-banner')).not.toBeInTheDocument();

    act(() => refreshSubscriptionStatus());

    expect(await screen.findByText(en.billingSubscribeToGenerate, { exact: false })).toBeInTheDocument();
  });
});
