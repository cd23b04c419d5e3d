/**
 * The consumer's cancellation from the completion email (issue 31 §2): the refusals and the answer the
 * server words in the envelope. No page looks them up (the pages show the envelope's words), so they
 * stay out of the pages' catalogues: /Signature and the other public pages carry none of them.
 */
export const clientCancelMessages = {
  signingCancelledByClient: 'This agreement was cancelled by the client.',
  clientCancelPeriodEnded: 'The period to cancel this agreement ended on {date}.',
  clientCancelNoRight:
    'This agreement cannot be cancelled from this page: the consumer’s right to cancel does not apply to it. Please contact the contractor.',
  clientCancelNotSigned:
    'This agreement is not signed by everyone yet, so there is nothing to cancel: you may simply not sign it.',
  clientCancelReasonTooLong: 'Please keep the reason under 1,000 characters.',
  clientCancelRecorded: 'Your cancellation is recorded.',
} as const;
