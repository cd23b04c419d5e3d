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

/**
 * A transactional email (a code, an activation link, a signing request, a receipt, a reminder…):
 * `notifier.email` sends it whatever the account's notification choices. General news goes through
 * `generalNotifier` (general.ts) instead, which honours them.
 */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: EmailAttachment[];
  /**
   * Where a reply goes when it should not go to the product's From address: a signing email's
   * recipient answers the contractor who sent the contract, at their business email.
   */
  replyTo?: string;
  /** Extra header lines: a general email's List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
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

/** A transactional text (a code, a signing request, a reminder): sent whatever the account chose. */
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
