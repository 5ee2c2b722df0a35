// OpenSanctions' targets file holds more PEPs and other targets than sanctioned entries, and the
// source refuses those rows by design (maxRejectRate 1). The rule that fails a file of which more
// than half the rows are rejected (a wrong file, whatever its size) must not fail this one: a small
// export of one sanctioned entity among PEPs publishes, and the company it names is listed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { importedWithSanctions } from './sanctions-after-import.ts';
import { openSanctionsSource } from '../../../src/importers/sanctions/index.ts';

const HEADER = '"id","schema","name","aliases","birth_date","countries","addresses","identifiers","sanctions","phones","emails","dataset","first_seen","last_seen","last_change"\n';
const listed = '"NK-4hTq9wXc2bV7mLp3","Company","Baltijas Jūras Kuģniecības Kompānija","","","lv","","","Ukraine-related sanctions","","","US OFAC Specially Designated Nationals (SDN) List","2024-03-09T02:54:48","2026-11-20T02:54:48","2026-11-20T02:54:48"\n';
const pep = (n: number) => `"Q${n}","Person","Politiķis Nr ${n}","","1970-01-0${n}","lv","","","","","","Every Politician","2024-03-09T02:54:48","2026-11-20T02:54:48","2026-11-20T02:54:48"\n`;
const COMPANY = { country: 'LV', regcode: '40003555030', name: 'SIA "Baltijas Jūras Kuģniecības Kompānija"' } as const;

test('an OpenSanctions export of one sanctioned entity among three PEPs publishes, its PEP rows refused as not sanctions', async () => {
  const { report, answer } = await importedWithSanctions(COMPANY, openSanctionsSource, { 'targets.simple.csv': HEADER + listed + pep(1) + pep(2) + pep(3) });
  assert.equal(report.rejected, 3);
  assert.equal(answer.isSanctioned, true, JSON.stringify(answer));
});
