// Rebuilding one country's search documents inside the caller's transaction.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openForWriting } from './open.ts';
import { rebuildSearchIndex } from './search-index.ts';
import { ftsCandidates, docsByIds } from './search-read.ts';
import { seedDatabase } from '../../test/helpers/seed.ts';

test('a rebuild replaces one country and leaves the others alone', () => {
  const db = openForWriting(':memory:');
  try {
    seedDatabase(db);
    const names = (words: string[]) => docsByIds(db, ftsCandidates(db, 'inNames', words, ['LV', 'LT', 'EE', 'FI'], 50)).map((d) => d.regcode).sort();
    assert.deepEqual(names(['koks']), ['40003000001', '40103564678', '40203111111']);
    db.exec('BEGIN');
    db.prepare("UPDATE companies SET name = 'SIA \"Meža Koks\"', name_key = 'meza koks' WHERE country = 'LV' AND regcode = '40203111111'").run();
    db.prepare("DELETE FROM companies WHERE country = 'LV' AND regcode = '40003000001'").run();
    db.prepare("UPDATE companies SET name = 'Koks OÜ', name_key = 'koks' WHERE country = 'EE' AND regcode = '14000001'").run();
    rebuildSearchIndex(db, 'LV');
    db.exec('COMMIT');
    // LV follows its rows; EE still has its old documents until its own rebuild.
    assert.deepEqual(names(['koks']), ['40103564678', '40203111111']);
    assert.deepEqual(names(['meza']), ['40203111111']);
    assert.deepEqual(names(['volgnik']), ['14000001']);
    db.exec('BEGIN');
    rebuildSearchIndex(db, 'EE');
    db.exec('ROLLBACK');
    assert.deepEqual(names(['volgnik']), ['14000001'], 'a rolled-back publish leaves the index as it was');
    rebuildSearchIndex(db, 'EE');
    assert.deepEqual(names(['volgnik']), []);
    assert.ok(names(['koks']).includes('14000001'));
    assert.equal((db.prepare("SELECT count(*) AS n FROM search_docs WHERE country = 'LV'").get() as { n: number }).n,
      (db.prepare("SELECT count(*) AS n FROM companies WHERE country = 'LV'").get() as { n: number }).n);
  } finally {
    db.close();
  }
});

test('a closed company moves behind the active ones when rebuilt', () => {
  const db = openForWriting(':memory:');
  try {
    seedDatabase(db);
    const first = () => docsByIds(db, ftsCandidates(db, 'startsWith', ['rigas', 'koks'], ['LV'], 1))[0]!.regcode;
    assert.equal(first(), '40103564678');
    db.prepare("UPDATE companies SET status = 'closed' WHERE country = 'LV' AND regcode = '40103564678'").run();
    rebuildSearchIndex(db, 'LV');
    assert.equal(first(), '40203111111');
  } finally {
    db.close();
  }
});

test('an unknown country is refused', () => {
  const db = openForWriting(':memory:');
  try {
    assert.throws(() => rebuildSearchIndex(db, 'XX' as 'LV'), /unknown country/);
  } finally {
    db.close();
  }
});
