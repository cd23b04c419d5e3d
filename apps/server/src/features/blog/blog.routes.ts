import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The blog, public and in-app (doc 3 §7 "Blog"). */
export const blogRoutes: FastifyPluginAsyncZod = async () => {};
