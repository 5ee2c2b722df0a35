// No tool finds the companies of a person; the tools and the instructions point to the REST person
// routes instead. A client follows the pointer as written: /persons/new-registrations was named
// without the API's prefix (a 404 on the server), neither route was said to need both name and
// birthDate, and a person whose register gives no birth date (RIK's roles) is a 404 unless
// candidates=true is sent, which the pointer did not name, nor companySanctioned, the field that
// says whether each company is sanctioned.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { serveSeeded, type ServedSeeded } from '../http/served-seeded.ts';
import { FIXTURE } from '../helpers/seed.ts';
import { callTool, errorTextOf, sentencesOf } from './client.ts';

let t: ServedSeeded;
before(async () => { t = await serveSeeded({}, { RATE_LIMITS: 'off' }); });
after(() => t.close());

const { janis } = FIXTURE.persons;

/** Every path the text names, as a client would request it. */
const pathsIn = (text: string): string[] => [...text.matchAll(/(?<![\w/])\/[\w/.-]*persons\/[a-z-]+/g)].map((m) => m[0]);

async function pointers(): Promise<Record<string, string>> {
  return {
    instructions: t.mcp.client.getInstructions() ?? '',
    'an empty search by a person\'s name': sentencesOf(await callTool(t.mcp.client, 'search_companies', { query: 'Zigfrīds Kalniņš' })),
    'a person tool guessed': errorTextOf(await callTool(t.mcp.client, 'check_person', { name: janis.name })),
    'a name with a birth date as regcode': errorTextOf(await callTool(t.mcp.client, 'get_company_details', { regcode: `${janis.name} ${janis.birthDate}` })),
  };
}

test('every person route the MCP answers point to answers on the server, with the name and birth date they say', async () => {
  for (const [where, text] of Object.entries(await pointers())) {
    const paths = pathsIn(text);
    assert.ok(paths.length > 0, `${where}: ${text}`);
    for (const path of paths) {
      const res = await t.app.app.inject({ url: `${path.split('?')[0]}?name=${encodeURIComponent(janis.name)}&birthDate=${janis.birthDate}` });
      assert.equal(res.statusCode, 200, `${where}: ${path} answered ${res.body}`);
    }
  }
});

test('the pointer says both parameters are required, names candidates=true and companySanctioned, which the route gives', async () => {
  for (const [where, text] of Object.entries(await pointers())) {
    assert.match(text, /candidates=true adds the roles matched by name alone, where a register gives no birth date/, where);
    assert.match(text, /companySanctioned says whether each company is sanctioned/, where);
  }
  assert.match(t.mcp.client.getInstructions() ?? '', /persons\/check\?name=…&birthDate=YYYY-MM-DD \(both required\)/);
  const res = await t.app.app.inject({ url: `/api/public/v1/persons/check?name=${encodeURIComponent(janis.name)}&birthDate=${janis.birthDate}&candidates=true` });
  const body = JSON.parse(res.body) as { results: Array<Record<string, unknown>>; candidates?: unknown[] };
  assert.ok(body.results.every((r) => 'companySanctioned' in r), 'each role carries companySanctioned');
  assert.ok(Array.isArray(body.candidates), 'candidates=true is a parameter the route reads');
});
