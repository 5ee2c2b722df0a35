// get_company_compliance lists the weaker sanctions candidates when asked (candidates: true), as
// the REST sanctions check does with candidates=true: a reviewer working through a model had no
// way to read them. They come apart from the matches and never make the company sanctioned.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { callTool, connectInProcess, errorTextOf, structuredOf, type Connected } from './client.ts';
import { FIXTURE, seedDatabase } from '../helpers/seed.ts';
import { openForReading, openForWriting } from '../../src/store/open.ts';
import { createServices } from '../../src/services/index.ts';

const MATCHED = FIXTURE.companies.lvSanctionedByName.regcode;
const CLEAN = FIXTURE.companies.lvSoleTrader.regcode;

type Match = { list: string; entryId: string; score: number; explanation: string };
type Answer = { isSanctioned: boolean; sanctionsThreshold: number; sanctions: Match[]; sanctionCandidates?: Match[] };

let store: ReturnType<typeof seedDatabase>;
let db: ReturnType<typeof openForReading>;
let mcp: Connected;

before(async () => {
  store = seedDatabase();
  const writer = openForWriting(store.path);
  try {
    const add = writer.prepare(`INSERT INTO sanction_matches (country, regcode, list, entry_id, matched_on, matched_name, score, features, algorithm_version, screened_at)
      VALUES ('LV', ?, 'EU', 'EU-1', 'name', 'Sankciju Tirdzniecība', ?, '{"nameSimilarity":0.84}', 'screen-1', '2026-11-21T06:00:00Z')`);
    add.run(MATCHED, 0.84);
    add.run(CLEAN, 0.81);
  } finally {
    writer.close();
  }
  db = openForReading(store.path);
  mcp = await connectInProcess({ services: createServices({ db, sanctionsThreshold: FIXTURE.sanctionsThreshold }) });
});
after(async () => {
  await mcp.close();
  db.close();
  store.cleanup();
});

const compliance = async (args: Record<string, unknown>) => structuredOf<Answer>(await callTool(mcp.client, 'get_company_compliance', args));

test('candidates: true lists the matches below the threshold in sanctionCandidates; left out, none is shown', async () => {
  const plain = await compliance({ regcode: MATCHED });
  assert.equal(plain.sanctionCandidates, undefined, 'left out unless asked for');
  const asked = await compliance({ regcode: MATCHED, candidates: true });
  assert.deepEqual(asked.sanctions, plain.sanctions, 'the matches are the same');
  assert.deepEqual(asked.sanctionCandidates!.map((c) => [c.list, c.entryId, c.score]), [['EU', 'EU-1', 0.84]]);
  assert.ok(asked.sanctionCandidates![0]!.score < asked.sanctionsThreshold);
  assert.ok(asked.sanctionCandidates![0]!.explanation.length > 0, 'a candidate says why it scored');

  // A company whose only stored match is a candidate stays not sanctioned; "true" as a text is read as meant.
  const clean = await compliance({ regcode: CLEAN, candidates: 'true' });
  assert.equal(clean.isSanctioned, false);
  assert.deepEqual(clean.sanctions, []);
  assert.deepEqual(clean.sanctionCandidates!.map((c) => c.score), [0.81]);
  assert.equal((await compliance({ regcode: CLEAN, candidates: false })).sanctionCandidates, undefined);
});

test('a candidates value that is not true or false is refused naming candidates', async () => {
  assert.match(errorTextOf(await callTool(mcp.client, 'get_company_compliance', { regcode: CLEAN, candidates: 'yes' })), /candidates: must be true or false/);
});

// The output schema gives a match's fields once, under sanctions; a candidate's entry points to
// them (a $ref there fails the whole tools/list in several clients), and the tool still sends a
// candidate with exactly those fields: the screening's free-form features stay out, as for a match.
test('a candidate holds the fields of a match and no more, and its schema points to the match\'s fields', async () => {
  const { tools } = await mcp.client.listTools();
  const schema = tools.find((t) => t.name === 'get_company_compliance')!.outputSchema as {
    properties: Record<string, { items: { properties?: Record<string, unknown>; description?: string } }>;
  };
  const fields = Object.keys(schema.properties.sanctions!.items.properties!);
  assert.ok(fields.includes('explanation') && fields.includes('entryName'));
  assert.match(schema.properties.sanctionCandidates!.items.description!, /the fields of an entry of sanctions/);
  assert.ok(!JSON.stringify(schema.properties.sanctionCandidates).includes('$ref'));

  const asked = await compliance({ regcode: MATCHED, candidates: true });
  assert.ok(asked.sanctions.length > 0);
  for (const match of asked.sanctions) assert.deepEqual(Object.keys(match).sort(), [...fields].sort());
  for (const candidate of asked.sanctionCandidates!) assert.deepEqual(Object.keys(candidate).sort(), [...fields].sort());
});

// Called without candidates, as the kyb_check walk-through calls it, an empty sanctions list read as
// a clean result where an entry scored just under the threshold; the answer now names the
// candidates it leaves out and the call that lists them.
test('an answer without candidates names those it leaves out and the call that lists them', async () => {
  const result = await callTool(mcp.client, 'get_company_compliance', { regcode: CLEAN });
  const answer = structuredOf<Answer>(result);
  assert.deepEqual(answer.sanctions, []);
  assert.equal(answer.sanctionCandidates, undefined, 'still listed only when asked for');
  const sentence = result.content[1]?.type === 'text' ? result.content[1].text : '';
  assert.match(sentence, /^1 weaker sanctions candidate, scored 0\.81 against "[^"]+" \(EU\), below the threshold [\d.]+, is kept for a reviewer/, sentence);
  // Said first, it names the company, and "the company" after, as the sentences after it do.
  const { name } = FIXTURE.companies.lvSoleTrader;
  assert.ok(sentence.includes(`it does not make ${name} (${CLEAN}) sanctioned; call get_company_compliance again with candidates: true to read it `
    + 'before reporting the company clear of sanctions.'), sentence);

  // A sanctioned company's candidates are named without calling it clear.
  const matched = await callTool(mcp.client, 'get_company_compliance', { regcode: MATCHED });
  const told = matched.content[1]?.type === 'text' ? matched.content[1].text : '';
  assert.match(told, /^1 weaker sanctions candidate, scored 0\.84 .* with candidates: true to read it\.( |$)/, told);

  // Asked for, they are listed and not told again; a company with none gets no sentence.
  // (An LV answer still says its taxDebt null says nothing, as no LV debtors list is held.)
  const toldOf = async (args: Record<string, unknown>) => JSON.stringify((await callTool(mcp.client, 'get_company_compliance', args)).content.slice(1));
  assert.doesNotMatch(await toldOf({ regcode: CLEAN, candidates: true }), /sanctions candidate/);
  assert.doesNotMatch(await toldOf({ regcode: FIXTURE.companies.lvGaze.regcode }), /sanctions candidate/);
});

// get_company_details said isSanctioned false and nothing of a candidate kept for a reviewer, and a
// model checking a partner from the details alone reported it clear of sanctions, where the compliance
// answer says not to before reading the candidate. The details now name it with the call that lists it.
test('get_company_details names the weaker candidates beside isSanctioned false, with the call that lists them', async () => {
  const result = await callTool(mcp.client, 'get_company_details', { regcode: CLEAN });
  assert.equal(structuredOf<{ isSanctioned: boolean }>(result).isSanctioned, false);
  const told = result.content.slice(1).map((c) => (c.type === 'text' ? c.text : '')).join(' ');
  assert.match(told, /1 weaker sanctions candidate, scored 0\.81 against "[^"]+" \(EU\), below the threshold [\d.]+, is kept for a reviewer and left out of this answer: it does not make .* sanctioned; call get_company_compliance with candidates: true to read it before reporting .* clear of sanctions\./, told);
  // A sanctioned company's details say no more than before; one with no candidate gets no such sentence.
  for (const regcode of [MATCHED, FIXTURE.companies.lvGaze.regcode]) {
    const other = await callTool(mcp.client, 'get_company_details', { regcode });
    assert.doesNotMatch(JSON.stringify(other.content.slice(1)), /sanctions candidate/, regcode);
  }
});
