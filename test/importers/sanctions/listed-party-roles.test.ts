// The UN list says what a listed person is in TITLE and DESIGNATION (`Military leader of the
// Mouvement du 23 Mars (M23)`, `Brigadier General`) and the EU list in a name's function (`Former
// President`), as OFAC does in its Title, which its reason starts with. The UN and EU importers
// read neither, so a match's reason gave a reviewer telling the listed person from an owner of the
// same name only the list's comments, for many UN entries a link to INTERPOL's notices, for many
// EU entries nothing. The reason now starts with what the list says the person is.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { SanctionEntryRecord } from '../../../src/domain/records.ts';
import type { MapContext, MapResult } from '../../../src/importers/source.ts';
import { mapEuSanctionEntity } from '../../../src/importers/sanctions/eu-fsf.ts';
import { mapUnRecord } from '../../../src/importers/sanctions/un-sc.ts';
import { XML_NAME_KEY } from '../../../src/importers/readers/xml.ts';
import { importSources } from '../../../src/importers/pipeline/run.ts';
import { euSource, unSource } from '../../../src/importers/sanctions/index.ts';
import { createTestStore, withDb } from '../../screening/store.ts';
import { NO_SAMPLES, SAMPLES } from './samples-folder.ts';

const ctx: MapContext = { file: 'test', line: 1, asOf: '2026-11-20', lookup: () => undefined, warn: () => {} };

function reasonOf(result: MapResult): string | null {
  assert.ok(result && !Array.isArray(result) && !('reject' in result));
  return (result.record as SanctionEntryRecord).reason;
}

test('UN: a person\'s TITLE and DESIGNATION come first in the reason, then COMMENTS1', () => {
  const row = {
    [XML_NAME_KEY]: 'INDIVIDUAL', DATAID: '7100003', FIRST_NAME: 'Vsevolod', SECOND_NAME: 'Zarubin', UN_LIST_TYPE: 'DRC',
    TITLE: { VALUE: 'Military leader of the Example Front' }, DESIGNATION: { VALUE: ['Brigadier General', 'Commander '] },
    COMMENTS1: 'Lives in Goma as of 2016.',
  };
  assert.equal(reasonOf(mapUnRecord(row, ctx)), 'Military leader of the Example Front; Brigadier General; Commander. Lives in Goma as of 2016.');
  const { COMMENTS1: _, ...withoutComments } = row;
  assert.equal(reasonOf(mapUnRecord({ ...withoutComments, TITLE: '', DESIGNATION: { VALUE: 'FARDC General ' } }, ctx)), 'FARDC General');
});

test('EU: the function a listed person\'s names give comes first in the reason, once', () => {
  const row = {
    logicalId: '9913', subjectType: { code: 'person' }, regulation: { programme: 'RUS' },
    nameAlias: [{ wholeName: 'Vsevolod Zarubin', function: 'Deputy Minister of Examples', strong: 'true' },
      { wholeName: 'Всеволод Зарубин', function: 'Deputy Minister of Examples', strong: 'true' }],
    remark: 'Listed for supporting actions against Ukraine.',
  };
  assert.equal(reasonOf(mapEuSanctionEntity(row, ctx)), 'Deputy Minister of Examples. Listed for supporting actions against Ukraine.');
  assert.equal(reasonOf(mapEuSanctionEntity({ ...row, remark: '' }, ctx)), 'Deputy Minister of Examples');
});


test('the real EU and UN excerpts: Mugabe\'s function and Ngaruye\'s title and designation are in the reason', async (t) => {
  if (!existsSync(SAMPLES)) { t.skip(NO_SAMPLES); return; }
  const store = createTestStore();
  try {
    const dir = join(store.dir, 'from');
    mkdirSync(dir);
    copyFileSync(join(SAMPLES, 'eu_fsf_xmlFullSanctionsList_1_1.xml'), join(dir, 'xmlFullSanctionsList_1_1.xml'));
    copyFileSync(join(SAMPLES, 'un_consolidated.xml'), join(dir, 'consolidated.xml'));
    const report = await importSources({ databasePath: store.path, sources: [euSource, unSource], fromDir: dir, now: new Date('2026-11-21T08:00:00Z'), progress: 'none' });
    for (const s of report.sources) assert.equal(s.status, 'published', `${s.source}: ${s.message}`);
    withDb(store.path, (db) => {
      const reason = (reference: string) => (db.prepare('SELECT reason FROM sanction_entries WHERE reference = ?').get(reference) as { reason: string | null }).reason;
      assert.equal(reason('EU.36.64'), 'Former President');
      assert.match(reason('CDi.019') ?? '', /^Military leader of the Mouvement du 23 Mars \(M23\); Brigadier General\. Entered the Republic of Rwanda/);
      assert.match(reason('CDi.003') ?? '', /^FDLR Interim President; FDLR-FOCA 1st Vice-President; FDLR-FOCA Major General\. INTERPOL/);
    });
  } finally {
    store.cleanup();
  }
});
