import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The how-we-work page's problems and the default clauses that answer them (doc 3 §1). */
export const howWeWorkRoutes: FastifyPluginAsyncZod = async () => {};
