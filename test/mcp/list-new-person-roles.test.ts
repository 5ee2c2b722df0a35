// list_new_person_roles answers what REST /persons/new-registrations answers, over the same store:
// the server's instructions sent a model watching a person to that REST route, which a client of
// tools alone cannot call. Its roles are grouped by company as check_person's, and written out
// again (person-check-expanded.ts) they are REST's; next differs: REST's is the request of the next
// page, the tool's the value to send back as after.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { serveSeeded, type ServedSeeded } from '../http/served-seeded.ts';
import { API } from '../http/harness.ts';
import { ownCompany, type SeedRow } from '../helpers/seed.ts';
import { personNameKey } from '../../src/domain/fold.ts';
import { callTool, errorTextOf, sentencesOf, structuredOf, textOf } from './client.ts';
import { newRolesAsRest } from './person-check-expanded.ts';

const PERSON = { name: 'Kārlis Liepa', birthDate: '1966-06-06' };
const lv = (i: number) => `400000001${String(i).padStart(2, '0')}`;
const ee = (i: number) => `1000000${i}`;
const NOW = Date.now();
const hoursAgo = (h: number) => new Date(NOW - h * 3_600_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
const role = (country: 'LV' | 'EE', regcode: string, firstSeenAt: string, birthDate: string | null = PERSON.birthDate): SeedRow => ({
  country, regcode, role: 'officer', position: 'board_member', person_name: 'Liepa Kārlis', name_key: personNameKey(PERSON.name),
  entity_type: 'natural_person', birth_date: birthDate, since: '2020-01-01', until: null, assoc_key: `new-roles-${regcode}`,
  first_seen_at: firstSeenAt, source: country === 'EE' ? 'ee.persons' : 'lv.officers', as_of: '2026-11-01',
});
// Four companies of the person's new roles (one out of a 24-hour window), the first with a share too, two of the name alone (EE, no birth date).
const memberOf = (regcode: string): SeedRow => ({
  ...role('LV', regcode, hoursAgo(1)), role: 'member', position: null, share_percent: 40, share_amount: 1400, share_currency: 'EUR',
  assoc_key: `new-roles-member-${regcode}`, source: 'lv.members',
});
// A second person, with new roles in more companies (60) than list_new_person_roles listed by default (50).
const MANY = { name: 'Ilmārs Daudzis', birthDate: '1971-07-07', companies: 60 };
const manyRegcode = (i: number) => `400000020${String(i).padStart(2, '0')}`;
const manyRole = (i: number): SeedRow => ({
  ...role('LV', manyRegcode(i), hoursAgo(1 + i / 100), MANY.birthDate), person_name: 'Daudzis Ilmārs', name_key: personNameKey(MANY.name),
  assoc_key: `new-roles-many-${i}`,
});
const manyIndexes = Array.from({ length: MANY.companies }, (_, i) => i);
const rows = {
  companies: [...[1, 2, 3, 4].map((i) => ownCompany(lv(i), `SIA Lapa ${i}`)), ...[1, 2].map((i) => ownCompany(ee(i), `Leht ${i} OÜ`, { country: 'EE', form: 'OÜ' })),
    ...manyIndexes.map((i) => ownCompany(manyRegcode(i), `SIA Daudzi ${i}`))],
  person_roles: [role('LV', lv(1), hoursAgo(1)), memberOf(lv(1)), role('LV', lv(2), hoursAgo(2)), role('LV', lv(3), hoursAgo(3)), role('LV', lv(4), hoursAgo(30)),
    role('EE', ee(1), hoursAgo(4), null), role('EE', ee(2), hoursAgo(5), null), ...manyIndexes.map(manyRole)],
};

let t: ServedSeeded;
before(async () => { t = await serveSeeded({ rows }, { RATE_LIMITS: 'off' }); });
after(() => t.close());

const query = (name: string, birthDate: string) => `name=${encodeURIComponent(name)}&birthDate=${encodeURIComponent(birthDate)}`;
async function rest(url: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await t.app.app.inject({ url: url.startsWith('/') ? url : `${API}/persons/new-registrations?${url}` });
  return { status: res.statusCode, body: JSON.parse(res.body) as Record<string, unknown> };
}
const call = (args: Record<string, unknown>) => callTool(t.mcp.client, 'list_new_person_roles', { name: PERSON.name, birthDate: PERSON.birthDate, ...args });

test('the new roles of a person are answered as REST answers them, fact for fact', async () => {
  for (const candidates of [false, true]) {
    const { status, body } = await rest(`${query(PERSON.name, PERSON.birthDate)}&limit=50${candidates ? '&candidates=true' : ''}`);
    assert.equal(status, 200);
    const result = await call({ candidates, limit: 50 });
    assert.deepEqual(newRolesAsRest(result), body, `candidates ${candidates}`);
    assert.deepEqual(structuredOf<{ companies: Array<{ regcode: string }> }>(result).companies.map((c) => c.regcode), [lv(1), lv(2), lv(3)]);
  }
  // A window of 48 hours holds the fourth.
  assert.deepEqual(newRolesAsRest(await call({ hours: 48, limit: 50 })), (await rest(`${query(PERSON.name, PERSON.birthDate)}&hours=48&limit=50`)).body);
});

// A model reading check_person's companies, each with its roles, read here a flat results, each role
// with its company's name, status, flags and registration day again and every null written out.
test('the new roles are grouped by company as check_person\'s, each company once with its roles', async () => {
  const answer = structuredOf<{ companies: Array<Record<string, unknown> & { roles: Array<Record<string, unknown>> }>; results?: unknown }>(await call({}));
  assert.equal(answer.results, undefined);
  const first = answer.companies[0]!;
  assert.deepEqual({ ...first, roles: first.roles.map((r) => r.role) }, {
    regcode: lv(1), country: 'LV', companyName: 'SIA Lapa 1', companyStatus: 'active', registeredOn: '2020-01-01', roles: ['member', 'officer'],
  });
  // A role says what is its own: what it leaves out is null (position, until, representation), announced false,
  // birthDateMatch exact; a company leaves out companySanctioned false and companyFlags [] (person-roles-grouped.ts).
  assert.deepEqual(first.roles.find((r) => r.role === 'member'), {
    role: 'member', firstSeenAt: hoursAgo(1), since: '2020-01-01', share: { percent: 40, amount: 1400, currency: 'EUR' },
    personName: 'Liepa Kārlis', source: 'lv.members', asOf: '2026-11-01',
  });
  const checked = structuredOf<{ companies: Array<{ roles: unknown[] }> }>(await callTool(t.mcp.client, 'check_person', PERSON));
  // The output schema says so, where it said "A role as check_person's".
  const published = (await t.mcp.client.listTools()).tools.find((tool) => tool.name === 'list_new_person_roles')!.outputSchema!.properties!;
  assert.deepEqual([published.results, (published.companies as { items: { description: string } }).items.description],
    [undefined, 'As check_person\'s, with registeredOn; roles with firstSeenAt, no sanctions']);
  // The same company's fields as check_person gives, and registeredOn.
  assert.deepEqual(Object.keys(checked.companies[0]!), Object.keys(first).filter((k) => k !== 'registeredOn'));
});

// The tool's limit defaulted to 50 where REST's defaults to 100: left out, the tool cut the list of a
// person with new roles in 60 companies after 50, and REST answered all 60.
test('without limit the tool answers the page REST answers without limit', async () => {
  const { body } = await rest(query(MANY.name, MANY.birthDate));
  const result = await callTool(t.mcp.client, 'list_new_person_roles', { name: MANY.name, birthDate: MANY.birthDate });
  const answer = structuredOf<{ count: number; truncated: boolean; companies: unknown[] }>(result);
  assert.deepEqual([answer.companies.length, answer.truncated], [MANY.companies, false]);
  assert.deepEqual(newRolesAsRest(result), body);
});

test('pages are followed by after, the tool\'s next, as REST\'s next request follows them, candidates last', async () => {
  const tool: unknown[] = [];
  const restPages: unknown[] = [];
  let after: string | null = null;
  let url: string | null = `${query(PERSON.name, PERSON.birthDate)}&limit=2&candidates=true`;
  for (let i = 0; i < 5 && url !== null; i++) {
    const page = await call({ limit: 2, candidates: true, after });
    const answer = structuredOf<{ next: string | null }>(page);
    const { body } = await rest(url);
    assert.deepEqual({ ...newRolesAsRest<Record<string, unknown>>(page), next: null }, { ...body, next: null }, `page ${i + 1}`);
    if (answer.next !== null) assert.match(sentencesOf(page), new RegExp(`follow: call list_new_person_roles again with after ${answer.next.replace(/[.]/g, '\\.')}, limit 2 and candidates true\\.$`));
    tool.push(answer);
    restPages.push(body);
    after = answer.next;
    url = body.next as string | null;
    assert.equal(after === null, url === null, `page ${i + 1}: both end together`);
  }
  // Three of the person's companies on two pages, then the two candidates on the third, which ends the list.
  assert.equal(tool.length, 3);
  assert.match((tool[1] as { next: string }).next, /^candidates:EE:10000001@/);
  // A page of candidates without candidates true is refused in the tool's words.
  assert.equal(errorTextOf(await call({ limit: 2, after: (tool[1] as { next: string }).next })),
    'after: is a page of candidates: send it with candidates true, as next does.');
});

// after was the company and the bound alone: sent alone, as its description says (`next of the
// previous answer`), it was read in a window of 24 hours, so a model asked for a week's new roles,
// or those since a day, had the rest of a longer window left out of its second page, or [] and next
// null, and read the list as ended. next now keeps the window, as REST's next request keeps it.
test('after alone follows the window the first page was asked with, and another window is refused', async () => {
  const regcodes = (result: Awaited<ReturnType<typeof call>>) => structuredOf<{ companies: Array<{ regcode: string }> }>(result).companies.map((c) => c.regcode);
  for (const window of [{ hours: 48 }, { firstSeenAfter: hoursAgo(48) }]) {
    const first = await call({ ...window, limit: 3 });
    assert.deepEqual(regcodes(first), [lv(1), lv(2), lv(3)], JSON.stringify(window));
    const next = structuredOf<{ next: string }>(first).next;
    assert.equal(sentencesOf(first), `More companies follow: call list_new_person_roles again with after ${next} and limit 3.`);
    const second = await call({ after: next });
    assert.deepEqual(regcodes(second), [lv(4)], JSON.stringify(window));
    // The page REST's next request answers, window and all.
    const { body } = await rest(`${query(PERSON.name, PERSON.birthDate)}&limit=3&${'hours' in window ? 'hours=48' : `firstSeenAfter=${window.firstSeenAfter}`}`);
    assert.deepEqual({ ...newRolesAsRest<Record<string, unknown>>(second), next: null }, { ...(await rest(body.next as string)).body, next: null });
    // The same window sent again is that window; another one is refused, naming the one after keeps.
    assert.deepEqual(regcodes(await call({ ...window, after: next })), [lv(4)]);
    const kept = 'hours' in window ? 'hours 48' : `firstSeenAfter ${window.firstSeenAfter}`;
    assert.equal(errorTextOf(await call({ hours: 24, after: next })),
      `after: is next of a window of ${kept}: send after alone, which keeps it; another window begins with a call without after.`);
  }
});

// The sentence naming the next call gave after alone (and candidates true), where REST's next request
// keeps the limit sent: a model following it to the letter, asked for 5 companies a page, was answered
// the 55 after them at once, the default 100, into its context.
test('the sentence naming the next call keeps the limit sent, as REST\'s next request keeps it', async () => {
  const person = { name: MANY.name, birthDate: MANY.birthDate };
  const first = await callTool(t.mcp.client, 'list_new_person_roles', { ...person, limit: 5 });
  const next = structuredOf<{ next: string }>(first).next;
  assert.equal(sentencesOf(first), `More companies follow: call list_new_person_roles again with after ${next} and limit 5.`);
  const second = await callTool(t.mcp.client, 'list_new_person_roles', { ...person, after: next, limit: 5 });
  const { body } = await rest(`${query(MANY.name, MANY.birthDate)}&limit=5`);
  assert.deepEqual({ ...newRolesAsRest<Record<string, unknown>>(second), next: null }, { ...(await rest(body.next as string)).body, next: null });
  assert.equal(structuredOf<{ companies: unknown[] }>(second).companies.length, 5);
});

// "Which companies did they join since Monday?": a day alone sent as firstSeenAfter was told the
// instant's form alone, here and in REST's 400, and its midnight would leave out a role dated then.
test('a day alone sent as firstSeenAfter is told the instant before it, which lists the roles of that day on', async () => {
  const day = hoursAgo(48).slice(0, 10);
  const before = new Date(Date.parse(`${day}T00:00:00Z`) - 1).toISOString();
  assert.equal(errorTextOf(await call({ firstSeenAfter: day })), 'firstSeenAfter: must be an instant as firstSeenThrough gives it (2026-11-24T01:22:08.123Z), '
    + `not a day alone; the roles first seen from that day on (UTC) are those after ${before}: send firstSeenAfter ${before}`);
  const { status, body } = await rest(`${query(PERSON.name, PERSON.birthDate)}&firstSeenAfter=${day}`);
  assert.equal(status, 400);
  assert.match(body.detail as string, new RegExp(`not a day alone; .*: send firstSeenAfter=${before.replace(/\./g, '\\.')}$`));
  assert.deepEqual(newRolesAsRest(await call({ firstSeenAfter: before })), (await rest(`${query(PERSON.name, PERSON.birthDate)}&firstSeenAfter=${before}`)).body);
});

test('a refusal and nameHint name the tool\'s arguments and tools, and bad windows are refused', async () => {
  assert.match(errorTextOf(await call({ birthDate: '06.06.1966' })), /: send birthDate 1966-06-06\.$/);
  const company = structuredOf<{ personKnown: boolean; nameHint: string }>(await call({ name: 'SIA Rīgas Koks' }));
  assert.equal(company.personKnown, false);
  assert.match(company.nameHint, /listed by list_holder_holdings with its regcode, and search_companies with the name finds the company, and names beside its results an owner registered abroad/);
  // REST's field, no field of the tool's search.
  assert.doesNotMatch(company.nameHint, /holdersAbroad/);
  assert.match(errorTextOf(await call({ hours: 24, firstSeenAfter: hoursAgo(2) })), /firstSeenAfter: begins the window in place of hours: send one of them/);
  assert.match(errorTextOf(await call({ firstSeenAfter: '2999-01-01T00:00:00Z' })), /^firstSeenAfter: is later than now/);
  // A watermark as a job's clock writes it (an offset, microseconds, a count of seconds) was told the
  // form alone; it is told the instant to send in the tool's words, as REST's 400 tells it in a query's.
  const from = new Date(NOW - 2 * 3_600_000).toISOString();
  for (const [sent, said] of [
    [from.replace('Z', '+00:00'), 'in UTC with its Z'], [from.replace('Z', '417Z'), 'with three decimals of a second or none (it has 6)'],
  ] as const) {
    const text = errorTextOf(await call({ firstSeenAfter: sent }));
    assert.ok(text.includes('firstSeenAfter: must be an instant as firstSeenThrough gives it'), text);
    assert.ok(text.includes(`${said}; the instant sent is ${from}: send firstSeenAfter ${from}`), text);
  }
  assert.match(errorTextOf(await call({ firstSeenAfter: String(Date.parse(from) / 1000) })), new RegExp(`read as seconds since 1970, the instant sent is ${from.replace(/\./g, '\\.')}: send firstSeenAfter ${from.replace(/\./g, '\\.')}`));
  assert.match(errorTextOf(await call({ after: 'LV:40000000101@2026-13-45T25:00:00Z' })), /^after: must be next of the previous answer/);
  // An after whose bound, after the comma, was edited to an instant ahead is told what REST tells of that
  // firstSeenUntil: it was told only to be next "as it gives it", with nothing of what was wrong.
  const ahead = new Date(NOW + 3_600_000).toISOString();
  const { body } = await rest(`${query(PERSON.name, PERSON.birthDate)}&after=LV:${lv(1)}@${hoursAgo(1)}&firstSeenUntil=${ahead}`);
  const restSaid = (body as { errors: Array<{ message: string }> }).errors[0]!.message;
  assert.match(restSaid, /^is later than now \(.*\): send it as next gives it, the newest firstSeenAt the first page read, which never is$/);
  assert.equal(errorTextOf(await call({ after: `LV:${lv(1)}@${hoursAgo(1)},${ahead}` })).replace(/\(\S+Z\)/, '(now)'),
    `after: ends in ${ahead}, which is later than now (now): send after as next gives it, ending in the newest firstSeenAt the first page read, which never is.`);
  // A longer window is told the instant that takes it, not only a last answer's firstSeenThrough, which a first call has none of.
  assert.match(errorTextOf(await call({ hours: 169 })), /hours: must be at most 168 \(7 days\): for a longer time send firstSeenAfter in place of hours, the instant after which to list the roles first seen \(2026-11-01T00:00:00\.000Z\) or the firstSeenThrough of the last answer, or call check_person, which lists every role of the person, new or not$/);
  const weekAgo = hoursAgo(200);
  assert.equal((await call({ firstSeenAfter: weekAgo })).isError, undefined, 'an instant more than 168 hours back is taken');
  // firstSeenAfter, the last answer's firstSeenThrough, lists the roles first seen since, as REST's.
  const since = hoursAgo(2.5);
  assert.deepEqual(newRolesAsRest(await call({ firstSeenAfter: since, limit: 50 })),
    (await rest(`${query(PERSON.name, PERSON.birthDate)}&firstSeenAfter=${since}&limit=50`)).body);
});

// personKnown false beside roles of the name whose register gives no birth date (RIK's): count 0 and
// "no one has that name and birth date" were all a model read, and it reported a person the two EE roles
// may be of as unknown; a sentence now says so, with the calls that list them.
test('personKnown false beside roles of the name alone says how many may be the person\'s and how to list them', async () => {
  const other = { birthDate: '1970-01-01' };
  const plain = await call(other);
  const value = structuredOf<{ personKnown: boolean; count: number; candidateRoles: number }>(plain);
  assert.deepEqual([value.personKnown, value.count, value.candidateRoles], [false, 0, 2]);
  assert.equal(sentencesOf(plain), 'personKnown false: no role whose register gives a birth date matches the name and birth date, but the name alone '
    + 'matches 2 roles, new or not, whose register gives none (candidateRoles), which may be the person\'s: call list_new_person_roles again with '
    + 'candidates true for those first seen in the window; check_person with candidates true lists all of them.');
  assert.match(sentencesOf(await call({ ...other, candidates: true })), /: candidates lists the 2 first seen in the window; check_person with candidates true lists all of them\.$/);
  assert.match(sentencesOf(await call({ ...other, candidates: true, hours: 1 })), /: none was first seen in the window \(candidates \[\]\); check_person/);
  // The description says what personKnown false is, no role of both, not that no one has the name and birth date.
  const described = (await t.mcp.client.listTools()).tools.find((tool) => tool.name === 'list_new_person_roles')!.description!;
  assert.match(described, /personKnown false: no role has that name and birth date\./);
  assert.doesNotMatch(described, /no one has/);
  // A person known, and a name matching nothing at all, are told nothing of it.
  assert.doesNotMatch(sentencesOf(await call({})), /personKnown/);
  assert.doesNotMatch(sentencesOf(await call({ name: 'Nevienas Personas' })), /personKnown/);
});

// firstSeenAt dates the role it stands in: written right after role, a model reads the two
// together, before the office's own dates. It stood there only by the order of the tool's parse
// schema; the service gives it after the role's dates, source and right to sign.
test('each new role gives firstSeenAt right after role, the role it dates, candidates alike', async () => {
  type Roles = { companies: Array<{ roles: Array<Record<string, unknown>> }>; candidates?: Array<{ roles: Array<Record<string, unknown>> }> };
  const answer = structuredOf<Roles>(await call({ candidates: true, hours: 168 }));
  const roles = [...answer.companies, ...(answer.candidates ?? [])].flatMap((c) => c.roles);
  assert.ok(roles.length >= 6 && (answer.candidates ?? []).length > 0, `${roles.length} roles`);
  for (const role of roles) assert.deepEqual(Object.keys(role).slice(0, 2), ['role', 'firstSeenAt'], JSON.stringify(role));
});

// docs/mcp.md gives what a role costs of a model's context, the reason limit stops at 100; it said
// some 500 bytes, the cost of a role before roles were grouped by company (one copy of the JSON:
// the text block and structuredContent each carry it). A role alone in its company, as each of
// MANY's is, costs the most: its company's fields are written for it alone.
test('docs/mcp.md gives the bytes a new role costs as the answer spends them', async () => {
  const { readFileSync } = await import('node:fs');
  const said = /some ([\d,]+) bytes a role .*?up to some ([\d,]+) where each company has one role/.exec(readFileSync(new URL('../../docs/mcp.md', import.meta.url), 'utf8'));
  assert.ok(said, 'docs/mcp.md gives the bytes of a role, and of one alone in its company');
  const bytesOf = async (args: Record<string, unknown>) => {
    const result = await callTool(t.mcp.client, 'list_new_person_roles', { name: MANY.name, birthDate: MANY.birthDate, limit: 100, ...args });
    return { bytes: Buffer.byteLength(textOf(result)), count: structuredOf<{ count: number }>(result).count };
  };
  const all = await bytesOf({ hours: 168 });
  const none = await bytesOf({ firstSeenAfter: new Date(NOW).toISOString() });
  assert.deepEqual([all.count, none.count], [MANY.companies, 0]);
  const perRole = (all.bytes - none.bytes) / all.count;
  const [least, most] = [said[1]!, said[2]!].map((n) => Number(n.replaceAll(',', '')));
  assert.ok(perRole >= least! && perRole <= most!, `a role alone in its company is ${perRole.toFixed(0)} bytes, docs/mcp.md says ${least} to ${most}`);
});

// A day alone sent as firstSeenAfter is refused naming the instant to send (1c16c695), which
// neither REST's parameter nor the tool's argument said: a model asked for the roles "since the
// 27th" sent the day, and a reader of the reference its midnight, which leaves out that day's roles.
test('firstSeenAfter\'s description says a day is sent as the instant before it, the one its refusal names', async () => {
  const tool = (await t.mcp.client.listTools()).tools.find((listed) => listed.name === 'list_new_person_roles')!;
  const toolSays = (tool.inputSchema.properties!.firstSeenAfter as { description: string }).description;
  const openapi = (await t.app.app.inject({ url: `${API}/openapi.json` })).json() as {
    paths: Record<string, { get: { parameters: Array<{ name: string; description: string }> } }>;
  };
  const restSays = openapi.paths[`${API}/persons/new-registrations`]!.get.parameters.find((p) => p.name === 'firstSeenAfter')!.description;
  const instant = '2026-11-26T23:59:59.999Z';
  assert.match(toolSays, /from a day on, the instant before it \(2026-11-26T23:59:59\.999Z\)/);
  assert.match(restSays, /a day alone: for the roles from 2026-11-27 on \(UTC\) send the instant before it, 2026-11-26T23:59:59\.999Z/);
  // The instant said is the one the refusal of that day names.
  assert.ok(errorTextOf(await call({ firstSeenAfter: '2026-11-27' })).endsWith(`send firstSeenAfter ${instant}`));
});

// A job polling a person sends the last answer's firstSeenThrough as firstSeenAfter; with no file of
// the person's published since, every poll gave again the same sources, some 460 bytes on the demo
// (ten files and their dates), the answer being otherwise a few fields. They are left out then, and
// come again after a publish, when their dates may have moved. REST's answer is as it was.
test('a poll with nothing published since its firstSeenAfter leaves out sources, which came with the answer that gave it', async () => {
  const first = structuredOf<{ firstSeenThrough: string; sources?: unknown[] }>(await call({ hours: 168 }));
  assert.ok((first.sources ?? []).length > 0, 'the first answer of a watch names its files');
  const poll = await call({ firstSeenAfter: first.firstSeenThrough });
  const polled = structuredOf<{ count: number; firstSeenThrough: string; sources?: unknown[] }>(poll);
  assert.deepEqual([polled.count, polled.firstSeenThrough, polled.sources], [0, first.firstSeenThrough, undefined]);
  const { body } = await rest(`${query(PERSON.name, PERSON.birthDate)}&firstSeenAfter=${first.firstSeenThrough}`);
  assert.deepEqual(body.sources, first.sources);
  // Roles first seen after the instant sent: a publish came since, and the files are named.
  assert.ok((structuredOf<{ sources?: unknown[] }>(await call({ firstSeenAfter: hoursAgo(48) })).sources ?? []).length > 0);
});
