import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentSettingsApi } from '@tradepact/shared';
import { callAs } from '../../../../test/contractor.js';
import { createTestApp, type TestApp, type TestUser } from '../../../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t?.close());

const read = (who: TestUser) => callAs(t, who, 'GET', paymentSettingsApi.read.path);
const save = (who: TestUser, form: unknown) => callAs(t, who, 'PUT', paymentSettingsApi.save.path, form);

describe('Settings › Getting paid', () => {
  it('starts with no e-Transfer address and automatic overdue reminders off', async () => {
    const answer = await read(await t.createUser());
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().Data).toEqual({
      ETransferEmail: '',
      OverdueReminders: false,
      CardPayments: 'local',
      Stripe: null,
    });
  });

  it('saves the e-Transfer address and the reminders, each account its own', async () => {
    const who = await t.createUser();
    const other = await t.createUser();

    const saved = await save(who, { ETransferEmail: ' pay@tremblay.example ', OverdueReminders: true });

    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().Content).toMatch(/^Saved\./);
    expect((await read(who)).json().Data).toMatchObject({
      ETransferEmail: 'pay@tremblay.example',
      OverdueReminders: true,
    });
    expect((await read(other)).json().Data).toMatchObject({ ETransferEmail: '', OverdueReminders: false });

    expect((await save(who, { ETransferEmail: '', OverdueReminders: false })).statusCode).toBe(200);
    expect((await read(who)).json().Data).toMatchObject({ ETransferEmail: '', OverdueReminders: false });
  });

  it('refuses an address that is not an email, and keeps the one saved', async () => {
    const who = await t.createUser();
    await save(who, { ETransferEmail: 'pay@tremblay.example', OverdueReminders: false });

    const refused = await save(who, { ETransferEmail: 'tremblay at example', OverdueReminders: true });

    expect(refused.statusCode).toBe(400);
    expect(refused.json().Code).toBe('etransferEmailInvalid');
    expect((await read(who)).json().Data).toMatchObject({
      ETransferEmail: 'pay@tremblay.example',
      OverdueReminders: false,
    });
  });

  it('has no Stripe to connect without the operator’s keys', async () => {
    const who = await t.createUser();
    const connect = await callAs(t, who, 'POST', paymentSettingsApi.connectStripe.path);
    expect(connect.statusCode).toBe(409);
    expect(connect.json().Code).toBe('stripeNotConfigured');
    expect((await callAs(t, who, 'GET', paymentSettingsApi.payouts.path)).json().Data).toEqual([]);
  });
});
