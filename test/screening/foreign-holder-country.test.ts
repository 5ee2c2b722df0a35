// A company's legal holder of another register (RIK's valis_kood with valis_kood_riik, UR's
// FOREIGN_ENTITY) carries that register's country on its role (schema 10). Screening read a
// holder's country only from a company of the same register bearing its number, so a Swedish
// holder numbered like an Estonian company was screened as that Estonian company: a listing of the
// Estonian one flagged what the Swedish one owns. It now takes the country the register names.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { iterateControllingHolders } from '../../src/store/screening-write.ts';
import { ownCompany, type SeedRow } from '../helpers/seed.ts';
import { scorePair, type Pair } from './score-pair.ts';
import { seededServices, type SeededServices } from '../helpers/seeded-services.ts';
import { explainMatch } from '../../src/services/sanction-explanation.ts';

const holder = (id: number, regcode: string, name: string, holderRegcode: string, holderCountry: string | null): SeedRow => ({
  id, country: 'EE', regcode, role: 'member', position: null, person_name: name, name_key: name.toLowerCase(),
  entity_type: 'legal_entity', birth_date: null, birth_key: null, holder_regcode: holderRegcode, holder_country: holderCountry,
  since: '2020-02-01', until: null, share_percent: 100, share_amount: 2500, share_currency: 'EUR',
  assoc_key: `foreign-holder-${id}`, first_seen_at: '2024-01-01T00:00:00Z', source: 'ee.shareholders', as_of: '2026-11-21',
});

let ctx: SeededServices;
before(() => {
  ctx = seededServices({
    rows: {
      companies: [
        ownCompany('14910001', 'Rootsi Omanik OÜ', { country: 'EE', form: 'OÜ', source: 'ee.basic' }),
        ownCompany('14910002', 'Läti Omanik OÜ', { country: 'EE', form: 'OÜ', source: 'ee.basic' }),
        ownCompany('14910003', 'Kodumaine Omanik OÜ', { country: 'EE', form: 'OÜ', source: 'ee.basic' }),
        // The Estonian company whose registry code the Swedish holder's number equals.
        ownCompany('14910009', 'Sama Number OÜ', { country: 'EE', form: 'OÜ', source: 'ee.basic' }),
      ],
      person_roles: [
        holder(9201, '14910001', 'Nordic Holding AB', '14910009', 'ZZ'),
        holder(9202, '14910002', 'SIA "Baltijas Degviela"', '40003000019', 'LV'),
        holder(9203, '14910003', 'Sama Number OÜ', '14910009', null),
      ],
    },
  });
});
after(() => ctx.close());

const holderCountryOf = (regcode: string) =>
  [...iterateControllingHolders(ctx.db, '2026-11-25')].filter((h) => h.country === 'EE' && h.regcode === regcode).map((h) => h.holderCountry);

test('a holder of a register the service does not hold is screened as foreign, not as the Estonian company of its number', () => {
  assert.deepEqual(holderCountryOf('14910001'), ['ZZ']);
});

test('a holder of another of the four registers is screened in that country', () => {
  assert.deepEqual(holderCountryOf('14910002'), ['LV']);
});

test('a domestic holder is screened as the company of the same register bearing its number, as before', () => {
  assert.deepEqual(holderCountryOf('14910003'), ['EE']);
});

// RIK's named country of a holder of another register is kept (SE, CY, not ZZ), for the owners to
// show it. Screening does not weigh it against a listing elsewhere: a Swedish holder named as an
// entity a list places in Russia is not held below the threshold as "listed in another country",
// which a front company abroad would otherwise escape by.
test('a holder whose register names a country other than the four is screened as one abroad, its country not weighed against a listing elsewhere', () => {
  const pair = (holderCountry: string): Pair => ({
    id: 'x', kind: 'owner_entity', company: { country: 'EE' }, expected: true, why: '',
    owner: { name: 'Severtransflot Kaliningrad AB', holderRegcode: '556677-8899', holderCountry },
    entry: { name: 'SEVERTRANSFLOT KALININGRAD AB', countries: ['RU'] },
  });
  const unnamed = scorePair(pair('ZZ'));
  assert.ok(unnamed >= 0.9, `flagged as before (${unnamed})`);
  for (const country of ['SE', 'CY']) assert.equal(scorePair(pair(country)), unnamed, country);
  // A register of the four is still weighed as that country (the listing elsewhere caps it).
  assert.ok(scorePair(pair('LV')) < unnamed);
});

// The country RIK names for a holder abroad counts where the list agrees, as a company's own does:
// an Estonian OÜ held by a Russian OOO that the EU lists in Russia under that name or number was a
// candidate only (0.87, 0.8), so its isSanctioned read false on the very evidence that flags the
// OOO as a company of its own country.
const russianHolder = (holderCountry: string, entry: Pair['entry'], name = 'OOO "Severoneftegaz"'): Pair => ({
  id: 'x', kind: 'owner_entity', company: { country: 'EE' }, expected: true, why: '',
  owner: { name, holderRegcode: '1147847123456', holderCountry }, entry,
});

test('a holder abroad bearing the name of an entity the list places in its own country is flagged', () => {
  const entry = { name: 'OOO Severoneftegaz', countries: ['RU'] };
  assert.ok(scorePair(russianHolder('RU', entry)) >= 0.9, `${scorePair(russianHolder('RU', entry))}`);
  // No country named: the name of one identifying word alone stays a candidate, as before.
  assert.ok(scorePair(russianHolder('ZZ', entry)) < 0.9);
  // Listed in another country than the holder's: not weighed against it (no cap), as before.
  assert.equal(scorePair(russianHolder('CY', entry)), scorePair(russianHolder('ZZ', entry)));
});

test('a holder abroad whose number the list gives in its own country is flagged whatever its name there', () => {
  const listed = (country: string) => ({
    name: 'Baltic Trade', countries: [country], identifiers: [{ type: 'regnumber', value: '1147847123456', country }],
  });
  assert.equal(scorePair(russianHolder('RU', listed('RU'), 'OOO "Baltiyskaya Torgovlya"')), 1);
  assert.ok(scorePair(russianHolder('ZZ', listed('RU'), 'OOO "Baltiyskaya Torgovlya"')) < 0.9);
  // The number listed as the owned company's own country's is another company's, as before.
  assert.equal(scorePair(russianHolder('RU', listed('EE'), 'OOO "Baltiyskaya Torgovlya"')), 0);
});

test('the explanation names the holder\'s country the list agrees with, not the company\'s', () => {
  const sentence = explainMatch('owner', 'OOO Severoneftegaz', {
    ownerName: 'OOO "Severoneftegaz"', ownerRole: 'member', sharePercent: 100, ownerType: 'entity', via: 'name', holderCountry: 'RU',
    nameSimilarity: 1, matchedTokens: ['severoneftegaz'], path: 'tokens', cap: null, countryMatch: true, weakAlias: false,
  });
  assert.match(sentence, /listed in the holder's country \(RU\)/);
  assert.doesNotMatch(sentence, /company's country/);
});
