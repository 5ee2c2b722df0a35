// The UN list writes several names of one quality in one ALIAS_NAME, joined by "; "
// (`Victor Rumuri; Michel Byiringiro`). Stored as one alias, none of those names was a name of the
// entry: a Latvian company bearing one of them, listed in Latvia, was compared with a name of
// twice its words and not matched at all, and an owner bearing one was served as matched by the
// joined text (matchedName "Victor Rumuri; Michel Byiringiro"), no name the list gives anyone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { importSources } from '../../../src/importers/pipeline/run.ts';
import { unSource } from '../../../src/importers/sanctions/index.ts';
import { createTestStore, insertCompany, insertRole, matchesOf, withDb } from '../../screening/store.ts';
import { sanctionsAfterImport } from './sanctions-after-import.ts';

// Written from the documented structure of consolidated.xml (lv-and-sanctions.md 4.2).
const unXml = `<?xml version="1.0" encoding="UTF-8"?>
<CONSOLIDATED_LIST dateGenerated="2026-11-20T00:00:09.554Z">
  <INDIVIDUALS>
    <INDIVIDUAL>
      <DATAID>6909001</DATAID>
      <VERSIONNUM>1</VERSIONNUM>
      <FIRST_NAME>GASTON</FIRST_NAME>
      <SECOND_NAME>IYAMUREMYE</SECOND_NAME>
      <UN_LIST_TYPE>DRC</UN_LIST_TYPE>
      <REFERENCE_NUMBER>CDi.903</REFERENCE_NUMBER>
      <LISTED_ON>2010-12-01</LISTED_ON>
      <NATIONALITY><VALUE>Rwanda</VALUE></NATIONALITY>
      <INDIVIDUAL_ALIAS><QUALITY>Low</QUALITY><ALIAS_NAME>Rumuli; Byiringiro</ALIAS_NAME></INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS><QUALITY>Good</QUALITY><ALIAS_NAME>Victor Rumuri; Michel Byiringiro</ALIAS_NAME></INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS><QUALITY/><ALIAS_NAME/></INDIVIDUAL_ALIAS>
      <INDIVIDUAL_DATE_OF_BIRTH><TYPE_OF_DATE>EXACT</TYPE_OF_DATE><DATE>1948-03-04</DATE></INDIVIDUAL_DATE_OF_BIRTH>
      <INDIVIDUAL_DOCUMENT/>
    </INDIVIDUAL>
  </INDIVIDUALS>
  <ENTITIES>
    <ENTITY>
      <DATAID>6909002</DATAID>
      <VERSIONNUM>1</VERSIONNUM>
      <FIRST_NAME>AMBER COAST TRADING HOUSE</FIRST_NAME>
      <UN_LIST_TYPE>DPRK</UN_LIST_TYPE>
      <REFERENCE_NUMBER>KPe.903</REFERENCE_NUMBER>
      <LISTED_ON>2017-08-05</LISTED_ON>
      <ENTITY_ALIAS><QUALITY>a.k.a.</QUALITY><ALIAS_NAME>Korea Amber Export Corporation; Dzintara Krasta Tirdzniecības Nams</ALIAS_NAME></ENTITY_ALIAS>
      <ENTITY_ADDRESS><CITY>Riga</CITY><COUNTRY>Latvia</COUNTRY></ENTITY_ADDRESS>
    </ENTITY>
  </ENTITIES>
</CONSOLIDATED_LIST>
`;

async function imported<T>(read: (db: Parameters<Parameters<typeof withDb>[1]>[0]) => T): Promise<T> {
  const store = createTestStore();
  try {
    withDb(store.path, (db) => {
      insertCompany(db, { country: 'LV', regcode: '40003900011', name: 'SIA "Kivu Koks"' });
      insertRole(db, { country: 'LV', regcode: '40003900011', role: 'beneficial_owner', name: 'Michel Byiringiro', birthDate: '1948-03-04' });
    });
    const dir = join(store.dir, 'files');
    mkdirSync(dir);
    writeFileSync(join(dir, 'consolidated.xml'), unXml);
    const report = await importSources({ databasePath: store.path, sources: [unSource], fromDir: dir, progress: 'none', now: new Date('2026-11-24T08:00:00Z') });
    assert.equal(report.sources[0]!.status, 'published', report.sources[0]!.message);
    return withDb(store.path, read);
  } finally {
    store.cleanup();
  }
}

test('UN: each name of an ALIAS_NAME holding several is an alias of its own, of the alias\'s quality', async () => {
  const aliases = await imported((db) => JSON.parse((db.prepare('SELECT aliases FROM sanction_entries WHERE reference = ?').get('CDi.903') as { aliases: string }).aliases));
  assert.deepEqual(aliases, [
    { name: 'Rumuli', weak: true }, { name: 'Byiringiro', weak: true },
    { name: 'Victor Rumuri', weak: false }, { name: 'Michel Byiringiro', weak: false },
  ]);
});

test('UN: a company bearing one of the names of such an alias, listed in its country, is sanctioned', async () => {
  const answer = await sanctionsAfterImport({ country: 'LV', regcode: '40003900012', name: 'SIA "Dzintara Krasta Tirdzniecības Nams"' },
    unSource, { 'consolidated.xml': unXml });
  assert.equal(answer.isSanctioned, true);
  assert.deepEqual(answer.sanctions.map((m) => [m.reference, m.matchedOn, m.matchedName, m.entryName]),
    [['KPe.903', 'name', 'Dzintara Krasta Tirdzniecības Nams', 'AMBER COAST TRADING HOUSE']]);
});

test('UN: an owner bearing one of the names of such an alias, born on the listed day, is matched by that name', async () => {
  const matches = await imported((db) => matchesOf(db, 'LV', '40003900011').map((m) => [m.list, m.matched_on, m.matched_name, m.score]));
  assert.deepEqual(matches, [['UN', 'owner', 'Michel Byiringiro', 1]]);
});
