import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RecipientDelivery } from '@tradepact/shared';
import { contractLifeApi, projectsApi } from '@tradepact/shared/api-routes';
import { describe, expect, it } from 'vitest';
import { setStored } from '../../../lib/storage';
import { envelope, jsonResponse, stubApi, type FetchCall } from '../../../test/fetch';
import { aUserInfo, storeSignedInSession } from '../../../test/session';
import { aContractSummary, ownerProject, pageOf, renderProjects } from './testing';

function signIn() {
  storeSignedInSession();
  setStored('user', aUserInfo());
  setStored('business', { Name: 'Pat Renovations', Signature: 'signature-file' });
}

const awaiting = aContractSummary('partlySigned');
const signed = aContractSummary('signed');

/**
 * My Projects with one project of these contracts, each contract's deliveries answered from `byId`,
 * and its client contracts list opened.
 */
async function showContracts(byId: Record<string, RecipientDelivery[]>) {
  const api = stubApi({
    [`GET ${projectsApi.page.path}`]: pageOf([
      ownerProject({ Name: 'Kitchen', Contracts: [awaiting, signed] }),
    ]),
    [`GET ${contractLifeApi.deliveries.path}`]: (call: FetchCall) =>
      jsonResponse(envelope(byId[call.url.searchParams.get('id') ?? ''] ?? [])),
  });
  renderProjects();
  const user = userEvent.setup();
  const card = (await screen.findByRole('heading', { name: 'Kitchen' })).closest('article') as HTMLElement;
  await user.click(within(card).getByRole('button', { name: /^Manage Project\/Client/ }));
  await user.click(await screen.findByRole('menuitem', { name: 'Client Contracts List' }));
  await screen.findByRole('dialog', { name: 'Client Contracts: Kitchen' });
  return api;
}

describe('My Projects: the delivery status of a sent contract', { timeout: 30_000 }, () => {
  it('says on the contract line what became of each signing email and text, a failure in red', async () => {
    signIn();
    const api = await showContracts({
      [awaiting.Id]: [
        { Name: 'Sarah Okafor', Email: 'sent', Text: 'queued' },
        { Name: 'Patel Holdings', Email: 'failed', Text: null },
      ],
    });

    const status = await screen.findByRole('group', { name: 'Delivery' });
    expect(status).toHaveTextContent('Sarah Okafor: Email sent · Text queued');
    expect(status).toHaveTextContent('Patel Holdings: Email failed');
    expect(within(status).getByText('Email failed')).toHaveStyle({ fontWeight: 600 });
    expect(within(status).getByText('Email failed').getAttribute('style')).toContain('red');
    // Only the contract that waits for signatures asks; a signed one has nothing to say.
    expect(api.callsTo('GET', contractLifeApi.deliveries.path).map((call) => call.url.search)).toEqual([
      `?id=${awaiting.Id}`,
    ]);
    expect(screen.getAllByRole('group', { name: 'Delivery' })).toHaveLength(1);
  });

  it('names no one when the contract went to one recipient, and shows nothing where nothing is known', async () => {
    signIn();
    await showContracts({ [awaiting.Id]: [{ Name: 'Sarah Okafor', Email: 'sent', Text: null }] });
    const status = await screen.findByRole('group', { name: 'Delivery' });
    expect(status).toHaveTextContent(/^Email sent$/);
  });
});
