// The facts statement returns each part as JSON arrays in the order of its column list
// (store/company-facts-read.ts COLUMNS), and each part's rows are built by a literal of their own
// (ROW_OF, holdingRow, heldCompanyRow): every field must take the value of the column it names.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { COLUMNS, ROW_OF } from '../../src/store/company-facts-read.ts';
import { HOLDING_COLUMNS, holdingRow } from '../../src/store/owners-read.ts';
import { HELD_COLUMNS, heldCompanyRow } from '../../src/store/company-holdings-read.ts';

// The array a statement would return where each column holds its own name: the row must then
// hold every column, in the list's order, under its name.
function assertReadsColumns(what: string, columns: readonly string[], rowOf: (v: unknown[]) => object): void {
  const row = rowOf([...columns]);
  assert.deepEqual(Object.entries(row), columns.map((c) => [c, c]), `${what}: a field takes another column's value, or one is missing`);
}

test('each part read as rows takes every column of its list under its name', () => {
  for (const [part, rowOf] of Object.entries(ROW_OF)) assertReadsColumns(part, COLUMNS[part as keyof typeof ROW_OF], rowOf);
});

test('the owners that are legal entities and the companies held take every column of their lists', () => {
  assertReadsColumns('holdings', HOLDING_COLUMNS, holdingRow);
  assertReadsColumns('heldCompanies', HELD_COLUMNS, heldCompanyRow);
});

test('every part but the offices and the owners is read as rows', () => {
  const apart = ['officers', 'departures', 'holdings'];
  assert.deepEqual(Object.keys(ROW_OF).sort(), Object.keys(COLUMNS).filter((p) => !apart.includes(p)).sort());
});
