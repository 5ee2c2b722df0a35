import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoSources } from '../../src/demo/build.ts';
import { isValidFinnishBusinessId } from '../../src/domain/regcode.ts';
import { delimiterOf, firstLine, headerCells, writeDemo } from './helpers.ts';
import { readXlsxRows, type XlsxOptions } from '../../src/importers/readers/xlsx.ts';
import { acceptedNames, describeRequired, missingRequired } from '../../src/importers/readers/required-columns.ts';

const SAMPLES = fileURLToPath(new URL('../../../shared/data-sources/samples/', import.meta.url));

test('every file a registered source needs is written, with every required column and no unknown one', async () => {
  const w = writeDemo();
  try {
    const problems: string[] = [];
    const workbooks: Array<{ source: string; path: string; name: string; xlsx: XlsxOptions }> = [];
    for (const source of demoSources().sources) {
      for (const f of source.files) {
        const names = w.files.filter((n) => n === f.name || (f.aliases ?? []).includes(n) || (f.namePattern?.test(n) ?? false));
        if (names.length === 0) {
          if (!f.optional) problems.push(`${source.id}: ${f.name} not written`);
          continue;
        }
        for (const name of names) {
          const path = join(w.dir, name);
          if (f.format === 'csv' && f.csv && !f.csv.columns) {
            const line = firstLine(path);
            const cells = headerCells(line, delimiterOf(line, f.csv.delimiter));
            for (const names of missingRequired(f.csv, cells)) problems.push(`${source.id}: ${name} lacks required column ${describeRequired(names)}`);
            if (f.csv.known) {
              const known = new Set([...f.csv.known, ...f.csv.required.flatMap(acceptedNames)]);
              for (const cell of cells) if (!known.has(cell)) problems.push(`${source.id}: ${name} has a column the source does not know: ${cell}`);
            }
          }
          if (f.format === 'json-array') {
            const parsed = JSON.parse(readFileSync(path, 'utf8')) as unknown;
            const rows = f.jsonPath ? (parsed as Record<string, unknown>)[f.jsonPath] : parsed;
            if (!Array.isArray(rows)) problems.push(`${source.id}: ${name} is not a JSON array`);
          }
          if (f.format === 'xlsx' && f.xlsx) workbooks.push({ source: source.id, path, name, xlsx: f.xlsx });
          if (f.format === 'xml' && f.xmlRecord) {
            const text = readFileSync(path, 'utf8');
            if (!f.xmlRecord.split('|').some((el) => text.includes(`<${el}>`) || text.includes(`<${el} `))) problems.push(`${source.id}: ${name} has no <${f.xmlRecord}>`);
          }
        }
      }
    }
    // A workbook's header is read as the importer reads it: the sheet by its name, its first row.
    for (const { source, path, name, xlsx } of workbooks) {
      let unknown: string[] = [];
      try {
        for await (const _row of readXlsxRows(readFileSync(path), { file: name, xlsx, onHeader: (h) => { unknown = h.unknown; } })) { /* the header is what is checked */ }
      } catch (err) {
        problems.push(`${source}: ${(err as Error).message}`);
      }
      for (const cell of unknown) problems.push(`${source}: ${name} has a column the source does not know: ${cell}`);
    }
    assert.deepEqual(problems, []);
  } finally {
    w.cleanup();
  }
});

test('Finnish business IDs carry valid check digits and the YTJ record keys', () => {
  const w = writeDemo({ scale: 0.05 });
  try {
    const companies = JSON.parse(readFileSync(join(w.dir, 'all_companies.json'), 'utf8')) as Array<Record<string, unknown>>;
    assert.ok(companies.length > 100);
    for (const c of companies) {
      const id = (c.businessId as { value: string }).value;
      assert.ok(isValidFinnishBusinessId(id), `invalid business ID ${id}`);
    }
    const samplePath = join(SAMPLES, 'fi/opendata-ytj-api_v3_all_companies__one_record_3466646-8.json');
    if (existsSync(samplePath)) {
      const sample = (JSON.parse(readFileSync(samplePath, 'utf8')) as Array<Record<string, unknown>>)[0]!;
      assert.deepEqual(Object.keys(sample).filter((k) => !(k in companies[0]!)), []);
    }
  } finally {
    w.cleanup();
  }
});

// The published samples fix the exact header of these files; the demo must write the same one.
const SAME_HEADER: Array<[sample: string, written: string]> = [
  ['lv/register.csv', 'register.csv'],
  ['lv/financial_statements.csv', 'financial_statements.csv'],
  ['lv/balance_sheets.csv', 'balance_sheets.csv'],
  ['lv/income_statements.csv', 'income_statements.csv'],
  ['lv/NACE.csv', 'NACE.csv'],
  ['ee/ettevotja_rekvisiidid__lihtandmed.csv', 'ettevotja_rekvisiidid__lihtandmed.csv'],
  ['ee/maksuvolglaste_nimekiri.HEADER_ONLY.csv', 'maksuvolglaste_nimekiri.csv'],
  ['lt/JAR_IREGISTRUOTI.csv', 'JAR_IREGISTRUOTI.csv'],
  ['lt/JAR_FA_RODIKLIAI_PLNA_2022.csv', 'JAR_FA_RODIKLIAI_PLNA_2022.csv'],
];

test('headers equal those of the published samples', (t) => {
  if (!existsSync(SAMPLES)) return t.skip('the shared samples folder is not here');
  // A load day in late 2022 makes the LT statements of filing year 2022 use the wide layout of the sample.
  const w = writeDemo({ now: new Date('2022-11-15T06:00:00Z'), scale: 0.05 });
  try {
    for (const [sample, written] of SAME_HEADER) {
      assert.ok(w.files.includes(written), `${written} not written`);
      assert.equal(firstLine(join(w.dir, written)), firstLine(join(SAMPLES, sample)), written);
    }
  } finally {
    w.cleanup();
  }
});

test('UR and RIK files start with a byte-order mark, as the registers publish them', () => {
  const w = writeDemo();
  try {
    for (const name of ['register.csv', 'ettevotja_rekvisiidid__lihtandmed.csv', 'NACE.csv']) {
      assert.deepEqual([...readFileSync(join(w.dir, name)).subarray(0, 3)], [0xef, 0xbb, 0xbf], name);
    }
    assert.notDeepEqual([...readFileSync(join(w.dir, 'JAR_IREGISTRUOTI.csv')).subarray(0, 3)], [0xef, 0xbb, 0xbf]);
  } finally {
    w.cleanup();
  }
});
