// The EU list gives some listed persons' births as a span of years of its own, two attributes of
// the birthdate element (`yearRangeFrom="1953" yearRangeTo="1958"`) with no birthdate nor year,
// often with circa. The import read only the date and its year/month/day parts, so such an entry
// had no birth at all: a beneficial owner of the name born decades later was compared on the name
// alone, and one born inside the span was never told agreeing on the year. Every year of the span
// is now a year the listed person may be born in, as the UN's BETWEEN and OFAC's `DOB … to …` give.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { importSources } from '../../../src/importers/pipeline/run.ts';
import { euSource } from '../../../src/importers/sanctions/index.ts';
import { createTestStore, insertCompany, insertRole, matchesOf, withDb } from '../../screening/store.ts';

/** One listed person, written from the documented structure of xmlFullSanctionsList_1_1. */
function euXml(birthdate: string): string {
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<export xmlns="http://eu.europa.ec/fpi/fsd/export" generationDate="2026-11-20T10:00:00.000+01:00" globalFileId="150001">
  <sanctionEntity designationDetails="" unitedNationId="" euReferenceNumber="EU.9911.42" logicalId="9911">
    <regulation regulationType="amendment" organisationType="council" publicationDate="2024-02-23" entryIntoForceDate="2024-02-23" numberTitle="2024/753 (OJ L)" programme="RUS" logicalId="190001">
      <publicationUrl>https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=OJ:L_202400753</publicationUrl>
    </regulation>
    <subjectType code="person" classificationCode="P"/>
    <nameAlias firstName="Vsevolod" middleName="" lastName="Zarubin" wholeName="Vsevolod Zarubin" function="" gender="M" title="" nameLanguage="" strong="true" regulationLanguage="en" logicalId="190002"/>
    ${birthdate}
  </sanctionEntity>
</export>
`;
}

const SPAN = '<birthdate circa="false" calendarType="GREGORIAN" city="" zipCode="" yearRangeFrom="1953" yearRangeTo="1958" region="" place="" countryIso2Code="00" countryDescription="UNKNOWN" regulationLanguage="en" logicalId="190003"/>';

interface Screened { matches: Array<[string, string, string]>; birthDates: string[] }

async function ownerScreened(birthdate: string, ownerBorn: string): Promise<Screened> {
  const store = createTestStore();
  try {
    withDb(store.path, (db) => {
      insertCompany(db, { country: 'LV', regcode: '40003700001', name: 'SIA "Daugavas Loģistika"' });
      insertRole(db, { country: 'LV', regcode: '40003700001', role: 'beneficial_owner', name: 'Vsevolods Zarubins', birthDate: ownerBorn });
    });
    const dir = join(store.dir, 'files');
    mkdirSync(dir);
    writeFileSync(join(dir, 'xmlFullSanctionsList_1_1.xml'), euXml(birthdate));
    const report = await importSources({ databasePath: store.path, sources: [euSource], fromDir: dir, progress: 'none', now: new Date('2026-11-24T08:00:00Z') });
    assert.equal(report.sources[0]!.status, 'published', report.sources[0]!.message);
    return withDb(store.path, (db) => ({
      matches: matchesOf(db, 'LV', '40003700001').map((m): [string, string, string] => [m.list, m.matched_on, JSON.parse(m.features).birthDateMatch]),
      birthDates: JSON.parse((db.prepare("SELECT birth_dates FROM sanction_entries WHERE list = 'EU'").get() as { birth_dates: string }).birth_dates),
    }));
  } finally {
    store.cleanup();
  }
}

test('EU yearRangeFrom/yearRangeTo: the entry keeps every year of the span as a birth', async () => {
  const inside = await ownerScreened(SPAN, '1955-06-14');
  assert.deepEqual(inside.birthDates, ['1953', '1954', '1955', '1956', '1957', '1958']);
  assert.deepEqual(inside.matches, [['EU', 'owner', 'year']]);
});

test('EU yearRangeFrom/yearRangeTo: an owner of the name born outside the span is told apart', async () => {
  // Without the span the entry had no birth, and this owner, born 1990, was compared on the name alone.
  assert.deepEqual((await ownerScreened(SPAN, '1990-06-14')).matches, []);
});

test('EU circa span: each year approximate; a span open at one end is kept as its bound', async () => {
  const circa = await ownerScreened(SPAN.replace('circa="false"', 'circa="true"'), '1959-01-02');
  assert.deepEqual(circa.birthDates, ['1953~', '1954~', '1955~', '1956~', '1957~', '1958~']);
  assert.deepEqual(circa.matches.map((m) => m[0]), ['EU']);
  const openBelow = await ownerScreened(SPAN.replace(' yearRangeFrom="1953"', ''), '1955-06-14');
  // Born in or before 1958 (open-birth-span.test.ts): the owner born 1955 inside it.
  assert.deepEqual([openBelow.birthDates, openBelow.matches], [['../1958'], [['EU', 'owner', 'span']]]);
});
