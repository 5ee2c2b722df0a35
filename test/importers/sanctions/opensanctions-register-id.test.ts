// OpenSanctions names a company it takes from a country's register by an id of its own shape,
// `oc-companies-<country>-<number>` (oc-companies-lv-40103777158), while its `identifiers` column
// gives the number with no type or country. Read from the column alone, a Latvian company the
// collection lists as itself and renamed since was a number of no country, a candidate at 0.8,
// and the check answered isSanctioned false; the id's number is now a registration number of its
// country, a match at 1, as the EU's regnumber of the same company is.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sanctionsAfterImport } from './sanctions-after-import.ts';
import { openSanctionsSource } from '../../../src/importers/sanctions/index.ts';

// The older export of 14 columns (no last_change), written from the documented header.
const HEADER = '"id","schema","name","aliases","birth_date","countries","addresses","identifiers","sanctions","phones","emails","dataset","first_seen","last_seen"\n';
const row = (id: string) =>
  `"${id}","Company","SIA ""Baltijas Tranzīta Termināls""","","","lv","Rīga, Eksporta iela 1","40103777158","Asset freeze (FIU Latvia)","","","Latvia Financial Intelligence Unit Sanctions","2024-03-09T02:54:48","2026-11-20T02:54:48"\n`;
const COMPANY = { country: 'LV', regcode: '40103777158', name: 'SIA "Jaunā Osta"' } as const;

test('an OpenSanctions target whose id names a Latvian register company sanctions that company under its new name', async () => {
  const answer = await sanctionsAfterImport(COMPANY, openSanctionsSource, { 'targets.simple.csv': HEADER + row('oc-companies-lv-40103777158') });
  assert.equal(answer.isSanctioned, true, JSON.stringify(answer));
  assert.deepEqual(answer.sanctions.map((m) => [m.list, m.matchedOn, m.score]), [['OpenSanctions', 'registration_number', 1]]);
});

test('a target of another id with the same number alone stays a candidate', async () => {
  const answer = await sanctionsAfterImport(COMPANY, openSanctionsSource, { 'targets.simple.csv': HEADER + row('NK-3vPc7yYc9bW8kLq2') }, { candidates: true });
  assert.equal(answer.isSanctioned, false, JSON.stringify(answer));
  assert.deepEqual(answer.candidates?.map((m) => [m.list, m.matchedOn, m.score]), [['OpenSanctions', 'registration_number', 0.8]]);
});
