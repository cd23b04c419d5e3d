import type { Config } from '../config/config.js';
import type { Db } from '../db/database.js';
import type { OutgoingEmail, SmsMessage, Transport } from './message.js';
import { outboxTransport } from './outbox-transport.js';
import { smtpTransport } from './smtp-transport.js';
import { twilioTransport } from './twilio-transport.js';

export interface MessageTransports {
  email: Transport<OutgoingEmail>;
  sms: Transport<SmsMessage>;
}

/** The configured providers; a channel without one writes to the development outbox. */
export function messageTransports(
  config: Pick<Config, 'mail' | 'twilio' | 'publicUrl'>,
  db: Db,
): MessageTransports {
  return {
    email: config.mail.smtpUrl
      ? smtpTransport(config.mail.smtpUrl, config.mail.from, new URL(config.publicUrl).hostname)
      : outboxTransport(db, 'email'),
    sms: config.twilio ? twilioTransport(config.twilio) : outboxTransport(db, 'sms'),
  };
}
