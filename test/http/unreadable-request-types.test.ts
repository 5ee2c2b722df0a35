// The 408 and 431 answered on the connection before a request exists were of type about:blank,
// the one problem type a client could not GET a description of (README: "GET on a problem's
// type describes it"); each has a type of the catalogue now. Each names its instance where Node's
// objects tell the path for certain (src/http/unread-request-path.ts), and had none before.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { createServer } from 'node:http';
import { clientErrorHandler } from '../../src/http/errors.ts';
import { fakeServices } from './fake-services.ts';
import { API, problemOf, startTestApp } from './harness.ts';

/** Sends raw bytes and reads the answer until the server closes the connection. */
function rawExchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

/** The status and problem of an answer written on a socket. */
function answerOf(text: string) {
  const [head = '', body = ''] = text.split('\r\n\r\n');
  const statusCode = Number(head.split(' ')[1]);
  return problemOf({ statusCode, headers: { 'content-type': 'application/problem+json; charset=utf-8' }, body });
}

async function assertDescribed(t: Awaited<ReturnType<typeof startTestApp>>, type: string, status: number, title: string) {
  const described = await t.app.inject({ url: type });
  assert.equal(described.statusCode, 200, type);
  assert.equal(described.json().status, status);
  assert.equal(described.json().title, title);
}

test('a URL too long for the server is a 431 whose type the catalogue describes', async () => {
  const t = await startTestApp({ services: fakeServices() });
  try {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const problem = answerOf(await rawExchange(port, `GET ${API}/companies/search?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`));
    assert.equal(problem.status, 431);
    assert.equal(problem.type, `${API}/problems/headers-too-large`);
    assert.equal(problem.instance, `${API}/companies/search`, 'the path, without the query that overflowed');
    await assertDescribed(t, problem.type, 431, problem.title);
  } finally {
    await t.close();
  }
});

test('a request not received in time is a 408 whose type the catalogue describes', async () => {
  // Node reports the timeout to the client-error handler after 30 s; the handler is given it here.
  let written = '';
  const socket = { destroyed: false, writable: true, write(text: string) { written += text; return true; }, destroy() { this.destroyed = true; } };
  const error = Object.assign(new Error('Request timeout'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' });
  clientErrorHandler.call({ log: { info() {} } }, error, socket as unknown as Socket);
  assert.match(written, /^HTTP\/1\.1 408 Request Timeout\r\n/);
  const problem = answerOf(written);
  assert.equal(problem.type, `${API}/problems/request-timeout`);
  assert.equal(problem.instance, undefined, 'no request was read');
  const t = await startTestApp({ services: fakeServices() });
  try {
    await assertDescribed(t, problem.type, 408, problem.title);
  } finally {
    await t.close();
  }
});

test('a 408 of a body sent too slowly names the path of its request', async () => {
  // Node's own timeout (the app's is 30 s), its handler the server's: the request Node made of the
  // line and headers it read is what the handler reads the path from.
  const server = createServer({ requestTimeout: 300, connectionsCheckingInterval: 50 }, (request) => { request.resume(); });
  server.on('clientError', clientErrorHandler.bind({ log: { info() {} } }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const answer = await rawExchange(port, 'POST /mcp?via=test HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"js');
    assert.match(answer, /^HTTP\/1\.1 408 /);
    const problem = answerOf(answer);
    assert.equal(problem.type, `${API}/problems/request-timeout`);
    assert.equal(problem.instance, '/mcp');
  } finally {
    server.close();
  }
});
