// The baseline: a bare Fastify route answering a body of the same size, no plugins, no database.
import Fastify from 'fastify';

const body = process.argv[2] ?? '{}';
const app = Fastify({ logger: false });
app.get('/api/site/subscriptionplans', async (_request, reply) => reply.type('application/json').send(body));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
