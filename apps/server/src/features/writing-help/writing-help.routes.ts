import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** AI wording help and spell check (doc 3 §7): the browser calls us; the provider's key stays here. */
export const writingHelpRoutes: FastifyPluginAsyncZod = async () => {};
