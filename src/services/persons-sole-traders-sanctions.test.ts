// A listed person's FIE, flagged by sanctions screening through the name its business name holds,
// is listed among the person check's candidates with that match: a monitoring user checking the
// person reads the listing beside the business, as a compliance team checking the FIE does.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { screenAllCompanies } from '../importers/screening/index.ts';
import { DEFAULT_THRESHOLD } from '../domain/sanctions-matching.ts';
import { openForReading } from '../store/open.ts';
import { createServices } from './index.ts';
import { createTestStore, insertCompany, withDb } from '../../test/screening/store.ts';

const NOW = new Date('2026-11-21T08:00:00Z');
const FIE = { country: 'EE', regcode: '10900031', name: 'Oleg Petrenko FIE' };

/**
 * A store holding UN's entry of Oleg PETRENKO (its list imported) and one sole trader of `form`,
 * `more` adding its other rows, screened; the person check of Oleg Petrenko's candidates on it.
 */
function candidatesOfScreened(company: { country: string; regcode: string; name: string }, form: [string, string],
  more: (db: Parameters<Parameters<typeof withDb>[1]>[0]) => void = () => {}) {
  const store = createTestStore();
  try {
    withDb(store.path, (db) => {
      db.prepare(`INSERT INTO sanction_entries (list, entry_id, schema, name, aliases, identifiers, countries, programs, birth_dates, source)
        VALUES ('UN', 'QDi.1', 'person', 'Oleg PETRENKO', '[]', '[]', '[]', '[]', '[]', 'sanctions.un')`).run();
      // The list as imported: the answer names the lists screened, and a role of a store screened against none is not screened.
      db.prepare(`INSERT INTO source_state (source, country, as_of, checksum, last_run_id, published_at, row_count)
        VALUES ('sanctions.un', NULL, '2026-11-20', 'x', NULL, '2026-11-20T00:00:00Z', 1)`).run();
      insertCompany(db, company);
      db.prepare('UPDATE companies SET legal_form_code = ?, legal_form_name = ?, registered_on = ? WHERE country = ? AND regcode = ?')
        .run(form[0], form[1], '2015-03-02', company.country, company.regcode);
      more(db);
      screenAllCompanies(db, { now: NOW });
    });
    const db = openForReading(store.path);
    try {
      const services = createServices({ db, sanctionsThreshold: DEFAULT_THRESHOLD });
      return services.checkPerson('Oleg Petrenko', '1970-01-01', 50, NOW, null, { after: null });
    } finally {
      db.close();
    }
  } finally {
    store.cleanup();
  }
}

test('the FIE of a listed person is a candidate of the person check carrying the match screening stored', () => {
  const answer = candidatesOfScreened(FIE, ['FIE', 'Füüsilisest isikust ettevõtja']);
  assert.equal(answer.candidates?.length, 1, JSON.stringify(answer));
  const [fie] = answer.candidates!;
  assert.deepEqual([fie!.regcode, fie!.roleFrom, fie!.sanctionsScreened], [FIE.regcode, 'business_name', 'screened']);
  assert.deepEqual(fie!.sanctions.map((m) => [m.list, m.entryId, m.score]), [['UN', 'QDi.1', 0.9]]);
});

test('a toiminimi whose parallel name holds the listed person is a candidate carrying the match, its explanation naming that parallel name', () => {
  const TMI = { country: 'FI', regcode: '3100031-1', name: 'Rakennus Petrenko' };
  const answer = candidatesOfScreened(TMI, ['26', 'Yksityinen elinkeinonharjoittaja'], (db) => {
    db.prepare(`INSERT INTO company_names (country, regcode, name, name_key, kind, valid_from, valid_to, source, as_of)
      VALUES (?, ?, 'Oleg Petrenko Tmi', 'oleg petrenko', 'parallel', '2015-03-02', NULL, 'fi.ytj', '2026-11-20')`).run(TMI.country, TMI.regcode);
  });
  assert.equal(answer.candidates?.length, 1, JSON.stringify(answer));
  const [tmi] = answer.candidates!;
  assert.deepEqual([tmi!.regcode, tmi!.companyName, tmi!.personName, tmi!.roleFrom, tmi!.companySanctioned], [TMI.regcode, TMI.name, 'Oleg Petrenko', 'business_name', true]);
  assert.deepEqual(tmi!.sanctions.map((m) => [m.list, m.entryId, m.score]), [['UN', 'QDi.1', 0.9]]);
  assert.match(tmi!.sanctions[0]!.explanation, /^The business name, read from its parallel name "Oleg Petrenko Tmi" \(its main name holds no person's name\), holds/);
});
