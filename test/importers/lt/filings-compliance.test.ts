// What blacklisted means for a Lithuanian company, as its compliance statement says it: the rows
// lt.filings maps from Registrų centras' two filing lists, served by the compliance view.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mapLateFiling, mapMissingFiling } from '../../../src/importers/lt/filings.ts';
import { FIXTURE, type SeedRow } from '../../helpers/seed.ts';
import { seededServices } from '../../helpers/seeded-services.ts';
import { makeContext, recordsOf } from './support.ts';

const C = FIXTURE.companies;

function flagRows(): SeedRow[] {
  const missing = recordsOf(mapMissingFiling({ ja_kodas: C.ltVilkas.regcode, fa_nepateikta_uz_metus: '2024' }, makeContext('JAR_NEPATEIKE_FA_UZ_PRAEJUSIUS.csv')), 'flag');
  const late = recordsOf(mapLateFiling({ ja_kodas: C.ltZalgiris.regcode, paskutine_fa_iki: '2024-12-31' }, makeContext('JAR_FA_VELUOJANTIS.csv')), 'flag');
  return [...missing, ...late].map((f) => ({ ...f, source: 'lt.filings', as_of: '2026-11-20' }));
}

test('an LT statement not filed for a past year sets blacklisted and says so, naming the register\'s list and that it gives no day', () => {
  const ctx = seededServices({ rows: { compliance_flags: flagRows() } });
  try {
    const missing = ctx.services.complianceFor(C.ltVilkas.regcode, 'LT');
    assert.equal(missing.blacklisted, true);
    assert.deepEqual(missing.flagDetails.filter((f) => f.source === 'lt.filings'), [{
      flag: 'annual_report_missing',
      detail: 'Annual financial statements for 2024 not filed: Registrų centras lists the entity among those that did not file them '
        + 'for past years, giving no day it was entered on the list; this listing sets blacklisted',
      since: null, source: 'lt.filings',
    }]);

    // Late with its statements: flagged, not blacklisted, and its detail claims no blacklisting.
    const late = ctx.services.complianceFor(C.ltZalgiris.regcode, 'LT');
    assert.equal(late.blacklisted, false);
    assert.deepEqual(late.flagDetails.filter((f) => f.source === 'lt.filings'), [{
      flag: 'annual_report_late',
      detail: 'Annual financial statements not filed on time: Registrų centras lists the entity among those late with them, '
        + 'giving no day they fell due; last statement filed for the period ending 2024-12-31',
      since: null, source: 'lt.filings',
    }]);
  } finally {
    ctx.close();
  }
});
