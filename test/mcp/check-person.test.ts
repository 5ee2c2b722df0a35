// check_person answers what REST /persons/check answers, over the same store: a model asked which
// companies a person is tied to had no tool for it, and sent the name as a regcode, searched it as a
// company, or reported the person as tied to none.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { serveSeeded, type ServedSeeded } from '../http/served-seeded.ts';
import { API } from '../http/harness.ts';
import { FIXTURE, ownCompany, type SeedRow } from '../helpers/seed.ts';
import { personNameKey } from '../../src/domain/fold.ts';
import { callTool, errorTextOf, sentencesOf, structuredOf } from './client.ts';
import { personCheckAsRest as asRest } from './person-check-expanded.ts';

// A person of two LV companies whose name three EE roles without birth information bear too (RIK's,
// listed with candidates true alone), as test/http/person-check-candidates.test.ts seeds them.
const KARLIS = { name: 'Kārlis Liepa', birthDate: '1966-06-06' };
const [LV_A, LV_B] = ['40000000101', '40000000103'];
const EE = ['10000001', '10000002', '10000003'];
const karlisRole = (country: string, regcode: string, birthDate: string | null): SeedRow => ({
  country, regcode, role: 'officer', position: 'board_member', person_name: 'Liepa Kārlis', name_key: personNameKey(KARLIS.name),
  entity_type: 'natural_person', birth_date: birthDate, since: '2020-01-01', until: null, assoc_key: `karlis-${regcode}`,
  first_seen_at: '2024-01-01T00:00:00Z', source: country === 'EE' ? 'ee.persons' : 'lv.officers', as_of: '2026-11-01',
});
const karlis = {
  companies: [...[LV_A, LV_B].map((c) => ownCompany(c, `SIA Lapa ${c}`)), ...EE.map((c) => ownCompany(c, `Leht ${c} OÜ`, { country: 'EE', form: 'OÜ' }))],
  person_roles: [karlisRole('LV', LV_A, KARLIS.birthDate), karlisRole('LV', LV_B, KARLIS.birthDate), ...EE.map((c) => karlisRole('EE', c, null))],
};

let t: ServedSeeded;
before(async () => { t = await serveSeeded({ rows: karlis }, { RATE_LIMITS: 'off' }); });
after(() => t.close());

const { janis } = FIXTURE.persons;

async function rest(query: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await t.app.app.inject({ url: `${API}/persons/check?${query}` });
  return { status: res.statusCode, body: JSON.parse(res.body) as Record<string, unknown> };
}

/** The message REST's 400 gives `parameter`. */
const issueOf = (body: Record<string, unknown>, parameter: string): string =>
  (body.errors as Array<{ parameter: string; message: string }>).find((e) => e.parameter === parameter)!.message;

/**
 * REST's advice as check_person gives it: the same sentence, naming the tool's arguments where REST
 * names its query parameters (birthDate=1980-01-01, name=…, candidates=true).
 */
const inToolWords = (detail: string): string => detail.replace(/\bname=([^)]+)\)/g, 'name "$1")').replace(/\b(birthDate|candidates)=/g, '$1 ');

const personQuery = (name: string, birthDate: string) => `name=${encodeURIComponent(name)}&birthDate=${encodeURIComponent(birthDate)}`;

test('a seeded person is answered as REST answers: every role, its sanctions and the files read', async () => {
  for (const candidates of [false, true]) {
    const { status, body } = await rest(personQuery(janis.name, janis.birthDate) + (candidates ? '&candidates=true' : ''));
    assert.equal(status, 200);
    const answer = asRest(await callTool(t.mcp.client, 'check_person', { name: janis.name, birthDate: janis.birthDate, candidates }));
    assert.deepEqual(answer, body, `candidates ${candidates}`);
    assert.equal(new Set((answer.results as Array<{ regcode: string }>).map((r) => r.regcode)).size, janis.companies);
  }
});

test('a person of more companies than limit is paged by after, as REST pages them, the call said beside', async () => {
  const first = await callTool(t.mcp.client, 'check_person', { name: janis.name, birthDate: janis.birthDate, limit: 2 });
  const page = asRest<{ next: string | null; truncated: boolean; results: unknown[] }>(first);
  const restFirst = await rest(`${personQuery(janis.name, janis.birthDate)}&limit=2`);
  assert.equal(page.truncated, true);
  // REST's next is the request of the next page; the tool's is its after, the call named beside.
  assert.equal(restFirst.body.next, `${API}/persons/check?${personQuery(janis.name, janis.birthDate)}&limit=2&after=${encodeURIComponent(page.next!)}`);
  assert.deepEqual({ ...page, next: null }, { ...restFirst.body, next: null });
  // The call named keeps the limit sent: after alone would be answered 50 companies, not REST's next page of 2.
  assert.match(sentencesOf(first), new RegExp(`call check_person again with after ${page.next} and limit 2\\.`));
  const second = asRest(await callTool(t.mcp.client, 'check_person', { name: janis.name, birthDate: janis.birthDate, limit: 2, after: page.next }));
  const restSecond = await rest(`${personQuery(janis.name, janis.birthDate)}&limit=2&after=${encodeURIComponent(page.next!)}`);
  assert.deepEqual(second, restSecond.body);
});

test('candidates are listed as REST lists them; a page of them beyond limit is followed by after, as REST\'s candidatesAfter', async () => {
  const args = { name: KARLIS.name, birthDate: KARLIS.birthDate, candidates: true };
  const all = asRest<{ candidates: unknown[] }>(await callTool(t.mcp.client, 'check_person', args));
  assert.deepEqual(all, (await rest(`${personQuery(KARLIS.name, KARLIS.birthDate)}&candidates=true`)).body);
  assert.equal(all.candidates.length, EE.length);
  // The person's first page, candidates asked: the call beside repeats them.
  const first = await callTool(t.mcp.client, 'check_person', { ...args, limit: 1 });
  assert.match(sentencesOf(first), new RegExp(`call check_person again with after LV:${LV_A}, limit 1 and candidates true\\.$`));
  // Room for one candidate company beside the person's two: next names it after candidates:, where
  // REST's next sends candidatesAfter; the page after it, of candidates alone, holds the other two.
  const listed: unknown[] = [];
  const nexts: Array<string | null> = [];
  let after: string | null = null;
  do {
    const call = await callTool(t.mcp.client, 'check_person', { ...args, limit: 3, after });
    const answer = asRest<{ next: string | null; candidates: unknown[] }>(call);
    const restPage: Record<string, unknown> = (await rest(`${personQuery(KARLIS.name, KARLIS.birthDate)}&limit=3&candidates=true`
      + (after ? `&candidatesAfter=${encodeURIComponent(after.replace(/^candidates:/, ''))}` : ''))).body;
    assert.deepEqual({ ...answer, next: null }, { ...restPage, next: null }, `after ${after}`);
    if (answer.next !== null) {
      assert.match(String(restPage.next), new RegExp(`&candidates=true&candidatesAfter=EE%3A${answer.next.slice('candidates:EE:'.length)}$`));
      assert.equal(sentencesOf(call), `More candidates follow: call check_person again with after ${answer.next}, limit 3 and candidates true.`);
    }
    listed.push(...answer.candidates);
    nexts.push(after = answer.next);
  } while (after !== null && nexts.length < 5);
  assert.deepEqual(nexts, [`candidates:EE:${EE[0]}`, null]);
  assert.deepEqual(listed, all.candidates);
  // A page of candidates sent without candidates true is refused as REST refuses its candidatesAfter.
  const alone = await rest(`${personQuery(KARLIS.name, KARLIS.birthDate)}&candidatesAfter=EE%3A${EE[0]}`);
  assert.equal(alone.status, 400);
  assert.equal(errorTextOf(await callTool(t.mcp.client, 'check_person', { name: KARLIS.name, birthDate: KARLIS.birthDate, after: `candidates:EE:${EE[0]}` })),
    `after: ${inToolWords(issueOf(alone.body, 'candidatesAfter'))}.`);
});

// Of a person found, candidateRoles alone counted the roles of the name whose register gives no
// birth date: a model reported Kārlis Liepa's two LV companies as all his, three EE boards of the
// name unsaid. A sentence says they may be his and how to read them.
test('a person found whose name alone matches roles without a birth date is told to read them with candidates true', async () => {
  const plain = await callTool(t.mcp.client, 'check_person', KARLIS);
  const value = structuredOf<{ totalCompanies: number; candidateRoles: number }>(plain);
  assert.deepEqual([value.totalCompanies, value.candidateRoles], [2, EE.length]);
  assert.equal(sentencesOf(plain), 'The name alone also matches 3 roles whose register gives no birth date (candidateRoles), which may be the person\'s: '
    + 'call check_person again with candidates true to read them before reporting these companies as all the person\'s.');
  // Asked with candidates true, they are listed, and not told again; a person without such roles is told nothing.
  assert.doesNotMatch(sentencesOf(await callTool(t.mcp.client, 'check_person', { ...KARLIS, candidates: true })), /candidateRoles/);
  assert.equal(sentencesOf(await callTool(t.mcp.client, 'check_person', { name: janis.name, birthDate: janis.birthDate })), '');
});

test('a person not found is an error with the advice of REST\'s 404', async () => {
  const { status, body } = await rest(personQuery(janis.name, '1990-02-03'));
  assert.equal(status, 404);
  const text = errorTextOf(await callTool(t.mcp.client, 'check_person', { name: janis.name, birthDate: '1990-02-03' }));
  assert.equal(text, `${String(body.detail)}.`);
  assert.match(text, /check the birth date/);
});

test('a birth date written otherwise, or a personal code, is refused with REST\'s advice and the date to send', async () => {
  for (const birthDate of ['01.01.1980', '010180-12345', '1980-02-30', '2999-01-01']) {
    const { status, body } = await rest(personQuery(janis.name, birthDate));
    assert.equal(status, 400, birthDate);
    const text = errorTextOf(await callTool(t.mcp.client, 'check_person', { name: janis.name, birthDate }));
    assert.equal(text, `birthDate: ${inToolWords(issueOf(body, 'birthDate'))}.`, birthDate);
  }
  assert.match(errorTextOf(await callTool(t.mcp.client, 'check_person', { name: janis.name, birthDate: '01.01.1980' })), /1980-01-01/);
  // The name's rules are REST's too: two people's names in one check.
  const two = 'Jānis Bērziņš and Anna Ozola';
  const { body } = await rest(personQuery(two, janis.birthDate));
  assert.equal(errorTextOf(await callTool(t.mcp.client, 'check_person', { name: two, birthDate: janis.birthDate })), `name: ${issueOf(body, 'name')}.`);
});

// A row pasted whole (a date or a personal code after the name) beside another birthDate (and a name
// its client's encoding garbled, below) were answered by check_person for the person of birthDate, or not
// found, where REST refuses them: the rules are the check's, so both callers get them.
test('a name holding another birth date is refused as REST refuses it', async () => {
  const sent = [
    [`${janis.name} 1979-06-03`, janis.birthDate],
    [`${janis.name} 030679-12345`, janis.birthDate],
    [`${janis.name} 1979`, janis.birthDate],
  ] as const;
  for (const [name, birthDate] of sent) {
    const { status, body } = await rest(personQuery(name, birthDate));
    assert.equal(status, 400, name);
    assert.equal(errorTextOf(await callTool(t.mcp.client, 'check_person', { name, birthDate })), `name: ${inToolWords(issueOf(body, 'name'))}.`, name);
  }
  // The date the name holds being birthDate's, the row is answered as the name alone.
  const same = asRest<{ results: unknown[] }>(await callTool(t.mcp.client, 'check_person', { name: `${janis.name} ${janis.birthDate}`, birthDate: janis.birthDate }));
  assert.ok(same.results.length > 0);
});

// The advice was REST's words: "send birthDate=1980-01-01", "(candidates=true lists them)", the
// holdings of a company "at /holders/{holderRegcode}/holdings", a name "percent-encoded once" — query
// parameters and routes that no tool takes, which a model then sent as text or gave up on.
test('a refusal or a person not found names check_person\'s arguments and the tools to call, never REST\'s query or routes', async () => {
  const told = async (name: string, birthDate: string) => errorTextOf(await callTool(t.mcp.client, 'check_person', { name, birthDate }));
  // holdersAbroad is REST's search field: the tool's search names such an owner beside its results.
  const rest = /\w=|\/holders|\/companies|\?q=|candidatesAfter|percent-encoded once|holdersAbroad/;
  const cases: Array<[string, string, RegExp]> = [
    [janis.name, '01.01.1980', /: send birthDate 1980-01-01\.$/],
    [janis.name, '37605030299', /encodes the birth date 1976-05-03: send birthDate 1976-05-03/],
    [janis.name, '1980-01-01Z', /without a time zone: .*: send birthDate 1980-01-01\.$/],
    [janis.name, '+001980-01-01', /its year in four digits: .*: send birthDate 1980-01-01\.$/],
    [`${janis.name} 1979-06-03`, janis.birthDate, new RegExp(`other than birthDate ${janis.birthDate}: send the name alone \\(name "${janis.name}"\\)`)],
    // EE roles of the name give no birth date: the 404 counts them, to be listed with candidates true.
    [KARLIS.name, '1970-01-01', /the name alone matches 3 roles whose register gives no birth date \(candidates true lists them\)/],
    ['SIA Rīgas Koks', janis.birthDate, /are listed by list_holder_holdings with its regcode, and search_companies with the name finds the company, and names beside its results an owner registered abroad with the companies it holds/],
    [Buffer.from(janis.name, 'utf8').toString('latin1'), janis.birthDate, new RegExp(`read as UTF-8 it is ${janis.name}: send name "${janis.name}"\\.$`)],
    [encodeURIComponent(janis.name), janis.birthDate, new RegExp(`must be the person's name as text: .* decoded reads ${janis.name}: send the name as text`)],
  ];
  for (const [name, birthDate, advice] of cases) {
    const text = await told(name, birthDate);
    assert.match(text, advice, name);
    assert.doesNotMatch(text, rest, name);
  }
});

test('check_person is listed read-only, with the arguments REST takes and its bounds', async () => {
  const tool = (await t.mcp.client.listTools()).tools.find((x) => x.name === 'check_person')!;
  assert.equal(tool.annotations?.readOnlyHint, true);
  assert.deepEqual(tool.inputSchema.required, ['name', 'birthDate']);
  assert.deepEqual(Object.keys(tool.inputSchema.properties ?? {}), ['name', 'birthDate', 'candidates', 'limit', 'after']);
  const limit = (tool.inputSchema.properties!.limit as { anyOf: Array<{ minimum?: number; maximum?: number }>; default: number });
  assert.deepEqual([limit.anyOf[0]!.minimum, limit.anyOf[0]!.maximum, limit.default], [1, 100, 50]);
  assert.match(errorTextOf(await callTool(t.mcp.client, 'check_person', { name: janis.name, birthDate: janis.birthDate, limit: 101 })), /limit: must be at most 100/);
  assert.match(errorTextOf(await callTool(t.mcp.client, 'check_person', { name: janis.name })), /birthDate: is required/);
});

// Left out, the birth date was told only "is required: the birth date YYYY-MM-DD": a model asked about
// a person by name alone, or handed the date inside the name, had no next step and guessed a date.
test('a birth date left out is told why it is needed, and to send it apart or ask for it', async () => {
  for (const tool of ['check_person', 'list_new_person_roles']) {
    const text = errorTextOf(await callTool(t.mcp.client, tool, { name: `${janis.name}, born ${janis.birthDate}` }));
    assert.match(text, /birthDate: is required, the person's birth date YYYY-MM-DD, matched with the name, as one name is often several people's; send it apart where the name holds it, and ask the user for it where it is not known$/, tool);
  }
  // A value of another type is still told that it must be a text.
  assert.match(errorTextOf(await callTool(t.mcp.client, 'check_person', { name: janis.name, birthDate: 19800101 })), /birthDate: must be a text: the birth date YYYY-MM-DD/);
});

// Sent blank or as `unknown`, it was told only "must be a real calendar date written YYYY-MM-DD":
// a birth date not known, with no next step, where the one left out is told to ask the user for it.
test('a birth date sent blank or as a word for not known is told the next step a birth date left out is', async () => {
  const next = 'the person\'s birth date YYYY-MM-DD, matched with the name, as one name is often several people\'s; '
    + 'send it apart where the name holds it, and ask the user for it where it is not known';
  for (const tool of ['check_person', 'list_new_person_roles']) {
    for (const [sent, said] of [['', 'birthDate: is empty,'], ['  ', 'birthDate: is empty,'], ['unknown', 'birthDate: "unknown" is no date:'],
      ['N/A', 'birthDate: "N/A" is no date:'], ['nezināms', 'birthDate: "nezināms" is no date:']]) {
      const text = errorTextOf(await callTool(t.mcp.client, tool, { name: janis.name, birthDate: sent }));
      assert.ok(text.endsWith(`${said} ${next}`), `${tool} ${JSON.stringify(sent)}: ${text}`);
    }
  }
  // A date written otherwise is still told the date to send.
  assert.match(errorTextOf(await callTool(t.mcp.client, 'check_person', { name: janis.name, birthDate: '31.01.1980' })), /send birthDate 1980-01-31/);
});

// What most roles and companies of an answer hold alike was written on each: birthDateMatch exact on
// every role, companySanctioned false and companyFlags [] on every company, some 1,800 of the 10,600
// bytes of Maarja Ilves' answer on the demo (40 roles in 18 companies). Each is left out where it
// holds that value, as null is, and the output schema says so once; written out again the answer is
// still REST's (the first test), so no fact is lost.
test('a role leaves out birthDateMatch exact, a company companySanctioned false and companyFlags [], as the output schema says', async () => {
  type Grouped = { companies: Array<Record<string, unknown> & { roles: Array<Record<string, unknown>> }>; candidates?: Grouped['companies'] };
  const asked = async (args: Record<string, unknown>) => structuredOf<Grouped>(await callTool(t.mcp.client, 'check_person', args));
  const karlisAnswer = await asked({ ...KARLIS, candidates: true });
  const janisAnswer = await asked({ name: janis.name, birthDate: janis.birthDate });
  for (const company of [...karlisAnswer.companies, ...janisAnswer.companies]) {
    assert.deepEqual([company.companySanctioned, company.companyFlags], [undefined, undefined], JSON.stringify(company));
    for (const role of company.roles) assert.equal(role.birthDateMatch, undefined, JSON.stringify(role));
  }
  // A match other than exact is said: the candidates' roles, whose register gives no birth date, and
  // Anna Kalniņa's, whose register gives her year and month alone.
  assert.deepEqual(karlisAnswer.candidates?.flatMap((c) => c.roles.map((r) => r.birthDateMatch)), ['unknown', 'unknown', 'unknown']);
  const { anna, ivan } = FIXTURE.persons;
  assert.ok((await asked({ name: anna.name, birthDate: anna.birthDate })).companies.flatMap((c) => c.roles).some((r) => r.birthDateMatch === 'month'));
  // A company sanctioned or flagged says so: Ivan Petrov's, whose owner is listed.
  const ivans = (await asked({ name: ivan.name, birthDate: ivan.birthDate })).companies[0]!;
  assert.ok(ivans.companySanctioned !== undefined || Array.isArray(ivans.companyFlags), JSON.stringify(ivans));
  const published = (await t.mcp.client.listTools()).tools.find((tool) => tool.name === 'check_person')!.outputSchema!.properties!;
  const company = (published.companies as { items: { description: string; properties: { roles: { description: string } } } }).items;
  assert.match(company.properties.roles.description, /Left out: null, false, \[\], personName as sent, birthDateMatch exact/);
  assert.match(company.description, /left out: false, \[\]$/);
});
