// The machine's limit for the load figures (R0): the same Fastify stack as the service, one
// hello-world route, nothing else. Every endpoint is reported as a ratio to this.
//   PORT=N node bench/hello-server.ts
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT ?? 8081), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
