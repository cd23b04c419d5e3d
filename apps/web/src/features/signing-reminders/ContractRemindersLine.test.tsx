import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { en, type ContractSigningReminders } from '@tradepact/shared';
import { projectsApi, signingRemindersApi } from '@tradepact/shared/api-routes';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../i18n/switchLanguage';
import { setStored } from '../../lib/storage';
import { envelope, jsonResponse, said, stubApi, type FetchCall } from '../../test/fetch';
import { aUserInfo, storeSignedInSession } from '../../test/session';
import { renderWithProviders } from '../../test/render';
import { aContractSummary, ownerProject, pageOf, renderProjects } from '../projects/list/testing';
import { ContractRemindersLine } from './ContractRemindersLine';

afterEach(async () => {
  await switchLanguage('en');
});

function signIn() {
  storeSignedInSession();
  setStored('user', aUserInfo());
  setStored('business', { Name: 'Pat Renovations', Signature: 'signature-file' });
}

const awaiting = aContractSummary('partlySigned');
const signed = aContractSummary('signed');

/** Tuesday 2026-12-01 and Friday 2026-12-04 at 10:15 in Toronto. */
const reminders: ContractSigningReminders = {
  Schedule: { Enabled: true, FirstAfterDays: 2, EveryDays: 3, DayBeforeExpiry: true, MaxCount: 4 },
  Sent: 1,
  Upcoming: ['2026-12-01T15:15:00.000Z', '2026-12-04T15:15:00.000Z'],
  TimeZone: 'America/Toronto',
  IsChangeable: true,
};

/** My Projects with a contract waiting for signatures and a signed one, its contracts list opened. */
async function showContracts(change: (call: FetchCall) => Response) {
  const api = stubApi({
    [`GET ${projectsApi.page.path}`]: pageOf([
      ownerProject({ Name: 'Kitchen', Contracts: [awaiting, signed] }),
    ]),
    [`GET ${signingRemindersApi.read.path}`]: envelope(reminders),
    [`PUT ${signingRemindersApi.change.path}`]: change,
  });
  renderProjects();
  const user = userEvent.setup();
  const card = (await screen.findByRole('heading', { name: 'Kitchen' })).closest('article') as HTMLElement;
  await user.click(within(card).getByRole('button', { name: /^Manage Project\/Client/ }));
  await user.click(await screen.findByRole('menuitem', { name: 'Client Contracts List' }));
  await screen.findByRole('dialog', { name: 'Client Contracts: Kitchen' });
  return { api, user };
}

const turnedOff = (call: FetchCall) =>
  jsonResponse(
    envelope(
      { ...reminders, Schedule: { ...(call.body as ContractSigningReminders['Schedule']) }, Upcoming: [] },
      200,
      en.signingRemindersTurnedOff,
    ),
  );

describe('My Projects: the reminders to sign on a contract line', { timeout: 30_000 }, () => {
  it('says when the next reminder goes, on the project’s clocks, only for a contract waiting for signatures', async () => {
    signIn();
    const { api } = await showContracts(turnedOff);
    expect(await screen.findByText('Next reminder: Tue, Dec 1')).toBeInTheDocument();
    expect(api.callsTo('GET', signingRemindersApi.read.path).map((call) => call.url.search)).toEqual([
      `?id=${awaiting.Id}`,
    ]);
  });

  it('turns them off from the dialog: the change is sent, said, and the line reads “Reminders off”', async () => {
    signIn();
    const { api, user } = await showContracts(turnedOff);
    await user.click(await screen.findByRole('button', { name: /^Change the reminders to sign of / }));
    const dialog = await screen.findByRole('dialog', { name: 'Reminders to sign' });
    expect(within(dialog).getByText('Next reminders: Tue, Dec 1 · Fri, Dec 4')).toBeInTheDocument();
    expect(within(dialog).getByText('Reminders sent so far: 1')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('First reminder after (days)')).toHaveValue('2');

    await user.click(within(dialog).getByRole('switch', { name: 'Send reminders' }));
    expect(within(dialog).getByLabelText('Then every (days)')).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(en.signingRemindersTurnedOff)).toBeInTheDocument();
    expect(api.callsTo('PUT', signingRemindersApi.change.path)[0]?.body).toEqual({
      Id: awaiting.Id,
      ...reminders.Schedule,
      Enabled: false,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reminders to sign' })).toBeNull());
    expect(await screen.findByText('Reminders off')).toBeInTheDocument();
  });

  it('changes the days, refusing an empty or out-of-bounds field before sending anything', async () => {
    signIn();
    const { api, user } = await showContracts((call) =>
      jsonResponse(envelope({ ...reminders, Schedule: call.body }, 200, en.signingRemindersSaved)),
    );
    await user.click(await screen.findByRole('button', { name: /^Change the reminders to sign of / }));
    const dialog = await screen.findByRole('dialog', { name: 'Reminders to sign' });
    const first = within(dialog).getByLabelText('First reminder after (days)');
    await user.clear(first);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(en.signingReminderDaysRange)).toBeInTheDocument();
    expect(api.callsTo('PUT', signingRemindersApi.change.path)).toEqual([]);

    await user.type(first, '5');
    await user.click(
      within(dialog).getByRole('checkbox', { name: 'Also the day before the last day to sign' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(en.signingRemindersSaved)).toBeInTheDocument();
    expect(api.callsTo('PUT', signingRemindersApi.change.path)[0]?.body).toMatchObject({
      FirstAfterDays: 5,
      DayBeforeExpiry: false,
    });
  });

  it('shows the server’s refusal and keeps the dialog open', async () => {
    signIn();
    const { user } = await showContracts(() => jsonResponse(said('signingRemindersNotChangeable', 409), 409));
    await user.click(await screen.findByRole('button', { name: /^Change the reminders to sign of / }));
    const dialog = await screen.findByRole('dialog', { name: 'Reminders to sign' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(en.signingRemindersNotChangeable)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Reminders to sign' })).toBeInTheDocument();
  });

  it('reads in French, the day written the French way', async () => {
    storeSignedInSession();
    await switchLanguage('fr');
    stubApi({ [`GET ${signingRemindersApi.read.path}`]: envelope(reminders) });
    renderWithProviders(<ContractRemindersLine contractId={awaiting.Id} name="Cuisine" />);
    expect(await screen.findByText('Prochain rappel : mar. 1 déc.')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Modifier les rappels de signature de Cuisine' }),
    ).toBeInTheDocument();
  });
});
