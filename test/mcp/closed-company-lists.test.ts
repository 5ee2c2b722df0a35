// A closed company's register files list no board or holders in force, so get_company_details gave a
// struck-off EE OÜ officers [], owners [] and personOwners count 0 beside no sentence at all, and an LV
// one a sentence about its officers only: a model reported it as held by no one and without a board.
// The answer now says the empty lists say nothing of a closed company, as the company:// resource's
// notes do; a live company, and the LT and FI ones already told, get no such sentence. Its personOwners,
// a count 0 that read as "held by no person", is null: the register no longer lists who held it, and
// the sentence says so; a closed association, which no one holds, keeps its 0.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openForReading } from '../../src/store/open.ts';
import { createServices } from '../../src/services/index.ts';
import { FIXTURE, ownCompany, seedDatabase } from '../helpers/seed.ts';
import { callTool, connectInProcess, sentencesOf, structuredOf } from './client.ts';

const EE_CLOSED = { regcode: '14000009', name: 'Suletud Ehitus OÜ' };
const LV_CLOSED_ASSOCIATION = { regcode: '40008000017', name: 'Biedrība "Slēgtais Klubs"' };
const LV_CLOSED = FIXTURE.companies.lvRigasKoksClosed;
// The seed's EE lists no members: one makes EE a country whose holders are known, as RIK's files are.
const EE_MEMBER = {
  id: 9001, country: 'EE', regcode: FIXTURE.companies.eePohjaPuit.regcode, role: 'member', position: null, person_name: 'Mari Tamm',
  name_key: 'mari tamm', entity_type: 'natural_person', birth_date: null, birth_key: null, holder_regcode: null, since: '2015-09-01',
  until: null, share_percent: 100, share_amount: 2500, share_currency: 'EUR', assoc_key: 'closed-lists-1',
  first_seen_at: '2024-01-01T00:00:00Z', source: 'ee.shareholders', as_of: '2026-11-21',
};

test('a closed company: the answer says its empty officers and owners say nothing about who ran or held it', async (t) => {
  const store = seedDatabase(undefined, { rows: { companies: [
    ownCompany(EE_CLOSED.regcode, EE_CLOSED.name, { country: 'EE', form: 'OÜ', formName: 'Osaühing', status: 'closed', source: 'ee.basic' }),
    ownCompany(LV_CLOSED_ASSOCIATION.regcode, LV_CLOSED_ASSOCIATION.name, { form: 'BDR', formName: 'Biedrība', status: 'closed', source: 'lv.register' }),
  ], person_roles: [EE_MEMBER] } });
  const db = openForReading(store.path);
  const mcp = await connectInProcess({ services: createServices({ db, sanctionsThreshold: FIXTURE.sanctionsThreshold }) });
  t.after(async () => { await mcp.close(); db.close(); store.cleanup(); });
  type Lists = { status: string; officers: unknown[]; formerOfficers: unknown[]; owners: unknown[]; personOwners: { count: number } | null };

  const ee = await callTool(mcp.client, 'get_company_details', { regcode: EE_CLOSED.regcode, country: 'EE' });
  const eeValue = structuredOf<Lists>(ee);
  assert.deepEqual([eeValue.status, eeValue.officers, eeValue.formerOfficers, eeValue.owners, eeValue.personOwners],
    ['closed', [], [], [], null]);
  // Named in the sentence before, which dates its closure (found gone from RIK's basic data: closedOnOrBefore).
  assert.match(JSON.stringify(ee.content), new RegExp(`The company is closed: the EE register no longer lists `
    + 'the officers or owners of a closed company, so its empty officers, formerOfficers and owners lists and personOwners null say '
    + 'nothing of who ran or held it; do not report it as having no board or owners\\.'));
  assert.doesNotMatch(JSON.stringify(ee.content), /personOwners count 0/);

  // LV: the board and the owners in one sentence, where two each began "… is closed:".
  const lv = await callTool(mcp.client, 'get_company_details', { regcode: LV_CLOSED.regcode, country: 'LV' });
  const lvValue = structuredOf<Lists>(lv);
  assert.deepEqual([lvValue.status, lvValue.officers, lvValue.owners, lvValue.personOwners], ['closed', [], [], null]);
  const lvSaid = JSON.stringify(lv.content);
  assert.match(lvSaid, /is closed: the LV register no longer lists the officers or owners of a closed company, and none of its offices is recorded here as ended, so its empty officers, formerOfficers and owners lists and personOwners null say nothing of who ran or held it; do not report it as having no board or owners\./);
  assert.equal(lvSaid.match(/is closed:/g)?.length, 1, 'the company is said to be closed once');

  // The resource carries the same fields and the same note.
  const read = await mcp.client.readResource({ uri: `company://EE/${EE_CLOSED.regcode}` });
  const notes = (JSON.parse((read.contents[0] as { text: string }).text) as { notes: string[] }).notes;
  assert.ok(notes.some((n) => n.startsWith('The company is closed: the EE register')), JSON.stringify(notes));

  // An association no one holds, closed as alive: its 0 is true, and no owners of it are said unlisted.
  const club = await callTool(mcp.client, 'get_company_details', { regcode: LV_CLOSED_ASSOCIATION.regcode, country: 'LV' });
  assert.deepEqual(structuredOf<Lists>(club).personOwners, { count: 0, sharePercent: null });
  assert.match(JSON.stringify(club.content), /is closed: the LV register no longer lists the officers of a closed company/);
  assert.doesNotMatch(JSON.stringify(club.content), /owners of a closed company/);

  for (const live of [FIXTURE.companies.lvKekava, FIXTURE.companies.eePohjaPuit]) {
    const answer = await callTool(mcp.client, 'get_company_details', { regcode: live.regcode, country: live.country });
    assert.doesNotMatch(JSON.stringify(answer.content), /is closed:/, live.name);
  }
  const lt = await callTool(mcp.client, 'get_company_details', { regcode: FIXTURE.companies.ltClosed.regcode, country: 'LT' });
  assert.doesNotMatch(JSON.stringify(lt.content), /is closed:/, 'LT names no officers or owners of any company, and says so');
});

// A closed LV company whose officers list still holds someone: its empty formerOfficers says nothing
// of who left (no office of a closed company is recorded as ended), and the sentence says no more
// than that, not that the register lists no officers of it beside the one it lists; its owners,
// none listed, in the same sentence.
const LV_CLOSED_OFFICER = {
  id: 9002, country: 'LV', regcode: LV_CLOSED.regcode, role: 'officer', position: 'board_member', person_name: 'Liepa Ilze',
  name_key: 'ilze liepa', entity_type: 'natural_person', birth_date: null, birth_key: null, holder_regcode: null, since: '2012-03-01',
  until: null, share_percent: null, share_amount: null, share_currency: null, assoc_key: 'closed-lists-2',
  first_seen_at: '2024-01-01T00:00:00Z', source: 'lv.officers', as_of: '2026-11-21',
};

test('a closed LV company whose file still lists an officer is told its empty formerOfficers says nothing of who left', async (t) => {
  const store = seedDatabase(undefined, { rows: { person_roles: [LV_CLOSED_OFFICER] } });
  const db = openForReading(store.path);
  const mcp = await connectInProcess({ services: createServices({ db, sanctionsThreshold: FIXTURE.sanctionsThreshold }) });
  t.after(async () => { await mcp.close(); db.close(); store.cleanup(); });
  const lv = await callTool(mcp.client, 'get_company_details', { regcode: LV_CLOSED.regcode, country: 'LV' });
  const value = structuredOf<{ status: string; officers: Array<{ name: string }>; formerOfficers: unknown[] }>(lv);
  assert.deepEqual([value.status, value.officers.map((o) => o.name), value.formerOfficers], ['closed', ['Ilze Liepa'], []]);
  const said = sentencesOf(lv);
  // Its owners, none listed, are told in the same sentence, where a second began "… is closed:" again.
  assert.match(said, /is closed: the LV register dates no end of an office and no longer lists the owners of a closed company, and none of its offices is recorded here as ended, so formerOfficers \[\] and its empty owners list and personOwners null say nothing of who left its board or held it; do not report its board as unchanged or it as having no owners\./);
  assert.doesNotMatch(said, /lists no officers|empty officers|having no board/, 'its officers list is not empty');
  assert.equal(said.match(/is closed:/g)?.length, 1, 'the company is said to be closed once');
});

test('a closed LV company whose file still lists an officer and a member is told of its formerOfficers alone', async (t) => {
  const member = { ...LV_CLOSED_OFFICER, id: 9003, role: 'member', position: null, share_percent: 100, share_amount: 2800, share_currency: 'EUR',
    assoc_key: 'closed-lists-3', source: 'lv.members' };
  const store = seedDatabase(undefined, { rows: { person_roles: [LV_CLOSED_OFFICER, member] } });
  const db = openForReading(store.path);
  const mcp = await connectInProcess({ services: createServices({ db, sanctionsThreshold: FIXTURE.sanctionsThreshold }) });
  t.after(async () => { await mcp.close(); db.close(); store.cleanup(); });
  const lv = await callTool(mcp.client, 'get_company_details', { regcode: LV_CLOSED.regcode, country: 'LV' });
  assert.equal(structuredOf<{ personOwners: { count: number } }>(lv).personOwners.count, 1);
  const said = sentencesOf(lv);
  assert.match(said, /is closed: the LV register dates no end of an office, and none of its offices is recorded here as ended, so formerOfficers \[\] says nothing of who left its board; do not report its board as unchanged\./);
  assert.doesNotMatch(said, /lists no owners|having no owners/, 'its owners are listed');
});
