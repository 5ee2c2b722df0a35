// Autofill read its search in one snapshot of the store and the page's address parts and VAT
// numbers each in a snapshot of its own: a publish committing in between gave a form the name and
// legal form of one version with the address and VAT number of the next. It reads all of a page
// in one snapshot now.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { StatementSync } from 'node:sqlite';
import { FIXTURE } from '../../test/helpers/seed.ts';
import { seededServices } from '../../test/helpers/seeded-services.ts';
import { openForWriting } from '../store/open.ts';
import { rebuildSearchIndex } from '../store/search-index.ts';
import { writeDatasetVersion } from '../store/dataset-version.ts';
import { SQL as searchRead } from '../store/search-read.ts';

const C = FIXTURE.companies;

test('an autofill page is of one version even when a publish commits right after its search', () => {
  const served = seededServices();
  const autofill = () => served.services.autofill('rigas koks', { limit: 5 }).find((r) => r.regcode === C.lvRigasKoks.regcode)!;
  // The publish: the company moved and its VAT registration ended, its search rows rebuilt.
  const publish = () => {
    const writer = openForWriting(served.store.path);
    try {
      writer.exec('BEGIN IMMEDIATE');
      writer.prepare("UPDATE companies SET address = 'Jauna iela 1, Rīga, LV-1010' WHERE country = 'LV' AND regcode = ?").run(C.lvRigasKoks.regcode);
      writer.prepare("UPDATE vat_registrations SET active = 0, deregistered_on = '2026-01-01' WHERE country = 'LV' AND regcode = ?").run(C.lvRigasKoks.regcode);
      rebuildSearchIndex(writer, 'LV');
      writeDatasetVersion(writer, new Date());
      writer.exec('COMMIT');
    } finally {
      writer.close();
    }
  };
  const all = StatementSync.prototype.all;
  try {
    const before = autofill();
    assert.equal(before.vatNumber, 'LV40103564678');
    // The publish commits the moment the search has read its result rows.
    let published = false;
    StatementSync.prototype.all = function (this: StatementSync, ...params: Parameters<StatementSync['all']>) {
      const rows = all.apply(this, params);
      if (!published && this.sourceSQL === searchRead.results) {
        published = true;
        publish();
      }
      return rows;
    } as StatementSync['all'];
    const during = autofill();
    StatementSync.prototype.all = all;
    assert.equal(published, true);
    assert.deepEqual(during, before, 'the page read while the publish committed is the version before it, whole');
    const after = autofill();
    assert.equal(after.address, 'Jauna iela 1, Rīga, LV-1010');
    assert.equal('vatNumber' in after, false);
  } finally {
    StatementSync.prototype.all = all;
    served.close();
  }
});
