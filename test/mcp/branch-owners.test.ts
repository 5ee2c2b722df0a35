// An LV branch of a foreign company (UR type AKF, ārvalsts komersanta filiāle) is no legal person:
// it has no members or shares, so get_company_details gave it owners [] and personOwners count 0
// beside nothing else, which a model checking who holds a partner reported as held by no one, while
// the branch is part of the company abroad that opened it. The answer now says so, as it does for a
// sole trader; a company with members gets no such sentence.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openForReading } from '../../src/store/open.ts';
import { createServices } from '../../src/services/index.ts';
import { FIXTURE, ownCompany, seedDatabase } from '../helpers/seed.ts';
import { callTool, connectInProcess, sentencesOf, structuredOf } from './client.ts';

const BRANCH = { regcode: '40103999001', name: 'Nordic Tools AB filiāle Latvijā' };

test('an LV branch of a foreign company: the answer says its empty owners are no finding', async (t) => {
  const store = seedDatabase(undefined, { rows: { companies: [
    ownCompany(BRANCH.regcode, BRANCH.name, { form: 'AKF', formName: 'Ārvalsts komersanta filiāle' }),
  ] } });
  const db = openForReading(store.path);
  const mcp = await connectInProcess({ services: createServices({ db, sanctionsThreshold: FIXTURE.sanctionsThreshold }) });
  t.after(async () => { await mcp.close(); db.close(); store.cleanup(); });

  const result = await callTool(mcp.client, 'get_company_details', { regcode: BRANCH.regcode });
  const value = structuredOf<{ owners: unknown[]; personOwners: { count: number } | null }>(result);
  assert.deepEqual([value.owners, value.personOwners?.count], [[], 0]);
  // Named in its first mention: the sentence of its board, beside it, does not name it.
  assert.match(sentencesOf(result), new RegExp(`Nordic Tools AB filiāle Latvijā \\(${BRANCH.regcode}\\) is a branch of a foreign company `
    + '\\(AKF, ārvalsts komersanta filiāle\\), no legal person of its own, with no members or shares: the empty owners list and '
    + 'personOwners count 0 do not mean it is held by no one; it is part of the company that opened it'));
  const sia = await callTool(mcp.client, 'get_company_details', { regcode: FIXTURE.companies.lvKekava.regcode });
  assert.doesNotMatch(JSON.stringify(sia.content), /branch/);
});

// In a store holding no LV members or stockholders, personOwners is null: the branch's sentence, now
// the only one on its owners, named a count 0 the answer does not give.
test('an LV branch in a store holding no LV holders is told with the personOwners null its answer gives', async (t) => {
  const store = seedDatabase(undefined, { fixture: false, rows: { companies: [
    ownCompany(BRANCH.regcode, BRANCH.name, { form: 'AKF', formName: 'Ārvalsts komersanta filiāle' }),
  ] } });
  const db = openForReading(store.path);
  const mcp = await connectInProcess({ services: createServices({ db, sanctionsThreshold: FIXTURE.sanctionsThreshold }) });
  t.after(async () => { await mcp.close(); db.close(); store.cleanup(); });

  const result = await callTool(mcp.client, 'get_company_details', { regcode: BRANCH.regcode });
  assert.equal(structuredOf<{ personOwners: unknown }>(result).personOwners, null);
  const said = sentencesOf(result);
  assert.match(said, /is a branch of a foreign company .*: the empty owners list and personOwners null do not mean it is held by no one/);
  assert.equal(said.match(/held by no/g)?.length, 1, said);
});
