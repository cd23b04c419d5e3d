import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { en, formatDay, instantInZone } from '@tradepact/shared';
import { projectsApi, remindersApi } from '@tradepact/shared/api-routes';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, jsonResponse, said, stubApi } from '../../../test/fetch';
import { storeSignedInSession } from '../../../test/session';
import type { PaymentReminder, TermReminders } from './api';
import { aContractSummary, ownerProject, pageOf, renderProjects } from './testing';

const readPage = `GET ${projectsApi.page.path}`;
const terms = `GET ${remindersApi.terms.path}`;
const send = `POST ${remindersApi.send.path}`;
const update = `PUT ${remindersApi.update.path}`;
const cancel = `PUT ${remindersApi.cancel.path}`;

const signed = aContractSummary('signed', { Number: 9 });
const project = ownerProject({ Name: 'Kitchen', Contracts: [signed] });

const deposit = {
  Id: 'deposit',
  Name: 'Deposit',
  AmountText: '$1,680.00 including GST 5 % and PST 7 %',
  RemindedTime: '2026-03-05T14:00:00Z',
  DefaultMessage:
    'Hello, this is Pat Renovations Inc. A friendly reminder for the work at 12 Main Street, Victoria, British Columbia V8W 1A1: Deposit, $1,680.00 including GST 5 % and PST 7 %, due on 2026-03-10. Questions? Call me at 250-555-0101. Thank you!',
};
const framing = {
  Id: 'term-0',
  Name: 'Framing done',
  AmountText: '$4,480.00 including GST 5 % and PST 7 %',
  RemindedTime: null,
  DefaultMessage: 'Pat Renovations: Framing done, $4,480.00 including GST 5 % and PST 7 %, now due.',
};
const scheduled: PaymentReminder = {
  Id: '00000000-0000-4000-8000-0000000000r1',
  TermId: 'term-0',
  Message: 'Framing is done: payment due.',
  ScheduledTime: '2030-06-01T13:30:00Z',
  Status: 'scheduled',
  SentTime: null,
};
/** A project in British Columbia: whatever zone runs the test, times are on Vancouver's clocks. */
const answer = (data: Partial<TermReminders> = {}) =>
  envelope<TermReminders>({
    Terms: [deposit, framing],
    Reminders: [],
    TimeZone: 'America/Vancouver',
    ...data,
  });

function signIn() {
  storeSignedInSession();
}

async function openReminders(user: UserEvent) {
  const card = (await screen.findByRole('heading', { name: 'Kitchen' })).closest('article') as HTMLElement;
  await user.click(within(card).getByRole('button', { name: /^Manage Project\/Client/ }));
  await user.click(await screen.findByRole('menuitem', { name: 'Client Contracts List' }));
  const list = await screen.findByRole('dialog', { name: 'Client Contracts: Kitchen' });
  await user.click(within(list).getByRole('button', { name: /^Actions for / }));
  await user.click(
    within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Payment Reminder' }),
  );
  return screen.findByRole('dialog', { name: 'Payment reminders: contract No. 9' });
}

/** Picks `when` (a date after today, minutes a multiple of 1) in the modal's date and time picker. */
async function pickDateTime(user: UserEvent, modal: HTMLElement, when: dayjs.Dayjs) {
  await user.click(within(modal).getByLabelText(/^Date and time/));
  if (when.month() !== dayjs().month())
    await user.click(await screen.findByRole('button', { name: 'Next month' }));
  await user.click(await screen.findByRole('button', { name: formatDay(when.format('YYYY-MM-DD')) }));
  await user.type(screen.getByLabelText('Hours'), when.format('HH'));
  await user.type(screen.getByLabelText('Minutes'), when.format('mm'));
  await user.click(screen.getByRole('button', { name: 'Use this date and time' }));
}

describe('Payment reminder (My Projects)', { timeout: 30_000 }, () => {
  beforeEach(() => notifications.clean());

  it('shows each payment with its amount, Reminder Sent once reminded, and prefills its message', async () => {
    const user = userEvent.setup();
    signIn();
    stubApi({ [readPage]: pageOf([project]), [terms]: answer() });
    renderProjects();
    const modal = await openReminders(user);

    const depositChoice = await within(modal).findByRole('radio', { name: /^Deposit/ });
    expect(depositChoice.closest('.mantine-Radio-root')).toHaveTextContent(deposit.AmountText);
    expect(depositChoice.closest('.mantine-Radio-root')).toHaveTextContent(
      'last sent 2026-03-05 6:00 a.m. (Vancouver time)',
    );
    expect(depositChoice.closest('.mantine-Radio-root')).toHaveTextContent(en.paymentReminderSentLabel);
    const framingChoice = within(modal).getByRole('radio', { name: /^Framing done/ });
    expect(framingChoice.closest('.mantine-Radio-root')).not.toHaveTextContent(en.paymentReminderSentLabel);

    const message = within(modal).getByRole('textbox', { name: /^Message/ });
    expect(message).toHaveValue(deposit.DefaultMessage);
    expect(within(modal).getByText('2 text messages')).toBeInTheDocument();
    await user.click(framingChoice);
    expect(message).toHaveValue(framing.DefaultMessage);
    expect(within(modal).getByText('1 text message')).toBeInTheDocument();
  });

  it('counts the text messages as typed, and says how much to remove from one too long to send', async () => {
    const user = userEvent.setup();
    signIn();
    const api = stubApi({ [readPage]: pageOf([project]), [terms]: answer() });
    renderProjects();
    const modal = await openReminders(user);

    const message = await within(modal).findByRole('textbox', { name: /^Message/ });
    await user.clear(message);
    await user.type(message, 'a'.repeat(160));
    expect(within(modal).getByText('1 text message')).toBeInTheDocument();
    await user.type(message, 'a');
    expect(within(modal).getByText('2 text messages')).toBeInTheDocument();
    // An emoji makes every character count as UCS-2: 2 messages hold 134 units, the emoji two.
    await user.clear(message);
    await user.type(message, `👍${'a'.repeat(134)}`);
    expect(within(modal).getByText('Too long for 2 text messages: remove 2 characters.')).toBeInTheDocument();
    expect(message).toHaveAttribute('aria-invalid', 'true');
    await user.click(within(modal).getByRole('button', { name: 'Send reminder' }));
    expect(api.callsTo('POST', remindersApi.send.path)).toHaveLength(0);
  });

  it('sends now with the edited message and no time, and shows the server’s answer', async () => {
    const user = userEvent.setup();
    signIn();
    const api = stubApi({
      [readPage]: pageOf([project]),
      [terms]: answer(),
      [send]: envelope({ Id: scheduled.Id }, 200, en.paymentReminderSent),
    });
    renderProjects();
    const modal = await openReminders(user);

    await user.click(await within(modal).findByRole('radio', { name: /^Framing done/ }));
    const message = within(modal).getByRole('textbox', { name: /^Message/ });
    await user.clear(message);
    await user.type(message, 'Framing is done, payment due.');
    await user.click(within(modal).getByRole('button', { name: 'Send reminder' }));

    expect(await within(modal).findByText(en.paymentReminderSent)).toBeInTheDocument();
    expect(api.callsTo('POST', remindersApi.send.path)[0]?.body).toEqual({
      id: signed.Id,
      termId: 'term-0',
      message: 'Framing is done, payment due.',
      scheduledTime: null,
    });
  });

  it('asks for a date and time before scheduling, and sends nothing without one', async () => {
    const user = userEvent.setup();
    signIn();
    const api = stubApi({ [readPage]: pageOf([project]), [terms]: answer() });
    renderProjects();
    const modal = await openReminders(user);

    await user.click(await within(modal).findByRole('radio', { name: 'Schedule' }));
    await user.click(within(modal).getByRole('button', { name: 'Schedule reminder' }));
    expect(await within(modal).findByText(en.paymentReminderDateRequired)).toBeInTheDocument();
    expect(api.callsTo('POST', remindersApi.send.path)).toHaveLength(0);
  });

  it('schedules at the date and time picked on the project’s clocks and shows the saved message', async () => {
    const user = userEvent.setup();
    signIn();
    const saved = en.paymentReminderScheduled.replace('{localTime}', '2030-06-01 9:30 a.m.');
    const api = stubApi({
      [readPage]: pageOf([project]),
      [terms]: answer(),
      [send]: envelope({ Id: scheduled.Id }, 200, saved),
    });
    renderProjects();
    const modal = await openReminders(user);
    const when = dayjs().add(2, 'day').hour(9).minute(30).second(0).millisecond(0);

    await user.click(await within(modal).findByRole('radio', { name: /^Framing done/ }));
    await user.click(within(modal).getByRole('radio', { name: 'Schedule' }));
    await pickDateTime(user, modal, when);
    // The picker writes its time as every reminder time is written, on the project's clocks.
    expect(within(modal).getByLabelText(/^Date and time/)).toHaveTextContent(
      `${when.format('YYYY-MM-DD')} 9:30 a.m.`,
    );
    await user.click(within(modal).getByRole('button', { name: 'Schedule reminder' }));

    expect(await within(modal).findByText(saved)).toBeInTheDocument();
    const body = api.callsTo('POST', remindersApi.send.path)[0]?.body as {
      termId: string;
      scheduledTime: string;
    };
    expect(body.termId).toBe('term-0');
    expect(body.scheduledTime).toBe(
      instantInZone('America/Vancouver', when.format('YYYY-MM-DD'), '09:30').toISOString(),
    );
    // The next reminder starts where this one was made: the same payment, scheduled, its time to pick.
    await waitFor(() => expect(within(modal).getByRole('radio', { name: /^Framing done/ })).toBeChecked());
    expect(within(modal).getByRole('radio', { name: 'Schedule' })).toBeChecked();
    expect(within(modal).getByRole('textbox', { name: /^Message/ })).toHaveValue(framing.DefaultMessage);
    expect(within(modal).getByRole('button', { name: 'Schedule reminder' })).toBeInTheDocument();
  });

  it('lists scheduled reminders; Change saves a new message, Cancel cancels it by its id', async () => {
    const user = userEvent.setup();
    signIn();
    let reminders = [scheduled];
    const api = stubApi({
      [readPage]: pageOf([project]),
      [terms]: () => jsonResponse(answer({ Reminders: reminders })),
      [update]: envelope(null),
      [cancel]: () => {
        reminders = [];
        return jsonResponse(envelope(null));
      },
    });
    renderProjects();
    const modal = await openReminders(user);

    expect(
      await within(modal).findByText('Framing done: 2030-06-01 6:30 a.m. (Vancouver time)'),
    ).toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: /^Change the reminder of / }));
    const message = within(modal).getByRole('textbox', { name: /^Message/ });
    expect(message).toHaveValue(scheduled.Message);
    await user.type(message, ' Thank you.');
    await user.click(within(modal).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.callsTo('PUT', remindersApi.update.path)).toHaveLength(1));
    expect(api.callsTo('PUT', remindersApi.update.path)[0]?.body).toEqual({
      reminderId: scheduled.Id,
      message: 'Framing is done: payment due. Thank you.',
      scheduledTime: scheduled.ScheduledTime && new Date(scheduled.ScheduledTime).toISOString(),
    });

    await user.click(await within(modal).findByRole('button', { name: /^Cancel the reminder of / }));
    await waitFor(() => expect(api.callsTo('PUT', remindersApi.cancel.path)).toHaveLength(1));
    expect(api.callsTo('PUT', remindersApi.cancel.path)[0]?.url.searchParams.get('reminderId')).toBe(
      scheduled.Id,
    );
    expect(await within(modal).findByText(/^The reminder of .* is cancelled\.$/)).toBeInTheDocument();
    await waitFor(() => expect(within(modal).queryByText(/^Framing done: /)).not.toBeInTheDocument());
  });

  it('shows a refusal as an alert with the server’s Content', async () => {
    const user = userEvent.setup();
    signIn();
    stubApi({
      [readPage]: pageOf([project]),
      [terms]: answer(),
      [send]: () => jsonResponse(said('paymentReminderMessageTooLong'), 400),
    });
    renderProjects();
    const modal = await openReminders(user);

    await user.click(await within(modal).findByRole('button', { name: 'Send reminder' }));
    expect(await within(modal).findByRole('alert')).toHaveTextContent(en.paymentReminderMessageTooLong);
  });

  it('shows the server’s refusal to read a contract’s payments', async () => {
    const user = userEvent.setup();
    signIn();
    stubApi({
      [readPage]: pageOf([project]),
      [terms]: () =>
        jsonResponse(
          { Type: 400, Content: 'This contract has no payment terms to remind.', Data: null },
          400,
        ),
    });
    renderProjects();
    const modal = await openReminders(user);
    expect(await within(modal).findByRole('alert')).toHaveTextContent(
      'This contract has no payment terms to remind.',
    );
  });
});
