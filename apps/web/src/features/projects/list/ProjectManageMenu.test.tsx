import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { en } from '@tradepact/shared';
import { contractLifeApi, projectsApi } from '@tradepact/shared/api-routes';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, stubApi } from '../../../test/fetch';
import { storeSignedInSession } from '../../../test/session';
import { aContractSummary, ownerProject, pageOf, renderProjects } from './testing';

const readPage = `GET ${projectsApi.page.path}`;
const resend = `PUT ${contractLifeApi.resend.path}`;
const originals = `GET ${contractLifeApi.originals.path}`;

const earlierId = '00000000-0000-4000-8000-0000000000aa';
const amended = aContractSummary('partlySigned', { Number: 8, Revision: 1, OriginalId: earlierId });
const sent = aContractSummary('partlySigned', { Number: 9 });
const signed = aContractSummary('signed', { Number: 10 });

function signIn() {
  storeSignedInSession();
}

async function manage(user: UserEvent, name: string) {
  const card = (await screen.findByRole('heading', { name })).closest('article') as HTMLElement;
  await user.click(within(card).getByRole('button', { name: /^Manage Project\/Client/ }));
  return screen.findByRole('menu');
}

describe('My Projects: the project’s Manage menu acts on its contracts', { timeout: 30_000 }, () => {
  beforeEach(() => notifications.clean());

  it('offers Resend Contract and Original Contracts for each contract that has them, NA where none', async () => {
    const user = userEvent.setup();
    signIn();
    stubApi({
      [readPage]: pageOf([
        ownerProject({ Name: 'Kitchen', Contracts: [amended, sent, signed] }),
        ownerProject({ Name: 'Deck', Contracts: [signed] }),
      ]),
    });
    renderProjects();

    let menu = await manage(user, 'Kitchen');
    expect(within(menu).getByRole('menuitem', { name: 'Resend Contract: No. 8' })).toBeEnabled();
    expect(within(menu).getByRole('menuitem', { name: 'Resend Contract: No. 9' })).toBeEnabled();
    expect(within(menu).queryByRole('menuitem', { name: 'Resend Contract: No. 10' })).toBeNull();
    expect(within(menu).getByRole('menuitem', { name: `${en.contractOriginalsMenu}: No. 8` })).toBeEnabled();
    expect(within(menu).queryAllByRole('menuitem', { name: /Not Available/ })).toEqual([]);
    await user.keyboard('{Escape}');

    menu = await manage(user, 'Deck');
    for (const name of ['Resend Contract', en.contractOriginalsMenu]) {
      expect(
        within(menu).getByRole('menuitem', { name: `${name} ${en.projectMenuNotAvailable}` }),
      ).toBeDisabled();
    }
  });

  it('offers no payment reminder for a contract its client cancelled', async () => {
    const user = userEvent.setup();
    signIn();
    const cancelled = aContractSummary('signed', { Number: 11, ClientCancelledTime: '2026-03-05T14:00:00Z' });
    stubApi({ [readPage]: pageOf([ownerProject({ Name: 'Porch', Contracts: [signed, cancelled] })]) });
    renderProjects();

    const menu = await manage(user, 'Porch');
    expect(within(menu).getByRole('menuitem', { name: 'Payment Reminder: No. 10' })).toBeEnabled();
    expect(within(menu).queryByRole('menuitem', { name: /Payment Reminder: No\. 11/ })).toBeNull();
  });

  it('resends the contract it names, as its line does, and opens its original contracts', async () => {
    const user = userEvent.setup();
    signIn();
    const api = stubApi({
      [readPage]: pageOf([ownerProject({ Name: 'Kitchen', Contracts: [amended, sent] })]),
      [resend]: envelope(null),
      [originals]: envelope([aContractSummary('signed', { Id: earlierId, Status: 'Superseded' })]),
    });
    renderProjects();

    await user.click(
      within(await manage(user, 'Kitchen')).getByRole('menuitem', { name: 'Resend Contract: No. 9' }),
    );
    expect(await screen.findByText(en.contractSent)).toBeInTheDocument();
    expect(
      api.callsTo('PUT', contractLifeApi.resend.path).map((call) => call.url.searchParams.get('id')),
    ).toEqual([sent.Id]);
    await waitFor(() => expect(api.callsTo('GET', projectsApi.page.path).length).toBeGreaterThan(1));

    await user.click(
      within(await manage(user, 'Kitchen')).getByRole('menuitem', {
        name: `${en.contractOriginalsMenu}: No. 8`,
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: en.contractOriginalsMenu });
    expect(await within(dialog).findByText(en.contractStatusSuperseded)).toBeInTheDocument();
    expect(api.callsTo('GET', contractLifeApi.originals.path)[0]?.url.searchParams.get('id')).toBe(
      amended.Id,
    );
  });
});
