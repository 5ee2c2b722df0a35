// A passport's machine-readable name line copied whole, `P<LVABERZINS<<JANIS<<<<…` (ICAO 9303: the
// document's kind and issuing state against the surname), was read as the words `P`, `LVABERZINS`
// and `JANIS`, and the check said the name was one word; the name is read from the sixth letter on,
// as the line of an ID card writes it alone (`BERZINS<<JANIS`), on both person routes.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { API, startTestApp, type TestApp } from './harness.ts';
import { PERSON, testServices } from './services.ts';
import { machineReadableName } from '../../src/domain/person-name-machine-readable.ts';
import { foldText } from '../../src/domain/fold.ts';

let app: TestApp;
before(async () => { app = await startTestApp({ services: await testServices(), env: { RATE_LIMITS: 'off' } }); });
after(async () => { await app.close(); });

const ask = (path: string, name: string) =>
  app.app.inject({ url: `${API}${path}?name=${encodeURIComponent(name)}&birthDate=${PERSON.birthDate}` });
const companies = (body: string) => (JSON.parse(body) as { results: Array<{ country: string; regcode: string; role: string }> }).results
  .map((r) => `${r.country}:${r.regcode}:${r.role}`);

test('a passport\'s or card\'s machine-readable name line copied whole finds the person as the name does', async () => {
  // The name as the line writes it: surname first, `<<` before the given names, no marks.
  const [given, surname] = foldText(PERSON.name).toUpperCase().split(' ') as [string, string];
  for (const path of ['/persons/check', '/persons/new-registrations']) {
    const alone = await ask(path, PERSON.name);
    assert.equal(alone.statusCode, 200, alone.body);
    for (const line of [`P<LVA${surname}<<${given}`.padEnd(44, '<'), `I<LVA${surname}<<${given}`.padEnd(36, '<')]) {
      const r = await ask(path, line);
      assert.equal(r.statusCode, 200, `${path} ${line}: ${r.body}`);
      assert.deepEqual(companies(r.body), companies(alone.body), `${path} ${line}`);
    }
  }
});

test('only a line that begins with a document\'s kind and < is read so', () => {
  for (const typed of ['PETROVS<<SERGEJS', 'PPLVABERZINS<<JANIS', 'P<LVA Bērziņš Jānis', 'Jānis Bērziņš']) assert.equal(machineReadableName(typed), typed, typed);
  assert.equal(machineReadableName('P<D<<MUSTERMANN<<ERIKA<<<<'), 'MUSTERMANN<<ERIKA<<<<');
});
