// A Finnish company's legal form is served as Finns abbreviate it (Oy, Oyj, Tmi), as a Latvian,
// Estonian or Lithuanian one is (SIA, OÜ, UAB): the register gives a code and a full name
// (16 Osakeyhtiö), and legalForm carried the full name, so a web shop filling a legal-form field,
// or a user comparing forms across the four countries, met Oy for no Finnish company. The full
// name stays legalFormName and the code legalFormCode.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fiShortForm } from '../../../src/domain/fi-legal-forms.ts';
import { fixturesDir } from '../lt/support.ts';
import { servedFi } from './served.ts';
import { SAMPLES } from '../pipeline/helpers.ts';
import { callTool, structuredOf } from '../../mcp/client.ts';

interface Form { legalForm: string | null; legalFormCode?: string | null; legalFormName?: string | null }

async function servedFrom(t: { after(fn: () => unknown): void }, files: string) {
  const { get, mcp } = await servedFi(t, files);
  /** The form as details (REST and MCP) and a search by the business ID (REST and MCP) serve it. */
  const formOf = async (regcode: string): Promise<Form> => {
    const details = await get(`/companies/${regcode}`);
    const tool = structuredOf<Form>(await callTool(mcp.client, 'get_company_details', { regcode }));
    const [found] = (await get(`/companies/search?q=${regcode}`)).results as Form[];
    const [listed] = structuredOf<{ results: Form[] }>(await callTool(mcp.client, 'search_companies', { query: regcode })).results;
    assert.equal(tool.legalForm, details.legalForm, 'MCP details as REST');
    assert.equal(found!.legalForm, details.legalForm, 'a search result as the details');
    assert.equal(listed!.legalForm, details.legalForm, 'an MCP search result as the details');
    return { legalForm: details.legalForm, legalFormCode: details.legalFormCode, legalFormName: details.legalFormName };
  };
  return { formOf };
}

test('FI fixtures: an Osakeyhtiö is served as Oy, its code and full name beside it; a form named only in English keeps its name', async (t) => {
  const { formOf } = await servedFrom(t, fixturesDir('fi'));
  assert.deepEqual(await formOf('2345678-0'), { legalForm: 'Oy', legalFormCode: '16', legalFormName: 'Osakeyhtiö' });
  // The fixture describes this sole trader's form (code 26) in English only: the notes confirm
  // neither the code nor an abbreviation of that wording, so its name is served as before.
  assert.deepEqual(await formOf('2345685-2'), { legalForm: 'Sole trader', legalFormCode: '26', legalFormName: 'Sole trader' });
});

const SAMPLE_FILES = [
  { regcode: '0112038-9', file: 'opendata-ytj-api_v3_companies__businessId_0112038-9.json', as: 'companies_0112038-9.json',
    form: { legalForm: 'Oyj', legalFormCode: '17', legalFormName: 'Julkinen osakeyhtiö' } },
  { regcode: '3466646-8', file: 'opendata-ytj-api_v3_all_companies__one_record_3466646-8.json', as: 'all_companies.json',
    form: { legalForm: 'Oy', legalFormCode: '16', legalFormName: 'Osakeyhtiö' } },
];

for (const sample of SAMPLE_FILES) {
  test(`real YTJ sample ${sample.regcode}: served as ${sample.form.legalForm}, ${sample.form.legalFormName} as its full name`, async (t) => {
    const path = join(SAMPLES, 'fi', sample.file);
    if (!existsSync(path)) { console.log(`skipped: no samples at ${SAMPLES}`); t.skip(`no samples at ${SAMPLES}`); return; }
    const files = mkdtempSync(join(tmpdir(), 'fi-legal-form-sample-'));
    t.after(() => rmSync(files, { recursive: true, force: true }));
    copyFileSync(path, join(files, sample.as));
    const { formOf } = await servedFrom(t, files);
    assert.deepEqual(await formOf(sample.regcode), sample.form);
  });
}

test('each Finnish form with a customary abbreviation is served by it, by its YRMU code or its Finnish name', () => {
  const byName: Array<[string, string]> = [
    ['Osakeyhtiö', 'Oy'], ['Julkinen osakeyhtiö', 'Oyj'], ['Kommandiittiyhtiö', 'Ky'], ['Avoin yhtiö', 'Ay'],
    ['Yksityinen elinkeinonharjoittaja', 'Tmi'], ['Osuuskunta', 'osk'], ['Asunto-osakeyhtiö', 'As Oy'],
    ['Keskinäinen kiinteistöosakeyhtiö', 'Koy'], ['Aatteellinen yhdistys', 'ry'], ['Säätiö', 'sr'],
  ];
  // A code the notes do not confirm is not read: the name decides.
  for (const [name, short] of byName) assert.equal(fiShortForm('999', name), short, name);
  // The codes the notes confirm decide whatever the description's language.
  assert.deepEqual([['16', 'Limited company'], ['17', 'Public limited company'], ['2', 'Housing company'], ['10', 'Mutual real estate company']]
    .map(([code, name]) => fiShortForm(code!, name!)), ['Oy', 'Oyj', 'As Oy', 'Koy']);
  // Written another way than YRMU writes it (case, no ä): the same form.
  assert.equal(fiShortForm(null, 'KESKINAINEN KIINTEISTOOSAKEYHTIO'), 'Koy');
  // No abbreviation in common use, or none sure: none (the full name is served).
  for (const name of ['Taloudellinen yhdistys', 'Osuuspankki', 'Muu kiinteistöosakeyhtiö', 'Muu säätiö', 'Sole trader']) {
    assert.equal(fiShortForm('999', name), null, name);
  }
  assert.equal(fiShortForm(null, null), null);
});
