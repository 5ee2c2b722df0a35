// JAR writes one status code in several wordings, abbreviated in some rows and in full in others
// ("Teisinis stat neįregistruotas" beside "Teisinis statusas neįregistruotas"); registryStatus
// served them as given, so two companies of one status read as two statuses. Each code now has one
// wording, the written-out one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mapRegistered, STATUS_CLASSIFIER } from '../../../src/importers/lt/jar-map.ts';
import type { CompanyRecord } from '../../../src/domain/records.ts';
import type { Row } from '../../../src/importers/source.ts';
import { indexBy, makeContext, recordsOf } from './support.ts';

const row = (regcode: string, code: string, words: string): Row => ({
  ja_kodas: regcode, ja_pavadinimas: `UAB Įmonė ${regcode}`, adresas: 'Vilnius, Ozo g. 1, LT-07150', ja_reg_data: '2010-01-01',
  form_kodas: '310', form_pavadinimas: 'Uždaroji akcinė bendrovė', stat_kodas: code, stat_pavadinimas: words,
  stat_data_nuo: '2010-01-01', formavimo_data: '2026-11-20',
});

function served(r: Row, classifier: Row[] = []): CompanyRecord {
  const ctx = makeContext('JAR_IREGISTRUOTI.csv', { [STATUS_CLASSIFIER]: indexBy(classifier, 'stat_kodas') });
  return recordsOf(mapRegistered(r, ctx), 'company')[0] as CompanyRecord;
}

test('code 0 written abbreviated, in full or not at all is served in one wording, written out', () => {
  const wordings = ['Teisinis stat neįregistruotas', 'Teisinis statusas neįregistruotas', '', 'teisinis  stat. neįregistruotas'];
  const served0 = wordings.map((w, i) => served(row(`30400010${i}`, '0', w)));
  assert.deepEqual(new Set(served0.map((c) => c.registryStatus)), new Set(['Teisinis statusas neįregistruotas']));
  assert.ok(served0.every((c) => c.status === 'active'));
});

test('a listed code gets its full name even where the classifier abbreviates it', () => {
  const classifier = [{ stat_kodas: '0', stat_pavadinimas: 'Teisinis stat neįregistruotas', stat_name: 'No legal status registered' }];
  assert.equal(served(row('304000111', '0', 'Teisinis stat neįregistruotas'), classifier).registryStatus, 'Teisinis statusas neįregistruotas');
});

test('a code outside the list keeps the classifier\'s name, else the row\'s, with the abbreviation spelled out', () => {
  const classifier = [{ stat_kodas: '31', stat_pavadinimas: 'Dalyvaujantis tarpvalstybiniame jungime', stat_name: '' }];
  assert.equal(served(row('304000121', '99', 'Dalyvaujantis tarpvalstybiniame jungime')).registryStatus, 'Dalyvaujantis tarpvalstybiniame jungime');
  assert.equal(served(row('304000122', '99', 'Teisinis stat jungiamas')).registryStatus, 'Teisinis statusas jungiamas');
  assert.equal(served(row('304000123', '31', 'Tarpvalst. jungimas'), classifier).registryStatus, 'Dalyvaujantis tarpvalstybiniame jungime');
});
