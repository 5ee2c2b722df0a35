// The four tools through the SDK's own client (in-process) on the seed store: what a model sees
// in tools/list, what each tool answers, and that every failure is a readable error result.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import { callTool, errorTextOf, sentencesOf, structuredOf } from './client.ts';
import { FIXTURE, connectedFixture } from './fixture.ts';
import { type Schema, undescribedFields } from '../helpers/undescribed-fields.ts';

const C = FIXTURE.companies;
const session = connectedFixture();

interface Prop { type?: string; minLength?: number; maxLength?: number; minimum?: number; maximum?: number; default?: unknown; enum?: string[]; anyOf?: Prop[] }
const propsOf = (tool: Tool) => tool.inputSchema.properties as Record<string, Prop | undefined>;
/** The rules of an argument's value: an optional argument is published as `anyOf: [rules, {type: null}]`. */
const valueOf = (prop: Prop | undefined) => prop?.anyOf?.find((branch) => branch.type !== 'null') ?? prop;

test('tools/list: seven read-only tools whose schemas carry the REST bounds', async () => {
  const { tools } = await session.mcp.client.listTools();
  const byName = new Map(tools.map((t) => [t.name, t]));
  assert.deepEqual([...byName.keys()].sort(),
    ['check_person', 'get_company_compliance', 'get_company_details', 'get_company_financials', 'list_holder_holdings', 'list_new_person_roles', 'search_companies']);
  for (const tool of tools) {
    assert.deepEqual(
      { readOnly: tool.annotations?.readOnlyHint, idempotent: tool.annotations?.idempotentHint, openWorld: tool.annotations?.openWorldHint },
      { readOnly: true, idempotent: true, openWorld: false }, tool.name);
    assert.ok(tool.title, `${tool.name} has a title`);
    assert.equal(tool.outputSchema?.type, 'object', `${tool.name} has an output schema`);
    // A company's country is told by its enum, the four codes, as a description would only say them again.
    const countryCodes = (s: Schema) => JSON.stringify(s.enum) === JSON.stringify(['LV', 'LT', 'EE', 'FI']);
    assert.deepEqual(undescribedFields(tool.outputSchema, '', countryCodes), [], `${tool.name}: a model is told what every output field is`);
    // An owner's holdings are an owner's (registeredIn, any country), held in LV and EE, and a person's
    // roles are listed in every country that publishes them: no company country to pick.
    if (tool.name === 'list_holder_holdings' || tool.name === 'check_person' || tool.name === 'list_new_person_roles') continue;
    for (const country of ['LV', 'LT', 'EE', 'FI']) assert.match(tool.description ?? '', new RegExp(country), `${tool.name} names ${country}`);
    assert.deepEqual(valueOf(propsOf(tool).country)?.enum, ['LV', 'LT', 'EE', 'FI'], `${tool.name} country enum`);
  }
  const search = propsOf(byName.get('search_companies')!);
  assert.deepEqual([search.query?.minLength, search.query?.maxLength], [2, 200]);
  const limit = valueOf(search.limit);
  assert.deepEqual([limit?.type, limit?.minimum, limit?.maximum, search.limit?.default], ['integer', 1, 100, 20]);
  assert.deepEqual(byName.get('search_companies')!.inputSchema.required, ['query']);
  const financials = propsOf(byName.get('get_company_financials')!);
  assert.deepEqual([valueOf(financials.years)?.minimum, valueOf(financials.years)?.maximum], [1, 50]);
  for (const name of ['get_company_details', 'get_company_financials', 'get_company_compliance']) {
    const tool = byName.get(name)!;
    assert.deepEqual(tool.inputSchema.required, ['regcode']);
    // The regcode formats a model needs to pass a valid number, beside the argument (said once, not in the description too).
    assert.match((propsOf(tool).regcode as { description?: string } | undefined)?.description ?? '',
      /LV 11 digits \(40003032949\), EE 8 digits \(10137025\), LT 9 digits \(110053842; older ones 7 or 8\), FI business ID NNNNNNN-N .*a VAT number/);
    // 256: the text sent, a number with the padding of a spreadsheet cell around it; the number itself is bounded at 64.
    assert.deepEqual([propsOf(tool).regcode?.minLength, propsOf(tool).regcode?.maxLength], [1, 256], `${name} regcode bounds`);
  }
});

test('search_companies finds companies ignoring diacritics and filters by country', async () => {
  const found = structuredOf<{ count: number; results: Array<{ regcode: string; country: string; name: string; status: string }> }>(
    await callTool(session.mcp.client, 'search_companies', { query: 'rigas koks' }));
  assert.equal(found.count, found.results.length);
  assert.ok(found.results.some((r) => r.regcode === C.lvRigasKoks.regcode && r.name === C.lvRigasKoks.name && r.status === 'active'));
  assert.ok(found.results.some((r) => r.regcode === C.lvRigasKoksClosed.regcode && r.status === 'closed'));

  const limited = structuredOf<{ count: number }>(await callTool(session.mcp.client, 'search_companies', { query: 'rigas koks', limit: 1 }));
  assert.equal(limited.count, 1);

  const elsewhere = await callTool(session.mcp.client, 'search_companies', { query: 'rigas koks', country: 'EE' });
  assert.deepEqual(structuredOf(elsewhere), { count: 0, results: [] });
  assert.match(JSON.stringify(elsewhere.content), /No company matches \\"rigas koks\\" in EE/, 'an empty answer says what to try');
});

test('get_company_details: the register entry, officers and only the latest financial year', async () => {
  const details = structuredOf<Record<string, unknown> & { latestFinancials: { year: number; revenue: number }; officers: unknown[] }>(
    await callTool(session.mcp.client, 'get_company_details', { regcode: C.lvGaze.regcode }));
  assert.equal(details.name, C.lvGaze.name);
  assert.equal(details.country, 'LV');
  assert.equal(details.isSanctioned, false);
  assert.deepEqual(details.vat, { registered: true, number: 'LV40003032949', registeredOn: '1995-03-01', deregisteredOn: null });
  assert.ok(details.officers.length > 0);
  // The company's own 2024 statement, not the consolidated one, and no older years.
  assert.equal(details.latestFinancials.year, 2024);
  assert.equal(details.latestFinancials.revenue, 500_000_000);
  assert.equal('financials' in details, false);

  // The same company by its VAT number, and an FI business ID typed without the hyphen.
  const byVat = structuredOf<{ regcode: string }>(await callTool(session.mcp.client, 'get_company_details', { regcode: 'LV40003032949' }));
  assert.equal(byVat.regcode, C.lvGaze.regcode);
  const fi = structuredOf<{ regcode: string; latestFinancials: unknown }>(
    await callTool(session.mcp.client, 'get_company_details', { regcode: C.fiClosed.regcode.replace('-', ''), country: 'FI' }));
  assert.equal(fi.regcode, C.fiClosed.regcode);
  assert.equal(fi.latestFinancials, null, 'no annual report: null, not an empty object');
});

test('get_company_details: the latest annual report, never an employee count, which is headcount', async () => {
  type Details = { latestFinancials: { year: number; revenue: number | null; employees: number | null } | null;
    headcount: { employees: number; periodEnd: string; source: string } | null; financialsPublished: boolean };
  const details = async (regcode: string, country?: string) =>
    structuredOf<Details>(await callTool(session.mcp.client, 'get_company_details', { regcode, ...(country ? { country } : {}) }));
  const vilkas = await details(C.ltVilkas.regcode);
  assert.deepEqual(vilkas.latestFinancials && [vilkas.latestFinancials.year, vilkas.latestFinancials.revenue], [2025, 800_000]);
  assert.deepEqual(vilkas.headcount, { employees: 44, periodEnd: '2026-10-31', source: 'lt.sodra' });
  assert.equal(vilkas.financialsPublished, true);
  assert.equal((await details(C.eeEnergia.regcode)).latestFinancials?.employees, 5750, 'the report\'s year counted by EMTA');
  const nokia = await details(C.fiNokia.regcode, 'FI');
  assert.deepEqual([nokia.latestFinancials, nokia.financialsPublished, nokia.headcount], [null, false, null]);
});

test('get_company_financials: every year newest first, or the latest `years`', async () => {
  const all = structuredOf<{ count: number; financials: Array<{ year: number; currency: string }> }>(
    await callTool(session.mcp.client, 'get_company_financials', { regcode: C.lvGaze.regcode, country: 'LV' }));
  assert.deepEqual(all.financials.map((f) => f.year), [2024, 2023, 2022, 2013]);
  assert.equal(all.count, 4);
  assert.equal(all.financials[3]?.currency, 'LVL');
  const two = structuredOf<{ financials: Array<{ year: number }> }>(
    await callTool(session.mcp.client, 'get_company_financials', { regcode: C.lvGaze.regcode, years: 2 }));
  assert.deepEqual(two.financials.map((f) => f.year), [2024, 2023]);
  const none = await callTool(session.mcp.client, 'get_company_financials', { regcode: C.lvKekava.regcode });
  assert.deepEqual(structuredOf<{ count: number; financialsPublished: boolean }>(none), {
    regcode: C.lvKekava.regcode, country: 'LV', name: C.lvKekava.name, count: 0, financials: [], financialsPublished: true, headcount: null,
    // What the absence was read from: the annual-report and headcount files, with their dates.
    sources: [{ name: 'lv.financials', asOf: '2026-11-15' }, { name: 'lv.taxes-paid', asOf: '2026-11-01' }],
  });
  assert.match(JSON.stringify(none.content),
    /No annual report of SIA \\"Ķekavas Ļaudis\\" \(40003333333\) is published in the register data \(lv.financials as of 2026-11-15\)\."/);
  // A company registered after the files read (or less than a year before) has filed none yet: the
  // kyb_check walk-through counted its empty list as a report missing.
  const young = await callTool(session.mcp.client, 'get_company_financials', { regcode: C.lvNewCompany.regcode });
  assert.equal(structuredOf<{ count: number }>(young).count, 0);
  // The seed registers it the day before the store is built, so the day is read, not written here.
  const { registeredOn } = structuredOf<{ registeredOn: string }>(
    await callTool(session.mcp.client, 'get_company_details', { regcode: C.lvNewCompany.regcode }));
  assert.match(registeredOn, /^\d{4}-\d{2}-\d{2}$/);
  assert.match(sentencesOf(young), new RegExp('No annual report of SIA "Jauns Sākums" \\(40203999999\\) is published in the register data \\(lv.financials as of 2026-11-15\\)\\. '
    + `It was registered on ${registeredOn}, after the files read: its first annual report may not be due yet, so the empty list is no missing report by itself\\.$`));
});

test('get_company_financials names the files its years and headcount come from, with their dates, as details do', async () => {
  type Sources = { sources: Array<{ name: string; asOf: string | null }> };
  const details = structuredOf<Sources>(await callTool(session.mcp.client, 'get_company_details', { regcode: C.ltVilkas.regcode }));
  const financials = structuredOf<Sources & { headcount: { source: string } }>(
    await callTool(session.mcp.client, 'get_company_financials', { regcode: C.ltVilkas.regcode }));
  assert.deepEqual(financials.sources.map((s) => s.name), ['lt.financials', 'lt.sodra']);
  assert.ok(financials.sources.some((s) => s.name === financials.headcount.source), 'the headcount names its file');
  for (const source of financials.sources) {
    assert.ok(source.asOf, `${source.name} is dated`);
    assert.deepEqual(source, details.sources.find((d) => d.name === source.name), 'the same file and date as details');
  }
});

test('get_company_financials: `years` counts annual reports only; a headcount stands beside them', async () => {
  const latest = structuredOf<{ count: number; financials: Array<{ year: number; employees: number | null }>; headcount: unknown }>(
    await callTool(session.mcp.client, 'get_company_financials', { regcode: C.ltVilkas.regcode, years: 1 }));
  assert.deepEqual([latest.count, latest.financials.map((f) => [f.year, f.employees])], [1, [[2025, null]]]);
  assert.deepEqual(latest.headcount, { employees: 44, periodEnd: '2026-10-31', source: 'lt.sodra' });
  const gaze = structuredOf<{ financials: Array<{ year: number }>; headcount: { periodEnd: string } }>(
    await callTool(session.mcp.client, 'get_company_financials', { regcode: C.lvGaze.regcode, years: 1 }));
  assert.deepEqual([gaze.financials.map((f) => f.year), gaze.headcount.periodEnd], [[2024], '2025-12-31']);
});

test('get_company_financials: an empty list where the country publishes no annual reports is not a missing report', async () => {
  const fi = await callTool(session.mcp.client, 'get_company_financials', { regcode: C.fiClosed.regcode });
  assert.deepEqual(structuredOf<{ count: number; financialsPublished: boolean }>(fi),
    { regcode: C.fiClosed.regcode, country: 'FI', name: C.fiClosed.name, count: 0, financials: [], financialsPublished: false, headcount: null,
      sources: [] });
  const text = JSON.stringify(fi.content);
  assert.doesNotMatch(text, /No annual report of/);
  assert.match(text, /says nothing about Vanha Puu Oy/);
  const { tools } = await session.mcp.client.listTools();
  const description = tools.find((t) => t.name === 'get_company_financials')?.description ?? '';
  assert.match(description, /financialsPublished is true/);
});

test('get_company_compliance: sanctions, tax debt, blacklist and flags', async () => {
  type Compliance = { isSanctioned: boolean; sanctionsThreshold: number; screeningAlgorithm: string | null;
    sanctions: Array<{ list: string; matchedOn: string; score: number; explanation: string }>;
    taxDebt: { amount: number } | null; taxDebtPublished: boolean; blacklisted: boolean; vatRegistered: boolean | null; flags: string[] };
  const compliance = async (regcode: string) =>
    structuredOf<Compliance>(await callTool(session.mcp.client, 'get_company_compliance', { regcode }));

  const sanctioned = await compliance(C.lvSanctionedByName.regcode);
  assert.equal(sanctioned.isSanctioned, true);
  assert.deepEqual(sanctioned.sanctions.map((s) => [s.list, s.matchedOn, s.score]), [['UN', 'name', 0.92]]);
  // The bar the score was measured against and the rules, as the REST sanctions answer gives them.
  assert.equal(sanctioned.sanctionsThreshold, FIXTURE.sanctionsThreshold);
  assert.equal(sanctioned.screeningAlgorithm, 'screen-1');
  assert.ok(sanctioned.sanctions.every((s) => s.explanation.length > 0), 'a match says what it rests on');
  assert.ok(sanctioned.flags.includes('sanctioned'));

  const liquidating = await compliance(C.lvBalticTrade.regcode);
  assert.equal(liquidating.vatRegistered, false);
  assert.deepEqual([...liquidating.flags].sort(), ['annual_report_missing', 'in_liquidation', 'vat_deregistered']);

  const debtor = await compliance(C.eeTaxDebtor.regcode);
  assert.equal(debtor.taxDebtPublished, true);
  assert.equal(debtor.taxDebt?.amount, 15234.5);

  const blacklisted = await compliance(C.ltBlacklisted.regcode);
  assert.equal(blacklisted.blacklisted, true);
  assert.equal(blacklisted.vatRegistered, null, 'LT publishes no VAT data in the fixture: unknown, not false');
});

test('an unknown company is an error result that points to search_companies', async () => {
  for (const tool of ['get_company_details', 'get_company_financials', 'get_company_compliance']) {
    const text = errorTextOf(await callTool(session.mcp.client, tool, { regcode: '49999999999' }));
    assert.equal(text, 'No company 49999999999 in LV, LT, EE or FI. Use search_companies to find the registration number.', tool);
  }
  // A Finnish business ID with a mistyped digit: the model is told which digit is wrong, to ask the user.
  assert.equal(errorTextOf(await callTool(session.mcp.client, 'get_company_details', { regcode: '0112038-8' })),
    'No company 0112038-8 in FI. As a Finnish business ID, 0112038-8 has a wrong check digit: 0112038 takes 9 (0112038-9); '
    + 'check the number for a mistyped digit. Use search_companies to find the registration number.');
  // A VAT number is named as one, with the registration number it was read as, and the country its prefix
  // names, the one looked in, as REST says it: "in LV, LT, EE or FI" was said of four registers.
  assert.equal(errorTextOf(await callTool(session.mcp.client, 'get_company_details', { regcode: 'LV40003123457' })),
    'No company with VAT number LV40003123457 (registration number 40003123457) in LV. Use search_companies to find the registration number.');
  assert.equal(errorTextOf(await callTool(session.mcp.client, 'get_company_details', { regcode: 'LT100062883355' })),
    'No company with VAT number LT100062883355 in LT. Use search_companies to find the registration number.');
  // A number typed with a label, separators or brackets is named as the number read, as REST names it.
  assert.equal(errorTextOf(await callTool(session.mcp.client, 'get_company_details', { regcode: 'Reg. nr. (49999-999999).' })),
    'No company with registration number 49999999999 in LV, LT, EE or FI. Use search_companies to find the registration number.');
  const inCountry = errorTextOf(await callTool(session.mcp.client, 'get_company_details', { regcode: '49999999999', country: 'EE' }));
  assert.match(inCountry, /^No company 49999999999 in EE\. A registration number of EE has 8 digits, 49999999999 has 11, as one of LV does: check the number and the country asked\. Use search_companies .*without country/);
  // A company of that number in another country is named, so the model can ask there.
  const elsewhere = errorTextOf(await callTool(session.mcp.client, 'get_company_details', { regcode: C.lvGaze.regcode, country: 'EE' }));
  assert.equal(elsewhere, 'No company 40003032949 in EE; there is one in LV. Call get_company_details again with country set to LV.');
  // Of two other countries' companies: "there is one in LT and EE" read as one company of both.
  const inTwo = errorTextOf(await callTool(session.mcp.client, 'get_company_details', { regcode: FIXTURE.ambiguousRegcode, country: 'FI' }));
  assert.match(inTwo, /^No company 12345678 in FI; there is one in each of (LT and EE|EE and LT)\. Call get_company_details again with country set to (LT or EE|EE or LT)\.$/, inTwo);
});

// A number whose form names its country (a VAT number's prefix, a Finnish business ID's hyphen) is looked
// for there alone without country: told "(or call again without country to look in all four countries)",
// a model asked EE again and got the same refusal.
test('a number whose form names its country is not sent to a look in all four countries that would ask the same', async () => {
  const details = async (args: Record<string, unknown>) => errorTextOf(await callTool(session.mcp.client, 'get_company_details', args));
  assert.equal(await details({ regcode: 'EE999999996', country: 'EE' }),
    'No company with VAT number EE999999996 in EE. Use search_companies to find the registration number.');
  assert.equal(await details({ regcode: 'EE999999996' }), 'No company with VAT number EE999999996 in EE. Use search_companies to find the registration number.');
  // Asked in another country than its form names, it is sent there.
  assert.equal(await details({ regcode: 'EE999999996', country: 'LV' }),
    'No company with VAT number EE999999996 in LV. Use search_companies to find the registration number (or call again with country EE, the country its form names).');
  assert.match(await details({ regcode: '9999999-4', country: 'LV' }), /\(or call again with country FI, the country its form names\)\.$/);
  const read = await session.mcp.client.readResource({ uri: 'company://LV/EE999999996' }).then(() => null, (e: Error) => e.message);
  assert.match(read!, /, or read company:\/\/EE\/EE999999996, the country its form names\.$/);
  // A number of no country's form is still sent to the look in all four.
  assert.match(await details({ regcode: '49999999999', country: 'LV' }), /\(or call again without country to look in all four countries\)\.$/);
});

// Told the countries alone, a model asked about one of the two companies had to guess which country was its.
test('a regcode of two countries is an error result naming each company with its country and asking for country', async () => {
  for (const tool of ['get_company_details', 'get_company_financials', 'get_company_compliance']) {
    const text = errorTextOf(await callTool(session.mcp.client, tool, { regcode: FIXTURE.ambiguousRegcode }));
    const [lt, ee] = [`${C.ltZalgiris.name} in LT`, `${C.eePohjaPuit.name} in EE`].map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    assert.match(text, new RegExp(`^Registration number ${FIXTURE.ambiguousRegcode} names 2 companies: (${lt} and ${ee}|${ee} and ${lt})\\. `
      + `Call ${tool} again with country set to (LT or EE|EE or LT), that of the company meant\\.$`), text);
  }
  const chosen = structuredOf<{ name: string }>(
    await callTool(session.mcp.client, 'get_company_details', { regcode: FIXTURE.ambiguousRegcode, country: 'EE' }));
  assert.equal(chosen.name, C.eePohjaPuit.name);
  // Models often write the code in lower case: it is the same country, and the answer spells it LV/EE/LT.
  for (const tool of ['get_company_details', 'get_company_financials', 'get_company_compliance']) {
    const lower = structuredOf<{ regcode: string; country?: string }>(
      await callTool(session.mcp.client, tool, { regcode: FIXTURE.ambiguousRegcode, country: 'lt' }));
    assert.equal(lower.regcode, FIXTURE.ambiguousRegcode, tool);
    if (tool !== 'get_company_financials') assert.equal(lower.country, 'LT', tool);
  }
  const found = structuredOf<{ results: Array<{ country: string }> }>(
    await callTool(session.mcp.client, 'search_companies', { query: FIXTURE.ambiguousRegcode, country: 'ee' }));
  assert.deepEqual(found.results.map((r) => r.country), ['EE']);
});

test('a country written as its name (Latvia, latvija, Suomi, LVA) is that country', async () => {
  // Models asked about "a company in Latvia" pass the name as often as the code.
  const byCode = structuredOf(await callTool(session.mcp.client, 'search_companies', { query: 'rigas koks', country: 'LV' }));
  for (const name of ['Latvia', 'latvija', ' LATVIA ', 'LVA']) {
    assert.deepEqual(structuredOf(await callTool(session.mcp.client, 'search_companies', { query: 'rigas koks', country: name })), byCode, name);
  }
  const names: Array<[string, { regcode: string; country: string }]> = [
    ['Estonia', C.eeEnergia], ['Eesti', C.eeEnergia], ['Lithuania', C.ltVilkas], ['Lietuva', C.ltVilkas],
    ['Suomi', C.fiNokia], ['finland', C.fiNokia],
  ];
  for (const [name, company] of names) {
    const found = structuredOf<{ results: Array<{ regcode: string; country: string }> }>(
      await callTool(session.mcp.client, 'search_companies', { query: company.regcode, country: name }));
    assert.equal(found.results[0]?.regcode, company.regcode, name);
    assert.deepEqual([...new Set(found.results.map((r) => r.country))], [company.country], name);
  }
  const details = structuredOf<{ country: string }>(
    await callTool(session.mcp.client, 'get_company_details', { regcode: FIXTURE.ambiguousRegcode, country: 'Estonia' }));
  assert.equal(details.country, 'EE');
  // A country the service does not cover is still refused, naming what it takes.
  assert.match(errorTextOf(await callTool(session.mcp.client, 'search_companies', { query: 'koks', country: 'Sweden' })),
    /country: must be one of LV, LT, EE, FI \(or the name: Latvia, Lithuania, Estonia, Finland\)/);
});

test('bad arguments are error results that name the argument and its rule', async () => {
  const cases: Array<[string, Record<string, unknown>, RegExp]> = [
    ['search_companies', { query: 'a' }, /query: must be at least 2 characters/],
    ['search_companies', { query: ' a ' }, /query: must hold at least 2 characters other than spaces/],
    ['search_companies', { query: '-- ' }, /query: must hold a letter or a digit/],
    // Left out, an argument is told it is required and what it is, not that it "must be a text".
    ['search_companies', {}, /query: is required, a company name, address or registration number of at least 2 characters/],
    ['get_company_compliance', { country: 'LV' }, /regcode: is required, LV 11 digits/],
    ['search_companies', { query: 'koks', limit: 500 }, /limit: must be at most 100/],
    ['search_companies', { query: 'koks', limit: 2.5 }, /limit: must be a whole number/],
    ['search_companies', { query: 'koks', country: 'SE' }, /country: must be one of LV, LT, EE, FI/],
    ['get_company_financials', { regcode: C.lvGaze.regcode, years: 0 }, /years: must be at least 1/],
    ['get_company_details', { regcode: true }, /regcode: must be a text: LV 11 digits/],
    ['get_company_details', { regcode: '  ' }, /regcode: is empty, LV 11 digits/],
    // Well-typed but not a number of any register: the services say so, with the formats.
    ['get_company_details', { regcode: 'abc12' }, /not a registration or VAT number.*LV 11 digits.*use search_companies/],
    // A text with no digit is a name: told to search for it.
    ['get_company_details', { regcode: 'abc' }, /not a registration or VAT number .*: it holds no digit\. If it is a company's name, call search_companies/],
  ];
  for (const [tool, args, expected] of cases) {
    assert.match(errorTextOf(await callTool(session.mcp.client, tool, args)), expected, `${tool} ${JSON.stringify(args)}`);
  }
  // A text too short is told once, as the REST API tells it, not again by the rules after it.
  const short = errorTextOf(await callTool(session.mcp.client, 'search_companies', { query: 'a' }));
  assert.doesNotMatch(short, /other than spaces|a letter or a digit/, short);
  // A list sent for a text is told only that it must be a text, not also a length zod measured of the list.
  const listed: Array<[string, Record<string, unknown>, RegExp, RegExp]> = [
    ['search_companies', { query: ['Rīgas Koks'] }, /query: must be a text/, /query: must (be at least|hold|be at most)/],
    ['search_companies', { query: ['x'] }, /query: must be a text/, /query: must (be at least|hold|be at most)/],
    ['get_company_details', { regcode: [] }, /regcode: must be a text/, /regcode: is (empty|too long)/],
    ['get_company_details', { regcode: ['4'.repeat(70)] }, /regcode: must be a text/, /regcode: is (empty|too long)/],
  ];
  for (const [tool, args, told, notTold] of listed) {
    const text = errorTextOf(await callTool(session.mcp.client, tool, args));
    assert.match(text, told, text);
    assert.doesNotMatch(text, notTold, text);
  }
});

// REST refuses one letter with a character that prints as none (a zero-width space, a soft
// hyphen, a direction mark) or an accent sent apart from it; the MCP query took them for 2
// characters, so search_companies {"query": "a\u200b"} answered every name beginning with a.
test('query and company: an invisible character or an accent sent apart does not count towards the 2 characters, as on REST', async () => {
  for (const text of ['a\u200b', '\u200ba', 'a\u00ad', 'a\u200e', 'a\u2060', 'a\u0301', '4\u200b', 'a\ufe0f']) {
    const told = errorTextOf(await callTool(session.mcp.client, 'search_companies', { query: text }));
    assert.match(told, /query: must hold at least 2 characters other than spaces/, JSON.stringify(text));
    assert.doesNotMatch(told, /letter or a digit/, told);
    // The model cannot see what it sent, and tools/list does not say it: the answer names what is not counted.
    assert.match(told, /an invisible character \(a zero-width space, a soft hyphen\) or an accent sent apart is none/, told);
    await assert.rejects(session.mcp.client.getPrompt({ name: 'kyb_check', arguments: { company: text } }),
      /company: must hold at least 2 characters other than spaces; an invisible character/, JSON.stringify(text));
  }
  // No letter or digit at all is told by that rule, as REST tells it; blank by the 2 characters alone.
  const invisible = errorTextOf(await callTool(session.mcp.client, 'search_companies', { query: '\u200b\u200b' }));
  assert.match(invisible, /query: must hold a letter or a digit/, invisible);
  assert.doesNotMatch(invisible, /other than spaces/, invisible);
  const blank = errorTextOf(await callTool(session.mcp.client, 'search_companies', { query: '  ' }));
  assert.doesNotMatch(blank, /letter or a digit/, blank);
  assert.doesNotMatch(blank, /invisible/, blank);
  // Two letters with such characters among them still count as two.
  for (const text of ['a\u200bb', 'R\u012b\u00adga', 'Ri\u0304']) {
    const r = await callTool(session.mcp.client, 'search_companies', { query: text });
    assert.notEqual(r.isError, true, `${JSON.stringify(text)}: ${JSON.stringify(r.content)}`);
  }
});

test('a regcode or query sent as a JSON number and a limit sent as a string are taken as meant', async () => {
  const details = structuredOf<{ name: string }>(await callTool(session.mcp.client, 'get_company_details', { regcode: 40003032949 }));
  assert.equal(details.name, C.lvGaze.name);
  const found = structuredOf<{ count: number }>(await callTool(session.mcp.client, 'search_companies', { query: 'rigas koks', limit: '1' }));
  assert.equal(found.count, 1);
  // A number searched for, sent as a JSON number: the search of its digits.
  const byNumber = structuredOf<{ results: Array<{ regcode: string }> }>(
    await callTool(session.mcp.client, 'search_companies', { query: Number(C.lvGaze.regcode) }));
  assert.equal(byNumber.results[0]?.regcode, C.lvGaze.regcode);
  const years = structuredOf<{ count: number }>(await callTool(session.mcp.client, 'get_company_financials', { regcode: C.lvGaze.regcode, years: '3' }));
  assert.equal(years.count, 3);
});

test('an optional argument sent as null is not given, as strict function-calling clients send it', async () => {
  // OpenAI's structured outputs and similar clients fill every property, null for those left out.
  const same = async (tool: string, args: Record<string, unknown>, nulls: Record<string, null>) => {
    const left = structuredOf(await callTool(session.mcp.client, tool, args));
    assert.deepEqual(structuredOf(await callTool(session.mcp.client, tool, { ...args, ...nulls })), left, `${tool} ${JSON.stringify(nulls)}`);
    return left;
  };
  const found = await same('search_companies', { query: 'rigas koks' }, { country: null, limit: null });
  assert.ok((found.count as number) > 1, 'null limit is the default, not 0 or 1');
  await same('get_company_details', { regcode: C.lvGaze.regcode }, { country: null });
  const years = await same('get_company_financials', { regcode: C.lvGaze.regcode }, { country: null, years: null });
  assert.equal(years.count, 4, 'null years is every year');
  await same('get_company_compliance', { regcode: C.lvSanctionedByName.regcode }, { country: null });
});

test('an optional argument sent as an empty text is not given, as clients that fill every field with text send it', async () => {
  const same = async (tool: string, args: Record<string, unknown>, blanks: Record<string, string>) => {
    const left = structuredOf(await callTool(session.mcp.client, tool, args));
    assert.deepEqual(structuredOf(await callTool(session.mcp.client, tool, { ...args, ...blanks })), left, `${tool} ${JSON.stringify(blanks)}`);
    return left;
  };
  const found = await same('search_companies', { query: 'rigas koks' }, { country: '', limit: '' });
  assert.ok((found.count as number) > 1, 'an empty limit is the default');
  await same('get_company_details', { regcode: C.lvGaze.regcode }, { country: ' ' });
  const years = await same('get_company_financials', { regcode: C.lvGaze.regcode }, { country: '', years: '' });
  assert.equal(years.count, 4, 'an empty years is every year');
  await same('get_company_compliance', { regcode: C.lvSanctionedByName.regcode }, { country: '' });
  // A required argument is still required.
  assert.match(errorTextOf(await callTool(session.mcp.client, 'search_companies', { query: '' })), /query: must be at least 2 characters/);
});

test('a required argument sent as null is an error result naming it', async () => {
  assert.match(errorTextOf(await callTool(session.mcp.client, 'search_companies', { query: null, country: null })), /query: must be a text/);
  for (const tool of ['get_company_details', 'get_company_financials', 'get_company_compliance']) {
    assert.match(errorTextOf(await callTool(session.mcp.client, tool, { regcode: null })), /regcode: must be a text: LV 11 digits/, tool);
  }
});

// A `type` array (["boolean", "null"]) is what single-type dialects cannot read (Gemini's function
// declarations take one type a schema); every nullable is published as anyOf with null.
test('no published schema gives a list of types: each nullable argument and field is anyOf with null', async () => {
  const { tools } = await session.mcp.client.listTools();
  const typeLists: string[] = [];
  const walk = (where: string, node: unknown): void => {
    if (node === null || typeof node !== 'object') return;
    if (Array.isArray((node as { type?: unknown }).type)) typeLists.push(where);
    for (const [key, value] of Object.entries(node)) walk(`${where}.${key}`, value);
  };
  for (const tool of tools) {
    walk(`${tool.name} input`, tool.inputSchema);
    walk(`${tool.name} output`, tool.outputSchema);
  }
  assert.deepEqual(typeLists, []);
  const candidates = propsOf(tools.find((t) => t.name === 'get_company_compliance')!).candidates;
  assert.deepEqual(candidates?.anyOf?.map((branch) => branch.type), ['boolean', 'null']);
});

test('the published input schemas let a client send null for every optional argument, and only for those', async () => {
  // The SDK's own JSON Schema validator, as a client checks the arguments a model wrote.
  const validator = new AjvJsonSchemaValidator();
  const { tools } = await session.mcp.client.listTools();
  for (const tool of tools) {
    const required = new Set(tool.inputSchema.required ?? []);
    const optional = Object.keys(propsOf(tool)).filter((name) => !required.has(name));
    const optionalOne = { list_holder_holdings: 'registeredIn', check_person: 'candidates', list_new_person_roles: 'candidates' }[tool.name] ?? 'country';
    assert.ok(optional.includes(optionalOne), `${tool.name} has optional arguments`);
    const valid = validator.getValidator(tool.inputSchema);
    const filled = { query: 'rigas koks', regcode: C.lvGaze.regcode, name: FIXTURE.persons.janis.name, birthDate: FIXTURE.persons.janis.birthDate };
    const args = Object.fromEntries([...required].map((name) => [name, filled[name as keyof typeof filled]]));
    const allNull = { ...args, ...Object.fromEntries(optional.map((name) => [name, null])) };
    assert.equal(valid(allNull).valid, true, `${tool.name} ${JSON.stringify(allNull)}: ${valid(allNull).errorMessage}`);
    for (const name of required) assert.equal(valid({ ...allNull, [name]: null }).valid, false, `${tool.name} ${name}: null`);
  }
});

// Two partners checked at once (`regcode: ["40003032949", "10137025"]`) were told the formats of a
// number, 400 characters that said nothing of the list, and a model sent them together again.
test('a list of several values sent for one is told to send each in a call of its own', async () => {
  const cases: Array<[string, Record<string, unknown>, string]> = [
    ['get_company_details', { regcode: [C.lvGaze.regcode, C.eeEnergia.regcode] }, 'regcode: must be one text, not a list of 2: send each in a call of its own'],
    ['search_companies', { query: ['Rīgas Koks', 'Eesti Energia', 'Nokia'] }, 'query: must be one text, not a list of 3: send each in a call of its own'],
    ['list_holder_holdings', { regcode: ['HE398114', 'HRB 12345'] }, 'regcode: must be one text, not a list of 2: send each in a call of its own'],
  ];
  for (const [tool, args, expected] of cases) {
    const text = errorTextOf(await callTool(session.mcp.client, tool, args));
    assert.ok(text.includes(expected), text);
    assert.doesNotMatch(text, /LV 11 digits|must be a text/, text);
  }
});
