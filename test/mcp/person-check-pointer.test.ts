// Where a model looked for a person's companies elsewhere (the instructions, an empty search by a
// person's name, a person tool it guessed, a name with a birth date sent as a regcode), it is
// pointed to check_person, which it can call as told. The pointers named a REST route and said that
// no tool here finds a person's companies, beside a tool that does. A person whose register gives no
// birth date (RIK's roles) is found with candidates true alone, which the pointer names; a person's
// new roles are list_new_person_roles', where the pointers named a REST route a client of tools alone cannot call.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { serveSeeded, type ServedSeeded } from '../http/served-seeded.ts';
import { FIXTURE } from '../helpers/seed.ts';
import { callTool, errorTextOf, sentencesOf, structuredOf } from './client.ts';
import { personCheckAsRest } from './person-check-expanded.ts';

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
    'a person tool guessed': errorTextOf(await callTool(t.mcp.client, 'find_person', { name: janis.name })),
    'a name with a birth date as regcode': errorTextOf(await callTool(t.mcp.client, 'get_company_details', { regcode: `${janis.name} ${janis.birthDate}` })),
    'a personal code as an owner\'s number': errorTextOf(await callTool(t.mcp.client, 'list_holder_holdings', { regcode: '010180-12345' })),
  };
}

test('every pointer names check_person, never says no tool finds a person\'s companies, and the call it names answers', async () => {
  for (const [where, text] of Object.entries(await pointers())) {
    assert.match(text, /check_person/, where);
    assert.doesNotMatch(text, /no tool here (finds|lists) (the companies of a person|a person's companies)/i, where);
    assert.doesNotMatch(text, /persons\/check/, where);
    assert.match(text, /candidates true adds the roles matched by name alone, where a register gives no birth date/, where);
  }
  const answer = personCheckAsRest<{ results: unknown[] }>(await callTool(t.mcp.client, 'check_person', { name: janis.name, birthDate: janis.birthDate }));
  assert.equal(answer.results.length, janis.associations);
});

test('a person\'s new roles are pointed to list_new_person_roles, which answers, never to a REST route', async () => {
  for (const [where, text] of Object.entries(await pointers())) assert.deepEqual(pathsIn(text), [], where);
  assert.match(t.mcp.client.getInstructions() ?? '', /list_new_person_roles with the same name and birthDate lists the roles first seen in the last 24 hours/);
  const answer = structuredOf<{ personKnown: boolean }>(await callTool(t.mcp.client, 'list_new_person_roles', { name: janis.name, birthDate: janis.birthDate }));
  assert.equal(answer.personKnown, true);
});
