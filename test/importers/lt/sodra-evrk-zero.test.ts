// Sodra's EVRK code with its leading zero dropped: a draudejai.csv opened in a spreadsheet and
// saved again (the file comes through --from) writes 011100 as 11100. Rows written from the
// documented header (shared/data-sources/ee-lt-fi.md 2.5).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mapSodraGroup, sodraGroupKey } from '../../../src/importers/lt/sodra.ts';
import type { Row } from '../../../src/importers/source.ts';
import { groupByKey, makeContext, recordsOf } from './support.ts';

const HEADER = ['Draudėjo kodas (code)', 'Juridinių asmenų registro kodas (jarCode)', 'Pavadinimas (name)',
  'Savivaldybė, kurioje registruota(municipality)', 'Ekonominės veiklos rūšies kodas(ecoActCode)',
  'Ekonominės veiklos rūšies pavadinimas(ecoActName)', 'Mėnuo (month)', 'Vidutinis darbo užmokestis (avgWage)',
  'Apdraustųjų skaičius (numInsured)'];

const row = (cells: string[]): Row => Object.fromEntries(HEADER.map((h, i) => [h, cells[i]!]));

function activityOf(rows: Row[], regcode: string) {
  const { groups } = groupByKey([{ file: 'draudejai.csv', rows }], sodraGroupKey);
  return recordsOf(mapSodraGroup(groups.get(regcode)!, makeContext('draudejai.csv')), 'activity')[0];
}

test('Sodra: an EVRK code whose leading zero was dropped is served with it (01.11, not 11.10)', () => {
  const farm = activityOf([row(['1000005', '304000010', 'UAB "Javai"', 'Kėdainių r. sav.', '11100', 'Javų auginimas', '202610', '1500,00', '12'])], '304000010');
  assert.deepEqual(farm && [farm.code, farm.description, farm.classification], ['01.11', 'Javų auginimas', 'EVRK 2']);
  // Six digits, as Sodra writes them, in the classification's notation.
  const coder = activityOf([row(['1000001', '304000001', 'UAB "Šiaurės vėjas"', 'Kauno m. sav.', '620100', 'Kompiuterių programavimo veikla', '202610', '2460,10', '44'])], '304000001');
  assert.equal(coder?.code, '62.01');
  const written = activityOf([row(['1000006', '304000011', 'UAB "Miškas"', 'Varėnos r. sav.', '021000', 'Miškininkystė', '202610', '1400,00', '3'])], '304000011');
  assert.equal(written?.code, '02.10');
});

test('Sodra: an EVRK code in the notation LV and EE serve NACE codes in; a code not padded with 00 is kept as written', () => {
  const code = (raw: string) => activityOf([row(['1000007', '304000012', 'UAB "Kodas"', 'Vilniaus m. sav.', raw, 'Veikla', '202610', '1400,00', '3'])], '304000012')?.code;
  assert.equal(code('702200'), '70.22');
  assert.equal(code('70.22'), '70.22');
  assert.equal(code('702210'), '702210');
});
