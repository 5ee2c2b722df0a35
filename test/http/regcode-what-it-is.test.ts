// A text sent as a company's number that is no number was the same 400 whatever it was: "is not a
// registration or VAT number …; to look a company up by its name, use /companies/search", where the
// MCP tools said what it is. A personal code (`150384-12345`), a phone number (`…, tel. +371
// 67123456`, `67123456`), an invoice line bearing another company's number, and a VAT number that is
// none of the company its digits name are now told so over REST too, by the one reading both share
// (services/regcode-sent-reading.ts, services/vat-number-sent.ts, domain/phone-number-digits.ts).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { API } from './harness.ts';
import { serveSeeded, type ServedSeeded } from './served-seeded.ts';
import { FIXTURE } from '../helpers/seed.ts';
import { callTool, errorTextOf } from '../mcp/client.ts';

const { eeEnergia, lvGaze } = FIXTURE.companies;

let t: ServedSeeded;
before(async () => { t = await serveSeeded({}, { RATE_LIMITS: 'off' }); });
after(() => t.close());

interface Problem { type: string; status: number; detail: string; errors?: Array<{ parameter: string; in: string }> }

async function problemOf(path: string, status = 400): Promise<Problem> {
  const res = await t.app.app.inject({ url: `${API}${path}` });
  assert.equal(res.statusCode, status, `${path}: ${res.body}`);
  assert.match(String(res.headers['content-type']), /^application\/problem\+json/);
  const body = JSON.parse(res.body) as Problem;
  if (status === 400) {
    assert.equal(body.type, `${API}/problems/invalid-parameter`);
    assert.deepEqual(body.errors?.map((e) => [e.parameter, e.in]), [['regcode', 'path']], path);
  }
  return body;
}

const company = (regcode: string, below = '') => `/companies/${encodeURIComponent(regcode)}${below}`;

test('a personal code sent as regcode is told to be one, with the person check and the birth date it gives', async () => {
  for (const below of ['', '/sanctions', '/compliance']) {
    const { detail } = await problemOf(company('150384-12345', below));
    assert.match(detail, /; it is written as a person's personal code, no company's number: the person check lists the companies of a person /, detail);
    assert.ok(detail.endsWith('never the code: /api/public/v1/persons/check?name=<name>&birthDate=1984-03-15 (the birth date the code gives)'), detail);
    assert.doesNotMatch(detail, /to look a company up by its name/, detail);
  }
  assert.match((await problemOf(company('131052-308T'))).detail, /birthDate=1952-10-13 \(the birth date the code gives\)$/);
  // A masked century gives no date for certain: the date is left for the client to fill in.
  assert.match((await problemOf(company('150384-*****'))).detail, /personal code, .*birthDate=YYYY-MM-DD$/);
});

test('a text whose only number is a phone number is told so, with the search for its name', async () => {
  const { detail } = await problemOf(company('Latvijas Gāze, tel. +371 67123456'));
  assert.ok(detail.endsWith('; the only number it holds is a phone number, which names no company here: look the company up by its name '
    + 'with /companies/search?q=Latvijas%20G%C4%81ze and take regcode and country from a result'), detail);
  assert.match((await problemOf(company('tel. 67123456'))).detail, /the only number it holds is a phone number, .*\/companies\/search\?q=<name>/);
});

test('eight digits written as a phone number are told to be one, not a Finnish business ID of a wrong check digit', async () => {
  for (const sent of ['67123456', '2612 3456']) {
    const { detail } = await problemOf(company(sent), 404);
    assert.match(detail, /^No company with registration number \d{8}; \d{8} is written as a Latvian or Estonian phone number, which names no company here: /, detail);
    assert.doesNotMatch(detail, /wrong check digit:/, detail);
    // The next step is the search by name alone, not "find the number" of a company the number is none of.
    assert.ok(detail.endsWith('its check digit is wrong; look the company up by its name with /companies/search?q=<name> and take regcode '
      + 'and country from a result'), detail);
  }
  // One rule: the tool's answer of no company says the same.
  const tool = errorTextOf(await callTool(t.mcp.client, 'get_company_details', { regcode: '67123456' }));
  assert.match(tool, /67123456 is written as a Latvian or Estonian phone number/);
  // Its step is the search by the name alone, not "find the registration number" the phone number is none of.
  assert.match(tool, /its check digit is wrong\. Call search_companies with the company's name alone for its regcode and country\.$/, tool);
  const res = await t.app.app.inject({ url: `${API}/companies/search?q=67123456` });
  assert.match(JSON.parse(res.body).numberNotFound, /67123456 is written as a Latvian or Estonian phone number/);
  // An Estonian registry code of no company is still read as the numbers it may be.
  assert.match((await problemOf(company('12754321'), 404)).detail, /as a Finnish business ID, 1275432-1 has a wrong check digit/);
});

test('eight digits of a well-formed Estonian registry code no company here bears are told so, not a Finnish check digit', async () => {
  // 10234957 is an Estonian company's code (Telia Eesti AS, not held here), its check digit agreeing; read as a Finnish business ID,
  // 1023495-7, its check digit would be wrong, and the user was told to look for a typo.
  const { detail } = await problemOf(company('10234957'), 404);
  assert.match(detail, /; 10234957 has the form of an Estonian registry code, its check digit agreeing, and no company held here bears it; /, detail);
  assert.doesNotMatch(detail, /wrong check digit/, detail);
  const tool = errorTextOf(await callTool(t.mcp.client, 'get_company_financials', { regcode: '10234957' }));
  assert.match(tool, /10234957 has the form of an Estonian registry code/, tool);
  assert.doesNotMatch(tool, /wrong check digit/, tool);
  // Written as a Finnish business ID, it is read as one.
  assert.match((await problemOf(company('1023495-7'), 404)).detail, /as a Finnish business ID, 1023495-7 has a wrong check digit/);
});

// A list of numbers whose first is mistyped was told it "holds words besides the number" of the
// second, a text of no words, and the number to check went unnamed.
test('a list of numbers, one of no company, is told as a list naming the number to check, here and by the tools', async () => {
  const list = `40003032948, ${eeEnergia.regcode}`;
  const { detail } = await problemOf(company(list));
  assert.ok(detail.endsWith(`; the path takes a registration or VAT number alone; the text is a list of numbers: ${eeEnergia.regcode} names `
    + `Eesti Energia AS (EE ${eeEnergia.regcode}), and 40003032948 no company here (check its digits); repeat the request for ${eeEnergia.regcode} with country=EE`), detail);
  const tool = errorTextOf(await callTool(t.mcp.client, 'get_company_details', { regcode: list }));
  assert.ok(tool.endsWith(`: the text is a list of numbers: ${eeEnergia.regcode} names Eesti Energia AS (EE ${eeEnergia.regcode}), and 40003032948 no company here `
    + `(check its digits). Call get_company_details again with regcode ${eeEnergia.regcode} and country EE.`), tool);
  // A line of words keeps its words' reading.
  assert.match((await problemOf(company(`Latvijas Gāze, AS, reģ. Nr. 40003032948`))).detail, /the text holds words besides the number 40003032948/);
});

test('an invoice line bearing another company\'s number names both companies and the request for each', async () => {
  const line = 'Eesti Energia AS, KMKR LV40003032949';
  const { detail } = await problemOf(company(line));
  assert.ok(detail.endsWith(`; the path takes a registration or VAT number alone; the text holds words besides the number LV40003032949, which names `
    + `Latvijas Gāze, AS (LV ${lvGaze.regcode}), while its other words name another company, Eesti Energia AS (EE ${eeEnergia.regcode}): `
    + `check which company the document means, then repeat the request for ${lvGaze.regcode} with country=LV (the number's company) `
    + `or for ${eeEnergia.regcode} with country=EE (the name's)`), detail);
  // The one rule: the tool names the same two companies.
  const tool = errorTextOf(await callTool(t.mcp.client, 'get_company_details', { regcode: line }));
  assert.match(tool, new RegExp(`which names Latvijas Gāze, AS \\(LV ${lvGaze.regcode}\\); its other words name another company, Eesti Energia AS \\(EE ${eeEnergia.regcode}\\)`), tool);
  // A line of the company's own number names that one alone.
  assert.ok((await problemOf(company(`Latvijas Gāze, AS, reģ. Nr. ${lvGaze.regcode}`))).detail
    .endsWith(`which names Latvijas Gāze, AS (LV ${lvGaze.regcode}); repeat the request for ${lvGaze.regcode} with country=LV`));
  // A number of no company (a digit mistyped) is answered as alone, with the company one digit from it and the request for it.
  const mistyped = (await problemOf(company('Latvijas Gāze, AS, reģ. Nr. 40003032948'))).detail;
  assert.ok(mistyped.endsWith('the text holds words besides the number 40003032948, which alone is answered: No company with registration number '
    + `40003032948; a number one digit from it (a digit mistyped or two swapped) is that of Latvijas Gāze, AS (LV ${lvGaze.regcode}): `
    + `check which company the document means; repeat the request for ${lvGaze.regcode} with country=LV`), mistyped);
});

test('an invoice line whose VAT number is none of the company its digits name says so, with the VAT number in force', async () => {
  const { detail } = await problemOf(company(`Eesti Energia AS, KMKR EE${eeEnergia.regcode}`));
  assert.ok(detail.endsWith(`which names Eesti Energia AS (EE ${eeEnergia.regcode}); EE${eeEnergia.regcode} is no VAT number of that company, `
    + `found by the registration number its digits give: its VAT number is EE100247019; repeat the request for ${eeEnergia.regcode} with country=EE`), detail);
});

test('an invoice line of another company\'s name before a VAT number that is none of the number\'s company names that company in the VAT sentence', async () => {
  const { detail } = await problemOf(company(`Latvijas Gāze, AS, KMKR EE${eeEnergia.regcode}`));
  assert.ok(detail.endsWith(`which names Eesti Energia AS (EE ${eeEnergia.regcode}), while its other words name another company, Latvijas Gāze, AS `
    + `(LV ${lvGaze.regcode}): check which company the document means; EE${eeEnergia.regcode} is no VAT number of Eesti Energia AS (EE ${eeEnergia.regcode}), `
    + `found by the registration number its digits give: its VAT number is EE100247019, then repeat the request for ${eeEnergia.regcode} with country=EE `
    + `(the number's company) or for ${lvGaze.regcode} with country=LV (the name's)`), detail);
});

test('a search of a VAT number that is none of the company listed by its digits says so in numberInText, as search_companies does', async () => {
  const said = `EE${eeEnergia.regcode} is no VAT number of Eesti Energia AS (EE ${eeEnergia.regcode}), found by the registration number its digits `
    + 'give: its VAT number is EE100247019';
  // Digits written full-width, or one as an HTML character reference, are digits still: the text
  // holds no ASCII digit, and the sentence is said all the same.
  const fullWidth = (text: string) => text.replace(/\d/g, (d) => String.fromCharCode(0xff10 + Number(d)));
  for (const q of [`EE${eeEnergia.regcode}`, `Eesti Energia AS, KMKR EE${eeEnergia.regcode}`, `EE${fullWidth(eeEnergia.regcode)}`,
    `Eesti Energia AS, KMKR EE&#${eeEnergia.regcode.charCodeAt(0)};${fullWidth(eeEnergia.regcode.slice(1))}`]) {
    const res = await t.app.app.inject({ url: `${API}/companies/search?q=${encodeURIComponent(q)}` });
    const body = JSON.parse(res.body) as { results: Array<{ regcode: string }>; numberInText?: string };
    assert.equal(body.results[0]?.regcode, eeEnergia.regcode, q);
    assert.equal(body.numberInText, said, q);
  }
});

// Eleven digits have a Latvian registration number's length: an Estonian or Lithuanian personal code,
// or a Latvian one without its hyphen, was a 404 that said nothing of the person.
test('eleven digits of a personal code, of no company, are told the person check with the birth date they give', async () => {
  for (const [sent, date] of [['37605030299', '1976-05-03'], ['15038412345', '1984-03-15']] as const) {
    const { detail } = await problemOf(company(sent), 404);
    assert.match(detail, new RegExp(`^No company with registration number ${sent}; ${sent} reads as a person's personal code, which gives the birth `
      + `date ${date}: if it is one, the person check .*never the code: /api/public/v1/persons/check\\?name=<name>&birthDate=${date}$`), detail);
    // The person check is the step: no search for "the number" follows it, asked in a country or not.
    assert.ok((await problemOf(`${company(sent)}?country=LV`, 404)).detail.endsWith(`birthDate=${date}`));
    const tool = errorTextOf(await callTool(t.mcp.client, 'get_company_details', { regcode: sent }));
    assert.match(tool, new RegExp(`reads as a person's personal code\\. If it is one, check_person .* birthDate ${date}, the date the code gives, never the code\\.$`), tool);
  }
  // The search's numberNotFound says it as the 404 does.
  const res = await t.app.app.inject({ url: `${API}/companies/search?q=37605030299` });
  assert.match(JSON.parse(res.body).numberNotFound, /^no company has registration number 37605030299; 37605030299 reads as a person's personal code, which gives the birth date 1976-05-03: /);
  // A Latvian company's number a digit off is no personal code.
  assert.doesNotMatch((await problemOf(company('40003032948'), 404)).detail, /personal code/);
});
