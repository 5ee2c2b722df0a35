// get_company_financials reads a company's status, closing day and successors alone where fewer
// years came than asked for: they must be those its details give, company by company.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { FIXTURE } from '../../test/helpers/seed.ts';
import type { Country } from '../domain/country.ts';

const { lvRigasKoksClosed, lvRigasKoks, lvGaze } = FIXTURE.companies;
// The closed Rīgas Koks, SIA carried on by SIA "Rīgas Koks", as UR's reorganizations.csv names it; and
// an active company named as merged into another, whose successors no sentence names.
const reorganization = (source: string, final: string) =>
  ({ country: 'LV', source_regcode: source, final_regcode: final, source: 'lv.reorganizations', as_of: '2026-11-21' });

let ctx: SeededServices;
before(() => {
  ctx = seededServices({ rows: { reorganizations: [reorganization(lvRigasKoksClosed.regcode, lvRigasKoks.regcode), reorganization(lvGaze.regcode, lvRigasKoks.regcode)] } });
});
after(() => ctx.close());

test('every company\'s status and closing day, and a closed one\'s successors, are those of its details', () => {
  const companies = ctx.db.prepare('SELECT country, regcode FROM companies ORDER BY country, regcode').all() as Array<{ country: Country; regcode: string }>;
  let closed = 0;
  let succeeded = 0;
  for (const { country, regcode } of companies) {
    const details = ctx.services.getCompany(regcode, country);
    const closing = ctx.services.closingOf(regcode, country);
    assert.equal(closing.status, details.status, `${country} ${regcode}`);
    assert.equal(closing.closedOn, details.closedOn, `${country} ${regcode}`);
    assert.equal(closing.closedOnOrBefore, details.closedOnOrBefore, `${country} ${regcode}`);
    if (details.status !== 'closed') continue;
    closed += 1;
    assert.deepEqual(closing.succeededBy, details.succeededBy, `${country} ${regcode}`);
    if ((details.succeededBy ?? []).length > 0) succeeded += 1;
  }
  // The fixture holds closed companies of several countries, one of LV carried on by others.
  assert.ok(closed >= 3 && succeeded >= 1, `${closed} closed, ${succeeded} with successors`);
});
