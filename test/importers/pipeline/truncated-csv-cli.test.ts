// A download cut off mid-line, as `npm run import` meets it: for each country's CSV files (each
// delimiter and quoting the registers use) and OFAC's list, which has no header line, a last line
// that lost its final fields and one cut inside a quoted field make the command fail (status 1)
// naming the file, the line and the reason, and every row served before stays as it was. The store is first filled from the fixtures in
// process (their few rows are below the real files' expected counts), then the real command reads
// the cut copy.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { importSources } from '../../../src/importers/pipeline/run.ts';
import type { SourceDefinition } from '../../../src/importers/source.ts';
import { sources as lvSources } from '../../../src/importers/lv/index.ts';
import { sources as eeSources } from '../../../src/importers/ee/index.ts';
import { sources as ltSources } from '../../../src/importers/lt/index.ts';
import { ofacSource } from '../../../src/importers/sanctions/ofac-sdn.ts';
import { dumpStore, query, REPO } from './helpers.ts';
import { tempFilesFolder } from '../../helpers/temp-files.ts';
import { commandEnv } from '../../helpers/command-env.ts';

const fixtureSized = (list: SourceDefinition[]): SourceDefinition[] =>
  list.map((s) => ({ ...s, expectedRows: { min: 1, max: 1000 }, maxRejectRate: 0.5 }));

interface Case { group: 'lv' | 'ee' | 'lt' | 'sanctions'; folder: string; source: string; file: string; delimiter: string; sources: SourceDefinition[]; headerless?: boolean }

const CASES: Case[] = [
  { group: 'lv', folder: 'lv', source: 'lv.register', file: 'register.csv', delimiter: ';', sources: lvSources },
  { group: 'ee', folder: 'ee', source: 'ee.basic', file: 'ettevotja_rekvisiidid__lihtandmed.csv', delimiter: ';', sources: eeSources },
  { group: 'ee', folder: 'ee', source: 'ee.tax-debtors', file: 'maksuvolglaste_nimekiri.csv', delimiter: ';', sources: eeSources },
  { group: 'lt', folder: 'lt', source: 'lt.jar', file: 'JAR_IREGISTRUOTI.csv', delimiter: '|', sources: ltSources },
  { group: 'lt', folder: 'lt', source: 'lt.financials', file: 'JAR_FA_RODIKLIAI_PLNA_2022.csv', delimiter: ',', sources: ltSources },
  // OFAC's sdn.csv has no header line: its columns are the source's, its first line a row.
  { group: 'sanctions', folder: 'sanctions/ofac', source: 'sanctions.ofac', file: 'sdn.csv', delimiter: ',', sources: [ofacSource], headerless: true },
];

/** The file's lines (its line ends kept apart), without a final empty one. */
function linesOf(text: string): { lines: string[]; eol: string } {
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const lines = text.split(eol);
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return { lines, eol };
}

/** Cut off early in the last line, past its first delimiter: the line lost its final fields. */
function cutAfterFields(text: string, delimiter: string): { text: string; line: number; found: number } {
  const { lines, eol } = linesOf(text);
  const last = lines[lines.length - 1]!;
  const at = last.indexOf(delimiter) + 1;
  // Two characters into the next field, or none where it is quoted (that cut is the other case).
  const cut = last.slice(0, last[at] === '"' ? at : at + 2);
  assert.ok(!cut.includes('"'), 'the last line begins with an unquoted field');
  return { text: [...lines.slice(0, -1), cut].join(eol), line: lines.length, found: cut.split(delimiter).length };
}

/** Cut off two characters into the last quoted field of the file: its quote is never closed. */
function cutInsideQuote(text: string): { text: string; line: number } {
  const { lines, eol } = linesOf(text);
  let index = lines.length - 1;
  while (index > 0 && !/(^|[;|,])"[^"]/.test(lines[index]!)) index--;
  assert.ok(index > 0, 'a data line holds a quoted field');
  const line = lines[index]!;
  const open = /(^|[;|,])"[^"]/.exec(line)!;
  const cut = line.slice(0, open.index + open[1]!.length + 3);
  return { text: [...lines.slice(0, index), cut].join(eol), line: index + 1 };
}

function runCommand(args: string[], databasePath: string) {
  const run = spawnSync(process.execPath, ['src/cli/import.ts', ...args, '--progress', 'none'], {
    cwd: REPO, env: commandEnv({ DATABASE_PATH: databasePath }), encoding: 'utf8', timeout: 60_000,
  });
  return { status: run.status, out: `${run.stdout}\n${run.stderr}` };
}

const snapshot = (db: string): Record<string, unknown[]> => ({
  ...dumpStore(db),
  tax_debts: query(db, 'SELECT * FROM tax_debts ORDER BY 1, 2'),
  sanction_entries: query(db, 'SELECT * FROM sanction_entries ORDER BY 1, 2'),
});

for (const c of CASES) {
  test(`${c.source}: ${c.file} cut off mid-line fails the import command with file, line and reason; the served rows stay`, async (t) => {
    const { root } = tempFilesFolder(t, `truncated-${c.group}-`);
    const fixtures = join(REPO, 'test/fixtures', c.folder);
    const db = join(root, 'store.sqlite');
    const seeded = await importSources({
      databasePath: db, sources: fixtureSized(c.sources).filter((s) => s.id === c.source), fromDir: fixtures,
      now: new Date('2026-11-21T10:00:00Z'), progress: 'none', screen: false,
    });
    assert.equal(seeded.sources[0]!.status, 'published', seeded.sources[0]!.message);
    const before = snapshot(db);
    assert.ok(['companies', 'financial_statements', 'tax_debts', 'sanction_entries'].some((table) => before[table]!.length > 0), 'the store serves rows of the source');

    const original = readFileSync(join(fixtures, c.file), 'utf8');
    const short = cutAfterFields(original, c.delimiter);
    const quoted = cutInsideQuote(original);
    const width = c.headerless ? c.sources[0]!.files.find((f) => f.name === c.file)!.csv!.columns!.length : linesOf(original).lines[0]!.split(c.delimiter).length;
    for (const [name, text, reason] of [
      ['short', short.text, new RegExp(`${c.file.replace(/\./g, '\\.')}, line ${short.line}: expected ${width} fields${c.headerless ? ', the documented columns of this file \\(published without a header line\\)' : ' as in the header'}, found ${short.found} \\(truncated or malformed row\\)`)],
      ['quoted', quoted.text, new RegExp(`${c.file.replace(/\./g, '\\.')}, line ${quoted.line}: malformed CSV: quote not closed: the field opened on line ${quoted.line} runs to the end of the file \\(truncated file\\?\\)`)],
    ] as const) {
      const dir = join(root, name);
      mkdirSync(dir);
      cpSync(fixtures, dir, { recursive: true });
      writeFileSync(join(dir, c.file), text);
      const run = runCommand([c.group, '--from', dir, '--only', c.source, '--force'], db);
      assert.equal(run.status, 1, `${name}: ${run.out}`);
      assert.match(run.out, reason, name);
      assert.match(run.out, /nothing was changed/, name);
      assert.deepEqual(snapshot(db), before, `${name}: the store is as it was`);
    }
  });
}
