/**
 * The development outbox's labels (/dev/outbox, key `outbox`), loaded with it.
 */
export const outboxUi = {
  outbox: {
    pageTitle: 'Development outbox',
    lead: 'Emails and text messages the server would have sent. Newest first; the list refreshes every 5 seconds.',
    filterLabel: 'Recipient',
    filterPlaceholder: 'Email address or phone number',
    filterDescription: 'Show only the messages sent to this address.',
    empty: 'No messages yet. Anything the server sends by email or SMS appears here.',
    disabled: 'The outbox is only available in development, when no email or SMS provider is configured.',
    loadError: 'The outbox could not be loaded.',
    channelEmail: 'Email',
    channelSms: 'SMS',
    to: 'To: {to}',
    noSubject: '(no subject)',
    previewTitle: 'Email to {to}: {subject}',
  },
};
