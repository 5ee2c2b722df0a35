// Compliance teams that call REST saw only the flag names in a company's details: since when a
// company is insolvent, how much tax it owes, a liquidation announced for a later day were in the
// MCP tool get_company_compliance alone. GET /companies/{regcode}/compliance serves the same
// statement from the same service call; this checks that the two agree, company by company, and
// that every answer is one the reference documents.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { API, problemOf, startTestApp, type TestApp } from './harness.ts';
import { seededServices, type SeededServices } from '../helpers/seeded-services.ts';
import { FIXTURE, type SeedRow } from '../helpers/seed.ts';
import { openForWriting } from '../../src/store/open.ts';
import { registersToday } from '../../src/domain/dates.ts';
import { callTool, connectInProcess, sentencesOf, structuredOf, type Connected } from '../mcp/client.ts';

type Json = Record<string, any>;
const C = FIXTURE.companies;

/** A liquidation the register dates from a month ahead: announced, not in force. */
const announcedOn = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
const ANNOUNCED: SeedRow = {
  country: 'LV', regcode: C.lvBalticLogistics.regcode, flag: 'in_liquidation', detail: 'Brīvprātīga likvidācija',
  since: announcedOn, until: null, source: 'lv.vid-flags', as_of: registersToday(new Date()),
};

let seeded: SeededServices;
let t: TestApp;
let mcp: Connected;
before(async () => {
  seeded = seededServices({ rows: { compliance_flags: [ANNOUNCED] } });
  // A candidate kept for a reviewer below the threshold (scored from 0.8), as the screening stores one.
  const db = openForWriting(seeded.store.path);
  try {
    db.prepare(`INSERT INTO sanction_matches (country, regcode, list, entry_id, matched_on, matched_name, score, features, algorithm_version, screened_at)
      VALUES ('LV', ?, 'EU', 'EU-1', 'name', 'Sankciju Tirdzniecība', 0.84, '{"nameSimilarity":0.84}', 'screen-1', '2026-11-21T06:00:00Z')`)
      .run(C.lvRigasKoksServiss.regcode);
  } finally {
    db.close();
  }
  t = await startTestApp({ services: seeded.services, env: { RATE_LIMITS: 'off' } });
  mcp = await connectInProcess({ services: seeded.services });
});
after(async () => {
  await mcp?.close();
  await t?.close();
  seeded?.close();
});

const rest = async (path: string) => {
  const r = await t.app.inject({ url: `${API}${path}` });
  assert.equal(r.statusCode, 200, r.body);
  return r.json() as Json;
};
const tool = async (args: Record<string, unknown>) => structuredOf<Json>(await callTool(mcp.client, 'get_company_compliance', args));

/**
 * The REST statement as MCP gives it: a match's features (the evidence of its score) stay in REST, as in the sanctions check,
 * and so do the count of candidates, the holders sanctioned themselves and whether an owner was screened, which MCP says in a sentence beside the JSON;
 * the officers screening compared with no list (officersNotScreened) both give.
 */
function withoutFeatures(body: Json): Json {
  const strip = (matches: Json[] | undefined) => matches?.map(({ features: _features, ...rest }) => rest);
  const { sanctionCandidateCount: _count, sanctionedHolders: _holders, ownersScreened: _screened, ...statement } = body;
  return { ...statement, sanctions: strip(body.sanctions), ...(body.sanctionCandidates ? { sanctionCandidates: strip(body.sanctionCandidates) } : {}) };
}

test('a tax debtor, an announced liquidation, a sanctioned owner and a clean company: REST states what MCP states', async () => {
  const cases: Array<[company: { country: string; regcode: string }, candidates?: boolean]> = [
    [C.eeTaxDebtor], [C.lvBalticLogistics], [C.lvSanctionedOwner], [C.lvRigasKoks], [C.lvBalticTrade], [C.ltBlacklisted],
    [C.fiClosed], [C.lvRigasKoksServiss, true],
  ];
  for (const [c, candidates] of cases) {
    const body = await rest(`/companies/${encodeURIComponent(c.regcode)}/compliance?country=${c.country}${candidates ? '&candidates=true' : ''}`);
    const structured = await tool({ regcode: c.regcode, country: c.country, ...(candidates ? { candidates: true } : {}) });
    assert.deepEqual(withoutFeatures(body), structured, `${c.country} ${c.regcode}`);
  }

  // What a REST user could not read before: the debt and its parts, since when, an announced flag.
  const debtor = await rest(`/companies/${C.eeTaxDebtor.regcode}/compliance?country=EE`);
  assert.deepEqual(debtor.taxDebt, {
    amount: 15234.5, currency: 'EUR', disputedAmount: 0, scheduledAmount: 6000, scheduleEndsOn: '2027-03-31', asOf: '2026-11-01', source: 'ee.tax-debts',
  });
  assert.equal(debtor.taxDebtPublished, true);
  assert.deepEqual(debtor.flagDetails.find((f: Json) => f.flag === 'tax_debt'), { flag: 'tax_debt', detail: 'Tax debt 15234.5 EUR', since: '2026-11-01', source: 'ee.tax-debts' });

  const announced = await rest(`/companies/${C.lvBalticLogistics.regcode}/compliance`);
  assert.ok(!announced.flags.includes('in_liquidation'), 'not in force yet');
  assert.deepEqual(announced.flagDetails.at(-1), {
    flag: 'in_liquidation', detail: `Announced, in force from ${announcedOn}: Brīvprātīga likvidācija (Voluntary liquidation)`, since: announcedOn, source: 'lv.vid-flags',
  });

  const owned = await rest(`/companies/${C.lvSanctionedOwner.regcode}/compliance`);
  assert.deepEqual(owned.flags, ['sanctioned', 'sanctioned_owner']);
  assert.equal(owned.isSanctioned, true);
  assert.ok(owned.sanctions.every((m: Json) => typeof m.features === 'object'), 'the evidence, as the sanctions check gives it');

  const clean = await rest(`/companies/${C.lvRigasKoks.regcode}/compliance`);
  assert.deepEqual([clean.flags, clean.flagDetails, clean.isSanctioned, clean.blacklisted, clean.taxDebt], [[], [], false, false, null]);
  assert.equal(clean.sanctionCandidates, undefined, 'candidates only when asked for');
  const reviewed = await rest(`/companies/${C.lvRigasKoksServiss.regcode}/compliance?candidates=true`);
  assert.deepEqual([reviewed.isSanctioned, reviewed.sanctionCandidates.map((m: Json) => m.score)], [false, [0.84]]);
});

// An LT company's statement said isSanctioned false alone, where MCP said that no owner of it is
// screened and the answer rests on its own name and number: a compliance team reading REST took it for
// owners checked and clean.
test('ownersScreened is false where MCP says no owner was screened, and true where it says which were compared', async () => {
  const cases: Array<[company: { country: string; regcode: string }, screened: boolean]> = [
    [C.ltBlacklisted, false], [C.fiNokia, false], [C.lvRigasKoks, false], [C.lvRigasKoksClosed, false],
    [C.lvKekava, true], [C.lvGaze, true], [C.lvSoleTrader, true],
  ];
  for (const [c, screened] of cases) {
    const body = await rest(`/companies/${encodeURIComponent(c.regcode)}/compliance?country=${c.country}`);
    const said = sentencesOf(await callTool(mcp.client, 'get_company_compliance', { regcode: c.regcode, country: c.country }));
    assert.equal(body.ownersScreened, screened, `${c.country} ${c.regcode}`);
    assert.equal(/No (controlling )?owner of .* is screened against the sanctions lists/.test(said), !screened, `${c.country} ${c.regcode}: ${said}`);
  }
  const lt = await rest(`/companies/${C.ltBlacklisted.regcode}/compliance?country=LT`);
  assert.deepEqual([lt.isSanctioned, lt.ownersScreened], [false, false]);
});

// The details say the register no longer lists the owners of a closed company; the statement said it
// "lists no holders" of one, which read as a company held by no one.
test('a closed company\'s ownersScreened false is told as the details tell it: its owners are no longer listed', async () => {
  const c = C.lvRigasKoksClosed;
  const body = await rest(`/companies/${encodeURIComponent(c.regcode)}/compliance?country=${c.country}`);
  const said = sentencesOf(await callTool(mcp.client, 'get_company_compliance', { regcode: c.regcode, country: c.country }));
  const doc = (await t.app.inject({ url: API })).json() as Json;
  const described: string = doc.components.schemas.Compliance.properties.ownersScreened.description;
  assert.equal(body.ownersScreened, false);
  assert.match(said, /the LV register no longer lists the owners of a closed company/);
  assert.match(described, /the register no longer lists the owners of a closed company/);
  for (const text of [said, described]) assert.doesNotMatch(text, /lists no holders/);
});

test('the statement of every fixture company, with and without candidates, is valid under the documented schema', async () => {
  const doc = (await t.app.inject({ url: API })).json() as Json;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  (addFormats as unknown as (a: Ajv2020) => void)(ajv);
  ajv.addSchema({ ...doc, $id: 'doc' });
  const validate = ajv.getSchema(`doc#/paths/${`${API}/companies/{regcode}/compliance`.replaceAll('/', '~1')}/get/responses/200/content/application~1json/schema`)!;
  const invalid: string[] = [];
  for (const c of Object.values(C)) {
    for (const query of ['', '&candidates=true']) {
      const body = await rest(`/companies/${encodeURIComponent(c.regcode)}/compliance?country=${c.country}${query}`);
      if (!validate(body)) invalid.push(`${c.country} ${c.regcode}${query}: ${ajv.errorsText(validate.errors)}`);
    }
  }
  assert.deepEqual(invalid, []);
});

test('a regcode of two countries is a 400 naming them, an unknown one a 404 with the next step, as the details answer', async () => {
  const ambiguous = await t.app.inject({ url: `${API}/companies/${FIXTURE.ambiguousRegcode}/compliance` });
  assert.equal(ambiguous.statusCode, 400);
  assert.deepEqual(problemOf(ambiguous).errors?.map((e) => e.parameter), ['country']);
  const unknown = await t.app.inject({ url: `${API}/companies/49999999999/compliance` });
  assert.equal(unknown.statusCode, 404);
  assert.match(problemOf(unknown).detail, /\/companies\/search\?q=<name>/);
  const wrong = await t.app.inject({ url: `${API}/companies/${C.lvGaze.regcode}/compliance?country=XX` });
  assert.equal(wrong.statusCode, 400);
  assert.deepEqual(problemOf(wrong).errors?.map((e) => e.parameter), ['country']);
});

test('without any sanctions list the statement still answers, its sanctionLists empty, while the sanctions check is a 503', async () => {
  const bare = seededServices();
  const db = openForWriting(bare.store.path);
  try {
    db.exec(`DELETE FROM sanction_matches; DELETE FROM sanction_entries;
      DELETE FROM source_state WHERE source LIKE 'sanctions.%'; DELETE FROM meta WHERE key = 'screening_lists'`);
  } finally {
    db.close();
  }
  const app = await startTestApp({ services: bare.services, env: { RATE_LIMITS: 'off' } });
  try {
    const r = await app.app.inject({ url: `${API}/companies/${C.eeTaxDebtor.regcode}/compliance?country=EE` });
    assert.equal(r.statusCode, 200, r.body);
    const body = r.json() as Json;
    assert.deepEqual([body.sanctionLists, body.isSanctioned, body.ownersScreened, body.taxDebt.amount], [[], false, false, 15234.5]);
    assert.equal((await app.app.inject({ url: `${API}/companies/${C.eeTaxDebtor.regcode}/sanctions?country=EE` })).statusCode, 503);
  } finally {
    await app.close();
    bare.close();
  }
});

test('the statement is cached as the details are: an ETag, and a 304 for it', async () => {
  const url = `${API}/companies/${C.eeTaxDebtor.regcode}/compliance?country=EE`;
  const first = await t.app.inject({ url });
  assert.equal(first.headers['cache-control'], 'public, s-maxage=1800, stale-while-revalidate=3600');
  const again = await t.app.inject({ url, headers: { 'if-none-match': String(first.headers.etag) } });
  assert.equal(again.statusCode, 304);
});
