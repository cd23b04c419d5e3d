import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractPaymentsApi, formatCad, ok, payApi } from '@tradepact/shared';
import { routeOf } from '../../http/api-route.js';
import { currentUserId, signedIn } from '../auth/authenticate.js';
import { signingLinkKey } from '../signing/signing-keys.js';
import { paymentsService } from './payments.service.js';
import { payService } from './pay.service.js';
import { invoiceIssuing } from './invoice-issuing.js';
import { connectService } from './stripe/connect.service.js';
import { stripeClientOf } from './stripe/stripe-client.js';
import { z } from 'zod';

/**
 * Getting paid (issue 33): a signed contract's payments on the contractor's side, and an invoice's
 * pay page under its key, without an account (docs/payments.md).
 */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, queue, notifier, config, storage } = app.deps;
  const linkKey = signingLinkKey(app.deps.authKey.secret);
  const payments = paymentsService({ db: database.db, queue, publicUrl: config.publicUrl, linkKey });
  const pay = payService({
    db: database.db,
    notifier,
    queue,
    publicUrl: config.publicUrl,
    productName: config.productName,
    cardFor: connectService({ db: database.db, config, stripe: stripeClientOf(app.deps) }).cardFor,
  });
  const issuing = invoiceIssuing({
    db: database.db,
    storage,
    notifier,
    publicUrl: config.publicUrl,
    productName: config.productName,
    linkKey,
  });
  const money = (cents: number, language: string) => formatCad(cents, `${language}-CA`);
  // Keys are 256-bit: the limit is against floods from one address, not guessing (as signing's).
  const keyLimit = { config: { rateLimit: { max: 300, timeWindow: '1 minute' } } };
  const meta = (request: { ip: string; headers: Record<string, unknown> }) => ({
    ip: request.ip,
    userAgent: String(request.headers['user-agent'] ?? '').slice(0, 500),
  });

  app.get(contractPaymentsApi.read.path, routeOf(contractPaymentsApi.read), async (request) =>
    ok(await payments.read(currentUserId(request), request.query.id, request.language)),
  );

  app.post(
    contractPaymentsApi.issueInvoice.path,
    routeOf(contractPaymentsApi.issueInvoice),
    async (request) => {
      const { Id, Key } = request.body;
      const issued = await payments.issueInvoice(currentUserId(request), Id, Key, request.language);
      return ok(issued.payments, request.t('invoiceIssued', { number: issued.number }));
    },
  );

  app.post(
    contractPaymentsApi.confirmPayment.path,
    routeOf(contractPaymentsApi.confirmPayment),
    async (request) => {
      const { PaymentId, AmountCents } = request.body;
      const answer = await payments.confirmPayment(
        currentUserId(request),
        PaymentId,
        AmountCents,
        request.language,
      );
      return ok(
        answer,
        AmountCents === 0
          ? request.t('paymentReportRefused')
          : request.t('paymentConfirmed', { amount: money(AmountCents, request.language) }),
      );
    },
  );

  app.post(
    contractPaymentsApi.recordPayment.path,
    routeOf(contractPaymentsApi.recordPayment),
    async (request) => {
      const { InvoiceId, Method, AmountCents } = request.body;
      const answer = await payments.recordPayment(
        currentUserId(request),
        InvoiceId,
        Method,
        AmountCents,
        request.language,
      );
      return ok(answer, request.t('paymentRecorded', { amount: money(AmountCents, request.language) }));
    },
  );

  app.get(payApi.read.path, { ...routeOf(payApi.read), ...keyLimit }, async (request) =>
    ok(await pay.read(request.query.key)),
  );

  app.post(payApi.reportSent.path, { ...routeOf(payApi.reportSent), ...keyLimit }, async (request) => {
    const { Key, AmountCents } = request.body;
    const { page } = await pay.reportSent(Key, AmountCents, meta(request));
    return ok(page, pay.say(page, 'paySentRecorded'));
  });

  app.post(payApi.dispute.path, { ...routeOf(payApi.dispute), ...keyLimit }, async (request) => {
    const { Key, Reason } = request.body;
    const { page } = await pay.dispute(Key, Reason, meta(request));
    return ok(page, pay.say(page, 'invoiceDisputeRecorded'));
  });

  /** An invoice's PDF as issued, as a download that no cache keeps. */
  const sendPdf = async (invoice: Parameters<typeof issuing.pdfOf>[0], reply: FastifyReply) => {
    const { bytes } = await issuing.pdfOf(invoice);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${issuing.filenameOf(invoice)}"`)
      .header('cache-control', 'private, no-store')
      .send(bytes);
  };

  app.get(
    '/api/app/invoice/pdf',
    {
      ...signedIn({
        summary: 'One of the caller’s invoices to a client, as the PDF it was issued as',
        querystring: z.object({ id: z.string() }),
      }),
      // An integration keeping the books reads the invoices its key may read (issue 34 §1).
      config: { apiKeyScope: 'payments:read' },
    },
    async (request, reply) =>
      sendPdf(await payments.invoiceOf(currentUserId(request), request.query.id), reply),
  );

  app.get(
    '/api/app/pay/pdf',
    {
      schema: {
        summary: 'An invoice as the PDF it was issued as, under the key of its pay page',
        querystring: z.object({ key: z.string().max(200) }),
      },
      ...keyLimit,
    },
    async (request, reply) => sendPdf(await pay.invoiceOf(request.query.key), reply),
  );
};
