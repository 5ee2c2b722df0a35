// A compliance team holding a contract signed by one board member of a Latvian partner asks
// whether that member may sign alone. UR's officers file says so on each office
// (rights_of_representation_type INDIVIDUALLY / WITH_ALL / WITH_AT_LEAST with
// representation_with_at_least), and the service dropped it: the details' officers and the person
// check's roles could not tell. Each office in force now carries `representation`, read from the
// file through the store to the REST answers and get_company_details.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { API } from '../../http/harness.ts';
import { openForReading } from '../../../src/store/open.ts';
import { createServices } from '../../../src/services/index.ts';
import { callTool, connectInProcess, structuredOf } from '../../mcp/client.ts';
import { runImport, scratch, sourceReport } from '../pipeline/helpers.ts';
import { answerOf, daysAgo, importOn, officerSources, row } from './officer-imports.ts';

const HEADER = 'id;uri;at_legal_entity_registration_number;entity_type;position;governing_body;name;latvian_identity_number_masked;'
  + 'birth_date;legal_entity_registration_number;rights_of_representation_type;representation_with_at_least;registered_on;last_modified_at\r\n';
const office = (id: number, name: string, birth: string, rights: string, atLeast: string) =>
  `${id};https://dati.ur.gov.lv/officers/${id};40003000001;NATURAL_PERSON;BOARD_MEMBER;EXECUTIVE_BOARD;${name};;${birth};;${rights};${atLeast};2020-01-0${id % 10};2020-01-01 10:00:00.000\r\n`;
// The board of SIA "Alfa Koks" as the file writes it: UR puts 0 beside a type without a number.
const BOARD = HEADER
  + office(201, 'Ozola Anna', '1981-01-01', 'INDIVIDUALLY', '0')
  + office(202, 'Kalns Roberts', '1982-02-02', 'WITH_ALL', '')
  + office(203, 'Liepa Ilze', '1983-03-03', 'WITH_AT_LEAST', '2')
  + office(204, 'Vītols Pēteris', '1984-04-04', '', '')
  + office(205, 'Egle Marta', '1985-05-05', 'WITH_AT_LEAST', 'divi')
  + office(206, 'Priede Juris', '1986-06-06', 'TOGETHER', '');

// Each officer by its name as served, given name first (the file's `Ozola Anna` is `Anna Ozola`).
const RIGHTS = {
  'Anna Ozola': { type: 'alone', withAtLeast: null },
  'Roberts Kalns': { type: 'jointly_with_all', withAtLeast: null },
  'Ilze Liepa': { type: 'jointly_with_at_least', withAtLeast: 2 },
  'Pēteris Vītols': null,
  // A number that is none, and a type UR does not define: left empty, the office kept, each with a warning.
  'Marta Egle': { type: 'jointly_with_at_least', withAtLeast: null },
  'Juris Priede': null,
};

type Officer = { name: string; representation: unknown };
const rightsOf = (officers: Officer[]) => Object.fromEntries(officers.filter((o) => o.name in RIGHTS).map((o) => [o.name, o.representation]));

test('each officer of an LV company says whether it signs alone, with all the board or with at least some others, in REST and MCP', async (t) => {
  const s = scratch();
  t.after(() => s.cleanup());
  writeFileSync(join(s.files, 'officers.csv'), BOARD);
  const report = sourceReport(await runImport({ databasePath: s.db, sources: officerSources, fromDir: s.files }), 'lv.officers');
  assert.equal(report.status, 'published', report.message);
  assert.deepEqual(report.warnings, [
    'representation_with_at_least is not a representation right UR defines; the row is kept with it empty: 1 (e.g. officers.csv:6 "divi")',
    'rights_of_representation_type is not a representation right UR defines; the row is kept with it empty: 1 (e.g. officers.csv:7 "TOGETHER")',
  ]);

  const details = await answerOf(s, `${API}/companies/40003000001?country=LV`);
  assert.equal(details.statusCode, 200, details.body);
  assert.deepEqual(rightsOf(JSON.parse(details.body).officers), RIGHTS);

  const check = await answerOf(s, `${API}/persons/check?name=${encodeURIComponent('Ilze Liepa')}&birthDate=1983-03-03`);
  assert.equal(check.statusCode, 200, check.body);
  assert.deepEqual(JSON.parse(check.body).results.map((r: { representation: unknown }) => r.representation),
    [{ type: 'jointly_with_at_least', withAtLeast: 2 }]);

  const db = openForReading(s.db);
  t.after(() => db.close());
  const mcp = await connectInProcess({ services: createServices({ db, sanctionsThreshold: 0.9 }) });
  t.after(() => mcp.close());
  const mcpDetails = structuredOf<{ officers: Officer[] }>(await callTool(mcp.client, 'get_company_details', { regcode: '40003000001', country: 'LV' }));
  assert.deepEqual(rightsOf(mcpDetails.officers), RIGHTS);
});

test('an office the file stopped listing gives no right in the person check, and a changed right is served at the next import', async (t) => {
  const s = scratch();
  t.after(() => s.cleanup());
  await importOn(s, daysAgo(10), BOARD);
  const changed = BOARD.replace(row(201), '').replace(row(203), office(203, 'Liepa Ilze', '1983-03-03', 'INDIVIDUALLY', '0'));
  await importOn(s, daysAgo(5), changed);

  const left = JSON.parse((await answerOf(s, `${API}/persons/check?name=${encodeURIComponent('Anna Ozola')}&birthDate=1981-01-01`)).body);
  assert.deepEqual(left.results.map((r: { unlistedOn: string | null; representation: unknown }) => [r.unlistedOn, r.representation]), [[daysAgo(5), null]]);
  const details = JSON.parse((await answerOf(s, `${API}/companies/40003000001?country=LV`)).body);
  assert.deepEqual(rightsOf(details.officers)['Ilze Liepa'], { type: 'alone', withAtLeast: null });
  assert.ok(!('representation' in details.formerOfficers.find((o: Officer) => o.name === 'Anna Ozola')), 'a former office carries no right');
});

// A job watching a person learns of a new board seat from new registrations, and asks next
// whether it signs alone: the listed role carries its right as the person check's does.
test('a new board seat in new registrations says whether it signs alone', async (t) => {
  const s = scratch();
  t.after(() => s.cleanup());
  await importOn(s, daysAgo(10), BOARD);
  await importOn(s, daysAgo(1), BOARD + office(207, 'Kalna Līga', '1987-07-07', 'WITH_AT_LEAST', '1'));
  const seen = await answerOf(s, `${API}/persons/new-registrations?name=${encodeURIComponent('Līga Kalna')}&birthDate=1987-07-07&hours=72`);
  assert.equal(seen.statusCode, 200, seen.body);
  assert.deepEqual(JSON.parse(seen.body).results.map((r: { regcode: string; representation: unknown }) => [r.regcode, r.representation]),
    [['40003000001', { type: 'jointly_with_at_least', withAtLeast: 1 }]]);
});
