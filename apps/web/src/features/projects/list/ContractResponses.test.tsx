import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { fr } from '@tradepact/shared';
import { projectsApi } from '@tradepact/shared/api-routes';
import { describe, expect, it } from 'vitest';
import { switchLanguage } from '../../../i18n/switchLanguage';
import { setStored } from '../../../lib/storage';
import { stubApi } from '../../../test/fetch';
import { aUserInfo, storeSignedInSession } from '../../../test/session';
import type { ProjectContract } from './api';
import { aContractSummary, ownerProject, pageOf, renderProjects } from './testing';

function signIn(language: 'en' | 'fr' = 'en') {
  storeSignedInSession();
  setStored('user', aUserInfo({ Language: language }));
  setStored('business', { Name: 'Pat Renovations', Signature: 'signature-file' });
}

const longWords =
  `Please start in June. ${'We also need the old cabinets kept for the garage. '.repeat(4)}`.trim();

/** Asked for a change: still waiting for signatures, Jane's words under it. */
const changesRequested = aContractSummary('partlySigned', {
  Data: { ScopeOfServices: 'Replace the kitchen cabinets and the quartz counters.' },
  Parties: [
    { Type: 0, BusinessName: 'Pat Renovations', SignedTime: '2026-03-01T10:00:00Z' },
    { Type: 2, Name: 'Jane Doe', SignedTime: null },
    { Type: 2, Name: 'John Doe', SignedTime: '2026-03-03T12:00:00Z' },
  ],
  Response: { Kind: 'changeRequested', Name: 'Jane Doe', Text: longWords, Time: '2026-03-04T15:00:00Z' },
});

/** Declined by John: over, and the contractor may answer with a new version. */
const declined = aContractSummary('cancelled', {
  Status: 'Declined',
  IsEditable: true,
  Data: { ScopeOfServices: 'Install twelve LED pot lights on two dimmers.' },
  Response: {
    Kind: 'declined',
    Name: 'John Doe',
    Text: 'Too expensive for us.',
    Time: '2026-03-05T15:00:00Z',
  },
});

async function openClientContracts(user: UserEvent, name: string, entry = 'Client Contracts List') {
  const card = (await screen.findByRole('heading', { name })).closest('article') as HTMLElement;
  await user.click(within(card).getByRole('button', { name: /^(Manage Project\/Client|Gérer)/ }));
  await user.click(await screen.findByRole('menuitem', { name: entry }));
  return screen.findByRole('dialog', { name: new RegExp(`: ${name}$`) });
}

const line = (modal: HTMLElement, contract: ProjectContract) =>
  within(modal).getByRole('listitem', {
    name: new RegExp(`^${(contract.Data?.ScopeOfServices ?? '').slice(0, 30)}`),
  });

describe('My Projects: a recipient’s change request or decline (issue 32 §2)', { timeout: 30_000 }, () => {
  it('names who asked for a change or declined, in amber or red with the words, and shows what they wrote', async () => {
    const user = userEvent.setup();
    signIn();
    stubApi({
      [`GET ${projectsApi.page.path}`]: pageOf([
        ownerProject({ Name: 'Kitchen', Contracts: [changesRequested, declined] }),
      ]),
    });
    renderProjects();
    const card = (await screen.findByRole('heading', { name: 'Kitchen' })).closest('article') as HTMLElement;
    expect(within(card).getByTestId('client-contracts')).toHaveTextContent(
      '1 with changes requested, 1 declined',
    );

    const modal = await openClientContracts(user, 'Kitchen');
    const asked = line(modal, changesRequested);
    const askedBadge = within(asked).getByText('Changes requested by Jane Doe');
    expect(askedBadge.closest('[data-state]')).toHaveAttribute('data-state', 'changesRequested');
    expect(within(asked).getByText(/^Please start in June\./)).toBeInTheDocument();
    expect(within(asked).getByText('On 2026-03-04')).toBeInTheDocument();
    // Still waiting: who signed and who has not.
    expect(asked).toHaveTextContent('Signed by John Doe; waiting for Jane Doe');
    // Long words fold, and unfold on demand.
    const showAll = within(asked).getByRole('button', { name: 'Show all' });
    expect(showAll).toHaveAttribute('aria-expanded', 'false');
    await user.click(showAll);
    expect(within(asked).getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');

    const no = line(modal, declined);
    expect(within(no).getByText('Declined by John Doe').closest('[data-state]')).toHaveAttribute(
      'data-state',
      'declined',
    );
    expect(within(no).getByText('Too expensive for us.')).toBeInTheDocument();
    expect(within(no).queryByRole('button', { name: 'Show all' })).not.toBeInTheDocument();

    // The contractor answers a decline with a new version: Amend is offered, withdrawing is not.
    await user.click(within(no).getByRole('button', { name: /^Actions for / }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Edit and send an amendment' })).toBeEnabled();
    expect(within(menu).getByRole('menuitem', { name: /^Withdraw/ })).toBeDisabled();
  });

  it('says it in French', async () => {
    const user = userEvent.setup();
    signIn('fr');
    await switchLanguage('fr');
    stubApi({
      [`GET ${projectsApi.page.path}`]: pageOf([
        ownerProject({ Name: 'Cuisine', Contracts: [changesRequested, declined] }),
      ]),
    });
    renderProjects();
    const card = (await screen.findByRole('heading', { name: 'Cuisine' })).closest('article') as HTMLElement;
    expect(within(card).getByTestId('client-contracts')).toHaveTextContent(
      '1 avec modifications demandées, 1 refusé',
    );
    const modal = await openClientContracts(user, 'Cuisine', 'Liste des contrats avec les clients');
    expect(
      within(line(modal, changesRequested)).getByText(
        fr.contractStatusChangesRequestedBy.replace('{name}', 'Jane Doe'),
      ),
    ).toBeInTheDocument();
    expect(within(line(modal, declined)).getByText('Refusé par John Doe')).toBeInTheDocument();
    expect(within(line(modal, declined)).getByText('Le 2026-03-05')).toBeInTheDocument();
    await switchLanguage('en');
  });
});
