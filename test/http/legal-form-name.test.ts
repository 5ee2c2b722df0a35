// The register's full name of a company's legal form (UR's type_text, RIK's form, YTJ's company
// form) was stored beside the short form but served nowhere: a check of a Latvian AS saw only
// "AS". Company details now carry it as legalFormName, in REST, MCP and the OpenAPI document.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { API } from './harness.ts';
import { restAndMcp } from './rest-and-mcp.ts';
import { FIXTURE } from './services.ts';
import { callTool, structuredOf } from '../mcp/client.ts';

const C = FIXTURE.companies;
const both = restAndMcp();

const details = async (regcode: string, country: string) =>
  (await both.app.app.inject({ url: `${API}/companies/${encodeURIComponent(regcode)}?country=${country}` })).json() as Record<string, unknown>;

test('REST details give the full legal-form name in LV, EE and FI beside the short form', async () => {
  const lv = await details(C.lvGaze.regcode, 'LV');
  assert.deepEqual([lv.legalForm, lv.legalFormName], ['AS', 'Akciju sabiedrība']);
  assert.equal((await details(C.eeEnergia.regcode, 'EE')).legalFormName, 'Aktsiaselts');
  const fi = await details(C.fiNokia.regcode, 'FI');
  // FI's short form is the abbreviation Finns write, as LV's is UR's: Oyj, not the full name again.
  assert.deepEqual([fi.legalForm, fi.legalFormCode, fi.legalFormName], ['Oyj', '17', 'Julkinen osakeyhtiö']);
});

test('LT details give the full name JAR writes', async () => {
  const lt = await details(C.ltVilkas.regcode, 'LT');
  assert.equal(lt.legalFormName, 'Uždaroji akcinė bendrovė');
});

test('MCP get_company_details and the OpenAPI document carry legalFormName', async () => {
  const answer = structuredOf<Record<string, unknown>>(await callTool(both.mcp.client, 'get_company_details', { regcode: C.eeEnergia.regcode, country: 'EE' }));
  assert.equal(answer.legalFormName, 'Aktsiaselts');
  const doc = (await both.app.app.inject({ url: API })).json() as { components: { schemas: Record<string, { properties: Record<string, unknown> }> } };
  assert.ok(doc.components.schemas.CompanyDetails!.properties.legalFormName, 'CompanyDetails declares legalFormName');
});
