import twilio from 'twilio';
import { normalisePhone } from '@tradepact/shared';
import type { SmsMessage, Transport } from './message.js';

export function twilioTransport(settings: {
  accountSid: string;
  authToken: string;
  from: string;
}): Transport<SmsMessage> {
  // A request gives up within the job's 30 s expiry (Twilio's default is 30 s).
  const client = twilio(settings.accountSid, settings.authToken, { timeout: 20_000 });
  return {
    name: 'twilio',
    async send(message) {
      const to = message.to.startsWith('+') ? message.to : `+1${normalisePhone(message.to)}`;
      await client.messages.create({ to, from: settings.from, body: message.text });
    },
  };
}
