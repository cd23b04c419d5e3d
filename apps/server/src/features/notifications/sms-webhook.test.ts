import twilio from 'twilio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActiveUser, userRow } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

const authToken = 'twilio-test-auth-token';
const path = '/api/notifications/sms/inbound';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000000',
    TWILIO_AUTH_TOKEN: authToken,
    TWILIO_FROM: '+16135550100',
  });
});
afterAll(() => t.close());

/**
 * A text from `phone` as Twilio posts it, signed with `token` over the address Twilio was given;
 * unsigned with null.
 */
function inbound(phone: string, body: string, token: string | null = authToken) {
  const params = { MessageSid: 'SM0001', From: `+1${phone}`, To: '+16135550100', Body: body };
  const url = `${t.services.config.publicUrl}${path}`;
  return t.app.inject({
    method: 'POST',
    url: path,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(token ? { 'x-twilio-signature': twilio.getExpectedTwilioSignature(token, url, params) } : {}),
    },
    payload: new URLSearchParams(params).toString(),
  });
}

describe('the inbound SMS webhook', () => {
  it('turns general texts off for the account with that verified number on a signed STOP', async () => {
    const user = await createActiveUser(t, { notifySms: true });
    const answer = await inbound(user.phone, ' Stop ');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/xml/);
    expect(answer.body).toBe('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
    expect((await userRow(t, user.id))?.notifySms).toBe(false);
  });

  it('takes Twilio’s other opt-out words, and leaves the switch alone for any other text', async () => {
    const chatty = await createActiveUser(t, { notifySms: true });
    expect((await inbound(chatty.phone, 'Thanks, see you Monday')).statusCode).toBe(200);
    expect((await userRow(t, chatty.id))?.notifySms).toBe(true);
    expect((await inbound(chatty.phone, 'unsubscribe')).statusCode).toBe(200);
    expect((await userRow(t, chatty.id))?.notifySms).toBe(false);
  });

  it('takes the French opt-out words, accents or not', async () => {
    for (const word of ['Arrêt', 'ARRET', 'désabonner']) {
      const reader = await createActiveUser(t, { notifySms: true });
      expect((await inbound(reader.phone, word)).statusCode).toBe(200);
      expect((await userRow(t, reader.id))?.notifySms, word).toBe(false);
    }
  });

  it('refuses an unsigned or wrongly signed request with 403 and changes nothing', async () => {
    const user = await createActiveUser(t, { notifySms: true });
    expect((await inbound(user.phone, 'STOP', null)).statusCode).toBe(403);
    expect((await inbound(user.phone, 'STOP', 'someone-elses-token')).statusCode).toBe(403);
    expect((await userRow(t, user.id))?.notifySms).toBe(true);
  });

  it('does not touch an account whose number is still waiting for its code', async () => {
    const pending = await createActiveUser(t, { notifySms: true, phoneConfirmedAt: null });
    expect((await inbound(pending.phone, 'STOP')).statusCode).toBe(200);
    expect((await userRow(t, pending.id))?.notifySms).toBe(true);
  });
});
