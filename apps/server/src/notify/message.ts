/**
 * A file sent with an email, named by its storage key: the message is stored in the job queue, so it
 * carries where the bytes are, not the bytes; the job reads them when it runs.
 */
export interface EmailAttachment {
  filename: string;
  contentType: string;
  storageKey: string;
  /** Set for an image the HTML part shows inline, as `<img src="cid:…">`. */
  cid?: string;
}

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: EmailAttachment[];
}

/** An attachment as a transport delivers it: its bytes, read from storage. */
export interface AttachedFile {
  filename: string;
  contentType: string;
  content: Buffer;
  cid?: string;
}

/** An email as a transport receives it: the queued message with its attachments' bytes. */
export interface OutgoingEmail extends Omit<EmailMessage, 'attachments'> {
  attachments: AttachedFile[];
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
