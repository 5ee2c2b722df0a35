// A control character in a text sent (a C string's NUL passed on, a DEL, the U+202E or a tab a
// copied name brings along) is read as a space by every text parameter, REST's and the tools'
// alike (domain/text-input.ts): `/persons/check?name=Jānis%00Bērziņš` said "the name is one word",
// `/persons/new-registrations` echoed `"name": "ab\u0000cd"`, and the search found nothing where
// search_companies found the company. The same text now gets the answer of the text with spaces.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { API } from './harness.ts';
import { serveSeeded, type ServedSeeded } from './served-seeded.ts';
import { FIXTURE } from '../helpers/seed.ts';
import { callTool } from '../mcp/client.ts';

const { janis } = FIXTURE.persons;
const { lvRigasKoks } = FIXTURE.companies;
// A NUL, a DEL, a right-to-left override and a pasted tab, each between two words.
const CONTROLS = ['\u0000', '\u007F', '\u202E', '\t'];
// Any of them in an answer, raw or JSON-escaped (a tool's answer puts its blocks on lines of their own).
const INVISIBLE = /[\u0000-\u0009\u000B-\u001F\u007F\u202A-\u202E\u2066-\u2069]|\\u00[01]/;

let t: ServedSeeded;
// Rate limits off: the test asks the person routes more often than a client a minute may.
before(async () => { t = await serveSeeded({}, { RATE_LIMITS: 'off' }); });
after(() => t.close());
const get = (path: string) => t.app.app.inject({ url: `${API}${path}` });
const toolText = async (name: string, args: Record<string, unknown>) =>
  (await callTool(t.mcp.client, name, args)).content.map((block) => (block as { text?: string }).text ?? '').join('\n');

test('a person\'s name with a control character between its words is answered as the name with a space, over REST and MCP', async () => {
  const [given, surname] = janis.name.split(' ');
  const query = (name: string) => `name=${encodeURIComponent(name)}&birthDate=${janis.birthDate}`;
  const rest = async (route: string, name: string) => { const r = await get(`/persons/${route}?${query(name)}`); return `${r.statusCode} ${r.body}`; };
  const expected = {
    check: await rest('check', janis.name), watch: await rest('new-registrations', janis.name),
    tool: await toolText('check_person', { name: janis.name, birthDate: janis.birthDate }),
    toolWatch: await toolText('list_new_person_roles', { name: janis.name, birthDate: janis.birthDate }),
  };
  assert.match(expected.check, /^200 /);
  for (const control of CONTROLS) {
    const name = `${given}${control}${surname}`;
    const sent = JSON.stringify(name);
    assert.equal(await rest('check', name), expected.check, sent);
    assert.equal(await rest('new-registrations', name), expected.watch, sent);
    assert.equal(await toolText('check_person', { name, birthDate: janis.birthDate }), expected.tool, sent);
    assert.equal(await toolText('list_new_person_roles', { name, birthDate: janis.birthDate }), expected.toolWatch, sent);
  }
});

test('a search text with a control character finds what the text with a space finds, and no answer echoes the character', async () => {
  const [first, ...rest] = lvRigasKoks.name.replace(/^SIA\s+/, '').replace(/"/g, '').split(' ');
  const spaced = [first, ...rest].join(' ');
  const names = async (q: string) => {
    const r = await get(`/companies/search?q=${encodeURIComponent(q)}`);
    assert.equal(r.statusCode, 200, r.body);
    return (r.json().results as Array<{ name: string }>).map((c) => c.name);
  };
  const expected = await names(spaced);
  assert.ok(expected.includes(lvRigasKoks.name), expected.join('; '));
  for (const control of CONTROLS) {
    const q = [first, ...rest].join(control);
    assert.deepEqual(await names(q), expected, JSON.stringify(q));
    assert.deepEqual(await names(`${q}${control}`), expected, JSON.stringify(q));
  }
  // A name the registers do not know is echoed with its space, not with the invisible character.
  for (const control of CONTROLS) {
    const name = `Zzyzx${control}Qwerty`;
    const watched = await get(`/persons/new-registrations?name=${encodeURIComponent(name)}&birthDate=1980-01-01`);
    assert.equal(watched.statusCode, 200, watched.body);
    assert.equal(watched.json().person.name, 'Zzyzx Qwerty');
    const texts = [watched.body, (await get(`/persons/check?name=${encodeURIComponent(name)}&birthDate=1980-01-01`)).body,
      await toolText('search_companies', { query: name }), await toolText('list_new_person_roles', { name, birthDate: '1980-01-01' }),
      await toolText('get_company_details', { regcode: `ab${control}cd` })];
    for (const text of texts) assert.doesNotMatch(text, INVISIBLE, `${JSON.stringify(name)}: ${text.slice(0, 200)}`);
  }
});
