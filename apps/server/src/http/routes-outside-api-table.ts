import type { HttpMethod } from '@tradepact/shared';

/** A route of the API that does not answer the {Type, Content, Data} envelope, and why. */
export interface RouteOutsideApiTable {
  method: HttpMethod;
  /** As the route is registered (`:id` for a parameter). */
  path: `/api/${string}`;
  why: string;
}

/**
 * Every /api route that is not an endpoint of the shared API table (@tradepact/shared `…Api`): the
 * table describes envelope answers only, so these are listed here instead, each with its reason.
 */
export const routesOutsideApiTable: readonly RouteOutsideApiTable[] = [
  {
    method: 'GET',
    path: '/api/common/captcha',
    why: 'answers the captcha as a PNG image',
  },
  {
    method: 'GET',
    path: '/api/auth/external/:provider',
    why: 'a page navigation: redirects the browser to Google or Apple',
  },
  {
    method: 'GET',
    path: '/api/auth/external/:provider/callback',
    why: 'where the provider sends the browser back: redirects to /login with a ticket or an error',
  },
  {
    method: 'POST',
    path: '/api/auth/external/:provider/callback',
    why: 'the same, for Apple’s form post: redirects to /login with a ticket or an error',
  },
  {
    method: 'GET',
    path: '/api/cloud/files/:id',
    why: 'answers the stored file’s bytes, streamed with its own type, length and cache headers',
  },
  {
    method: 'GET',
    path: '/api/cloud/images/:id',
    why: 'answers the resized image’s bytes (or the placeholder image)',
  },

  {
    method: 'POST',
    path: '/api/app/contract/previewpdf',
    why: 'answers the previewed contract as a PDF download (the body is the preview request)',
  },
  {
    method: 'GET',
    path: '/api/app/billing/invoicepdf',
    why: 'answers the invoice as a PDF download',
  },
  {
    method: 'GET',
    path: '/api/app/invoice/pdf',
    why: 'answers an invoice to a client, as issued, as a PDF download',
  },
  {
    method: 'GET',
    path: '/api/app/pay/pdf',
    why: 'answers an invoice, as issued, as a PDF download under its pay key',
  },
  {
    method: 'GET',
    path: '/api/app/contract/pdf',
    why: 'answers one of the caller’s contracts as a PDF download',
  },
  {
    method: 'GET',
    path: '/api/app/contract/schedule',
    why: 'answers a schedule’s bytes to the holder of a signing key, for reading before signing',
  },
  {
    method: 'GET',
    path: '/api/app/contract/signerpdf',
    why: 'answers the PDF as sent to the holder of a signing key, to keep or print',
  },
  {
    method: 'GET',
    path: '/api/v1/contract/sealedpdf',
    why: 'the integrator API’s download of a sealed contract: its PDF bytes as sealed (an API key with contracts:read may call it: route config keyScope)',
  },
  {
    method: 'GET',
    path: '/api/site/articlephoto/:key/:width',
    why: 'answers a blog article’s photo as JPEG bytes, cached for a year (the key changes with the photo)',
  },
  {
    method: 'GET',
    path: '/api/identity/exportdata',
    why: 'answers everything the account holds as a ZIP download, streamed',
  },
  {
    method: 'POST',
    path: '/api/billing/stripe/webhook',
    why: 'Stripe’s signed events: reads the raw body to verify it and answers Stripe’s { received: true }',
  },
  {
    method: 'POST',
    path: '/api/payments/stripe/connect-webhook',
    why: 'Stripe’s signed events from the contractors’ connected accounts: reads the raw body to verify it and answers Stripe’s { received: true }',
  },
  {
    method: 'POST',
    path: '/api/notifications/unsubscribe/one-click',
    why: 'a mail program’s one-click unsubscribe (RFC 8058): a form post answered 204 with no body',
  },
  {
    method: 'POST',
    path: '/api/notifications/sms/inbound',
    why: 'Twilio’s signed inbound-text webhook: a form post answered with empty TwiML',
  },
];
