// The EU list carries the UN's alias quality over as a remark of the nameAlias (`Low quality
// alias`), often on an alias marked strong="true". Read as strong, a short low-quality alias that
// is a Latvian company's name, the entry listed in Latvia, flagged that company on the name alone,
// while the same alias from the UN list (QUALITY Low) is weak and never reaches the threshold alone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { euSource } from '../../../src/importers/sanctions/index.ts';
import { sanctionsAfterImport } from './sanctions-after-import.ts';

// Written from the documented structure of xmlFullSanctionsList_1_1 (lv-and-sanctions.md 4.1).
const euXml = (remark: string) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<export xmlns="http://eu.europa.ec/fpi/fsd/export" generationDate="2026-11-20T14:39:54.511+01:00" globalFileId="1">
  <sanctionEntity designationDetails="" unitedNationId="" euReferenceNumber="EU.9901.1" designationDate="2022-03-15" logicalId="9901">
    <regulation regulationType="amendment" organisationType="council" publicationDate="2022-03-15" entryIntoForceDate="2022-03-15" numberTitle="2022/427 (OJ L87)" programme="RUS" logicalId="1">
      <publicationUrl>https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:32022R0427</publicationUrl>
    </regulation>
    <subjectType code="enterprise" classificationCode="E"/>
    <nameAlias firstName="" middleName="" lastName="" wholeName="Baltijas Jūras Kravu Ekspedīcija" function="" title="" nameLanguage="" strong="true" regulationLanguage="en" logicalId="1"/>
    <nameAlias firstName="" middleName="" lastName="" wholeName="Kravu Ekspedīcija" function="" title="" nameLanguage="" strong="true" regulationLanguage="en" logicalId="2">
      <remark>${remark}</remark>
    </nameAlias>
    <address city="Rīga" street="" zipCode="" countryIso2Code="LV" countryDescription="LATVIA" regulationLanguage="en" logicalId="3"/>
  </sanctionEntity>
</export>
`;

const company = { country: 'LV' as const, regcode: '40003900021', name: 'SIA "Kravu Ekspedīcija"' };

test('EU: an alias the list remarks as of low quality is weak: its name alone leaves a candidate', async () => {
  const answer = await sanctionsAfterImport(company, euSource, { 'xmlFullSanctionsList_1_1.xml': euXml('Low quality alias') }, { candidates: true });
  assert.equal(answer.isSanctioned, false);
  assert.deepEqual(answer.candidates!.map((m) => [m.reference, m.matchedName, m.features.weakAlias]),
    [['EU.9901.1', 'Kravu Ekspedīcija', true]]);
});

test('EU: an alias remarked as of good quality, or with another remark, stays strong', async () => {
  for (const remark of ['Good quality alias', 'High quality a.k.a.', 'Name used in 2021']) {
    const answer = await sanctionsAfterImport(company, euSource, { 'xmlFullSanctionsList_1_1.xml': euXml(remark) });
    assert.equal(answer.isSanctioned, true, remark);
    assert.equal(answer.sanctions[0]!.features.weakAlias, false, remark);
  }
});
