// A sole trader no file names the owner of (an EE FIE, an FI toiminimi, an LT individuali įmonė) was
// screened as an entity alone, its name never compared with a listed person, so a listed person's
// FIE passed as not sanctioned. The person its business name holds is now compared as the
// entrepreneur's, with no birth date: a list giving one leaves a candidate, one giving none flags
// the very same name that no one else in the registers bears.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { screenAllCompanies } from '../../src/importers/screening/index.ts';
import { DEFAULT_THRESHOLD } from '../../src/domain/sanctions-matching.ts';
import { explainMatch } from '../../src/services/sanction-explanation.ts';
import { entrepreneurNameOf } from '../../src/domain/sole-trader-name.ts';
import { openForReading } from '../../src/store/open.ts';
import { createServices } from '../../src/services/index.ts';
import type { Database } from '../../src/store/open.ts';
import { createTestStore, insertCompany, insertRole, matchesOf, withDb } from './store.ts';

const NOW = new Date('2026-11-21T08:00:00Z');

function insertPerson(db: Database, entryId: string, name: string, birthDates: string[]): void {
  db.prepare(`INSERT INTO sanction_entries (list, entry_id, schema, name, aliases, identifiers, countries, programs, birth_dates, source)
    VALUES ('UN', ?, 'person', ?, '[]', '[]', '[]', '[]', ?, 'sanctions.un')`).run(entryId, name, JSON.stringify(birthDates));
}

function insertSoleTrader(db: Database, c: { country: string; regcode: string; name: string }, form: { code: string; name: string }): void {
  insertCompany(db, c);
  db.prepare('UPDATE companies SET legal_form_code = ?, legal_form_name = ?, registered_on = ? WHERE country = ? AND regcode = ?')
    .run(form.code, form.name, '2015-03-02', c.country, c.regcode);
}

const FIE = { code: 'FIE', name: 'Füüsilisest isikust ettevõtja' };
const TMI = { code: '26', name: 'Yksityinen elinkeinonharjoittaja' };
const II = { code: '110', name: 'IĮ' };

const C = {
  listedUndated: { country: 'EE', regcode: '10900001', name: 'Oleg Petrenko FIE' },
  listedDated: { country: 'FI', regcode: '3100001-1', name: 'Tmi Aliaksandr Zaitsau' },
  genitive: { country: 'LT', regcode: '310000001', name: 'Jono Jonaičio IĮ' },
  foreignGenitive: { country: 'LT', regcode: '310000002', name: 'Viktoro Kuzmino IĮ' },
  surnameOnly: { country: 'EE', regcode: '16900002', name: 'Petrenko Ehitus OÜ' },
  notAPerson: { country: 'EE', regcode: '10900003', name: 'Petrenko FIE' },
  brand: { country: 'LT', regcode: '310000004', name: 'IĮ "Oleg Petrenko"' },
  ownerNamed: { country: 'EE', regcode: '10900005', name: 'Aliaksandr Zaitsau FIE' },
} as const;

test('the person a sole trader\'s name holds is compared with the listed persons as its entrepreneur, with no birth date', () => {
  const store = createTestStore();
  try {
    const result = withDb(store.path, (db) => {
      insertPerson(db, 'QDi.1', 'Oleg PETRENKO', []);
      db.prepare("UPDATE sanction_entries SET listed_on = '2022-04-08' WHERE entry_id = 'QDi.1'").run();
      insertPerson(db, 'QDi.2', 'Aliaksandr ZAITSAU', ['1976-02-11']);
      insertPerson(db, 'QDi.3', 'Jonas JONAITIS', []);
      insertPerson(db, 'QDi.4', 'Viktor KUZMIN', []);
      insertSoleTrader(db, C.listedUndated, FIE);
      insertSoleTrader(db, C.listedDated, TMI);
      insertSoleTrader(db, C.genitive, II);
      insertSoleTrader(db, C.foreignGenitive, II);
      insertCompany(db, C.surnameOnly);
      insertSoleTrader(db, C.notAPerson, FIE);
      insertSoleTrader(db, C.brand, II);
      insertSoleTrader(db, C.ownerNamed, FIE);
      // The card names this FIE's entrepreneur, with a birth date that is not the listed one: screened as that owner alone.
      insertRole(db, { ...C.ownerNamed, role: 'micro_enterprise', position: 'owner', name: 'Aliaksandr Zaitsau', birthDate: '1980-05-05' });
      return screenAllCompanies(db, { now: NOW });
    });
    assert.equal(result.algorithmVersion, 'screen-49');
    withDb(store.path, (db) => {
      // The very same name, no date on the list, no one else in the registers bearing it: flagged, as an owner without a birth is.
      const [undated, ...more] = matchesOf(db, 'EE', C.listedUndated.regcode);
      assert.equal(more.length, 0);
      assert.equal(undated!.matched_on, 'owner');
      assert.equal(undated!.score, 0.9);
      assert.ok(undated!.score >= DEFAULT_THRESHOLD);
      const f = JSON.parse(undated!.features) as Record<string, unknown>;
      assert.equal(f.ownerFrom, 'business_name');
      assert.equal(f.ownerName, 'Oleg Petrenko');
      assert.equal(f.ownerSince, '2015-03-02');
      assert.equal(f.birthDateMatch, 'unlisted');
      // No role bears the name: the entrepreneur alone, one person.
      assert.equal(f.namesakes, 1);
      assert.equal(explainMatch('owner', undated!.matched_name, f),
        'The business name "Oleg Petrenko FIE" holds the name of its entrepreneur, Oleg Petrenko, whom no register file names: compared as that '
        + 'person\'s, it is the name of the listed person "Oleg PETRENKO", with no birth date on the list; no one else in the registers bears this name.');

      // The list gives a birth date, no file gives the entrepreneur one: a candidate for a reviewer.
      const [dated] = matchesOf(db, 'FI', C.listedDated.regcode);
      assert.ok(dated, 'the toiminimi of a listed person is a candidate');
      assert.ok(dated.score < DEFAULT_THRESHOLD && dated.score >= 0.8, `scored ${dated.score}`);
      const df = JSON.parse(dated.features) as Record<string, unknown>;
      assert.equal(df.birthDateMatch, 'unknown');
      assert.match(explainMatch('owner', dated.matched_name, df), /"Tmi Aliaksandr Zaitsau" holds the name of its entrepreneur, Aliaksandr Zaitsau,.*a birth date the list gives and no file shows for the entrepreneur.*\(a candidate for a reviewer\)\.$/);

      // Jono Jonaičio, Jonas Jonaitis's: the genitive read as the nominative gives the listed name's own words,
      // the very same name in another case, flagged as `Jonas Jonaitis IĮ` would be (no date on the list, no namesake).
      const [genitive] = matchesOf(db, 'LT', C.genitive.regcode);
      assert.ok(genitive, 'the genitive Jono Jonaičio is read as Jonas Jonaitis');
      assert.equal(genitive.score, 0.9);
      assert.equal(JSON.parse(genitive.features).nameReading, 'jonas jonaitis');
      assert.equal(JSON.parse(genitive.features).sameName, true);
      assert.match(explainMatch('owner', genitive.matched_name, JSON.parse(genitive.features)),
        /it read as the nominative \(jonas jonaitis\) is the name of the listed person "Jonas JONAITIS", with no birth date on the list; no one else in the registers bears this name\.$/);
      // A foreign name declined with -o: Viktoro Kuzmino, Viktor Kuzmin's.
      const [foreign] = matchesOf(db, 'LT', C.foreignGenitive.regcode);
      assert.equal(JSON.parse(foreign?.features ?? '{}').nameReading, 'viktor kuzmin');
      assert.equal(foreign?.score, 0.9);

      // A company whose name merely holds a listed surname, a name of one word, a quoted brand: no person compared.
      assert.deepEqual(matchesOf(db, 'EE', C.surnameOnly.regcode), []);
      assert.deepEqual(matchesOf(db, 'EE', C.notAPerson.regcode), []);
      assert.deepEqual(matchesOf(db, 'LT', C.brand.regcode), []);
      // The FIE whose card names its entrepreneur, born on another day than the listed person: no match.
      assert.deepEqual(matchesOf(db, 'EE', C.ownerNamed.regcode), []);
    });
    // The compliance statement flags the listed person's FIE as held by a listed owner, from the listing (the FIE registered before).
    const db = openForReading(store.path);
    try {
      const services = createServices({ db, sanctionsThreshold: DEFAULT_THRESHOLD });
      const fie = services.complianceFor(C.listedUndated.regcode, 'EE');
      assert.equal(fie.isSanctioned, true);
      assert.ok(fie.flags.includes('sanctioned_owner'));
      // No file names the FIE's owner: the day it began is the FIE's registration, said so, not a holding's.
      assert.match(fie.flagDetails.find((d) => d.flag === 'sanctioned_owner')?.detail ?? '', /^Oleg PETRENKO \(UN\); since 2022-04-08, the day Oleg PETRENKO was listed \(the sole trader registered on 2015-03-02\)$/);
      const toiminimi = services.complianceFor(C.listedDated.regcode, 'FI');
      assert.equal(toiminimi.isSanctioned, false);
      assert.ok(!toiminimi.flags.includes('sanctioned_owner'));
    } finally {
      db.close();
    }
  } finally {
    store.cleanup();
  }
});

test('a sole trader\'s name reads as a person\'s with its form removed: two words or more, letters only', () => {
  assert.equal(entrepreneurNameOf('Andres Rebane FIE', 'FIE'), 'Andres Rebane');
  assert.equal(entrepreneurNameOf('T:mi Juha Lehtonen', 'Tmi'), 'Juha Lehtonen');
  assert.equal(entrepreneurNameOf('Jono Jonaičio individuali įmonė', 'IĮ'), 'Jono Jonaičio');
  assert.equal(entrepreneurNameOf('Mari-Liis Tamm FIE', 'FIE'), 'Mari-Liis Tamm');
  assert.equal(entrepreneurNameOf('Rebane FIE', 'FIE'), null);
  assert.equal(entrepreneurNameOf('Tmi Rakennus 24', 'Tmi'), null);
  assert.equal(entrepreneurNameOf('IĮ "Green Trans"', 'IĮ'), null);
  assert.equal(entrepreneurNameOf('Andres Rebane FIE & Pojad', 'FIE'), null);
});

test('a trade word after the entrepreneur\'s name is left out, the form written `Tmi.` or in Swedish (`Firma`) is read', () => {
  assert.equal(entrepreneurNameOf('Tmi Juha Lehtonen Rakennus', 'Tmi'), 'Juha Lehtonen');
  assert.equal(entrepreneurNameOf('Juha Lehtonen Rakennuspalvelu Tmi', 'Tmi'), 'Juha Lehtonen');
  assert.equal(entrepreneurNameOf('T:mi Juha Matti Lehtonen Kiinteistöhuolto', 'Tmi'), 'Juha Matti Lehtonen');
  assert.equal(entrepreneurNameOf('Andres Rebane Ehitus FIE', 'FIE'), 'Andres Rebane');
  assert.equal(entrepreneurNameOf('Tmi. Juha Lehtonen', 'Tmi'), 'Juha Lehtonen');
  assert.equal(entrepreneurNameOf('Firma Anders Nyström', 'Tmi'), 'Anders Nyström');
  assert.equal(entrepreneurNameOf('Anders Nyström Bygg Firma', 'Tmi'), 'Anders Nyström');
  // One word before the trade word, common words in small letters, two trade words: no person's name.
  assert.equal(entrepreneurNameOf('Tmi Petrenko Rakennus', 'Tmi'), null);
  assert.equal(entrepreneurNameOf('Tmi Hyvä rakennus', 'Tmi'), null);
  assert.equal(entrepreneurNameOf('Tmi Juha Lehtonen Rakennus Remontti', 'Tmi'), null);
  // A word that says no trade stays a word of the name; an Estonian trade word is no Finnish one.
  assert.equal(entrepreneurNameOf('Tmi Juha Lehtonen Kodu', 'Tmi'), 'Juha Lehtonen Kodu');
  assert.equal(entrepreneurNameOf('Tmi Juha Lehtonen Ehitus', 'Tmi'), 'Juha Lehtonen Ehitus');
});

test('a toiminimi\'s form written in Swedish, `F:a` or `Enskild firma`, is read as the form, not as a word of the name', () => {
  assert.equal(entrepreneurNameOf('F:a Anders Nyström', 'Tmi'), 'Anders Nyström');
  assert.equal(entrepreneurNameOf('Anders Nyström F:a', 'Tmi'), 'Anders Nyström');
  assert.equal(entrepreneurNameOf('Enskild firma Anders Nyström', 'Tmi'), 'Anders Nyström');
  assert.equal(entrepreneurNameOf('Anders Nyström Bygg enskild firma', 'Tmi'), 'Anders Nyström');
  assert.equal(entrepreneurNameOf('Enskild Firma Nyström', 'Tmi'), null);
});

test('a toiminimi of a listed person\'s name and a trade word is flagged as the FIE of that name is', () => {
  const store = createTestStore();
  try {
    const traded = { country: 'FI', regcode: '3100009-1', name: 'Tmi Oleg Petrenko Rakennus' };
    const swedish = { country: 'FI', regcode: '3100010-1', name: 'Firma Oleg Petrenko' };
    withDb(store.path, (db) => {
      insertPerson(db, 'QDi.1', 'Oleg PETRENKO', []);
      insertSoleTrader(db, traded, TMI);
      insertSoleTrader(db, swedish, TMI);
      return screenAllCompanies(db, { now: NOW });
    });
    withDb(store.path, (db) => {
      for (const c of [traded, swedish]) {
        const [match, ...more] = matchesOf(db, 'FI', c.regcode);
        assert.ok(match, `${c.name} is compared as Oleg Petrenko's`);
        assert.equal(more.length, 0);
        assert.equal(match.score, 0.9);
        const f = JSON.parse(match.features) as Record<string, unknown>;
        assert.deepEqual([f.ownerName, f.businessName], ['Oleg Petrenko', c.name]);
      }
    });
  } finally {
    store.cleanup();
  }
});

test('a toiminimi whose main name is a brand is screened through the person its Swedish parallel name holds', () => {
  const store = createTestStore();
  try {
    const brand = { country: 'FI', regcode: '3100011-1', name: 'Nordbygg' };
    const both = { country: 'FI', regcode: '3100012-1', name: 'Tmi Maria Virtanen' };
    const ended = { country: 'FI', regcode: '3100013-1', name: 'Kiinteistö Kaarna' };
    const otherName = (db: Database, c: { country: string; regcode: string }, name: string, kind: string, validTo: string | null) =>
      db.prepare(`INSERT INTO company_names (country, regcode, name, name_key, kind, valid_from, valid_to, source, as_of)
        VALUES (?, ?, ?, ?, ?, '2015-03-02', ?, 'test.register', '2026-11-20')`).run(c.country, c.regcode, name, name.toLowerCase(), kind, validTo);
    withDb(store.path, (db) => {
      insertPerson(db, 'QDi.1', 'Oleg PETRENKO', []);
      for (const c of [brand, both, ended]) insertSoleTrader(db, c, TMI);
      otherName(db, brand, 'Bygg Nord', 'auxiliary', null);
      otherName(db, brand, 'Firma Oleg Petrenko', 'parallel', null);
      // The main name holds a person, not the listed one: the parallel name is not read.
      otherName(db, both, 'Firma Oleg Petrenko', 'parallel', null);
      // A parallel name ended before the registers' day is no name of the business.
      otherName(db, ended, 'Firma Oleg Petrenko', 'parallel', '2020-01-01');
      return screenAllCompanies(db, { now: NOW });
    });
    withDb(store.path, (db) => {
      const [match, ...more] = matchesOf(db, 'FI', brand.regcode);
      assert.ok(match, 'the parallel name Firma Oleg Petrenko is compared as Oleg Petrenko\'s');
      assert.equal(more.length, 0);
      assert.equal(match.score, 0.9);
      const f = JSON.parse(match.features) as Record<string, unknown>;
      assert.deepEqual([f.ownerName, f.businessName, f.ownerFrom], ['Oleg Petrenko', 'Firma Oleg Petrenko', 'business_name']);
      assert.deepEqual(matchesOf(db, 'FI', both.regcode), []);
      assert.deepEqual(matchesOf(db, 'FI', ended.regcode), []);
    });
  } finally {
    store.cleanup();
  }
});

test('a toiminimi named as a trade before a surname is screened through the person its parallel name holds, which its explanation names', () => {
  // `Rakennus Virtanen` was compared as a person `Rakennus Virtanen`, so its parallel name was never read.
  assert.equal(entrepreneurNameOf('Rakennus Petrenko', 'Tmi'), null);
  assert.equal(entrepreneurNameOf('Tmi Kuljetus Oleg Petrenko', 'Tmi'), null);
  assert.equal(entrepreneurNameOf('Ehitus Tamm FIE', 'FIE'), null);
  const store = createTestStore();
  try {
    const parallel = { country: 'FI', regcode: '3100021-1', name: 'Rakennus Petrenko' };
    const auxiliary = { country: 'FI', regcode: '3100022-1', name: 'Kuljetus Petrenko' };
    const otherName = (db: Database, c: { country: string; regcode: string }, name: string, kind: string) =>
      db.prepare(`INSERT INTO company_names (country, regcode, name, name_key, kind, valid_from, valid_to, source, as_of)
        VALUES (?, ?, ?, ?, ?, '2015-03-02', NULL, 'test.register', '2026-11-20')`).run(c.country, c.regcode, name, name.toLowerCase(), kind);
    withDb(store.path, (db) => {
      insertPerson(db, 'QDi.1', 'Oleg PETRENKO', []);
      for (const c of [parallel, auxiliary]) insertSoleTrader(db, c, TMI);
      otherName(db, parallel, 'Oleg Petrenko Tmi', 'parallel');
      otherName(db, auxiliary, 'T:mi Oleg Petrenko', 'auxiliary');
      return screenAllCompanies(db, { now: NOW });
    });
    withDb(store.path, (db) => {
      const featuresOf = (regcode: string) => {
        const [match, ...more] = matchesOf(db, 'FI', regcode);
        assert.ok(match, regcode);
        assert.equal(more.length, 0);
        return { match, f: JSON.parse(match.features) as Record<string, unknown> };
      };
      const viaParallel = featuresOf(parallel.regcode);
      assert.deepEqual([viaParallel.f.ownerName, viaParallel.f.businessName, viaParallel.f.businessNameKind], ['Oleg Petrenko', 'Oleg Petrenko Tmi', 'parallel']);
      assert.match(explainMatch('owner', viaParallel.match.matched_name, viaParallel.f),
        /^The business name, read from its parallel name "Oleg Petrenko Tmi" \(its main name holds no person's name\), holds the name of its entrepreneur, Oleg Petrenko,/);
      const viaAuxiliary = featuresOf(auxiliary.regcode);
      assert.deepEqual([viaAuxiliary.f.businessName, viaAuxiliary.f.businessNameKind], ['T:mi Oleg Petrenko', 'auxiliary']);
    });
  } finally {
    store.cleanup();
  }
});
