export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface SmsMessage {
  /** Ten-digit North American number or E.164. */
  to: string;
  text: string;
}

/** Delivers one message. `jobId` is stable across retries, for transports that can deduplicate. */
export interface Transport<M> {
  readonly name: string;
  send(message: M, jobId: string): Promise<void>;
}
