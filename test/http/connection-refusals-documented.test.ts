// The 408 and 431 the server answers on the connection before a request exists were listed
// nowhere in the document: a client generated from it knew neither status. Each is sent here for
// real to the app (an oversized header; a request that stalls, under a time limit shortened for
// the test) and checked against the document as a generated client reads it: the status listed on
// every operation, as one shared response, the body valid under its schema, its headers declared.
// The statuses a body or a URL could give elsewhere (413, 415, 414) are no answer of an operation.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { connect, type AddressInfo } from 'node:net';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { fakeServices } from './fake-services.ts';
import { API, problemOf, startTestApp } from './harness.ts';

/** Sends raw bytes and reads the answer until the server closes the connection. */
function rawExchange(port: number, request: string): Promise<{ head: string; statusCode: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const at = text.indexOf('\r\n\r\n');
      const head = text.slice(0, at);
      const headers = Object.fromEntries(head.split('\r\n').slice(1).map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
      resolve({ head, statusCode: Number(head.split(' ')[1]), headers, body: text.slice(at + 4) });
    });
  });
}

interface Response { $ref?: string; description?: string; headers?: Record<string, unknown>; content?: Record<string, { schema: unknown; example?: unknown }> }
interface Doc { components: { responses?: Record<string, Response> }; paths: Record<string, Record<string, { responses: Record<string, Response> }>> }

const t = await startTestApp({ services: fakeServices() });
// The app's 30 s, shortened on its own server so that a stalled request is answered in the test's time.
t.app.server.requestTimeout = 300;
(t.app.server as unknown as { connectionsCheckingInterval: number }).connectionsCheckingInterval = 50;
await t.app.listen({ port: 0, host: '127.0.0.1' });
const { port } = t.app.server.address() as AddressInfo;
const doc = (await t.app.inject({ url: API })).json() as Doc;
test.after(() => t.close());

const ajv = new Ajv2020({ strict: false, allErrors: true });
(addFormats as unknown as (a: Ajv2020) => void)(ajv);
ajv.addSchema({ ...doc, $id: 'doc' });

/** The response a status of an operation documents, a shared one's reference followed. */
function documented(operation: { responses: Record<string, Response> }, status: string): Response | undefined {
  const response = operation.responses[status];
  const ref = response?.$ref;
  return ref === undefined ? response : doc.components.responses?.[ref.replace('#/components/responses/', '')];
}

/** What a client generated from the document would get wrong about this answer, on every operation. */
function disagreements(answer: Awaited<ReturnType<typeof rawExchange>>): string[] {
  const status = String(answer.statusCode);
  const issues: string[] = [];
  const problem = problemOf({ statusCode: answer.statusCode, headers: answer.headers, body: answer.body });
  const shared = new Set<string>();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const response = documented(operation, status);
      if (response === undefined) { issues.push(`${method} ${path}: ${status} is not documented`); continue; }
      shared.add(operation.responses[status]!.$ref ?? `${method} ${path}`);
      if (!response.content?.['application/problem+json']) issues.push(`${method} ${path}: ${status} is not problem+json`);
      const declared = Object.keys(response.headers ?? {}).map((h) => h.toLowerCase());
      for (const name of ['cache-control', 'ratelimit-limit', 'retry-after']) {
        if ((answer.headers[name] !== undefined) !== declared.includes(name)) issues.push(`${method} ${path}: ${status} ${name} sent and declared differ`);
      }
    }
  }
  if (shared.size !== 1) issues.push(`${status} is stated ${shared.size} times, not once as a shared response`);
  const validate = ajv.getSchema('doc#/components/schemas/Problem')!;
  if (!validate(problem)) issues.push(`${status} body: ${ajv.errorsText(validate.errors)}`);
  const ref = [...shared][0] ?? '';
  const shown = doc.components.responses?.[ref.replace('#/components/responses/', '')]?.content?.['application/problem+json']?.example as
    { type?: string; status?: number } | undefined;
  if (shown?.type !== problem.type || shown?.status !== problem.status) issues.push(`${status}: the example is not of the type answered`);
  return issues;
}

test('a header too large is a 431 of the one problem shape, documented on every operation', async () => {
  const answer = await rawExchange(port, `GET ${API}/companies/search?q=rigas HTTP/1.1\r\nHost: x\r\nX-Pasted: ${'a'.repeat(20_000)}\r\n\r\n`);
  assert.equal(answer.statusCode, 431, answer.head);
  assert.equal(problemOf({ ...answer }).type, `${API}/problems/headers-too-large`);
  assert.deepEqual(disagreements(answer), []);
});

test('a request that stalls before its headers end is a 408 of the one problem shape, documented on every operation', async () => {
  const answer = await rawExchange(port, `GET ${API}/companies/search?q=rigas HTTP/1.1\r\nHost: x\r\n`);
  assert.equal(answer.statusCode, 408, answer.head);
  assert.equal(problemOf({ ...answer }).type, `${API}/problems/request-timeout`);
  assert.deepEqual(disagreements(answer), []);
});

test('a GET never answers 413, 415 or 414: its body is not read and a long URL is a 400 naming the parameter or a 431', async () => {
  const body = 'x'.repeat(300 * 1024);
  const big = await rawExchange(port, `GET ${API}/companies/search?q=rigas HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n`
    + `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`);
  assert.equal(big.statusCode, 200, 'a body over the 256 KiB limit sent with a GET is ignored');
  const xml = await rawExchange(port, `GET ${API}/companies/search?q=rigas HTTP/1.1\r\nHost: x\r\nContent-Type: application/xml\r\n`
    + 'Content-Length: 4\r\nConnection: close\r\n\r\n<a/>');
  assert.equal(xml.statusCode, 200, 'a body of a media type not read, sent with a GET, is ignored');
  const long = await rawExchange(port, `GET ${API}/companies/search?q=${'a'.repeat(9000)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
  assert.equal(long.statusCode, 400);
  assert.equal(problemOf({ ...long }).errors?.[0]?.parameter, 'q');
  assert.match(JSON.stringify((await t.app.inject({ url: API })).json().info.description), /408.*431.*405.*413 or 415.*414/);
});

test('a method a path does not take is a 405 of the one problem shape, with Allow', async () => {
  const answer = await rawExchange(port, `POST ${API}/companies/search HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
  assert.equal(answer.statusCode, 405);
  assert.equal(problemOf({ ...answer }).type, `${API}/problems/method-not-allowed`);
  assert.equal(answer.headers.allow, 'GET, HEAD, OPTIONS');
});
