// GET /companies/{regcode} as the services answer it: lookup rules, errors and every part.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { AmbiguousRegcodeError, InvalidParameterError, NotFoundError } from '../domain/errors.ts';
import { FIXTURE } from '../../test/helpers/seed.ts';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';

const C = FIXTURE.companies;
let ctx: SeededServices;
before(() => { ctx = seededServices(); });
after(() => ctx.close());

test('a regcode, a VAT number, an FI business ID without hyphen and a country code before a regcode find the company', () => {
  assert.equal(ctx.services.getCompany('40003032949').name, C.lvGaze.name);
  assert.equal(ctx.services.getCompany(' 40003032949 ').name, C.lvGaze.name);
  assert.equal(ctx.services.getCompany('LV40003032949').regcode, C.lvGaze.regcode);
  assert.equal(ctx.services.getCompany('ee100247019').regcode, C.eeEnergia.regcode);
  assert.equal(ctx.services.getCompany('01120389').regcode, '0112038-9');
  assert.equal(ctx.services.getCompany('FI01120389').regcode, '0112038-9');
  // The country code typed before a registration number as the register writes it.
  assert.equal(ctx.services.getCompany('FI 0112038-9').regcode, '0112038-9');
  assert.equal(ctx.services.getCompany('EE10137025').regcode, C.eeEnergia.regcode);
});

test('a regcode of two countries needs the country; the error names both', () => {
  assert.throws(() => ctx.services.getCompany(FIXTURE.ambiguousRegcode), (err: unknown) => {
    assert.ok(err instanceof AmbiguousRegcodeError);
    assert.deepEqual(err.countries, FIXTURE.ambiguousCountries);
    assert.match(err.message, /LT/);
    assert.match(err.message, /EE/);
    assert.equal(err.status, 400);
    return true;
  });
  assert.equal(ctx.services.getCompany(FIXTURE.ambiguousRegcode, 'EE').name, C.eePohjaPuit.name);
  assert.equal(ctx.services.getCompany(FIXTURE.ambiguousRegcode, 'LT').name, C.ltZalgiris.name);
  assert.throws(() => ctx.services.sanctionsFor(FIXTURE.ambiguousRegcode), AmbiguousRegcodeError);
});

test('an unknown company is not found; a text that cannot be a regcode is invalid', () => {
  assert.throws(() => ctx.services.getCompany('40000000000'), NotFoundError);
  assert.throws(() => ctx.services.getCompany('40003032949', 'EE'), NotFoundError);
  // Asked in the wrong country, the answer says where the number is.
  assert.throws(() => ctx.services.getCompany('40003032949', 'EE'), {
    message: 'No company with registration number 40003032949 in EE; there is one in LV',
  });
  // A VAT number is named as one, with the registration number it was read as.
  assert.throws(() => ctx.services.getCompany('LV40003032949', 'EE'), {
    message: 'No company with VAT number LV40003032949 (registration number 40003032949) in EE; there is one in LV',
  });
  assert.throws(() => ctx.services.getCompany(FIXTURE.ambiguousRegcode, 'FI'), {
    message: `No company with registration number ${FIXTURE.ambiguousRegcode} in FI; there is one in ${FIXTURE.ambiguousCountries.join(' and ')}`,
  });
  assert.throws(() => ctx.services.getCompany('40000000000', 'EE'), { message: 'No company with registration number 40000000000 in EE; a registration number of EE has 8 digits, 40000000000 has 11, as one of LV does: check the number and the country asked' });
  assert.throws(() => ctx.services.complianceFor('99999999'), NotFoundError);
  // A Finnish business ID with a mistyped digit: the answer says the check digit is wrong and which it takes.
  const wrongCheckDigit = 'as a Finnish business ID, 0112038-8 has a wrong check digit: 0112038 takes 9 (0112038-9); check the number for a mistyped digit';
  for (const typed of ['0112038-8', 'Y-tunnus 0112038-8']) {
    assert.throws(() => ctx.services.getCompany(typed), { message: `No company with registration number 0112038-8 in FI; ${wrongCheckDigit}` }, typed);
  }
  assert.throws(() => ctx.services.getCompany('FI01120388'), {
    message: `No company with VAT number FI01120388 (registration number 0112038-8) in FI; ${wrongCheckDigit}`,
  });
  // Eight digits without a hyphen may be an EE or LT code too: the FI reading is told only where nothing has the number.
  assert.throws(() => ctx.services.getCompany('01120388'), { message: /0112038 takes 9/ });
  assert.throws(() => ctx.services.getCompany('0112038-8', 'EE'), { message: 'No company with registration number 0112038-8 in EE' });
  for (const bad of ['hello', '', '   ', '12', 'LV123', '../../etc', 'x'.repeat(500), '4000303294Z']) {
    assert.throws(() => ctx.services.getCompany(bad), (err: unknown) => {
      assert.ok(err instanceof InvalidParameterError, bad);
      assert.equal(err.errors[0]!.parameter, 'regcode');
      return true;
    });
  }
});

test('a VAT number that names no company is answered as a VAT number, with the registration number it gives', () => {
  const cases: Array<[string, string]> = [
    ['LV40003123457', 'No company with VAT number LV40003123457 (registration number 40003123457) in LV'],
    ['lv 40003-123457', 'No company with VAT number LV40003123457 (registration number 40003123457) in LV'],
    ['PVN LV40003123457', 'No company with VAT number LV40003123457 (registration number 40003123457) in LV'],
    // An Estonian VAT number (9 digits) gives no registry code; `EE` before 8 digits is the country code before one.
    ['EE100000000', 'No company with VAT number EE100000000 in EE'],
    ['EE10000000', 'No company with registration number 10000000 in EE'],
    // `LT` before 9 digits is read as the VAT number, then as the company code.
    // (its registration number one digit from MB „Juodasis Sąrašas“'s, which is named)
    ['LT100000001', 'No company with VAT number LT100000001 or registration number 100000001 in LT; a number one digit from it (a digit mistyped or two swapped) is that of MB „Juodasis Sąrašas“ (LT 300000001): check which company the document means'],
  ];
  for (const [typed, message] of cases) {
    assert.throws(() => ctx.services.getCompany(typed), { message }, typed);
  }
});

test('a registration number that names no company is named as it was read, not echoed as typed', () => {
  const cases: Array<[string, string]> = [
    ['40000000000', 'No company with registration number 40000000000'],
    ['Reg. nr. (40000-000000).', 'No company with registration number 40000000000'],
    ['UR reģ. Nr. 40000 000 000', 'No company with registration number 40000000000'],
    // A Finnish business ID without its leading zero is the ID with it, which only FI gives.
    ['123456-2', 'No company with registration number 0123456-2 in FI'],
    ['Y-tunnus: 123456-2', 'No company with registration number 0123456-2 in FI'],
    // Eight digits may be an EE or LT code or a Finnish ID: named by the digits, no country.
    ['(1000 0000)', 'No company with registration number 10000000'],
  ];
  for (const [typed, message] of cases) {
    assert.throws(() => ctx.services.getCompany(typed), (err: unknown) => {
      assert.ok(err instanceof NotFoundError, typed);
      assert.equal(err.message.split(';')[0], message, typed);
      return true;
    });
  }
});

test('details carry the register row, VAT, tax rating, NACE, officers and sources', () => {
  const d = ctx.services.getCompany(C.lvGaze.regcode);
  assert.equal(d.legalForm, 'AS');
  assert.equal(d.legalFormCode, 'AS');
  assert.equal(d.registryStatus, 'Reģistrēts');
  assert.equal(d.closedOn, null);
  assert.deepEqual(d.vat, { registered: true, number: 'LV40003032949', registeredOn: '1995-03-01', deregisteredOn: null });
  assert.deepEqual(d.taxRating, { value: 'A', valueEnglish: 'Low risk of unpaid taxes', explanation: null, asOf: '2026-11-01', source: 'lv.tax-ratings' });
  // The description comes from the classifier, in English.
  assert.deepEqual(d.nace, {
    code: '35.22', description: 'Distribution of gaseous fuels through mains', classification: 'NACE Rev. 2',
    section: { code: 'D', title: 'Electricity, gas, steam and air conditioning supply' },
    division: { code: '35', title: 'Electricity, gas, steam and air conditioning supply' },
    class: { code: '35.22', title: 'Distribution of gaseous fuels through mains' },
  });
  // Only current officers (one ended in 2020).
  assert.deepEqual(d.officers, [{ name: 'Jānis Bērziņš', position: 'board_member', since: '2019-03-01', representation: null }]);
  assert.equal(d.isSanctioned, false);
  assert.deepEqual(d.sources.map((s) => s.name), ['lv.financials', 'lv.officers', 'lv.register', 'lv.stockholders', 'lv.tax-ratings', 'lv.taxes-paid', 'lv.vat']);
  assert.deepEqual(d.sources.find((s) => s.name === 'lv.vat'), { name: 'lv.vat', asOf: '2026-11-20' });
});

test('the latest tax rating wins and former names are listed', () => {
  const d = ctx.services.getCompany(C.lvRigasKoks.regcode);
  assert.equal(d.taxRating?.value, 'B');
  assert.deepEqual(d.formerNames, [{ name: 'SIA "Koka Nams"', validFrom: '2010-02-01', validTo: '2015-03-01' }]);
  // Parallel names are not former names.
  assert.deepEqual(ctx.services.getCompany('0112038-9').formerNames.map((n) => n.name), ['Oy Nokia Ab']);
});

test('VAT: null where the country publishes none, unregistered where it does', () => {
  assert.equal(ctx.services.getCompany(C.ltVilkas.regcode).vat, null);
  assert.deepEqual(ctx.services.getCompany(C.lvKekava.regcode).vat, { registered: false, number: null, registeredOn: null, deregisteredOn: null });
  assert.deepEqual(ctx.services.getCompany(C.lvBalticTrade.regcode).vat,
    { registered: false, number: 'LV40003555555', registeredOn: '2011-01-01', deregisteredOn: '2024-01-01' });
  assert.equal(ctx.services.getCompany(C.ltVilkas.regcode).taxRating, null);
});

test('NACE: the activity row description first; TOL in Finland; the section, division and class in English', () => {
  assert.equal(ctx.services.getCompany(C.eeEnergia.regcode).nace?.description, 'Electricity production');
  const tol = ctx.services.getCompany('0112038-9').nace;
  assert.equal(tol?.classification, 'TOL 2008');
  assert.deepEqual(tol?.division, { code: '26', title: 'Manufacture of computer, electronic and optical products' });
  // TOL's fifth digit is Finland's own: the class is the first four.
  assert.equal(tol?.class?.code, `${tol?.code.slice(0, 2)}.${tol?.code.slice(2, 4)}`);
  // No English entry: the description in another language rather than none, and the section,
  // division and class in English beside it.
  assert.deepEqual(ctx.services.getCompany(C.lvRigasKoks.regcode).nace, {
    code: '16.10', description: 'Zāģēšana, ēvelēšana un impregnēšana', classification: 'NACE Rev. 2',
    section: { code: 'C', title: 'Manufacturing' },
    division: { code: '16', title: 'Manufacture of wood and of products of wood and cork, except furniture; manufacture of articles of straw and plaiting materials' },
    class: { code: '16.10', title: 'Sawmilling and planing of wood' },
  });
  assert.equal(ctx.services.getCompany(C.lvKekava.regcode).nace, null);
});

test('financials: one per year, newest first, own before consolidated, the later filing wins', () => {
  const f = ctx.services.getCompany(C.lvGaze.regcode).financials;
  assert.deepEqual(f.map((y) => y.year), [2024, 2023, 2022, 2013]);
  assert.equal(f[0]!.revenue, 500_000_000, 'own 2024 statement, rounded to whole euros');
  assert.equal(f[0]!.profit, 25_000_000);
  assert.equal(f[1]!.revenue, 450_000_000, 'the amended 2023 statement');
  assert.equal(f[2]!.revenue, 300_000_000, 'only a consolidated statement for 2022');
  assert.equal(f[3]!.currency, 'LVL');
  assert.equal(f[0]!.cashFlow, null);
  assert.deepEqual(ctx.services.getCompany(C.lvKekava.regcode).financials, []);
});

test('a headcount file never makes a financial year: the years are annual reports, its freshest count is headcount', () => {
  // VID's 2025 average, with no 2025 statement yet, is no year of its own; the 2024 statement keeps its own count.
  const gaze = ctx.services.getCompany(C.lvGaze.regcode);
  assert.deepEqual(gaze.financials.map((y) => y.year), [2024, 2023, 2022, 2013]);
  assert.equal(gaze.financials[0]!.employees, 10);
  assert.deepEqual(gaze.headcount, { employees: 1180, periodEnd: '2025-12-31', source: 'lv.taxes-paid' });
  // Sodra's month of 2026 is neither a year nor the count of 2025, which the LT report leaves unsaid.
  const vilkas = ctx.services.getCompany(C.ltVilkas.regcode);
  assert.deepEqual(vilkas.financials.map((y) => [y.year, y.revenue, y.employees]), [[2025, 800_000, null]]);
  assert.deepEqual(vilkas.headcount, { employees: 44, periodEnd: '2026-10-31', source: 'lt.sodra' });
  assert.deepEqual(vilkas.sources.map((s) => s.name), ['lt.financials', 'lt.register', 'lt.sodra']);
  const latest = ctx.services.financialsFor(C.ltVilkas.regcode, 'LT', 1);
  assert.deepEqual([latest.financials.map((y) => y.year), latest.headcount?.periodEnd], [[2025], '2026-10-31']);
  assert.equal(ctx.services.getCompany(C.lvKekava.regcode).headcount, null);
});

test('a report that states no headcount takes the count of its year\'s latest period', () => {
  const energia = ctx.services.getCompany(C.eeEnergia.regcode);
  assert.deepEqual(energia.financials.map((y) => [y.year, y.revenue, y.employees]), [[2023, 2_000_000_000, 5750]]);
  assert.deepEqual(energia.headcount, { employees: 5900, periodEnd: '2026-06-30', source: 'ee.taxes-paid' });
  assert.ok(energia.sources.some((s) => s.name === 'ee.taxes-paid'), 'the count\'s source is named');
  assert.deepEqual(ctx.services.financialsFor(C.eeEnergia.regcode).financials.map((y) => y.employees), [5750]);
});

test('financialsPublished is false only where the country publishes no annual reports', () => {
  for (const c of [C.lvGaze, C.lvKekava, C.eeEnergia, C.eePohjaPuit, C.ltVilkas, C.ltBlacklisted]) {
    assert.equal(ctx.services.getCompany(c.regcode, c.country).financialsPublished, true, `${c.country} ${c.regcode}`);
  }
  const nokia = ctx.services.getCompany(C.fiNokia.regcode);
  assert.deepEqual([nokia.financials, nokia.financialsPublished], [[], false]);
  assert.equal(ctx.services.financialsFor(C.fiNokia.regcode).financialsPublished, false);
  assert.equal(ctx.services.financialsFor(C.lvKekava.regcode).financialsPublished, true);
});

test('financialsFor limits to the newest years', () => {
  const all = ctx.services.financialsFor(C.lvGaze.regcode);
  assert.equal(all.financials.length, 4);
  assert.equal(all.name, C.lvGaze.name);
  const two = ctx.services.financialsFor(C.lvGaze.regcode, 'LV', 2);
  assert.deepEqual(two.financials.map((y) => y.year), [2024, 2023]);
  assert.deepEqual(ctx.services.financialsFor('0112038-9').financials, []);
});

test('isSanctioned follows matches at or above the threshold', () => {
  assert.equal(ctx.services.getCompany(C.lvSanctionedByCode.regcode).isSanctioned, true);
  assert.equal(ctx.services.getCompany(C.lvSanctionedByName.regcode).isSanctioned, true);
  assert.equal(ctx.services.getCompany(C.lvSanctionedOwner.regcode).isSanctioned, true);
  assert.equal(ctx.services.getCompany(C.lvRigasKoks.regcode).isSanctioned, false);
});

test('details carry the compliance flag names; a clean company has none', () => {
  assert.deepEqual([...ctx.services.getCompany(C.lvBalticTrade.regcode).flags].sort(), ['annual_report_missing', 'in_liquidation', 'vat_deregistered']);
  assert.deepEqual(ctx.services.getCompany(C.lvGaze.regcode).flags, []);
});

test('sources name the files of the flags, the tax debt and the listings the answer shows', () => {
  const names = (c: { regcode: string; country: 'LV' | 'LT' | 'EE' | 'FI' }) => ctx.services.getCompany(c.regcode, c.country).sources.map((s) => s.name);
  // An open flag of a flag register (an ended one is not shown, nor named).
  assert.ok(names(C.lvBalticTrade).includes('lv.vid-flags'), names(C.lvBalticTrade).join(', '));
  assert.ok(!names(C.lvGaze).includes('lv.vid-flags'));
  // The tax debt behind the tax_debt flag, and the list behind isSanctioned.
  assert.ok(names(C.eeTaxDebtor).includes('ee.tax-debts'), names(C.eeTaxDebtor).join(', '));
  assert.ok(names(C.lvSanctionedByCode).includes('sanctions.eu'), names(C.lvSanctionedByCode).join(', '));
  // A candidate below the threshold is not part of the answer.
  assert.ok(!names(C.lvSanctionedByName).includes('sanctions.ofac'));
});
