// A registration or VAT number pasted from a document with what stood around it: brackets,
// quotes, the full stop or colon of the sentence (`(40003032949)`, `Reģ. Nr. 40003032949.`).
// Search read it (its words fold those away), but the details lookup and the MCP tools refused
// it as no registration number.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { FIXTURE } from '../../test/helpers/seed.ts';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { InvalidParameterError } from '../domain/errors.ts';
import { parseRegcodeInput } from '../domain/regcode.ts';

const C = FIXTURE.companies;
let ctx: SeededServices;
before(() => { ctx = seededServices(); });
after(() => ctx.close());

const key = (r: { country: string; regcode: string }) => `${r.country}:${r.regcode}`;

test('a number in brackets or quotes, or with the punctuation of its sentence, finds its company in details and search', () => {
  const cases: Array<[string, { country: string; regcode: string }]> = [
    ['(40003032949)', C.lvGaze], ['40003032949.', C.lvGaze], ['40003032949,', C.lvGaze], ['"40003032949"', C.lvGaze],
    ['„40003032949“', C.lvGaze], ['[LV40003032949]', C.lvGaze], ['#40003032949', C.lvGaze], ['Reg. Nr. 40003032949;', C.lvGaze],
    ['(reģ. Nr. 40003032949)', C.lvGaze], ['registrikood: 10137025.', C.eeEnergia], ['(0112038-9)', C.fiNokia],
    ['Y-tunnus: 0112038-9.', C.fiNokia], ['«110053842»', C.ltVilkas], ['（40003032949）', C.lvGaze],
  ];
  for (const [typed, company] of cases) {
    assert.equal(key(ctx.services.getCompany(typed)), key(company), `details ${typed}`);
    assert.equal(ctx.services.searchCompanies(typed, { limit: 5 }).map(key)[0], key(company), `search ${typed}`);
  }
});

test('what encloses a text does not make a number of it', () => {
  for (const typed of ['()', '(40003)x', '(SIA Rīgas Koks)', '40003032949-', '(4000.)']) {
    assert.equal(parseRegcodeInput(typed), null, typed);
  }
  assert.throws(() => ctx.services.getCompany('("Rīgas Koks")'), InvalidParameterError);
  // A long run of brackets is read once from each end.
  assert.equal(parseRegcodeInput(`${'('.repeat(100_000)}x${')'.repeat(100_000)}`), null);
});
