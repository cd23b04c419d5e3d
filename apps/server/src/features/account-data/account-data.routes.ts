import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MessageKey } from '@tradepact/shared';
import { currentUserId, signedIn } from '../auth/authenticate.js';
import { accountDataService, type ExportEntry } from './account-data.service.js';
import { zipStream } from './zip-writer.js';

/** The README's lines, in the archive's order (ours.account-data.en.ts). */
const readmeLines: readonly MessageKey[] = [
  'accountDataReadmeAccount',
  'accountDataReadmeBusiness',
  'accountDataReadmeProjects',
  'accountDataReadmeContacts',
  'accountDataReadmeTemplates',
  'accountDataReadmeSubscription',
  'accountDataReadmeContracts',
  'accountDataReadmeContractPdfs',
  'accountDataReadmeFileList',
  'accountDataReadmeFiles',
  'accountDataReadmeIntegrations',
  'accountDataReadmeFormat',
];

/** Issue 18 §4: "Download my data" (docs/api/accounts.md). */
export const accountDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const { storage, config } = app.deps;
  const accountData = accountDataService(app.deps);
  const slug =
    config.productName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'account';

  app.get(
    '/api/identity/exportdata',
    {
      ...signedIn({
        summary:
          'Everything the account holds, as a ZIP streamed to the caller (README.txt says what each file is)',
        querystring: z.object({}),
      }),
      // An archive reads every file of the account: a person downloads it once in a while.
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const userId = currentUserId(request);
      // Every query runs before the first byte: a failure here is an ordinary error answer.
      const { entries } = await accountData.gather(userId, request.language);
      const today = new Date().toISOString().slice(0, 10);
      const product = { product: config.productName };
      const readme: ExportEntry = {
        name: 'README.txt',
        kind: 'text',
        text: [
          request.t('accountDataReadmeTitle', { ...product, date: today }),
          '',
          request.t('accountDataReadmeIntro', product),
          '',
          ...readmeLines.map((key) => `- ${request.t(key)}`),
          '',
        ].join('\r\n'),
      };
      const archive = zipStream(storage, [readme, ...entries], (missing) => {
        request.log.warn({ storageKey: missing.storageKey }, 'export: a listed file is missing from storage');
      });
      archive.on('error', (error) => request.log.error({ err: error }, 'export: the archive failed'));
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${slug}-data-${today}.zip"`)
        .header('cache-control', 'private, no-store')
        .send(archive);
    },
  );
};
