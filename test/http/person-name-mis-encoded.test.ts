// A person's name garbled by its client's encoding was read as typed: percent-encoded twice
// (J%25C4%2581nis%2520…, arriving as J%C4%81nis%20…) it was one word, and as UTF-8 read as Latin-1
// or Windows-1252 and encoded again (JÄ\u0081nis BÄ“rziÅ†Å¡) letters no register writes: a 404,
// "no company is associated with this person", or personKnown false, for a person the registers
// list. Both are now a 400 naming name and the name it reads as once mended.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { API, problemOf, startTestApp, type TestApp } from './harness.ts';
import { PERSON, testServices } from './services.ts';

let app: TestApp;
before(async () => { app = await startTestApp({ services: await testServices(), env: { RATE_LIMITS: 'off' } }); });
after(async () => { await app.close(); });

const ROUTES = ['/persons/check', '/persons/new-registrations'];
const ask = (route: string, encodedName: string) => app.app.inject({ url: `${API}${route}?name=${encodedName}&birthDate=${PERSON.birthDate}` });

/** The name's UTF-8 bytes read one character a byte, as Latin-1 reads them (Windows-1252 where `windows` maps a byte). */
function misRead(name: string, windows: Record<number, string> = {}): string {
  return [...Buffer.from(name, 'utf8')].map((byte) => windows[byte] ?? String.fromCharCode(byte)).join('');
}

test('a name percent-encoded twice is a 400 naming name and the name it reads as', async () => {
  assert.match(PERSON.name, /[^\x00-\x7F]/, 'the fixture person\'s name has letters beyond ASCII');
  const twice = encodeURIComponent(encodeURIComponent(PERSON.name));
  for (const route of ROUTES) {
    const r = await ask(route, twice);
    assert.equal(r.statusCode, 400, `${route}: ${r.body.slice(0, 200)}`);
    const errors = problemOf(r).errors!;
    assert.deepEqual(errors.map((e) => e.parameter), ['name'], route);
    assert.ok(errors[0]!.message.startsWith('must be the person\'s name percent-encoded once'), errors[0]!.message);
    assert.ok(errors[0]!.message.includes(`decoded once more reads ${PERSON.name}: encode the name once`), errors[0]!.message);
  }
});

test('a name of UTF-8 read as Latin-1 or Windows-1252 is a 400 naming name and the name it reads as', async () => {
  // Windows-1252 writes the bytes 0x93, 0x86 as “ and †: Bērziņš's ē and ņ.
  for (const garbled of [misRead(PERSON.name), misRead(PERSON.name, { 0x93: '\u201C', 0x86: '\u2020' })]) {
    for (const route of ROUTES) {
      const r = await ask(route, encodeURIComponent(garbled));
      assert.equal(r.statusCode, 400, `${route} ${garbled}: ${r.body.slice(0, 200)}`);
      const errors = problemOf(r).errors!;
      assert.deepEqual(errors.map((e) => e.parameter), ['name'], route);
      assert.ok(errors[0]!.message.includes(`read as UTF-8 it is ${PERSON.name}: send the name's UTF-8 bytes`), errors[0]!.message);
    }
  }
});

test('a name sent right, or of Latin-1 letters, is read as before', async () => {
  for (const route of ROUTES) {
    assert.equal((await ask(route, encodeURIComponent(PERSON.name))).statusCode, 200, route);
    // Letters beyond ASCII that are no UTF-8 read otherwise: looked up as typed (no one of the name is listed).
    const latin = await ask(route, encodeURIComponent('Jürgen Müller'));
    assert.notEqual(latin.statusCode, 400, `${route}: ${latin.body.slice(0, 200)}`);
  }
});
