// JAR's extracts and EMTA's lists state the day their data is of in a column of every row
// (`formavimo_data`, `Andmed on seisuga`, `Andmete seis` / `Data date`), the FID list on its root
// element. Renamed or emptied, the file was dated by its download or copy instead: served to
// every client as the register's day, and an old download no longer told from a new one. Each
// such file now fails naming file, line and column, and the store stays as it was.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sources as ltSources } from '../../../src/importers/lt/index.ts';
import { sources as eeSources } from '../../../src/importers/ee/index.ts';
import { fidSource, FID_FILE } from '../../../src/importers/sanctions/lv-fid.ts';
import type { SourceDefinition } from '../../../src/importers/source.ts';
import { dumpStore, REPO, runImport, scratch, sourceReport } from './helpers.ts';

const FIRST = new Date('2026-11-21T10:00:00Z');
const SECOND = new Date('2026-11-22T10:00:00Z');
const sized = (list: SourceDefinition[]) => list.map((s) => ({ ...s, expectedRows: { min: 1, max: 100_000 }, maxRejectRate: 0.5 }));
const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A line's cells, a quoted one (`"AB ""Pipe | Line"""`) holding the delimiter whole. */
const cellsOf = (line: string, delimiter: string) => line.match(new RegExp(`("(?:[^"]|"")*"|[^${delimiter}]*)(?:\\${delimiter}|$)`, 'g'))!
  .slice(0, -1).map((cell) => (cell.endsWith(delimiter) ? cell.slice(0, -1) : cell));

test('every file dated by a column fails naming file, line and column when it is renamed or empty, the store as it was', async (t) => {
  const s = scratch();
  t.after(() => s.cleanup());
  for (const country of ['lt', 'ee']) cpSync(join(REPO, 'test/fixtures', country), s.files, { recursive: true });
  const sources = sized([...ltSources, ...eeSources]).filter((source) => source.files.some((f) => f.asOfColumn !== undefined));
  const first = await runImport({ databasePath: s.db, sources, fromDir: s.files, now: FIRST });
  const present = new Set(readdirSync(s.files));
  const dated = sources.flatMap((source) => source.files
    .filter((f) => f.asOfColumn !== undefined)
    .flatMap((f) => [f.name, ...(f.aliases ?? [])].filter((name) => present.has(name)).map((name) => ({ source, name, columns: [f.asOfColumn!].flat() }))));
  assert.deepEqual([...new Set(dated.map((d) => d.source.id))].sort(), ['ee.tax-debtors', 'ee.taxes-paid', 'lt.filings', 'lt.financials', 'lt.jar']);
  for (const { source } of dated) assert.equal(sourceReport(first, source.id).status, 'published', source.id);

  for (const { source, name, columns } of dated) {
    const path = join(s.files, name);
    const text = readFileSync(path, 'utf8');
    const [header, ...rows] = text.split('\n');
    const names = header!.split(/[|;,]/).map((c) => c.replace(/^\uFEFF?"?|"$/g, ''));
    const column = columns.find((c) => names.includes(c));
    assert.ok(column !== undefined, `${name} holds ${columns.join(' or ')}`);
    const at = names.indexOf(column);
    const before = dumpStore(s.db);
    const again = async () => sourceReport(await runImport({ databasePath: s.db, sources: [source], fromDir: s.files, now: SECOND }), source.id);

    // Renamed: the header lacks it.
    writeFileSync(path, [header!.replace(column, 'data'), ...rows].join('\n'));
    const renamed = await again();
    assert.equal(renamed.status, 'failed', name);
    assert.match(renamed.message, new RegExp(`^${escaped(name)}, line 1: missing required column ${escaped(columns[0]!)}`), name);
    assert.deepEqual(dumpStore(s.db), before, name);

    // Present, but no row gives a day.
    const delimiter = header!.match(/[|;,]/)![0];
    const emptied = rows.map((row) => {
      if (row.trim() === '') return row;
      const cells = cellsOf(row, delimiter);
      cells[at] = cells[at]!.startsWith('"') ? '""' : '';
      return cells.join(delimiter);
    });
    writeFileSync(path, [header!, ...emptied].join('\n'));
    const empty = await again();
    assert.equal(empty.status, 'failed', name);
    assert.match(empty.message, new RegExp(`^${escaped(name)}, line 2: ${escaped(column)}, the day the file is of, reads as a date in no row \\(this row: ""\\)`), name);
    assert.deepEqual(dumpStore(s.db), before, name);
    writeFileSync(path, text);
  }
});

test('the FID list without the day on its root element fails naming it, the store as it was', async (t) => {
  const s = scratch();
  t.after(() => s.cleanup());
  const path = join(s.files, FID_FILE);
  const text = readFileSync(join(REPO, 'test/fixtures/sanctions/lists', FID_FILE), 'utf8');
  writeFileSync(path, text);
  assert.equal(sourceReport(await runImport({ databasePath: s.db, sources: [fidSource], fromDir: s.files, now: FIRST }), fidSource.id).status, 'published');
  const before = dumpStore(s.db);
  writeFileSync(path, text.replace(/ generationDate="[^"]*"/, ''));
  const report = sourceReport(await runImport({ databasePath: s.db, sources: [fidSource], fromDir: s.files, now: SECOND }), fidSource.id);
  assert.equal(report.status, 'failed');
  assert.match(report.message, new RegExp(`^${escaped(FID_FILE)}: the root element <Saraksts> states no day the list is of \\(its attributes: `));
  assert.deepEqual(dumpStore(s.db), before);
});
