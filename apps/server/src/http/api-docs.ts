import type { FastifyInstance } from 'fastify';
import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { apiKeyPrefix } from '@tradepact/shared';
import type { Config } from '../config/config.js';
import { apiKeyDecisionOf } from './api-key-scope.js';

/** The security scheme of an API key (issue 34 §1), beside a person's access token. */
const apiKeyScheme = {
  type: 'http',
  scheme: 'bearer',
  bearerFormat: `${apiKeyPrefix}…`,
  description:
    `An API key made in Settings › Integrations, sent as \`Authorization: Bearer ${apiKeyPrefix}…\`. ` +
    'It acts as its account on the operations marked with it, within its scopes (`x-scope`): ' +
    'elsewhere it is answered 403, revoked or unknown 401, and past its per-minute limit 429.',
} as const;

/**
 * The routes' zod schemas as JSON Schema, and on each operation an API key may call, the key's scheme
 * beside the access token and the scope it needs (`x-scope`, also said in the description), read from
 * the route's own guard, so the document says what the server enforces.
 */
/** A person's access token, or an API key: either one calls the operation. */
const personOrKey: Record<string, string[]>[] = [{ bearer: [] }, { apiKey: [] }];

const transform: SwaggerTransform = (input) => {
  const transformed = jsonSchemaTransform(input);
  const scope = apiKeyDecisionOf(input.route.onRequest);
  if (!scope) return transformed;
  const needs = `An API key needs the \`${scope}\` scope.`;
  const { description } = transformed.schema as { description?: string };
  const schema = {
    ...transformed.schema,
    security: personOrKey,
    'x-scope': scope,
    description: description ? `${description}\n\n${needs}` : needs,
  };
  return { ...transformed, schema };
};

/** OpenAPI built from the routes' own zod schemas; the browsable page is /api/docs. */
export async function registerApiDocs(app: FastifyInstance, config: Config) {
  await app.register(swagger, {
    openapi: {
      info: { title: `${config.productName} API`, version: '1.0.0' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          apiKey: apiKeyScheme,
        },
      },
    },
    transform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
