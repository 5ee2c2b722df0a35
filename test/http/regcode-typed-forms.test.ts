// A registration number as people type or paste it into a details lookup: groups separated by a
// hyphen, dot or slash, brackets or a sentence's full stop around it, a Finnish business ID
// without its leading zero. REST and MCP read each as the number (src/domain/regcode.ts) and
// still refuse, with a 400 naming regcode, what is no number.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { API } from './harness.ts';
import { restAndMcp } from './rest-and-mcp.ts';
import { FIXTURE } from './services.ts';
import { callTool, errorTextOf, structuredOf } from '../mcp/client.ts';

const C = FIXTURE.companies;
const both = restAndMcp();

const TYPED: Array<[string, { country: string; regcode: string }]> = [
  ['40003-032949', C.lvGaze], ['40003.032949', C.lvGaze], ['40003/032949', C.lvGaze], ['LV 40003–032949', C.lvGaze],
  ['(40003032949)', C.lvGaze], ['Reģ. Nr. 40003032949.', C.lvGaze], ['110-053-842', C.ltVilkas],
  ['112038-9', C.fiNokia], ['FI1120389', C.fiNokia],
  // A control character sent on with the number (a C string's NUL, a bell) holds no word: it was
  // told "the text holds words besides the number".
  ['40003032949\u0000', C.lvGaze], ['\u000740003032949', C.lvGaze], ['LV40003032949\u007F', C.lvGaze],
];

const rest = (regcode: string) => both.app.app.inject({ url: `${API}/companies/${encodeURIComponent(regcode)}` });

test('REST details and MCP get_company_details read a number as it is typed or pasted', async () => {
  for (const [typed, company] of TYPED) {
    const r = await rest(typed);
    assert.equal(r.statusCode, 200, `${typed}: ${r.body}`);
    const body = r.json() as { country: string; regcode: string };
    assert.deepEqual([body.country, body.regcode], [company.country, company.regcode], typed);
    const found = structuredOf<{ country: string; regcode: string }>(await callTool(both.mcp.client, 'get_company_details', { regcode: typed }));
    assert.deepEqual([found.country, found.regcode], [company.country, company.regcode], `MCP ${typed}`);
  }
});

test('a date, a personal code or separators with no number between them are still a 400 naming regcode', async () => {
  for (const typed of ['1980-01-01', '010180-12345', '40003--032949', '(Latvijas Gāze)']) {
    const r = await rest(typed);
    assert.equal(r.statusCode, 400, typed);
    const body = r.json() as { errors: Array<{ parameter: string; in: string }> };
    assert.deepEqual(body.errors.map((e) => [e.parameter, e.in]), [['regcode', 'path']], typed);
    assert.match(errorTextOf(await callTool(both.mcp.client, 'get_company_details', { regcode: typed })), /is not a registration or VAT number/, typed);
  }
});
