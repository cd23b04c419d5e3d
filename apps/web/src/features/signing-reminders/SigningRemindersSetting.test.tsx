import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { en, type SigningReminderSchedule } from '@tradepact/shared';
import { signingRemindersApi } from '@tradepact/shared/api-routes';
import { describe, expect, it } from 'vitest';
import { envelope, jsonResponse, said, stubApi, type FetchCall } from '../../test/fetch';
import { renderWithProviders } from '../../test/render';
import { storeSignedInSession } from '../../test/session';
import { SigningRemindersSetting } from './SigningRemindersSetting';

const saved: SigningReminderSchedule = {
  Enabled: true,
  FirstAfterDays: 2,
  EveryDays: 3,
  DayBeforeExpiry: true,
  MaxCount: 4,
};

function show(save: (call: FetchCall) => Response) {
  storeSignedInSession();
  const api = stubApi({
    [`GET ${signingRemindersApi.readDefault.path}`]: envelope(saved),
    [`PUT ${signingRemindersApi.saveDefault.path}`]: save,
  });
  renderWithProviders(<SigningRemindersSetting />);
  return { api, user: userEvent.setup() };
}

describe('Settings → Reminders to sign', () => {
  it('shows the saved default and saves a new one for the contracts sent from now on', async () => {
    const { api, user } = show((call) =>
      jsonResponse(envelope(call.body, 200, en.signingRemindersDefaultSaved)),
    );
    const section = await screen.findByRole('region', { name: 'Reminders to sign' });
    const most = await within(section).findByLabelText('At most (reminders)');
    expect(most).toHaveValue('4');
    await user.clear(most);
    await user.type(most, '6');
    await user.clear(within(section).getByLabelText('Then every (days)'));
    await user.type(within(section).getByLabelText('Then every (days)'), '7');
    await user.click(within(section).getByRole('button', { name: 'Save reminders' }));

    expect(await screen.findByText(en.signingRemindersDefaultSaved)).toBeInTheDocument();
    expect(api.callsTo('PUT', signingRemindersApi.saveDefault.path)[0]?.body).toEqual({
      ...saved,
      EveryDays: 7,
      MaxCount: 6,
    });
  });

  it('turns reminders off for new contracts, greying the days', async () => {
    const { api, user } = show((call) =>
      jsonResponse(envelope(call.body, 200, en.signingRemindersDefaultSaved)),
    );
    const section = await screen.findByRole('region', { name: 'Reminders to sign' });
    await user.click(await within(section).findByRole('switch', { name: 'Send reminders' }));
    expect(within(section).getByLabelText('First reminder after (days)')).toBeDisabled();
    expect(
      within(section).getByRole('checkbox', { name: 'Also the day before the last day to sign' }),
    ).toBeDisabled();
    await user.click(within(section).getByRole('button', { name: 'Save reminders' }));
    await screen.findByText(en.signingRemindersDefaultSaved);
    expect(api.callsTo('PUT', signingRemindersApi.saveDefault.path)[0]?.body).toEqual({
      ...saved,
      Enabled: false,
    });
  });

  it('shows the server’s refusal', async () => {
    const { user } = show(() => jsonResponse(said('signingReminderCountRange'), 400));
    const section = await screen.findByRole('region', { name: 'Reminders to sign' });
    await within(section).findByLabelText('At most (reminders)');
    await user.click(within(section).getByRole('button', { name: 'Save reminders' }));
    expect(await screen.findByText(en.signingReminderCountRange)).toBeInTheDocument();
  });
});
