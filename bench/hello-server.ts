/**
 * The yardstick of `npm run bench:api`: a bare Fastify answering one JSON object in one Node process, as
 * the API runs, so the ratio shows what the API's own work costs.
 */
import Fastify from 'fastify';

const port = Number(process.env.PORT ?? 9101);
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
