// The body-encoding comparison of bench/body-encoding.ts: one Fastify route per way of sending a
// 2 KB JSON answer with its strong ETag, for a body of Latin-1 letters only (Finnish, Estonian
// names) and for one with letters beyond (ā, š, ė: Latvian, Lithuanian names).
//   /string/*: the body stays a string: the hash, the Content-Length and the socket write each
//              encode it to UTF-8 (how src/http/caching.ts sends answers, with its strongEtag).
//   /bytes/*:  the body is encoded to UTF-8 once, and the hash and the socket read the bytes
//              (the alternative measured against it).
// Each answer is built per request, as the response serialiser builds it.
//   PORT=N node bench/body-server.ts
import { hash } from 'node:crypto';
import Fastify, { type FastifyReply } from 'fastify';
import { strongEtag } from '../src/http/caching.ts';

const NAMES = {
  latin1: { name: 'Mäkisen Pöytä ja Sähkö Oy', town: 'Hämeenlinna' },
  beyond: { name: 'SIA Rīgas Kūdras Šķiedra', town: 'Rīga' },
};
const row = ({ name, town }: { name: string; town: string }, i: number) =>
  `{"regcode":"4000300${i}","name":${JSON.stringify(`${name} ${i}`)},"address":"${town}, Keskuskatu ${i}"}`;
/** About 2 KB of JSON, built anew on each call. */
const body = (names: { name: string; town: string }) => `{"results":[${Array.from({ length: 18 }, (_, i) => row(names, i)).join(',')}]}`;

const app = Fastify({ logger: false });
const send = (reply: FastifyReply, payload: string | Buffer, etag: string) =>
  reply.header('content-type', 'application/json; charset=utf-8').header('etag', etag).send(payload);

for (const [kind, name] of Object.entries(NAMES)) {
  app.get(`/string/${kind}`, (_request, reply) => {
    const text = body(name);
    send(reply, text, strongEtag(text));
  });
  app.get(`/bytes/${kind}`, (_request, reply) => {
    const bytes = Buffer.from(body(name));
    send(reply, bytes, `"${hash('sha256', bytes, 'base64url').slice(0, 32)}"`);
  });
}
await app.listen({ port: Number(process.env.PORT ?? 8083), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
