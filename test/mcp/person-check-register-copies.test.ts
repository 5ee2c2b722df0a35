// A person on the EU list whom the Latvian register's sanctions.csv also lists (its copy of the EU
// listing, source sanctions.ur) had two EU matches on the same holding in /persons/check and
// check_person, and a model reported two EU listings. The person's matches now carry copyOf as the
// company's sanctions answer marks it (services/sanction-matches.ts withRegisterCopies, one rule for
// both), and check_person says beside the JSON that the copy is the same listing.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { serveSeeded, type ServedSeeded } from '../http/served-seeded.ts';
import { API } from '../http/harness.ts';
import { FIXTURE, type SeedRow } from '../helpers/seed.ts';
import { OZOLS, OZOLS_COMPANIES, ozolsRows } from '../helpers/person-sanctions-rows.ts';
import { callTool, sentencesOf, structuredOf } from './client.ts';
import { personCheckAsRest } from './person-check-expanded.ts';

type Json = Record<string, any>;
const [A] = OZOLS_COMPANIES;
// UR's record of the EU listing, screened against his holding in A by name as the EU entry is.
const UR_COPY = 'UR:40003700001:pavels ozols:RUS:member:';

function withRegisterCopy(): ReturnType<typeof ozolsRows> {
  const rows = ozolsRows();
  const eu = rows.sanction_entries!.find((e) => e.entry_id === 'EU-OZ')!;
  const euMatch = rows.sanction_matches!.find((m) => m.entry_id === 'EU-OZ')!;
  const copy: SeedRow = { ...eu, entry_id: UR_COPY, name: 'Pāvels Ozols', source: 'sanctions.ur' };
  return {
    ...rows,
    sanction_entries: [...rows.sanction_entries!, copy],
    sanction_matches: [...rows.sanction_matches!, { ...euMatch, entry_id: UR_COPY, matched_name: 'Pāvels Ozols' }],
  };
}

let t: ServedSeeded;
before(async () => { t = await serveSeeded({ rows: withRegisterCopy() }, { RATE_LIMITS: 'off' }); });
after(() => t.close());

const query = (name: string, birthDate: string) => `name=${encodeURIComponent(name)}&birthDate=${birthDate}`;
async function rest(url: string): Promise<Json> {
  const res = await t.app.app.inject({ url: `${API}${url}` });
  assert.equal(res.statusCode, 200, res.body);
  return res.json() as Json;
}
const copiesOf = (matches: Json[]) => matches.map((m) => [m.source, m.entryId, m.copyOf]);

test('/persons/check marks the register\'s copy on each role carrying it, as the company\'s compliance statement marks it', async () => {
  const body = await rest(`/persons/check?${query(OZOLS.name, OZOLS.birthDate)}`);
  const expected = [['sanctions.eu', 'EU-OZ', null], ['sanctions.ur', UR_COPY, { source: 'sanctions.eu', entryId: 'EU-OZ' }]];
  for (const role of ['member', 'beneficial_owner']) {
    const found = body.results.find((r: Json) => r.regcode === A && r.role === role);
    assert.deepEqual(copiesOf(found.sanctions), expected, role);
  }
  // Every other match of the person names none.
  const others = body.results.filter((r: Json) => r.regcode !== A).flatMap((r: Json) => [...r.sanctions, ...r.sanctionCandidates]);
  assert.deepEqual([...new Set(others.map((m: Json) => m.copyOf))], [null]);
  const company = await rest(`/companies/${A}/compliance`);
  const owners = company.sanctions.filter((m: Json) => ['EU-OZ', UR_COPY].includes(m.entryId));
  assert.deepEqual(copiesOf(owners), expected, 'the company\'s answer marks the same copy');
});

test('check_person gives copyOf as REST does and says the copy is one listing, naming the listings in all', async () => {
  const result = await callTool(t.mcp.client, 'check_person', { name: OZOLS.name, birthDate: OZOLS.birthDate });
  assert.deepEqual(personCheckAsRest(result), await rest(`/persons/check?${query(OZOLS.name, OZOLS.birthDate)}`));
  assert.match(sentencesOf(result), new RegExp(`^In LV ${A} a match of source sanctions\\.ur is the Latvian register's copy of the match `
    + 'its copyOf names \\(EU EU-OZ, from the list\'s own file\\): the same listing, to be counted once\\. '
    + 'The person\'s sanctions matches name 1 listing in all: EU EU-OZ\\.'));
});

test('a page of several counts the listings of the page, not of the person in all', async () => {
  const result = await callTool(t.mcp.client, 'check_person', { name: OZOLS.name, birthDate: OZOLS.birthDate, limit: 1 });
  assert.match(sentencesOf(result), /The person's sanctions matches on this page name 1 listing: EU EU-OZ\. More companies \(totalCompanies 3\) follow/);
});

test('a person check with no register copy says nothing of copies', async () => {
  const { janis } = FIXTURE.persons;
  const result = await callTool(t.mcp.client, 'check_person', { name: janis.name, birthDate: janis.birthDate });
  assert.doesNotMatch(sentencesOf(result), /register's copy/);
});

// REST lists each role whole: the company's name, status and flags again on each of its roles, the
// person's matches again on each role they are of. check_person gives each company once with its
// roles, and each match once in sanctionMatches, a role naming its matches by index; written out
// again (person-check-expanded.ts) it is REST's answer, fact for fact (the test above).
test('check_person gives each company once and each sanctions match once, in fewer bytes than REST\'s answer', async () => {
  const result = await callTool(t.mcp.client, 'check_person', { name: OZOLS.name, birthDate: OZOLS.birthDate });
  const grouped = structuredOf<{ companies: Array<Json & { roles: Json[] }>; sanctionMatches: Json[] }>(result);
  const keys = grouped.companies.map((c) => `${c.country}:${c.regcode}`);
  assert.equal(new Set(keys).size, keys.length, 'each company once');
  const inA = grouped.companies.find((c) => c.regcode === A)!;
  assert.ok(inA.roles.every((r) => r.companyName === undefined && r.companyFlags === undefined), 'the company\'s fields on the company alone');
  for (const role of ['member', 'beneficial_owner']) assert.deepEqual(inA.roles.find((r) => r.role === role)!.sanctions, [0, 1], role);
  const written = grouped.sanctionMatches.map((m) => JSON.stringify(m));
  assert.equal(new Set(written).size, written.length, 'each match once');
  assert.deepEqual(grouped.sanctionMatches.slice(0, 2).map((m) => m.entryId), ['EU-OZ', UR_COPY]);
  // Nothing a role holds null or false is written: a role of the whole answer holds none.
  for (const role of grouped.companies.flatMap((c) => c.roles)) assert.ok(Object.values(role).every((v) => v !== null && v !== false), JSON.stringify(role));
  const restAnswer = await rest(`/persons/check?${query(OZOLS.name, OZOLS.birthDate)}`);
  assert.ok(restAnswer.results.flatMap((r: Json) => r.sanctions).length > written.length, 'REST repeats matches the tool writes once');
  const restBytes = Buffer.byteLength(JSON.stringify(restAnswer));
  const toolBytes = Buffer.byteLength(JSON.stringify(grouped));
  assert.ok(toolBytes < restBytes * 0.7, `${toolBytes} bytes against REST's ${restBytes}`);
});
