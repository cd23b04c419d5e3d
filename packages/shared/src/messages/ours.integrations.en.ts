/**
 * Messages of ours for integrations (issue 34): Settings › Integrations' answers and checks, an API
 * key's refusals, and the email to an endpoint's owner when it is turned off. The server words them
 * (the page shows an answer's text), so the web app does not download them.
 */
export const ourIntegrationMessages = {
  apiKeyNameRequired: 'Name the key after what will use it (for example “Zapier”).',
  apiKeyNameTooLong: 'Use a shorter name (60 characters at most).',
  apiKeyScopesRequired: 'Choose at least one thing this key may do.',
  apiKeyLimitReached:
    'You have 10 active API keys, the most an account may have. Revoke one you no longer use first.',
  apiKeyCreated: 'Key created. Copy it now: it will not be shown again.',
  apiKeyRevoked: 'Key revoked. Anything still using it is refused from now on.',
  apiKeyAlreadyRevoked: 'This key was already revoked.',
  apiKeyInvalid: 'This API key is not valid or was revoked.',
  apiKeyNotAllowed: 'An API key cannot do this. Sign in to Tradepact to do it.',
  apiKeyScopeMissing: 'This API key may not do this: it needs the “{scope}” scope.',
  apiKeyRateLimited:
    'This API key made more than {max} requests in a minute. Try again after the number of seconds in the Retry-After header.',
  webhookUrlInvalid: 'Enter the full address of your endpoint, starting with https://.',
  webhookUrlNotAllowed:
    'This address cannot receive webhooks: use a public https:// address (http://localhost only for testing).',
  webhookDescriptionTooLong: 'Use a shorter description (100 characters at most).',
  webhookEventsRequired: 'Choose at least one event to send.',
  webhookEndpointLimitReached: 'You have 10 endpoints, the most an account may have. Delete one first.',
  webhookEndpointCreated: 'Endpoint added. Copy its signing secret now: it will not be shown again.',
  webhookEndpointSaved: 'Endpoint saved.',
  webhookSecretRolled:
    'New signing secret made: every delivery is signed with it from now on. Copy it now: it will not be shown again.',
  webhookEndpointDeleted: 'Endpoint deleted. Nothing more is sent to it.',
  webhookTestQueued: 'Test event sent. Its delivery is listed below.',
  webhookResendQueued: 'Sent again. The delivery below shows how it went.',
  webhookEndpointDisabled: 'Turn the endpoint on before sending to it.',
  webhookDisabledEmailSubject: 'Webhook turned off: {url}',
  webhookDisabledEmailBody:
    'Hello {name},\n\nEvery delivery to your webhook endpoint {url} has failed since {since}, so we turned it off. Nothing more is sent to it until you turn it on again in Settings › Integrations, where its last deliveries show what it answered.\n\n{product}',
  // The integrator API (/api/v1): its own checks of what a key or an integration sends.
  integratorPageInvalid: 'Page must be a whole number from 1, and PageSize from 1 to 100.',
  integratorDateInvalid: 'Write each date as YYYY-MM-DD, a day that exists (for example 2027-03-15).',
  integratorAmountInvalid:
    'Give each amount as a whole number of cents (for example 125050 for $1,250.50); the price must be above 0.',
  integratorIdempotencyKeyInvalid: 'IdempotencyKey must be 1 to 60 characters.',
  integratorMilestoneNameInvalid: 'Name each milestone, in 200 characters or fewer.',
  integratorPaymentsOrMilestones:
    'Give Payments (each on its day) or Milestones (each at a stage of the work), not both.',
  integratorContractSent: 'Contract sent. Its recipients get the signing email within a few minutes.',
  webhookDisabledEmailButton: 'Open Settings',
  webhookErrorTimeout: 'No answer within 10 seconds.',
  webhookErrorConnection: 'Could not connect to the endpoint ({detail}).',
  webhookErrorRedirect:
    'It answered with a redirect ({code}), which is not followed: the address itself must answer.',
  webhookErrorStatus: 'It answered {code}: only a 2xx answer counts as received.',
  webhookErrorSecretUnreadable:
    'Its signing secret can no longer be read (the server’s key changed): make a new signing secret on this page.',
  webhookErrorInterrupted: 'The attempt was interrupted before an answer was recorded.',
  webhookErrorEndpointDisabled: 'Not sent: the endpoint is turned off.',
} as const;
