// A request Node cannot read as HTTP (a URL and headers over 16 KiB, a malformed request line) is
// answered on the socket before any hook runs, so it had no Access-Control-Allow-Origin: a shop's
// page whose autofill sent a whole pasted text (a URL over 16 KiB) saw a network error in the
// browser, with no status and no detail to read, where every other answer says what was wrong.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { connect, type AddressInfo } from 'node:net';
import { fakeServices } from './fake-services.ts';
import { API, problemOf, startTestApp } from './harness.ts';

function rawAnswerHead(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1', () => socket.write(Buffer.from(request, 'utf8')));
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8').split('\r\n\r\n')[0] ?? ''));
  });
}

test('an answer to a request too long or unreadable lets a page of any origin read it', async () => {
  const t = await startTestApp({ services: fakeServices() });
  try {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    // What a browser's fetch sends: an Origin, and a URL holding a long text pasted into a form.
    const pasted = encodeURIComponent('Rīgas Koks, Brīvības iela 12 – 5, Rīga. '.repeat(200));
    const r = await fetch(`http://127.0.0.1:${port}${API}/companies/autofill?q=${pasted}`, { headers: { origin: 'https://shop.example' } });
    assert.equal(r.status, 431);
    assert.equal(r.headers.get('access-control-allow-origin'), '*');
    // The media type as every other answer names it, the charset with it.
    assert.equal(r.headers.get('content-type'), 'application/problem+json; charset=utf-8');
    const body = problemOf({ statusCode: r.status, headers: { 'content-type': r.headers.get('content-type') }, body: await r.text() });
    assert.match(body.detail, /q and name take at most 200 characters/);

    const head = await rawAnswerHead(port, `GET ${API}/companies/search?q=Brīvības HTTP/1.1\r\nHost: x\r\nOrigin: https://shop.example\r\n\r\n`);
    assert.match(head, /^HTTP\/1\.1 400 /);
    assert.match(head, /\r\nAccess-Control-Allow-Origin: \*\r\n/i);
  } finally {
    await t.close();
  }
});
