// docs/data-sources.md is generated from the source definitions; the committed file must match.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { DOC_PATH, renderDataSourcesDoc } from '../../../src/cli/data-sources-doc.ts';

test('docs/data-sources.md is up to date with the source definitions', () => {
  const expected = renderDataSourcesDoc();
  const actual = readFileSync(DOC_PATH, 'utf8');
  assert.ok(actual === expected, 'docs/data-sources.md is out of date: run node src/cli/data-sources-doc.ts');
});

test('every LV source is documented with its address, licence, update frequency and what it feeds', () => {
  const doc = renderDataSourcesDoc();
  for (const id of ['lv.register', 'lv.officers', 'lv.financials', 'lv.vat', 'lv.tax-rating', 'lv.taxes-paid']) {
    assert.match(doc, new RegExp(`\\| id \\| \`${id.replace('.', '\\.')}\` \\|`));
  }
  assert.match(doc, /\| address \| https:\/\/data\.gov\.lv\/dati\/dataset\/4de9697f-850b-45ec-8bba-61fa09ce932f\/resource\/25e80bf3-f107-4ab4-89ef-251b5b9374e9\/download\/register\.csv \|/);
  assert.match(doc, /\| licence \| CC0 1\.0 \(data\.gov\.lv\) \|/);
  assert.match(doc, /\| updated \| daily \|/);
  assert.match(doc, /\| feeds \| `details\.taxRating`, `compliance\.taxRating` \|/);
});

// The import report's warning of a key read that no record holds was told in docs/operations.md
// alone: where a reader looks up how a file is read, the key checks stopped at a key renamed.
test('how a file is read tells of a key read that no record of the file holds, and when a key held only with a value is looked for', () => {
  const doc = renderDataSourcesDoc();
  assert.match(doc, /A\s+key, element or attribute a source reads that no record of the file holds \(dropped from the\s+file, not renamed: read as no value in every record\) is told/);
  assert.match(doc, /once the file holds enough records that\s+some would \(1,000 or 10,000\s+companies/);
});
