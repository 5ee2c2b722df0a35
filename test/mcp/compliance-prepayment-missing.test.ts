// A Finnish company not in the prepayment register (ennakkoperintärekisteri): no flag is raised, the
// register being no list of defaulters, yet a payer withholds tax from a payment for work to it and a
// check under the Contractor's Obligations Act asks for the entry. get_company_compliance gave
// `"prepayment": {"registered": false}` beside flags [] and said nothing, which a model read as clean;
// it now says so beside the JSON, as it does of an LV tax rating C.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { FIXTURE, seedDatabase, type SeededStore } from '../helpers/seed.ts';
import { openForReading, openForWriting } from '../../src/store/open.ts';
import { createServices } from '../../src/services/index.ts';
import { callTool, connectInProcess, sentencesOf, structuredOf, type Connected } from './client.ts';

const { fiNokia: missing, fiClosed: closed } = FIXTURE.companies;
const entered = Object.values(FIXTURE.companies).find((c) => c.country === 'FI' && c.regcode !== missing.regcode && c.regcode !== closed.regcode)!;

let store: SeededStore;
let db: ReturnType<typeof openForReading>;
let mcp: Connected;
before(async () => {
  store = seedDatabase();
  // Nokia in the employer register alone; another in both; the closed one in neither.
  const writing = openForWriting(store.path);
  try {
    const insert = writing.prepare(`INSERT INTO tax_registers (country, regcode, register, registered, since, until, source, as_of)
      VALUES ('FI', ?, ?, 1, ?, NULL, 'fi.ytj', '2026-11-21')`);
    insert.run(missing.regcode, 'employer', '2012-10-01');
    for (const register of ['prepayment', 'employer']) insert.run(entered.regcode, register, '2015-01-01');
  } finally {
    writing.close();
  }
  db = openForReading(store.path);
  mcp = await connectInProcess({ services: createServices({ db, sanctionsThreshold: FIXTURE.sanctionsThreshold }) });
});
after(async () => {
  await mcp.close();
  db.close();
  store.cleanup();
});

const compliance = (regcode: string) => callTool(mcp.client, 'get_company_compliance', { regcode, country: 'FI' });

test('a Finnish company not in the prepayment register is told it raises no flag and what it means for a payer', async () => {
  const result = await compliance(missing.regcode);
  const answer = structuredOf<{ flags: string[]; taxRegisters: { prepayment: { registered: boolean } } }>(result);
  assert.deepEqual([answer.taxRegisters.prepayment.registered, answer.flags], [false, []]);
  assert.match(sentencesOf(result), /taxRegisters\.prepayment\.registered false: (Nokia Oyj \(0112038-9\)|the company) is not in the Finnish prepayment register today\. It raises no flag, but a payer withholds tax from a payment for work to it, and a check under the Contractor's Obligations Act notes it\. Weigh it beside flags, not as clean\./);
  // One in the register, and a closed one (whose closure the flags say), are told nothing of it.
  assert.doesNotMatch(sentencesOf(await compliance(entered.regcode)), /prepayment/);
  assert.doesNotMatch(sentencesOf(await compliance(closed.regcode)), /prepayment/);
});
