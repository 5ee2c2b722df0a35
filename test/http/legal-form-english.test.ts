// The legal form came as the register's abbreviation (SIA, AS, UAB, Oyj) and its full name in the
// register's language (Sabiedrība ar ierobežotu atbildību, Aktsiaselts), which a compliance team
// abroad, a web shop filling a form in English or a model relaying the answer could not read, and an
// AS is a joint-stock company in Latvia and a public limited company in Estonia. Details, search and
// autofill now give legalFormEnglish beside them, over REST and MCP, from one table.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices } from '../helpers/seeded-services.ts';
import { FIXTURE, ownCompany } from '../helpers/seed.ts';
import { API, startTestApp } from './harness.ts';
import { callTool, connectInProcess, structuredOf } from '../mcp/client.ts';

const C = FIXTURE.companies;
const CATHOLIC = { regcode: '90000012345', name: 'Rīgas Sv. Jēkaba katedrāles draudze' };
// A form of the early 1990s English has no settled name for: none, never a guess.
const PAJ = { regcode: '40003000012', name: 'Paju sabiedrība "Ausma"' };
// As the LT importer keeps it: JAR's form code and its abbreviation.
const LT_UAB = { country: 'LT', regcode: '110053843', name: 'UAB „Baltas Kalnas“' };

test('details, search and autofill give the legal form in English beside the register\'s words, REST and MCP alike', async (t) => {
  const seeded = seededServices({ rows: { companies: [
    ownCompany(CATHOLIC.regcode, CATHOLIC.name, { form: 'KAT', formName: 'Katoliskās baznīcas publisko tiesību juridiskā persona' }),
    ownCompany(PAJ.regcode, PAJ.name, { form: 'PAJ', formName: 'Paju sabiedrība' }),
    ownCompany(LT_UAB.regcode, LT_UAB.name, { country: 'LT', form: '310', formName: 'UAB', source: 'lt.register' }),
  ] } });
  const { app, close } = await startTestApp({ services: seeded.services, env: { RATE_LIMITS: 'off' } });
  const mcp = await connectInProcess({ services: seeded.services });
  t.after(async () => { await mcp.close(); await close(); seeded.close(); });
  const json = async (url: string) => {
    const r = await app.inject({ url: `${API}${url}` });
    assert.equal(r.statusCode, 200, r.body);
    return r.json();
  };
  type Form = { legalForm: string | null; legalFormName?: string | null; legalFormEnglish: string | null };
  const form = (f: Form) => [f.legalForm, f.legalFormName, f.legalFormEnglish];

  const expected: Array<[{ country: string; regcode: string }, Array<string | null>]> = [
    [C.lvRigasKoks, ['SIA', 'Sabiedrība ar ierobežotu atbildību', 'Limited liability company']],
    [C.lvGaze, ['AS', 'Akciju sabiedrība', 'Joint-stock company']],
    [C.eeEnergia, ['AS', 'Aktsiaselts', 'Public limited company']],
    [LT_UAB, ['UAB', 'Uždaroji akcinė bendrovė', 'Private limited liability company']],
    [C.fiNokia, ['Oyj', 'Julkinen osakeyhtiö', 'Public limited company']],
    [{ country: 'LV', regcode: CATHOLIC.regcode }, ['Katoliskās baznīcas publisko tiesību juridiskā persona', 'Katoliskās baznīcas publisko tiesību juridiskā persona', 'Public-law legal person of the Catholic Church']],
    [{ country: 'LV', regcode: PAJ.regcode }, ['Paju sabiedrība', 'Paju sabiedrība', null]],
  ];
  for (const [company, words] of expected) {
    const details = await json(`/companies/${encodeURIComponent(company.regcode)}?country=${company.country}`) as Form;
    assert.deepEqual(form(details), words, `REST ${company.regcode}`);
    const answer = structuredOf<Form>(await callTool(mcp.client, 'get_company_details', { regcode: company.regcode, country: company.country }));
    assert.deepEqual(form(answer), words, `MCP ${company.regcode}`);
  }

  // Search and autofill give the short form and its English, as the details do.
  const [searched] = (await json(`/companies/search?q=${C.eeEnergia.regcode}&country=EE`)).results as Form[];
  const [filled] = (await json(`/companies/autofill?q=${encodeURIComponent('Eesti Energia')}&country=EE`)).results as Form[];
  const listed = structuredOf<{ results: Form[] }>(await callTool(mcp.client, 'search_companies', { query: 'Eesti Energia', country: 'EE' })).results[0]!;
  for (const [where, f] of [['search', searched], ['autofill', filled], ['MCP search', listed]] as const)
    assert.deepEqual([f!.legalForm, f!.legalFormEnglish], ['AS', 'Public limited company'], where);
});
