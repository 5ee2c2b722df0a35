// The machine's limit for the load figures (R0): the same Fastify stack as the service, one
// hello-world route, nothing else. Every endpoint is reported as a ratio to this.
//   PORT=N [WORKERS=2] node bench/hello-server.ts
// WORKERS=2 forks two processes on the port the way the service's WORKERS does (cluster,
// connections spread by the kernel): R0 of the two-worker figures.
import cluster from 'node:cluster';
import Fastify from 'fastify';

const workers = Number(process.env.WORKERS ?? 1);
if (cluster.isPrimary && workers > 1) {
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  for (let i = 0; i < workers; i++) cluster.fork();
  process.on('SIGTERM', () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    cluster.on('exit', () => { if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0); });
  });
} else {
  const app = Fastify({ logger: false });
  app.get('/hello', async () => ({ hello: 'world' }));
  await app.listen({ port: Number(process.env.PORT ?? 8081), host: '127.0.0.1' });
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
}
