// Which owners sanctions screening weighs, said beside the answer: get_company_details counts the
// natural persons holding a company ("2 persons") and names none, and a model asked whether any
// owner is sanctioned had only the missing sanctioned_owner flag, not knowing that a minority holder
// or an officer is not screened, nor that no owner of a Finnish or Lithuanian company is.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices } from '../helpers/seeded-services.ts';
import { FIXTURE } from '../helpers/seed.ts';
import { callTool, connectInProcess, type Connected } from './client.ts';

const { lvKekava, lvSanctionedOwner, fiNokia, lvBalticLogistics } = FIXTURE.companies;
let seeded: ReturnType<typeof seededServices>;
let mcp: Connected;

before(async () => {
  seeded = seededServices();
  mcp = await connectInProcess({ services: seeded.services });
});
after(async () => { await mcp.close(); seeded.close(); });

async function sentences(tool: string, regcode: string, country: string): Promise<string> {
  const result = await callTool(mcp.client, tool, { regcode, country });
  return result.content.slice(1).map((c) => (c as { text: string }).text).join(' ');
}

test('the natural persons counted in personOwners are said to be screened only where they control the company, none named', async () => {
  const said = await sentences('get_company_details', lvKekava.regcode, 'LV');
  assert.match(said, /Its 2 natural-person owners are screened against the sanctions lists \(persons by name and birth date\) only where they control/);
  assert.match(said, /a minority holder only as a beneficial owner, officers not by name\. No sanctioned_owner flag: none of those matched\./);
  for (const p of [FIXTURE.persons.peteris.name, FIXTURE.persons.sergei.lv]) assert.ok(!said.includes(p), `${p} is not named`);
});

test('the compliance answer says which owners were screened, or that none was where the register names no owners', async () => {
  assert.match(await sentences('get_company_compliance', lvBalticLogistics.regcode, 'LV'), /Its owners are screened against the sanctions lists .* only where they control/);
  assert.match(await sentences('get_company_compliance', fiNokia.regcode, 'FI'),
    /No owner of Nokia Oyj \(0112038-9\) is screened against the sanctions lists: the FI register data held here names none; isSanctioned rests on its own name and number alone\./);
});

test('a company flagged sanctioned_owner is told nothing of which owners were screened: the flag names them', async () => {
  assert.doesNotMatch(await sentences('get_company_compliance', lvSanctionedOwner.regcode, 'LV'), /screened against the sanctions lists/);
  assert.doesNotMatch(await sentences('get_company_details', lvSanctionedOwner.regcode, 'LV'), /screened against the sanctions lists/);
});
