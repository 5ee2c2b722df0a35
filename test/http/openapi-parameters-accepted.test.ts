// The discovery document's parameters as a client generated from it checks them before sending: a
// value the server answers must pass the documented schema, or the client refuses a request the
// server would answer (country=lv or country=Latvia, after=lv:40003123456, which the query parser
// reads as the code),
// and a value the server refuses with a 400 naming the parameter must fail it, or the document
// promises more than the server takes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { API, problemOf, startTestApp } from './harness.ts';
import { FIXTURE, PERSON, testServices } from './services.ts';

interface Parameter { name: string; in: string; schema: Record<string, unknown> }
interface Doc { paths: Record<string, { get: { operationId: string; parameters?: Parameter[] } }> }

const LV = FIXTURE.companies.lvGaze.regcode;
const PERSON_QUERY = `name=${encodeURIComponent(PERSON.name)}&birthDate=${PERSON.birthDate}`;
const FIRST_SEEN = '2026-11-24T01:22:08Z';

// [path, query parameter, value as sent]: every query parameter whose value the parser reads in
// another form than written, in the forms a client writes.
const ACCEPTED: Array<[string, string, string]> = [
  ...['LV', 'lv', 'Lt', 'ee', 'fi', ' lv '].map((value): [string, string, string] => ['/companies/search?q=rigas%20koks', 'country', value]),
  // The names the MCP tools take (domain/country.ts), as a web shop's form holds them.
  ...['Latvia', 'LATVIJA', ' Läti ', 'lati', 'Латвия', 'LVA', 'Lithuania', 'Suomi', 'eesti'].map((value): [string, string, string] => ['/companies/search?q=rigas%20koks', 'country', value]),
  ['/companies/autofill?q=rigas', 'country', 'lv'],
  ['/companies/autofill?q=rigas', 'country', 'Latvia'],
  [`/companies/${LV}`, 'country', 'lv'],
  [`/companies/${LV}`, 'country', 'Latvia'],
  [`/companies/${LV}/compliance`, 'country', 'latvija'],
  [`/companies/${LV}/sanctions`, 'country', 'lv'],
  [`/companies/${LV}/compliance`, 'country', 'lv'],
  [`/persons/check?${PERSON_QUERY}`, 'after', `lv:${LV}`],
  [`/persons/check?${PERSON_QUERY}&candidates=true`, 'candidatesAfter', 'ee:12345678'],
  [`/persons/new-registrations?${PERSON_QUERY}&firstSeenUntil=2026-11-24T01:22:08.123Z`, 'after', `lv:${LV}@${FIRST_SEEN}`],
  [`/persons/new-registrations?${PERSON_QUERY}&candidates=true&firstSeenUntil=2026-11-24T01:22:08.123Z`, 'candidatesAfter', `Ee:12345678@${FIRST_SEEN}`],
  // A sole trader named after the person, of any of the four countries, is among the candidates.
  [`/persons/new-registrations?${PERSON_QUERY}&candidates=true&firstSeenUntil=2026-11-24T01:22:08.123Z`, 'candidatesAfter', `Fi:0112038-9@${FIRST_SEEN}`],
  [`/persons/check?${PERSON_QUERY}&candidates=true`, 'candidatesAfter', 'lt:302801462'],
];

const REFUSED: Array<[string, string, string]> = [
  ['/companies/search?q=rigas%20koks', 'country', 'SE'],
  ['/companies/search?q=rigas%20koks', 'country', 'Sweden'],
  // An inflected name begins a company's name (Latvijas Gāze), and is no country.
  ['/companies/search?q=rigas%20koks', 'country', 'Latvijas'],
  [`/companies/${LV}`, 'country', 'l v'],
  [`/persons/check?${PERSON_QUERY}`, 'after', `SE:${LV}`],
  // A Lithuanian or Finnish company is never on a person's or a holder's page.
  [`/persons/check?${PERSON_QUERY}`, 'after', 'lt:302801462'],
  [`/persons/new-registrations?${PERSON_QUERY}&candidates=true&firstSeenUntil=2026-11-24T01:22:08.123Z`, 'candidatesAfter', `SE:0112038-9@${FIRST_SEEN}`],
  [`/persons/check?${PERSON_QUERY}&candidates=true`, 'candidatesAfter', 'se:302801462'],
  [`/persons/check?${PERSON_QUERY}`, 'after', LV],
  [`/persons/new-registrations?${PERSON_QUERY}&firstSeenUntil=2026-11-24T01:22:08.123Z`, 'after', `xx:${LV}@${FIRST_SEEN}`],
];

async function setUp() {
  const t = await startTestApp({ services: await testServices(), env: { RATE_LIMITS: 'off' } });
  const doc = (await t.app.inject({ url: API })).json() as Doc;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  (addFormats as unknown as (a: Ajv2020) => void)(ajv);
  /** The documented schema of `name` in the query of the operation `path` is routed to. */
  const schemaOf = (path: string, name: string) => {
    const template = `${API}${path.split('?')[0]!.replace(LV, '{regcode}')}`;
    const parameter = doc.paths[template]?.get.parameters?.find((p) => p.in === 'query' && p.name === name);
    assert.ok(parameter, `${template} documents ${name}`);
    return parameter.schema;
  };
  const send = (path: string, name: string, value: string) =>
    t.app.inject({ url: `${API}${path}${path.includes('?') ? '&' : '?'}${name}=${encodeURIComponent(value)}` });
  return { t, ajv, schemaOf, send };
}

test('every query value the server answers passes its documented schema', async () => {
  const { t, ajv, schemaOf, send } = await setUp();
  try {
    for (const [path, name, value] of ACCEPTED) {
      const r = await send(path, name, value);
      const at = `${path} ${name}=${JSON.stringify(value)}`;
      assert.notEqual(r.statusCode, 400, `${at}: ${r.body.slice(0, 300)}`);
      const validate = ajv.compile(schemaOf(path, name));
      assert.ok(validate(value), `${at} is answered ${r.statusCode}, but the document refuses it: ${ajv.errorsText(validate.errors)}`);
    }
  } finally {
    await t.close();
  }
});

test('every query value the server refuses fails its documented schema, and the 400 names the rule', async () => {
  const { t, ajv, schemaOf, send } = await setUp();
  try {
    for (const [path, name, value] of REFUSED) {
      const r = await send(path, name, value);
      const at = `${path} ${name}=${JSON.stringify(value)}`;
      assert.equal(r.statusCode, 400, at);
      const issue = problemOf(r).errors?.find((e) => e.parameter === name);
      assert.ok(issue, at);
      // A country's name is told its code after the rule (validation.test.ts).
      if (name === 'country') assert.match(issue.message, /^must be one of LV, LT, EE, FI \(or the name: Latvia, Lithuania, Estonia, Finland\)(: \S+ is [A-Z]{2}(, whose register this service does not hold)?)?$/, at);
      else if (name === 'candidatesAfter') assert.match(issue.message, /^must be a company of the candidates as next gives it: its country \(EE, FI, LT or LV\)/, at);
      else assert.match(issue.message, /^must be a company as next gives it: its country \(LV or EE, the registers that publish roles\)/, at);
      assert.equal(ajv.compile(schemaOf(path, name))(value), false, `${at} is a 400, but the document accepts it`);
    }
  } finally {
    await t.close();
  }
});
