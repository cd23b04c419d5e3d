/** One message of the development outbox (GET /api/dev/outbox), as the server answers it. */
export interface OutboxMessage {
  Id: string;
  Channel: 'email' | 'sms';
  To: string;
  Subject: string;
  Text: string;
  Html: string;
  CreatedTime: string;
}
