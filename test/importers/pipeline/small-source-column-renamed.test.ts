// A column renamed in a small source was never checked: the emptied-column check started at 1,000
// filled rows published and 100 read, and counted no list column (a sanctions entry's birth dates
// are a list, `[]` when none), so UR's sanctions list of 600 subjects whose birth_date column was
// renamed was published with no birth date at all and screening lost that evidence, the command
// exiting 0. The check now counts a list as filled when it holds an element and judges every size
// once the rows read would hold ten values or more; a sparse column of a small list still publishes.
// Written from the columns lv-ur.ts declares.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { urSanctionsSource, UR_SANCTIONS_FILE } from '../../../src/importers/sanctions/lv-ur.ts';
import { query, runImport, sourceReport } from './helpers.ts';

const HEADER = 'legal_entity_registration_number;sanctions_subject_name;position;list;program;entry_date;entity_type';

/** `rows` subjects, the first `born` of them with a birth date under the column `birthColumn`. */
const list = (rows: number, born: number, birthColumn = 'birth_date') => [`${HEADER};${birthColumn}`,
  ...Array.from({ length: rows }, (_, i) => `${40003555000 + i};Ivans Petrovs ${i};MEMBER;ES;RUS;2022-06-03;NATURAL_PERSON;`
    + (i < born ? `1970-01-${String(1 + (i % 28)).padStart(2, '0')}` : ''))].join('\n');

function setUp(t: { after(fn: () => void): void }) {
  const dir = mkdtempSync(join(tmpdir(), 'small-column-renamed-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const db = join(dir, 'store.sqlite');
  let day = 10;
  const run = async (text: string, allowShrink = false) => {
    writeFileSync(join(dir, UR_SANCTIONS_FILE), text);
    const report = await runImport({ databasePath: db, sources: [urSanctionsSource], fromDir: dir, now: new Date(`2026-11-${day++}T06:00:00Z`), allowShrink });
    return sourceReport(report, 'sanctions.ur');
  };
  const born = () => query<{ n: number }>(db, "SELECT COUNT(*) AS n FROM sanction_entries WHERE birth_dates <> '[]'")[0]!.n;
  return { run, born };
}

test('a sanctions list of 600 whose birth_date column is renamed fails, naming file, counts and --allow-shrink', async (t) => {
  const s = setUp(t);
  assert.equal((await s.run(list(600, 600))).status, 'published');
  assert.equal(s.born(), 600);

  const renamed = await s.run(list(600, 600, 'date_of_birth'));
  assert.equal(renamed.status, 'failed');
  assert.equal(renamed.message, `${UR_SANCTIONS_FILE}: no row of the 600 read into sanction_entries holds a value for birth_dates, `
    + 'which 600 of the 600 rows published last held: a column renamed or dropped? '
    // The list written here has only the columns these tests read: the others are missing too.
    + `(columns missing: ${UR_SANCTIONS_FILE}: sanctions_subject_registration_number, sanctions_subject_legal_form_code, position_text_lv, `
    + 'list_text, registered_on, legal_base, legal_base_url, forename, surname, name, birth_date, latvian_identity_number_masked) '
    + `(columns not known: ${UR_SANCTIONS_FILE}: date_of_birth) (pass --allow-shrink if the register stopped publishing it); nothing was changed`);
  assert.equal(s.born(), 600, 'the birth dates published stay served');

  // The register did stop publishing them: --allow-shrink accepts it.
  assert.equal((await s.run(list(600, 600, 'date_of_birth'), true)).status, 'published');
  assert.equal(s.born(), 0);
});

test('a list of 40: 30 birth dates gone at once fail, 2 gone publish', async (t) => {
  const s = setUp(t);
  assert.equal((await s.run(list(40, 30))).status, 'published');
  const emptied = await s.run(list(40, 0));
  assert.equal(emptied.status, 'failed');
  assert.match(emptied.message, /^sanctions\.csv: no row of the 40 read into sanction_entries holds a value for birth_dates, which 30 of the 40 rows published last held/);
  assert.equal(s.born(), 30);

  // A sparse column: two subjects of forty with a birth date, then none. Too few to tell a rename.
  assert.equal((await s.run(list(40, 2), true)).status, 'published');
  assert.equal((await s.run(list(40, 0))).status, 'published');
  assert.equal(s.born(), 0);
});

test('a list of 40 whose entry_date column is renamed fails on the listing dates it would lose', async (t) => {
  const s = setUp(t);
  assert.equal((await s.run(list(40, 0))).status, 'published');
  const renamed = await s.run(list(40, 0).replace('entry_date', 'listing_date'));
  assert.equal(renamed.status, 'failed');
  assert.match(renamed.message, /^sanctions\.csv: no row of the 40 read into sanction_entries holds a value for listed_on, which 40 of the 40 rows published last held: a column renamed or dropped\? \(columns missing: sanctions\.csv: [^)]*\bentry_date\b[^)]*\) \(columns not known: sanctions\.csv: listing_date\)/);
});
