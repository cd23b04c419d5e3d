import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contractPaymentsApi, projectsApi } from '@tradepact/shared/api-routes';
import { describe, expect, it } from 'vitest';
import { setStored } from '../../lib/storage';
import { envelope, stubApi } from '../../test/fetch';
import { aUserInfo, storeSignedInSession } from '../../test/session';
import { aContractSummary, ownerProject, pageOf, renderProjects } from '../projects/list/testing';
import { ontarioPayments, paymentsContractId } from './testing';

function signIn() {
  storeSignedInSession();
  setStored('user', aUserInfo());
}

const readPath = `GET ${contractPaymentsApi.read.path}`;

describe('My Projects: what the client paid on a signed contract’s line', { timeout: 30_000 }, () => {
  const signed = aContractSummary('signed', {
    Id: paymentsContractId,
    Paid: { PaidCents: 50_000, TotalCents: 1_395_061, NextDueCents: 51_700, NextDueOn: '2027-02-12' },
  });
  const awaiting = aContractSummary('partlySigned', { Paid: null });

  async function showContracts() {
    signIn();
    const api = stubApi({
      [`GET ${projectsApi.page.path}`]: pageOf([
        ownerProject({ Name: 'Kitchen', Contracts: [signed, awaiting] }),
      ]),
      [readPath]: envelope(ontarioPayments()),
    });
    renderProjects();
    const user = userEvent.setup();
    const project = (await screen.findByRole('heading', { name: 'Kitchen' })).closest(
      'article',
    ) as HTMLElement;
    await user.click(within(project).getByRole('button', { name: /^Manage Project\/Client/ }));
    return { api, user };
  }

  it('reads “Paid $X of $Y” and the next amount due, and opens the contract’s payments', async () => {
    const { api, user } = await showContracts();
    await user.click(await screen.findByRole('menuitem', { name: 'Client Contracts List' }));
    const list = await screen.findByRole('dialog', { name: 'Client Contracts: Kitchen' });
    const lines = await within(list).findAllByTestId('contract-paid');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toHaveTextContent('Paid $500.00 of $13,950.61 · next $517.00 due February 12, 2027');
    expect(api.callsTo('GET', contractPaymentsApi.read.path)).toEqual([]);

    await user.click(within(list).getByRole('button', { name: /^Payments of Install twelve LED/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Payments: contract No. 7' });
    expect(await within(dialog).findByTestId('payments-paid')).toHaveTextContent(
      'Paid $500.00 of $13,950.61',
    );
  });

  it('lists every payment of the project’s signed contracts from the project’s menu', async () => {
    const { api, user } = await showContracts();
    await user.click(await screen.findByRole('menuitem', { name: 'Payments' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payments: Kitchen' });
    const contract = within(dialog).getByRole('region', { name: 'Contract No. 7' });
    expect(await within(contract).findByRole('listitem', { name: 'Deposit' })).toBeInTheDocument();
    expect(api.callsTo('GET', contractPaymentsApi.read.path).map((call) => call.url.search)).toEqual([
      `?id=${paymentsContractId}`,
    ]);
  });
});
