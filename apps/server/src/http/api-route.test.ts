import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint, ok } from '@tradepact/shared';
import { routeOf } from './api-route.js';

const signIn = endpoint({
  method: 'POST',
  path: '/api/test/signin',
  summary: 'A sign-in that may ask for a code',
  access: 'public',
  body: z.object({ answer: z.enum(['tokens', 'code', 'wrong code answer']) }),
  data: z.object({ AccessToken: z.string() }),
  otherAnswers: { 203: z.object({ Account: z.string() }) },
});

/** An app routing `signIn` whose handler answers what the request asks for. */
async function signInApp() {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.post(signIn.path, routeOf(signIn), async (request, reply) => {
    const { answer } = request.body;
    if (answer === 'tokens') return ok({ AccessToken: 'a' });
    const Data = answer === 'code' ? { Account: 'pat@example.com' } : ({ Accounts: [] } as never);
    return reply.code(203).send({ Type: 203, Content: '', Data });
  });
  await app.ready();
  return app;
}

describe('routeOf', () => {
  it('sends an other answer of the table (a 203) checked against its own schema', async () => {
    const app = await signInApp();

    const code = await app.inject({ method: 'POST', url: signIn.path, payload: { answer: 'code' } });
    expect(code.statusCode).toBe(203);
    expect(code.json()).toEqual({ Type: 203, Content: '', Data: { Account: 'pat@example.com' } });

    // An answer the table does not describe never reaches the caller.
    const wrong = await app.inject({
      method: 'POST',
      url: signIn.path,
      payload: { answer: 'wrong code answer' },
    });
    expect(wrong.statusCode).toBe(500);
    expect(wrong.body).not.toContain('Accounts');
    await app.close();
  });

  it('keeps checking the 200 answer against the data schema', async () => {
    const app = await signInApp();
    const tokens = await app.inject({ method: 'POST', url: signIn.path, payload: { answer: 'tokens' } });
    expect(tokens.statusCode).toBe(200);
    expect(tokens.json()).toEqual({ Type: 200, Content: '', Data: { AccessToken: 'a' } });
    expect(Object.keys(routeOf(signIn).schema.response)).toEqual(['200', '203']);
    await app.close();
  });
});
