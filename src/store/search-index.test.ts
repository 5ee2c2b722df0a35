// Rebuilding one country's search documents inside the caller's transaction.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openForWriting } from './open.ts';
import { rebuildSearchIndex } from './search-index.ts';
import { ftsCandidates, docsByIds, trigramCandidates } from './search-read.ts';
import { companyNameKey } from '../domain/fold.ts';
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

// --- Keeping documents across publishes ------------------------------------------------------

type Db = ReturnType<typeof openForWriting>;
const ALL = ['LV', 'LT', 'EE', 'FI'] as const;

function addCompany(db: Db, country: string, regcode: string, name: string, extra: { status?: string; address?: string } = {}): void {
  db.prepare(`INSERT INTO companies (country, regcode, name, name_key, status, address, legal_form_code, source, first_seen_at)
    VALUES (?, ?, ?, ?, ?, ?, 'SIA', 'test', '2026-01-01T00:00:00Z')`)
    .run(country, regcode, name, companyNameKey(name), extra.status ?? 'active', extra.address ?? null);
}

function rebuildAll(db: Db): void {
  db.exec('BEGIN');
  for (const c of ALL) rebuildSearchIndex(db, c);
  db.exec('COMMIT');
}

function forceFullRebuild(db: Db): void {
  db.exec('DELETE FROM search_state');
  rebuildAll(db);
}

// What readers get from the index: candidates of every kind in id order, and every table's terms
// with their document counts (a delete written with other texts than its insert would leave
// terms behind).
function readerView(db: Db): string {
  const queries: Array<[Parameters<typeof ftsCandidates>[1], string[]]> = [
    ['startsWith', ['rigas']], ['inNames', ['koks']], ['inNames', ['nams']], ['anywhere', ['iela']], ['anywhere', ['4000']],
    ['anywhereWhole', ['riga']], ['legalForm', ['sia']], ['inNames', ['a']], ['startsWith', ['b']],
  ];
  const found = queries.map(([kind, words]) => docsByIds(db, ftsCandidates(db, kind, words, ALL, 300)).map((d) => `${d.country}:${d.regcode}`));
  const typos = docsByIds(db, trigramCandidates(db, '"rig" AND "iga"', ALL, 300)).map((d) => `${d.country}:${d.regcode}`);
  const terms = ALL.flatMap((c) => ['names', 'any', 'forms', 'tri'].map((t) => {
    db.exec(`CREATE VIRTUAL TABLE IF NOT EXISTS temp.vocab_${t}_${c} USING fts5vocab(main, search_${t}_${c.toLowerCase()}, row)`);
    return db.prepare(`SELECT term, doc FROM temp.vocab_${t}_${c} ORDER BY term`).all();
  }));
  return JSON.stringify({ found, typos, terms });
}

function docOrder(db: Db, country: string): string[] {
  return (db.prepare('SELECT regcode FROM search_docs WHERE country = ? ORDER BY doc_id').all(country) as Array<{ regcode: string }>).map((r) => r.regcode);
}

test('after renames, closures, new and removed companies, names and VAT numbers, the index reads as a full rebuild', () => {
  const db = openForWriting(':memory:');
  try {
    seedDatabase(db);
    const words = ['Rīgas', 'Koks', 'Nams', 'Baltic', 'Alfa', 'Būve', 'A', 'B'];
    for (let i = 0; i < 400; i++) {
      const country = ALL[i % 4]!;
      addCompany(db, country, `4000${String(i).padStart(4, '0')}`, `SIA "${words[i % 8]} ${words[(i * 7) % 8]} ${i % 13}"`,
        { status: i % 9 === 0 ? 'closed' : 'active', address: `Skolas iela ${i}, Rīga` });
    }
    rebuildAll(db);
    const before = docOrder(db, 'LV');
    rebuildAll(db);
    assert.deepEqual(docOrder(db, 'LV'), before, 'an unchanged country keeps its documents');

    db.exec('BEGIN');
    db.exec(`UPDATE companies SET name = name || ' Nams', name_key = name_key || ' nams' WHERE regcode LIKE '4000%' AND CAST(substr(regcode, 5) AS INTEGER) % 10 = 1`);
    db.exec(`UPDATE companies SET status = 'liquidation' WHERE regcode LIKE '4000%' AND CAST(substr(regcode, 5) AS INTEGER) % 10 = 2`);
    db.exec(`UPDATE companies SET address = 'Brīvības iela 1, Rīga' WHERE regcode LIKE '4000%' AND CAST(substr(regcode, 5) AS INTEGER) % 10 = 3`);
    db.exec(`DELETE FROM companies WHERE regcode LIKE '4000%' AND CAST(substr(regcode, 5) AS INTEGER) % 10 = 4`);
    for (let i = 0; i < 40; i++) addCompany(db, ALL[i % 4]!, `5000${i}`, `${words[(i * 3) % 8]} ${words[i % 8]} Jauns ${i}, SIA`);
    db.exec(`INSERT INTO company_names (country, regcode, name, name_key, kind, source)
      SELECT country, regcode, 'Vecais Koka Nams', 'vecais koka nams', 'former', 'test' FROM companies WHERE regcode LIKE '4000%5'`);
    db.exec(`INSERT INTO vat_registrations (country, regcode, vat_number, active, source)
      SELECT country, regcode, country || regcode, 1, 'test' FROM companies WHERE regcode LIKE '4000%6'`);
    for (const c of ALL) rebuildSearchIndex(db, c);
    db.exec('COMMIT');
    const updated = readerView(db);
    const order = ALL.map((c) => docOrder(db, c));

    forceFullRebuild(db);
    assert.equal(updated, readerView(db));
    assert.deepEqual(ALL.map((c) => docOrder(db, c)), order);
    assert.equal(names(db, ['vecais']).length, (db.prepare("SELECT count(*) AS n FROM company_names WHERE name_key = 'vecais koka nams'").get() as { n: number }).n);
  } finally {
    db.close();
  }
});

function names(db: Db, words: string[]): string[] {
  return docsByIds(db, ftsCandidates(db, 'inNames', words, ALL, 300)).map((d) => d.regcode);
}

test('names keep their rank order when new ones keep landing between the same two neighbours', () => {
  const db = openForWriting(':memory:');
  try {
    seedDatabase(db);
    // Same status, length and first letters: one rank cell, whose free ids halve with each
    // name placed just above the lower neighbour, until the country is renumbered.
    addCompany(db, 'LV', '49000000000', 'SIA "Zuzu 0000000000"');
    addCompany(db, 'LV', '49999999999', 'SIA "Zuzu 9999999999"');
    rebuildAll(db);
    let upper = 9_999_999_999;
    for (let round = 0; round < 30; round++) {
      upper = Math.floor(upper / 2);
      db.exec('BEGIN');
      addCompany(db, 'LV', `48${String(round).padStart(9, '0')}`, `SIA "Zuzu ${String(upper).padStart(10, '0')}"`);
      rebuildSearchIndex(db, 'LV');
      db.exec('COMMIT');
    }
    const expected = (db.prepare("SELECT regcode FROM companies WHERE name_key LIKE 'zuzu %' ORDER BY name_key").all() as Array<{ regcode: string }>).map((r) => r.regcode);
    assert.equal(expected.length, 32);
    assert.deepEqual(docsByIds(db, ftsCandidates(db, 'startsWith', ['zuzu'], ['LV'], 50)).map((d) => d.regcode), expected);
    const view = readerView(db);
    forceFullRebuild(db);
    assert.equal(readerView(db), view);
  } finally {
    db.close();
  }
});

test('a store indexed before documents were kept is rebuilt whole at its next publish, every country at once', () => {
  const db = openForWriting(':memory:');
  try {
    seedDatabase(db);
    const view = readerView(db);
    // What such a store looks like: documents, no search_state rows, no fingerprints.
    db.exec('DELETE FROM search_state; UPDATE search_docs SET fingerprint = NULL, any_tail = NULL');
    db.exec('BEGIN');
    rebuildSearchIndex(db, 'LV');
    db.exec('COMMIT');
    assert.deepEqual((db.prepare('SELECT country FROM search_state ORDER BY country').all() as Array<{ country: string }>).map((r) => r.country),
      ['EE', 'FI', 'LT', 'LV']);
    assert.equal((db.prepare('SELECT count(*) AS n FROM search_docs WHERE fingerprint IS NULL').get() as { n: number }).n, 0);
    assert.equal(readerView(db), view);
  } finally {
    db.close();
  }
});
