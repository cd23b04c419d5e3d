import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { en } from '@tradepact/shared';
import { authApi, contractLifeApi, projectsApi } from '@tradepact/shared/api-routes';
import { describe, expect, it } from 'vitest';
import { refreshSubscriptionStatus } from '../../billing/useSubscriptionStatus';
import { getStored, setStored } from '../../../lib/storage';
import { envelope, jsonResponse, stubApi } from '../../../test/fetch';
import { aUserInfo, storeSignedInSession } from '../../../test/session';
import { aContractSummary, ownerProject, pageOf, renderProjects } from './testing';

const readPage = `GET ${projectsApi.page.path}`;
const readUser = `GET ${authApi.userInfo.path}`;

/** A monthly subscriber who has sent `used` of their 3 client contracts. */
const paid = (used: number) =>
  aUserInfo({
    Subscription: {
      Plan: { Type: 2, Name: 'Monthly' },
      ClientContractQuota: 3,
      ClientContractUsed: used,
      EndTime: '2026-09-30T00:00:00',
    },
  });

/** Signed in on this device, which kept the user info of `used` contracts. */
function signIn(used: number) {
  storeSignedInSession();
  setStored('user', paid(used));
  setStored('business', { Name: 'Pat Renovations', Signature: 'signature-file' });
}

/** GET userinfo answering the figures of `used()` at the time of each call. */
const serverSays = (used: () => number) => () => jsonResponse(envelope(paid(used())));

const banner = () => screen.queryByTestId('usage-client');

describe('My Projects: the usage banner reads the server’s figures', { timeout: 15_000 }, () => {
  it('never shows what this device kept: it waits for the server’s count', async () => {
    signIn(0);
    let answer: (response: Response) => void = () => {};
    stubApi({
      [readPage]: pageOf([]),
      [readUser]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderProjects();

    await screen.findByText('You have no current projects.');
    expect(banner()).not.toBeInTheDocument();

    act(() => answer(jsonResponse(envelope(paid(2)))));
    await waitFor(() => expect(banner()).toHaveTextContent('Client contracts used: 2/3'));
    expect(getStored('user')?.Subscription?.ClientContractUsed).toBe(2);
  });

  it('reads it again after a resend, without leaving the page', async () => {
    const user = userEvent.setup();
    signIn(1);
    let used = 1;
    const partlySigned = aContractSummary('partlySigned');
    stubApi({
      [readPage]: pageOf([ownerProject({ Name: 'Kitchen', Contracts: [partlySigned] })]),
      [readUser]: serverSays(() => used),
      [`PUT ${contractLifeApi.resend.path}`]: () => {
        used = 2;
        return jsonResponse(envelope(null));
      },
    });
    renderProjects();
    await waitFor(() => expect(banner()).toHaveTextContent('Client contracts used: 1/3'));

    const card = (await screen.findByRole('heading', { name: 'Kitchen' })).closest('article') as HTMLElement;
    await user.click(within(card).getByRole('button', { name: /^Manage Project\/Client/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Client Contracts List' }));
    const modal = await screen.findByRole('dialog', { name: 'Client Contracts: Kitchen' });
    await user.click(within(modal).getByRole('button', { name: /^Actions for / }));
    await user.click(await screen.findByRole('menuitem', { name: 'Resend Contract' }));
    await screen.findByText(en.contractSent);

    await waitFor(() => expect(banner()).toHaveTextContent('Client contracts used: 2/3'));
  });

  it('reads it again when a send, an amendment or a payment elsewhere says the figures changed', async () => {
    signIn(0);
    let used = 0;
    stubApi({ [readPage]: pageOf([]), [readUser]: serverSays(() => used) });
    renderProjects();
    await waitFor(() => expect(banner()).toHaveTextContent('Client contracts used: 0/3'));

    used = 3;
    act(() => refreshSubscriptionStatus());
    await waitFor(() => expect(banner()).toHaveTextContent('Client contracts used: 3/3'));
  });
});
