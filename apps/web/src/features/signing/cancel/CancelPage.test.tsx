import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { en, formatMessage } from '@tradepact/shared';
import { signingApi } from '@tradepact/shared/api-routes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, jsonResponse, stubApi } from '../../../test/fetch';
import { renderFeatureRoutes } from '../../../test/render';
import { signingRoutes } from '../routes';
import type { ClientCancellation } from './api';

const key = 'c4nc3l-k3y-0f-th3-cl13nt';

function aCancellation(overrides: Partial<ClientCancellation> = {}): ClientCancellation {
  return {
    Language: 'en',
    Number: 42,
    Revision: 0,
    BusinessName: 'Pat Renovations',
    ContractorEmail: 'pat@renovations.example',
    ContractorPhone: '6135550199',
    SignerName: 'Jane Doe',
    SignedTime: '2026-03-02T15:30:00Z',
    TotalWithTax: 1_130_000,
    LastDay: '2026-03-12',
    RefundDays: 15,
    Statute: 'Consumer Protection Act, 2002',
    Section: 'ss. 41–43',
    CancelledTime: null,
    ...overrides,
  };
}

const renderCancelPage = () => renderFeatureRoutes(signingRoutes, [`/CancelAgreement?key=${key}`]);

describe('cancel page /CancelAgreement?key=', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows what is cancelled and the last day, then cancels with the reason and shows it recorded', async () => {
    const cancelled = aCancellation({ CancelledTime: '2026-03-05T14:00:00Z' });
    const api = stubApi({
      [`GET ${signingApi.clientCancellation.path}`]: envelope(aCancellation()),
      [`POST ${signingApi.cancelByClient.path}`]: envelope(cancelled, 200, en.clientCancelRecorded),
    });
    renderCancelPage();

    await screen.findByRole('heading', { level: 1, name: 'Cancel your agreement with Pat Renovations' });
    expect(api.callsTo('GET', signingApi.clientCancellation.path)[0]?.url.searchParams.get('code')).toBe(key);
    expect(screen.getByText(/until the end of March 12, 2026, for any reason/)).toBeInTheDocument();
    expect(screen.getByText('No. 42')).toBeInTheDocument();
    expect(screen.getByText('$11,300.00')).toBeInTheDocument();
    expect(screen.getByText('March 12, 2026')).toBeInTheDocument();
    expect(screen.getByText(/refund your payments, a deposit included, within 15 days/)).toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Why are you cancelling/), 'We moved.');
    await user.click(screen.getByRole('button', { name: 'Yes, cancel this agreement' }));

    await screen.findByRole('heading', { level: 1, name: 'Your agreement is cancelled' });
    const [post] = api.callsTo('POST', signingApi.cancelByClient.path);
    expect(post?.body).toEqual({ code: key, reason: 'We moved.' });
    expect(screen.queryByRole('button', { name: 'Yes, cancel this agreement' })).not.toBeInTheDocument();
    expect(screen.getByText(/told Pat Renovations/)).toBeInTheDocument();
  });

  it('shows only the server’s words when the period ended', async () => {
    const ended = formatMessage(en.clientCancelPeriodEnded, { date: 'March 12, 2026' });
    stubApi({
      [`GET ${signingApi.clientCancellation.path}`]: () =>
        jsonResponse({ Type: 410, Content: ended, Data: null, Code: 'clientCancelPeriodEnded' }, 410),
    });
    renderCancelPage();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(ended));
    expect(screen.queryByRole('button', { name: 'Yes, cancel this agreement' })).not.toBeInTheDocument();
  });
});
