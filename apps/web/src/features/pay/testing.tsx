import { render } from '@testing-library/react';
import { payApi } from '@tradepact/shared/api-routes';
import { onTestFinished } from 'vitest';
import { AppProviders } from '../../app/providers';
import { fullPageLoad, setNavigator } from '../../lib/navigation';
import { createQueryClient } from '../../lib/queryClient';
import { envelope, stubApi, type RouteHandler } from '../../test/fetch';
import type { PayPage } from './api';
import { PayRoot } from './PayRoot';

/** Test helpers of the pay page (imported by *.test.tsx only). */

export const payKey = 'p4y-k3y-0f-1nv01c3-7';

/**
 * An Ontario invoice of a milestone: $10,000.00 billed, 10 % holdback retained ($1,000.00), HST 13 %
 * on the net ($1,170.00), $10,170.00 payable, nothing paid yet.
 */
export function aPayPage(
  overrides: Partial<PayPage> = {},
  invoice: Partial<PayPage['Invoice']> = {},
): PayPage {
  return {
    Language: 'en',
    Contractor: {
      Name: 'Pat Renovations',
      Phone: '6135550199',
      Email: 'pat@renovations.example',
      GstNumber: '123456789RT0001',
      QstNumber: '',
    },
    Invoice: {
      Number: 7,
      IssuedOn: '2026-03-03',
      DueOn: '2026-03-31',
      Description: 'Payment 2: Rough-in',
      ContractNumber: 12,
      ContractRevision: 0,
      PropertyAddress: '12 Elm Street, Ottawa ON K1A 0B1',
      GrossCents: 1_000_000,
      HoldbackCents: 100_000,
      HoldbackPercent: 10,
      NetCents: 900_000,
      TaxLines: [{ Kind: 'HST', RatePercent: 13, Cents: 117_000 }],
      PayableCents: 1_017_000,
      PaidCents: 0,
      ReportedCents: 0,
      ClearingCents: 0,
      Status: 'invoiced',
      Reference: 'TP-12-7',
      DisputedTime: null,
      Clock: {
        PayBy: '2026-03-31',
        DisputeBy: '2026-03-17',
        DeemedProperBy: '2026-03-10',
        Statute: 'Construction Act (R.S.O. 1990, c. C.30), Part I.1',
        Source: 'https://example.org/construction-act',
      },
      ...invoice,
    },
    ETransfer: { Email: 'pay@renovations.example' },
    Card: 'stripe',
    ...overrides,
  };
}

/** The pay API as the server answers it; `routes` replace or add answers. */
export function payServer({
  page = aPayPage(),
  routes = {},
}: { page?: PayPage; routes?: Record<string, RouteHandler | unknown> } = {}) {
  return stubApi({ [`GET ${payApi.read.path}`]: envelope(page), ...routes });
}

/**
 * The pay page opened from an invoice's link (`query` after the key: `&paid=1` back from the card
 * page), as invoice.html's script draws it (no router); `navigatedTo` holds each address it moves to.
 */
export function renderPayPage(query = '') {
  window.history.replaceState(null, '', `/Invoice?key=${encodeURIComponent(payKey)}${query}`);
  const navigatedTo: string[] = [];
  setNavigator((to) => navigatedTo.push(to));
  onTestFinished(() => setNavigator(fullPageLoad));
  return {
    ...render(
      <AppProviders queryClient={createQueryClient()} mantineEnv="test">
        <PayRoot />
      </AppProviders>,
    ),
    navigatedTo,
  };
}
