// A registration number copied with the label a document writes before it (`reģ. Nr.`,
// `reg.kood`, `įm. k.`, `Y-tunnus`, `Business ID`, `VAT`) was refused by the details lookups;
// REST and MCP now read it as the number, and still refuse a text that is no number. The shortest
// Lithuanian and Estonian labels (`ĮK`, `į. k.`, `rg-kood`), which the search reads, were a 400 here.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { API } from './harness.ts';
import { restAndMcp } from './rest-and-mcp.ts';
import { FIXTURE } from './services.ts';
import { callTool, errorTextOf, structuredOf } from '../mcp/client.ts';

const C = FIXTURE.companies;
const both = restAndMcp({ RATE_LIMITS: 'off' });

const LABELLED: Array<[string, { country: string; regcode: string }]> = [
  [`reg. nr. ${C.lvGaze.regcode}`, C.lvGaze],
  [`Reģ. Nr. ${C.lvGaze.regcode}`, C.lvGaze],
  [`PVN maksātāja Nr. ${C.lvGaze.vatNumber}`, C.lvGaze],
  [`VAT ${C.lvGaze.vatNumber}`, C.lvGaze],
  [`reg.kood ${C.eeEnergia.regcode}`, C.eeEnergia],
  [`KMKR nr ${C.eeEnergia.vatNumber}`, C.eeEnergia],
  [`įm. k. ${C.ltVilkas.regcode}`, C.ltVilkas],
  [`Įmonės kodas: ${C.ltVilkas.regcode}`, C.ltVilkas],
  [`Y-tunnus ${C.fiNokia.regcode}`, C.fiNokia],
  [`Business ID ${C.fiNokia.regcode}`, C.fiNokia],
  // The numbers' full official names, as letterheads write them.
  [`Vienotais reģistrācijas Nr. ${C.lvGaze.regcode}`, C.lvGaze],
  [`Äriregistri kood ${C.eeEnergia.regcode}`, C.eeEnergia],
  [`KMKR ${C.eeEnergia.vatNumber}`, C.eeEnergia],
  // 42 characters, past the 40 the lookups once took; 64 leave room for spaces in the number.
  [`Käibemaksukohustuslase number ${C.eeEnergia.vatNumber}`, C.eeEnergia],
  ['Käibemaksukohustuslase number: EE 100 247 019', C.eeEnergia],
  [`Yritys- ja yhteisötunnus ${C.fiNokia.regcode}`, C.fiNokia],
  [`Įmonės kodas – ${C.ltVilkas.regcode}`, C.ltVilkas],
  // The Latvian register's own abbreviation before its label (Uzņēmumu reģistrs).
  [`UR reģ. Nr. ${C.lvGaze.regcode}`, C.lvGaze],
  // As an invoice to another EU country labels the VAT number, and a Finnish company's Swedish documents.
  [`EU VAT No. ${C.lvGaze.vatNumber}`, C.lvGaze],
  [`EU VAT ID: ${C.eeEnergia.vatNumber}`, C.eeEnergia],
  [`Momsreg.nr ${C.fiNokia.vatNumber}`, C.fiNokia],
  [`Momsregistreringsnummer ${C.fiNokia.vatNumber}`, C.fiNokia],
  // The shortest labels, as the search reads them (domain/number-labels.ts): įmonės kodas, registrikood.
  [`ĮK ${C.ltVilkas.regcode}`, C.ltVilkas],
  [`į. k. ${C.ltVilkas.regcode}`, C.ltVilkas],
  [`Į.K.: ${C.ltVilkas.regcode}`, C.ltVilkas],
  [`rg-kood ${C.eeEnergia.regcode}`, C.eeEnergia],
  [`rg.kood ${C.eeEnergia.regcode}`, C.eeEnergia],
  [`reg.-kood ${C.eeEnergia.regcode}`, C.eeEnergia],
];

const rest = (regcode: string) => both.app.app.inject({ url: `${API}/companies/${encodeURIComponent(regcode)}` });

test('REST details read a number sent with its label as the number', async () => {
  for (const [typed, company] of LABELLED) {
    const r = await rest(typed);
    assert.equal(r.statusCode, 200, `${typed}: ${r.body}`);
    const body = r.json() as { country: string; regcode: string };
    assert.deepEqual([body.country, body.regcode], [company.country, company.regcode], typed);
  }
});

test('MCP get_company_details reads the same labels', async () => {
  for (const [typed, company] of LABELLED) {
    const found = structuredOf<{ country: string; regcode: string }>(await callTool(both.mcp.client, 'get_company_details', { regcode: typed }));
    assert.deepEqual([found.country, found.regcode], [company.country, company.regcode], typed);
  }
});

test('a label before no number, or a name before a number, is still no registration number: 400 naming regcode', async () => {
  // `IK` is the Latvian individuālais komersants, a legal form, not the Lithuanian `ĮK`.
  for (const typed of ['reg. nr.', 'reg. nr. 4000', `Latvijas Gāze ${C.lvGaze.regcode}`, `reg. nr. ${C.lvGaze.regcode} Latvijas Gāze`, 'VAT', `IK ${C.lvGaze.regcode}`, 'ĮK']) {
    const r = await rest(typed);
    assert.equal(r.statusCode, 400, typed);
    const body = r.json() as { errors: Array<{ parameter: string; in: string }> };
    assert.deepEqual(body.errors.map((e) => [e.parameter, e.in]), [['regcode', 'path']], typed);
    assert.match(errorTextOf(await callTool(both.mcp.client, 'get_company_details', { regcode: typed })), /is not a registration or VAT number/, typed);
  }
});

// Labels as Latvian invoices and letterheads write them (`Firmas reģ. Nr.`, `Uzņēmuma reģ. Nr.`,
// `Komersanta reģ. Nr.`, `Juridiskās personas reģ. Nr.`, `Nod. maks. reģ. Nr.`), the Lithuanian VAT
// payer's code abbreviated (`PVM mok. kodas`) and the Finnish VAT number's other names (`ALV-rek.`,
// `ALV-tunniste`, `Arvonlisäverotunniste`) were the 400 saying the text is no number; where the
// digits are two countries' companies' (12345678: EE and LT), the label's country is the one answered.
const LABELLED_ON_INVOICES: Array<[string, { country: string; regcode: string }]> = [
  [`Firmas reģ. Nr. ${C.lvGaze.regcode}`, C.lvGaze],
  [`Uzņēmuma reģ. Nr. ${C.lvGaze.regcode}`, C.lvGaze],
  [`Komersanta reģ. Nr. ${C.lvGaze.regcode}`, C.lvGaze],
  [`Juridiskās personas reģ. Nr. ${C.lvGaze.regcode}`, C.lvGaze],
  [`Nod. maks. reģ. Nr. ${C.lvGaze.regcode}`, C.lvGaze],
  [`PVM mok. kodas ${C.ltVilkas.regcode}`, C.ltVilkas],
  [`ALV-rek. ${C.fiNokia.vatNumber}`, C.fiNokia],
  [`ALV-tunniste ${C.fiNokia.vatNumber}`, C.fiNokia],
  [`Arvonlisäverotunniste ${C.fiNokia.vatNumber}`, C.fiNokia],
  [`PVM mok. kodas ${C.ltZalgiris.regcode}`, C.ltZalgiris],
  [`Juridinio asmens kodas ${C.ltZalgiris.regcode}`, C.ltZalgiris],
  [`KMKR nr ${C.eePohjaPuit.regcode}`, C.eePohjaPuit],
];

test('REST details and compliance read the labels invoices write, in the country a label names', async () => {
  for (const [typed, company] of LABELLED_ON_INVOICES) {
    for (const part of ['', '/compliance']) {
      const r = await both.app.app.inject({ url: `${API}/companies/${encodeURIComponent(typed)}${part}` });
      assert.equal(r.statusCode, 200, `${typed}${part}: ${r.body}`);
      const body = r.json() as { country: string; regcode: string };
      assert.deepEqual([body.country, body.regcode], [company.country, company.regcode], typed);
    }
  }
});
