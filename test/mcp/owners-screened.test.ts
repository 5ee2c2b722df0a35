// Which owners sanctions screening weighs, said beside the answer: get_company_details counts the
// natural persons holding a company ("2 persons") and names none, and a model asked whether any
// owner is sanctioned had only the missing sanctioned_owner flag, not knowing that a minority holder
// or an officer is not screened, nor that no owner of a Finnish or Lithuanian company is. Told the
// rule alone, it could not tell a company whose controlling owners were compared from one held by
// two members of a half each and no beneficial owner listed, where none was: the answer counts them.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices } from '../helpers/seeded-services.ts';
import { FIXTURE } from '../helpers/seed.ts';
import { callTool, connectInProcess, sentencesOf, type Connected } from './client.ts';
import { ownersScreenedSentence } from '../../src/mcp/tools/sanctioned-owners.ts';
import { namedOnce } from '../../src/mcp/tools/company-named-once.ts';

const { lvKekava, lvSanctionedOwner, fiNokia, lvBalticLogistics, lvRigasKoks, lvGaze, lvSoleTrader, eePohjaPuit, eeEnergia } = FIXTURE.companies;
let seeded: ReturnType<typeof seededServices>;
let mcp: Connected;

before(async () => {
  seeded = seededServices();
  mcp = await connectInProcess({ services: seeded.services });
});
after(async () => { await mcp.close(); seeded.close(); });

async function sentences(tool: string, regcode: string, country: string): Promise<string> {
  const result = await callTool(mcp.client, tool, { regcode, country });
  return sentencesOf(result);
}

test('the natural persons counted in personOwners: how many of them the screening compared, none named', async () => {
  const said = await sentences('get_company_details', lvKekava.regcode, 'LV');
  assert.match(said, /Sanctions screening compared 2 persons \(by name and birth date, both its natural-person owners\) and no company with the .+? of [\d-]+ as owners of SIA "Ķekavas Ļaudis" \(40003333333\), none matching: it weighs only/);
  for (const p of [FIXTURE.persons.peteris.name, FIXTURE.persons.sergei.lv]) assert.ok(!said.includes(p), `${p} is not named`);
});

// An IK's owner is the one natural person holding it (personOwners count 1), and the screening compares
// that owner: "not its one natural-person owner" would say the person counted was not compared ("1 of its 1
// natural-person owner" read as a count gone wrong, and is said "its one natural-person owner").
test('an LV sole trader: its owner is the natural-person owner counted and the one compared', async () => {
  const said = await sentences('get_company_details', lvSoleTrader.regcode, 'LV');
  assert.match(said, /Sanctions screening compared 1 person \(by name and birth date, its one natural-person owner\) and no company with the .+? as owners of the company, none matching: it weighs only the owner, the trader, and the beneficial owners; other officers are compared with every list for review alone \(a candidate at most\)\./);
});

// Two members of 50 % each and no beneficial owner listed: neither controls it, so neither is compared with
// the EU, UN or national lists but for a reviewer's candidate (each with OFAC's, whose rule a half meets).
test('a company none of whose owners controls it is told that no controlling owner was screened, the minority ones with OFAC\'s list and the others for review, and the missing flag says nothing', async () => {
  for (const tool of ['get_company_details', 'get_company_compliance']) {
    const said = await sentences(tool, lvRigasKoks.regcode, 'LV');
    assert.match(said, /No controlling owner of (.* \(\d+\)|the company) is screened against the sanctions lists: the register data held here names no beneficial owner and no member holding more than half or alone/, tool);
    assert.match(said, /minority members are weighed on OFAC's list \(its 50 Percent Rule\) and are candidates for review at most on the others/, tool);
    assert.match(said, /The missing sanctioned_owner flag says nothing about its owners\./, tool);
    assert.doesNotMatch(said, /none matching/, tool);
  }
  assert.match(await sentences('get_company_details', lvRigasKoks.regcode, 'LV'), /\(none of its 2 natural-person owners\)/);
});

test('the compliance answer counts the owners screened, or says none was where the register names no owners', async () => {
  // Held by a company that controls it, no natural person.
  assert.match(await sentences('get_company_compliance', lvGaze.regcode, 'LV'),
    /Sanctions screening compared no person \(the register data held here names no beneficial owner\) and 1 company with the .+? as owners of .*, none matching/);
  assert.match(await sentences('get_company_compliance', lvBalticLogistics.regcode, 'LV'), /No controlling owner of .* is screened against the sanctions lists/);
  assert.match(await sentences('get_company_compliance', fiNokia.regcode, 'FI'),
    /No owner of Nokia Oyj \(0112038-9\) is screened against the sanctions lists: the FI register data held here names none; isSanctioned rests on its own name and number alone\./);
});

// Every kind of controlling owner of every legal form was named beside each LV and EE company (an
// SIA's general partners, an IK's stockholders): the sentence names those of the company's form.
test('the owners screened are named as the company\'s legal form has them', async () => {
  const siaSaid = await sentences('get_company_compliance', lvKekava.regcode, 'LV');
  assert.match(siaSaid, /none matching: it weighs only the beneficial owners and a member holding more than half or alone; minority members are weighed on OFAC's list \(its 50 Percent Rule\) and are candidates for review at most on the others, officers on all\./);
  assert.doesNotMatch(siaSaid, /stockholder|partner|IK/);
  assert.match(await sentences('get_company_compliance', lvGaze.regcode, 'LV'),
    /none matching: it weighs only the beneficial owners and a stockholder holding more than half or alone; minority stockholders are weighed on OFAC's list \(its 50 Percent Rule\) and are candidates for review at most on the others, officers on all\./);
  assert.match(await sentences('get_company_compliance', lvSoleTrader.regcode, 'LV'),
    /none matching: it weighs only the owner, the trader, and the beneficial owners; other officers are compared with every list for review alone \(a candidate at most\)\./);
  const EE_OFFICERS = 'officers with every list for review alone \\(a candidate at most\\) where the register gives their birth date, and with none where it gives none, as RIK\'s files do for most\\.';
  assert.match(await sentences('get_company_compliance', eePohjaPuit.regcode, 'EE'),
    new RegExp(`none matching: it weighs only the beneficial owners and a member holding more than half or alone; minority members are weighed on OFAC's list \\(its 50 Percent Rule\\) and are candidates for review at most on the others, officers on all where the register gives their birth date, as RIK's files do for few\\.`));
  // An EE AS: RIK publishes no stockholders, so its beneficial owners are all there is to compare.
  assert.match(await sentences('get_company_compliance', eeEnergia.regcode, 'EE'),
    new RegExp(`No owner of Eesti Energia AS \\(10137025\\) is screened against the sanctions lists: the register data held here names no beneficial owner, and lists no stockholders of an AS; officers are compared ${EE_OFFICERS.replace(/^officers /, '')}`));
});

// A closed company's files list no holders: "names no beneficial owner and no member …" gave a reason that was not it.
test('a closed company none of whose owners was screened is told that it is closed', async () => {
  const said = await sentences('get_company_compliance', FIXTURE.companies.lvRigasKoksClosed.regcode, 'LV');
  assert.match(said, /is screened against the sanctions lists: the LV register no longer lists the owners of a closed company, so the missing sanctioned_owner flag says nothing about who held it\./);
  assert.doesNotMatch(said, /no beneficial owner/);
});

test('a company flagged sanctioned_owner is told nothing of which owners were screened: the flag names them', async () => {
  assert.doesNotMatch(await sentences('get_company_compliance', lvSanctionedOwner.regcode, 'LV'), /screened against the sanctions lists/);
  assert.doesNotMatch(await sentences('get_company_details', lvSanctionedOwner.regcode, 'LV'), /screened against the sanctions lists/);
});

test('a partnership is told that its partners are compared, a limited partner as any member', () => {
  const coverage = { members: true, stockholders: true, beneficialOwners: true };
  const count = { persons: 2, ownerPersons: 2, entities: 0 };
  const said = (country: string, legalFormCode: string) => namedOnce([ownersScreenedSentence({ country, status: 'active', flags: [] }, coverage, { ...count, legalFormCode })!],
    { name: 'Partneri', regcode: '40103000771' })[0]!;
  assert.match(said('LV', 'KS'), /none matching: it weighs only the general partners, the beneficial owners and a limited partner holding more than half or alone; minority limited partners are weighed on OFAC's list \(its 50 Percent Rule\) and are candidates for review at most on the others, officers on all\.$/);
  // An Estonian officer is compared only where RIK's files give a birth date, as they do for few.
  assert.match(said('EE', 'UÜ'), /minority limited partners are weighed on OFAC's list \(its 50 Percent Rule\) and are candidates for review at most on the others, officers on all where the register gives their birth date, as RIK's files do for few \(officersNotScreened of get_company_compliance names them\)\.$/);
  for (const [country, form] of [['LV', 'PS'], ['EE', 'TÜ']]) assert.match(said(country!, form!), /none matching: it weighs only the partners and the beneficial owners\.$/);
});

// Held by a company that controls it and no beneficial owner recorded: "compared no person …: it
// weighs only the beneficial owners and …" read as beneficial owners compared and found clean.
test('a company no person was compared for is told that no beneficial owner is recorded', async () => {
  assert.match(await sentences('get_company_compliance', lvGaze.regcode, 'LV'), /Sanctions screening compared no person \(the register data held here names no beneficial owner\) and 1 company with the .+? as owners of Latvijas Gāze, AS \(40003032949\), none matching: it weighs only the beneficial owners and /);
  // The details say it beside the persons counted in personOwners, none of them controlling.
  const counted = ownersScreenedSentence({ country: 'LV', status: 'active', flags: [] }, { members: true, stockholders: true, beneficialOwners: true },
    { persons: 0, ownerPersons: 0, entities: 1, legalFormCode: 'SIA' }, 2);
  assert.match(namedOnce([counted!], { name: 'SIA "Alfa"', regcode: '40003000001' })[0]!,
    /^Sanctions screening compared no person \(none of its 2 natural-person owners; the register data held here names no beneficial owner\) and 1 company with the lists as owners of SIA "Alfa" \(40003000001\), none matching/);
  // Where a person was compared, nothing is said of beneficial owners missing.
  assert.doesNotMatch(await sentences('get_company_compliance', lvKekava.regcode, 'LV'), /names no beneficial owner/);
});

// A company listed itself, whose owners were compared and none matched: "none matching" alone was read
// as the company found clean beside isSanctioned true (AS "Dzintara Osta Termināls" on the demo).
test('a company sanctioned itself is told that the flag is its own match, not an owner\'s', () => {
  const coverage = { members: true, stockholders: true, beneficialOwners: true };
  const count = { persons: 2, ownerPersons: 2, entities: 0, legalFormCode: 'AS' };
  const said = (flags: string[]) => ownersScreenedSentence({ country: 'LV', status: 'active', flags }, coverage, count, 2)!;
  assert.match(said(['sanctioned']), /none matching: .*officers on all\. The sanctioned flag is the company's own match, not an owner's\.$/);
  assert.doesNotMatch(said([]), /sanctioned flag/);
});

// No one owns an association (LV BDR, EE MTÜ), a foundation or a branch (services/company-owners.ts
// FORMS_HELD_BY_NONE): "The missing sanctioned_owner flag says nothing about its owners" told a model it had
// owners the screening had not compared, and "a member or stockholder holding more than half" that it had members holding it.
test('a form no one owns is told it has no owners to screen, and its beneficial owners as all the screening weighs', () => {
  const coverage = { members: true, stockholders: true, beneficialOwners: true };
  const said = (country: string, legalFormCode: string, persons: number, status = 'active') => namedOnce([ownersScreenedSentence({ country, status, flags: [] },
    coverage, { persons, ownerPersons: 0, entities: 0, legalFormCode }, undefined, { officersNotScreenedHere: true })!], { name: 'Biedrība "Alfa"', regcode: '40008000001' })[0]!;
  for (const [country, form] of [['LV', 'BDR'], ['LV', 'NOD'], ['LV', 'FIL'], ['EE', 'MTÜ'], ['EE', 'SA']] as const) {
    for (const status of ['active', 'closed']) {
      const none = said(country, form, 0, status);
      assert.match(none, new RegExp(`^Biedrība "Alfa" \\(40008000001\\) has no owners to screen against the sanctions lists: no one owns a company of its legal form \\(${country} ${form}\\), and ${status === 'closed' ? `the ${country} register no longer lists the beneficial owners of a closed company` : 'the register data held here names no beneficial owner of it'}; officers are compared with every list for review alone \\(a candidate at most\\)`));
      assert.doesNotMatch(none, /says nothing about|minority|member or stockholder/);
    }
    const compared = said(country, form, 1);
    assert.match(compared, /none matching: it weighs only the beneficial owners, as no one owns a company of its form; officers are compared with every list for review alone/);
    assert.doesNotMatch(compared, /minority|member or stockholder/);
  }
});
