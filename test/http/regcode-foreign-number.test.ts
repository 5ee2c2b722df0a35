// A number of a register abroad pasted from an invoice or another register (`USt-IdNr.
// DE123456789`, `NIP 1234567890`, `Org.nr 556677-8899`, `SE556677889901`) was told only that it
// `is not a registration or VAT number of LV, LT, EE or FI`, or a 404 saying no number here has
// 10 digits and to check it for a digit missing: a compliance team looked for a typo. The answer
// now says whose number it is and that the service holds the four countries' companies only,
// with the same status and problem type.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { API, problemOf, startTestApp } from './harness.ts';
import { FIXTURE, testServices } from './services.ts';

const ONLY = 'the service holds companies of LV, LT, EE and FI only';
const BRANCH_STEP = 'a branch or subsidiary of the company registered in LV, LT, EE or FI has a number of its own: '
  + 'to look a company up by its name, use /companies/search?q=<name> and take regcode and country from a result';

// Refused as no number of the four countries: the 400 naming regcode.
const REFUSED: Array<[string, string]> = [
  ['USt-IdNr. DE123456789', 'a German VAT number'],
  ['TVA FR12345678901', 'a French VAT number'],
  ['NIP 1234567890', 'a Polish tax number (NIP)'],
  ['ИНН 7707083893', 'a Russian taxpayer number (INN)'],
  ['KVK 12345678', 'a Dutch chamber of commerce number (KVK)'],
  ['CVR 12345678', 'a Danish company number (CVR)'],
  ['CHE-123.456.789 MWST', 'a Swiss company number (UID)'],
  ['DE123456789', 'a German VAT number'],
  ['SE556677889901', 'a Swedish VAT number'],
  ['PL1234567890', 'a Polish VAT number'],
];

// Read as digits after label words the four countries share (`Org.nr`), of no company: the 404.
const NOT_FOUND: Array<[string, string]> = [
  ['Org.nr 556677-8899', 'a Swedish organisation number'],
  ['Org.nr. 923 609 016', 'a Norwegian organisation number'],
];

test('a number of a register abroad is said to be one, and that the service holds LV, LT, EE and FI only', async () => {
  const t = await startTestApp({ services: await testServices(), env: { RATE_LIMITS: 'off' } });
  try {
    for (const [sent, is] of REFUSED) {
      const r = await t.app.inject({ url: `${API}/companies/${encodeURIComponent(sent)}` });
      assert.equal(r.statusCode, 400, sent);
      const problem = problemOf(r);
      assert.equal(problem.type, `${API}/problems/invalid-parameter`, sent);
      const message = `"${sent}" is ${is}: ${ONLY}`;
      assert.deepEqual(problem.errors, [{ parameter: 'regcode', in: 'path', message }], sent);
      // Its digits are not answered as a number of the four countries mistyped.
      assert.ok(problem.detail.startsWith(`regcode ${message}; `), `${sent}: ${problem.detail}`);
      assert.doesNotMatch(problem.detail, /has \d+ digits|check the number/, sent);
      assert.match(problem.detail, /\/companies\/search\?q=<name>/, sent);
    }
    for (const [sent, is] of NOT_FOUND) {
      const r = await t.app.inject({ url: `${API}/companies/${encodeURIComponent(sent)}` });
      assert.equal(r.statusCode, 404, sent);
      const problem = problemOf(r);
      assert.equal(problem.type, `${API}/problems/not-found`, sent);
      assert.match(problem.detail, new RegExp(`^No company with registration number \\d+; "${sent.replace(/\./g, '\\.')}" is ${is}: ${ONLY}; `), sent);
      assert.doesNotMatch(problem.detail, /has \d+ digits|check the number/, sent);
    }
    // Its next step, with country or without, is the 400's: the branch registered here, not
    // `find the number by the company's name` (and, with country, `leave out country`), which sent a
    // client looking for the Swedish company's number here.
    for (const sent of [...NOT_FOUND.map(([s]) => s), 'Org.nr 5566778899']) {
      for (const [path, query] of [['', ''], ['', '?country=LV'], ['/compliance', ''], ['/compliance', '?country=LT']]) {
        const r = await t.app.inject({ url: `${API}/companies/${encodeURIComponent(sent)}${path}${query}` });
        const { detail } = problemOf(r);
        assert.equal(r.statusCode, 404, `${sent}${path}${query}`);
        assert.ok(detail.endsWith(`: ${ONLY}; ${BRANCH_STEP}`), `${sent}${path}${query}: ${detail}`);
        assert.doesNotMatch(detail, /find the number by|leave out country/, `${sent}${path}${query}`);
      }
    }
    // Digits after the label that name a company here answer it (LT 110053842, of Norway's length).
    const here = await t.app.inject({ url: `${API}/companies/${encodeURIComponent(`Org.nr. ${FIXTURE.companies.ltVilkas.regcode}`)}` });
    assert.equal(here.statusCode, 200);
    assert.equal(JSON.parse(here.body).name, FIXTURE.companies.ltVilkas.name);
    // The compliance statement answers the same.
    const compliance = await t.app.inject({ url: `${API}/companies/${encodeURIComponent('NIP 1234567890')}/compliance` });
    assert.equal(compliance.statusCode, 400);
    assert.equal(problemOf(compliance).errors![0]!.message, `"NIP 1234567890" is a Polish tax number (NIP): ${ONLY}`);
    // A name, and a number of the four countries, are told as before.
    const name = await t.app.inject({ url: `${API}/companies/${encodeURIComponent('Deutsche Bahn')}` });
    assert.match(problemOf(name).errors![0]!.message, /is not a registration or VAT number of LV, LT, EE or FI$/);
  } finally {
    await t.close();
  }
});
