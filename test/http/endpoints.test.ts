// The success path of every endpoint against the real services over the seed store: the
// envelopes and fields of API.md, the regcode normalisation a client relies on, and the
// discovery and health documents built from the live dataset.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { API, problemOf, startTestApp, type TestApp } from './harness.ts';
import { FIXTURE, testServices } from './services.ts';

const { companies: C, persons: P } = FIXTURE;
let t: TestApp;
before(async () => { t = await startTestApp({ services: await testServices(), env: { RATE_LIMITS: 'off' } }); });
after(async () => { await t.close(); });

const get = async (url: string) => {
  const r = await t.app.inject({ url });
  assert.equal(r.statusCode, 200, `${url}: ${r.body}`);
  assert.match(String(r.headers['content-type']), /^application\/json/);
  return r.json();
};
const q = (s: string) => encodeURIComponent(s);

test('search: results with count, by name or regcode, filtered by country', async () => {
  const byName = await get(`${API}/companies/search?q=${q('rigas koks')}`);
  assert.equal(byName.count, byName.results.length);
  assert.ok(byName.results.some((r: { regcode: string }) => r.regcode === C.lvRigasKoks.regcode));
  const first = byName.results[0];
  assert.deepEqual(Object.keys(first).sort(), ['address', 'country', 'legalForm', 'legalFormEnglish', 'name', 'regcode', 'registeredOn', 'status']);
  const byCode = await get(`${API}/companies/search?q=${C.lvGaze.regcode}`);
  assert.equal(byCode.results[0].regcode, C.lvGaze.regcode);
  assert.equal(byCode.results[0].name, C.lvGaze.name);
  const limited = await get(`${API}/companies/search?q=${q('rigas koks')}&limit=1`);
  assert.equal(limited.count, 1);
  const elsewhere = await get(`${API}/companies/search?q=${q('rigas koks')}&country=FI`);
  assert.ok(elsewhere.results.every((r: { country: string }) => r.country === 'FI'));
});

test('autofill is a fixed path: records carry vatNumber only when VAT-registered', async () => {
  const gaze = await get(`${API}/companies/autofill?q=${q('Latvijas Gāze')}`);
  const record = gaze.results.find((r: { regcode: string }) => r.regcode === C.lvGaze.regcode);
  assert.deepEqual(record, {
    regcode: C.lvGaze.regcode, country: 'LV', name: C.lvGaze.name, legalForm: 'AS', legalFormEnglish: 'Joint-stock company', address: record.address,
    addressParts: record.addressParts, status: 'active', vatNumber: C.lvGaze.vatNumber,
  });
  assert.equal(typeof record.address, 'string');
  const kekava = await get(`${API}/companies/autofill?q=${q('Ķekavas Ļaudis')}`);
  const plain = kekava.results.find((r: { regcode: string }) => r.regcode === C.lvKekava.regcode);
  assert.ok(plain);
  assert.equal('vatNumber' in plain, false);
  const missingQ = await t.app.inject({ url: `${API}/companies/autofill` });
  assert.equal(missingQ.statusCode, 400, '"autofill" is never looked up as a regcode');
  assert.deepEqual(problemOf(missingQ).errors?.map((e) => e.parameter), ['q']);
});

test('autofill gives the legal form a checkout form fills, in every country as search gives it', async () => {
  // A form's legal-form field (SIA, OÜ, UAB, Oy) was left to parse out of the name, which puts
  // it first in LV and LT, last in EE and FI, and spells it out in full for some.
  for (const company of [C.lvGaze, C.lvRigasKoks, C.eeEnergia, C.ltVilkas, C.fiNokia]) {
    const [found] = (await get(`${API}/companies/autofill?q=${company.regcode}`)).results;
    assert.equal(found?.regcode, company.regcode, company.name);
    const [listed] = (await get(`${API}/companies/search?q=${company.regcode}`)).results;
    assert.equal(typeof found.legalForm, 'string', `${company.name}: ${JSON.stringify(found)}`);
    assert.equal(found.legalForm, listed.legalForm, company.name);
  }
  const [nokia] = (await get(`${API}/companies/autofill?q=${q('Nokia')}&country=FI`)).results;
  assert.equal(nokia.legalForm, 'Oyj', 'a Finnish form as Finns abbreviate it');
});

test('autofill marks a closed company and one in liquidation by its status, as search does', async () => {
  const koks = await get(`${API}/companies/autofill?q=${q('Rīgas Koks')}&limit=50`);
  const statusOf = (regcode: string) => koks.results.find((r: { regcode: string }) => r.regcode === regcode)?.status;
  assert.equal(statusOf(C.lvRigasKoks.regcode), 'active');
  assert.equal(statusOf(C.lvRigasKoksClosed.regcode), 'closed', 'the closed Rīgas Koks is listed, and marked');
  const trade = await get(`${API}/companies/autofill?q=${q('Baltic Trade')}`);
  assert.equal(trade.results.find((r: { regcode: string }) => r.regcode === C.lvBalticTrade.regcode)?.status, 'liquidation');
  const search = await get(`${API}/companies/search?q=${q('Baltic Trade')}`);
  for (const record of trade.results as Array<{ regcode: string; status: string }>) {
    assert.equal(record.status, search.results.find((r: { regcode: string }) => r.regcode === record.regcode)?.status, record.regcode);
  }
});

test('details by regcode, VAT number, FI ID without hyphen; country disambiguates', async () => {
  const gaze = await get(`${API}/companies/${C.lvGaze.regcode}`);
  assert.equal(gaze.name, C.lvGaze.name);
  assert.equal(gaze.isSanctioned, false);
  assert.equal(gaze.vat.number, C.lvGaze.vatNumber);
  for (const key of ['registryStatus', 'closedOn', 'taxRating', 'nace', 'officers', 'financials', 'sources']) assert.ok(key in gaze, key);
  assert.deepEqual(await get(`${API}/companies/${C.lvGaze.vatNumber}`), gaze);
  assert.deepEqual(await get(`${API}/companies/%20${C.lvGaze.regcode}%20`), gaze);
  const nokia = await get(`${API}/companies/${C.fiNokia.regcode.replace('-', '')}`);
  assert.equal(nokia.regcode, C.fiNokia.regcode);
  assert.equal(nokia.nace.classification, 'TOL 2008');
  // The ID as a document copies it: an en dash, a non-breaking hyphen, a trailing zero-width space.
  for (const dash of ['\u2013', '\u2011']) {
    assert.equal((await get(`${API}/companies/${q(C.fiNokia.regcode.replace('-', dash))}`)).regcode, C.fiNokia.regcode, `dash U+${dash.codePointAt(0)!.toString(16)}`);
  }
  assert.deepEqual(await get(`${API}/companies/${q(C.lvGaze.regcode + '\u200b')}`), gaze);
  const ambiguous = await t.app.inject({ url: `${API}/companies/${FIXTURE.ambiguousRegcode}` });
  assert.equal(ambiguous.statusCode, 400);
  const problem = problemOf(ambiguous);
  for (const country of FIXTURE.ambiguousCountries) assert.match(problem.detail, new RegExp(country));
  const ee = await get(`${API}/companies/${FIXTURE.ambiguousRegcode}?country=EE`);
  assert.equal(ee.name, C.eePohjaPuit.name);
  const lt = await get(`${API}/companies/${FIXTURE.ambiguousRegcode}?country=LT`);
  assert.equal(lt.name, C.ltZalgiris.name);
});

test('details: financials are annual reports; the freshest employee count is headcount; financialsPublished', async () => {
  const vilkas = await get(`${API}/companies/${C.ltVilkas.regcode}`);
  assert.deepEqual(vilkas.financials.map((y: { year: number; revenue: number | null }) => [y.year, y.revenue]), [[2025, 800_000]]);
  assert.deepEqual(vilkas.headcount, { employees: 44, periodEnd: '2026-10-31', source: 'lt.sodra' });
  assert.equal(vilkas.financialsPublished, true);
  const energia = await get(`${API}/companies/${C.eeEnergia.regcode}`);
  assert.equal(energia.financials[0].employees, 5750, 'a report without a headcount takes EMTA\'s for its year');
  const nokia = await get(`${API}/companies/${C.fiNokia.regcode}`);
  assert.deepEqual([nokia.financials, nokia.financialsPublished, nokia.headcount], [[], false, null]);
  const doc = await get(API);
  assert.deepEqual(['LV', 'EE', 'LT', 'FI'].map((c) => [doc['x-coverage'][c].financials, doc['x-coverage'][c].headcount]),
    [[true, true], [true, true], [true, true], [false, false]]);
});

test('sanctions: status and matches of a sanctioned and a clean company', async () => {
  const listed = await get(`${API}/companies/${C.lvSanctionedByCode.regcode}/sanctions`);
  assert.equal(listed.isSanctioned, true);
  assert.equal(listed.sanctions[0].matchedOn, 'registration_number');
  assert.ok(listed.sanctions[0].score >= listed.threshold);
  const clean = await get(`${API}/companies/${C.lvGaze.regcode}/sanctions`);
  assert.equal(clean.isSanctioned, false);
  assert.deepEqual(clean.sanctions, []);
  const details = await get(`${API}/companies/${C.lvSanctionedByCode.regcode}`);
  assert.equal(details.isSanctioned, true);
  const ee = await get(`${API}/companies/${FIXTURE.ambiguousRegcode}/sanctions?country=EE`);
  assert.equal(ee.country, 'EE');
});

test('sanctions: the answer names the company it screened, as its details do', async () => {
  // Filed as a screening record, an answer naming only a number left the reviewer to look the
  // company up again, possibly after it was renamed.
  for (const company of [C.lvSanctionedByCode, C.lvGaze, C.fiNokia]) {
    const sanctions = await get(`${API}/companies/${company.regcode}/sanctions`);
    assert.equal(sanctions.name, company.name, company.regcode);
    assert.equal(sanctions.name, (await get(`${API}/companies/${company.regcode}`)).name, company.regcode);
  }
  assert.equal((await get(`${API}/companies/${FIXTURE.ambiguousRegcode}/sanctions?country=LT`)).name, C.ltZalgiris.name);
});

test('persons/check: every association, name in any order and without diacritics', async () => {
  const exact = await get(`${API}/persons/check?name=${q(P.janis.name)}&birthDate=${P.janis.birthDate}`);
  assert.equal(exact.count, P.janis.associations);
  assert.equal(exact.results.length, exact.count);
  assert.deepEqual(exact.person, { name: P.janis.name, birthDate: P.janis.birthDate });
  const roles = new Set(exact.results.map((r: { role: string }) => r.role));
  for (const role of ['officer', 'member', 'beneficial_owner']) assert.ok(roles.has(role), role);
  const folded = await get(`${API}/persons/check?name=${q('berzins janis')}&birthDate=${P.janis.birthDate}`);
  assert.deepEqual(folded.results, exact.results);
  const namesake = await get(`${API}/persons/check?name=${q(P.janisNamesake.name)}&birthDate=${P.janisNamesake.birthDate}`);
  assert.equal(namesake.count, P.janisNamesake.associations);
});

test('persons/new-registrations: the window counts back from now', async () => {
  const url = (hours: number) => `${API}/persons/new-registrations?name=${q(P.janis.name)}&birthDate=${P.janis.birthDate}&hours=${hours}`;
  const day = await get(url(24));
  assert.equal(day.hours, 24);
  assert.ok(day.results.some((r: { regcode: string }) => r.regcode === C.lvNewCompany.regcode));
  assert.match(day.results[0].firstSeenAt, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
  const hour = await get(url(1));
  assert.deepEqual([hour.count, hour.results], [0, []], `seen ${FIXTURE.recent.janisOfficerHoursAgo} h ago is outside 1 h`);
  const defaultWindow = await get(`${API}/persons/new-registrations?name=${q(P.anna.name)}&birthDate=${P.anna.birthDate}`);
  assert.equal(defaultWindow.hours, 24);
  assert.equal(defaultWindow.count, 0, `seen ${FIXTURE.recent.annaMemberHoursAgo} h ago is outside the default 24 h`);
  const twoDays = await get(`${API}/persons/new-registrations?name=${q(P.anna.name)}&birthDate=${P.anna.birthDate}&hours=48`);
  assert.equal(twoDays.count, 1);
});

test('persons/new-registrations: a company\'s name sent as the person\'s is told so in nameHint, as /persons/check\'s 404 tells it', async () => {
  const url = (name: string) => `${API}/persons/new-registrations?name=${q(name)}&birthDate=1980-01-01`;
  const company = await get(url('SIA Rīgas Koks'));
  assert.deepEqual([company.personKnown, company.count], [false, 0]);
  assert.match(company.nameHint, /^The name looks like a company's, holding the legal form SIA, .*\/holders\/\{holderRegcode\}\/holdings/);
  const checked = await t.app.inject({ url: `${API}/persons/check?name=${q('SIA Rīgas Koks')}&birthDate=1980-01-01` });
  assert.equal(checked.statusCode, 404);
  assert.ok(problemOf(checked).detail.toLowerCase().includes(company.nameHint.slice(0, -1).toLowerCase()), problemOf(checked).detail);
  assert.equal('nameHint' in await get(url('Nobody Nowhere')), false);
});

test('discovery carries the live coverage and dataset; readyz the per-source dates', async () => {
  const doc = await get(API);
  assert.equal(doc['x-coverage'].FI.nace, true);
  assert.equal(doc['x-coverage'].LT.vat, false);
  const ready = await get('/readyz');
  assert.equal(ready.status, 'ready');
  assert.equal(ready.datasetVersion, doc['x-dataset'].version);
  assert.ok(ready.sources.length > 0);
  for (const source of ready.sources) assert.equal(typeof source.publishedAt, 'string');
  assert.deepEqual(await get('/healthz'), { status: 'ok' });
  assert.deepEqual(await get(`${API}/`), doc, 'a trailing slash is the same document');
});
