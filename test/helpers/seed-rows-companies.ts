// Fixture rows of the registers: companies, other names, VAT, tax ratings, activity codes,
// classifier, financial statements. Column names as in src/store/migrations/001_core.ts.
import { companyNameKey } from '../../src/domain/fold.ts';
import { FIXTURE } from './seed-constants.ts';

export type SeedRow = Record<string, string | number | null>;
const C = FIXTURE.companies;
const OLD_SEEN = '2024-01-01T00:00:00Z';

interface CompanyInput {
  c: { country: string; regcode: string; name: string };
  form: [string | null, string | null];
  status?: string; registryStatus?: string | null;
  registeredOn?: string | null; closedOn?: string | null; address: string | null; source: string;
}

function companyRow(i: CompanyInput): SeedRow {
  return {
    country: i.c.country, regcode: i.c.regcode, name: i.c.name, name_key: companyNameKey(i.c.name, i.c.country),
    legal_form_code: i.form[0], legal_form_name: i.form[1],
    status: i.status ?? 'active', registry_status: i.registryStatus ?? null,
    registered_on: i.registeredOn ?? '2005-05-05', closed_on: i.closedOn ?? null,
    address: i.address, address_street: null, address_city: null, address_postcode: null, address_region_code: null,
    source: i.source, as_of: '2026-11-21', first_seen_at: OLD_SEEN,
  };
}

/**
 * A company of a test's own fixture: the fields the test is about, the rest plain (an active
 * Latvian SIA registered in 2020, without address).
 */
export function ownCompany(regcode: string, name: string, more: {
  country?: string; form?: string | null; formName?: string | null; status?: string; address?: string | null; source?: string;
} = {}): SeedRow {
  const country = more.country ?? 'LV';
  const status = more.status ?? 'active';
  return {
    country, regcode, name, name_key: companyNameKey(name, country), legal_form_code: more.form === undefined ? 'SIA' : more.form,
    legal_form_name: more.formName ?? null, status, registry_status: null, registered_on: '2020-01-01',
    closed_on: status === 'closed' ? '2021-01-01' : null, address: more.address ?? null,
    source: more.source ?? `${country.toLowerCase()}.register`, as_of: '2026-11-21', first_seen_at: OLD_SEEN,
  };
}

const SIA: [string, string] = ['SIA', 'Sabiedrība ar ierobežotu atbildību'];
const LV_AS: [string, string] = ['AS', 'Akciju sabiedrība'];
const OU: [string, string] = ['OÜ', 'Osaühing'];
const OY: [string, string] = ['16', 'Osakeyhtiö'];

export function companyRows(yesterday: string): SeedRow[] {
  const lv = (c: CompanyInput['c'], form: [string, string], address: string, extra: Partial<CompanyInput> = {}) =>
    companyRow({ c, form, address, source: 'lv.register', registryStatus: 'Reģistrēts', ...extra });
  return [
    lv(C.lvGaze, LV_AS, 'Aristida Briāna iela 6, Rīga, LV-1001', { registeredOn: '1991-12-30' }),
    lv(C.lvRigasKoks, SIA, 'Brīvības iela 100, Rīga, LV-1011', { registeredOn: '2010-02-01' }),
    lv(C.lvRigasKoksClosed, SIA, 'Lāčplēša iela 1, Rīga, LV-1010',
      { status: 'closed', registryStatus: 'Izslēgts', registeredOn: '1999-01-01', closedOn: '2019-05-01' }),
    lv(C.lvRigasKoksServiss, SIA, 'Meža iela 4, Jelgava, LV-3001', { registeredOn: '2015-07-07' }),
    lv(C.lvBalticTrade, SIA, 'Ostas iela 2, Liepāja, LV-3401', { status: 'liquidation', registryStatus: 'Likvidācijas process' }),
    lv(C.lvBalticLogistics, SIA, 'Krasta iela 9, Rīga, LV-1003'),
    lv(C.lvKekava, SIA, 'Rīgas iela 22, Ķekava, LV-2123'),
    lv(C.lvSanctionedByCode, SIA, 'Maskavas iela 300, Rīga, LV-1063'),
    lv(C.lvSanctionedByName, LV_AS, 'Daugavgrīvas iela 50, Rīga, LV-1007'),
    lv(C.lvSanctionedOwner, SIA, 'Tērbatas iela 14, Rīga, LV-1011'),
    lv(C.lvSoleTrader, ['IK', 'Individuālais komersants'], 'Zaļā iela 3, Valmiera, LV-4201'),
    lv(C.lvNewCompany, SIA, 'Jaunā iela 1, Rīga, LV-1050', { registeredOn: yesterday }),
    companyRow({ c: C.eeEnergia, form: ['AS', 'Aktsiaselts'], address: 'Lelle tn 22, Tallinn, 11318', source: 'ee.basic', registeredOn: '1997-12-08' }),
    companyRow({ c: C.eePohjaPuit, form: OU, address: 'Puidu 5, Tartu, 50101', source: 'ee.basic' }),
    companyRow({ c: C.eeTaxDebtor, form: OU, address: 'Võla tn 1, Pärnu, 80010', source: 'ee.basic' }),
    companyRow({ c: C.eeLiquidating, form: OU, address: 'Sadama 9, Tallinn, 10111', source: 'ee.basic', status: 'liquidation', registryStatus: 'Likvideerimisel' }),
    companyRow({ c: C.ltVilkas, form: ['310', 'Uždaroji akcinė bendrovė'], address: 'Gedimino pr. 1, Vilnius', source: 'lt.register' }),
    companyRow({ c: C.ltZalgiris, form: ['320', 'Akcinė bendrovė'], address: 'Laisvės al. 10, Kaunas', source: 'lt.register' }),
    companyRow({ c: C.ltBlacklisted, form: ['960', 'Mažoji bendrija'], address: 'Pilies g. 3, Vilnius', source: 'lt.register' }),
    companyRow({ c: C.ltClosed, form: ['310', 'Uždaroji akcinė bendrovė'], address: 'Uosto g. 8, Klaipėda', source: 'lt.register', status: 'closed', closedOn: '2015-06-30' }),
    companyRow({ c: C.fiNokia, form: ['17', 'Julkinen osakeyhtiö'], address: 'Karakaari 7, 02610 Espoo', source: 'fi.ytj', registeredOn: '1896-01-01' }),
    companyRow({ c: C.fiSuomenKauppa, form: OY, address: 'Mannerheimintie 1, 00100 Helsinki', source: 'fi.ytj' }),
    companyRow({ c: C.fiAanekoski, form: OY, address: 'Keskustie 1, 44100 Äänekoski', source: 'fi.ytj' }),
    companyRow({ c: C.fiClosed, form: OY, address: 'Puutie 2, 33100 Tampere', source: 'fi.ytj', status: 'closed', closedOn: '2020-01-31' }),
  ];
}

const nameRow = (c: { country: string; regcode: string }, name: string, kind: string, validFrom: string | null, validTo: string | null, source: string): SeedRow =>
  ({ country: c.country, regcode: c.regcode, name, name_key: companyNameKey(name, c.country), kind, valid_from: validFrom, valid_to: validTo, source, as_of: '2026-11-21' });

export function companyNameRows(): SeedRow[] {
  return [
    nameRow(C.lvRigasKoks, 'SIA "Koka Nams"', 'former', '2010-02-01', '2015-03-01', 'lv.register'),
    nameRow(C.fiNokia, 'Oy Nokia Ab', 'former', '1966-01-01', '1997-01-01', 'fi.ytj'),
    nameRow(C.fiNokia, 'Nokia Abp', 'parallel', '1997-01-01', null, 'fi.ytj'),
  ];
}

const vat = (c: { country: string; regcode: string }, number: string, active: boolean, registeredOn: string | null, deregisteredOn: string | null, source: string): SeedRow =>
  ({ country: c.country, regcode: c.regcode, vat_number: number, active: active ? 1 : 0, registered_on: registeredOn, deregistered_on: deregisteredOn, source, as_of: '2026-11-20' });

export function vatRows(): SeedRow[] {
  return [
    vat(C.lvGaze, 'LV40003032949', true, '1995-03-01', null, 'lv.vat'),
    vat(C.lvRigasKoks, 'LV40103564678', true, '2010-03-01', null, 'lv.vat'),
    vat(C.lvBalticLogistics, 'LV40003222222', true, '2012-01-01', null, 'lv.vat'),
    vat(C.lvBalticTrade, 'LV40003555555', false, '2011-01-01', '2024-01-01', 'lv.vat'),
    vat(C.eeEnergia, 'EE100247019', true, '1998-01-01', null, 'ee.basic'),
    vat(C.fiNokia, 'FI01120389', true, '1994-06-01', null, 'fi.ytj'),
    vat(C.fiSuomenKauppa, 'FI23319727', true, '2010-01-01', null, 'fi.ytj'),
  ];
}

export function taxRatingRows(): SeedRow[] {
  const rating = (c: { country: string; regcode: string }, value: string, ratedOn: string): SeedRow =>
    ({ country: c.country, regcode: c.regcode, rating: value, explanation: null, rated_on: ratedOn, source: 'lv.tax-ratings', as_of: '2026-11-01' });
  return [rating(C.lvGaze, 'A', '2026-11-01'), rating(C.lvRigasKoks, 'A', '2025-06-01'), rating(C.lvRigasKoks, 'B', '2026-10-01')];
}

export function activityRows(): SeedRow[] {
  const act = (c: { country: string; regcode: string }, code: string, description: string | null, classification: string, isMain: boolean, source: string): SeedRow =>
    ({ country: c.country, regcode: c.regcode, code, description, classification, is_main: isMain ? 1 : 0, valid_from: null, source, as_of: '2026-11-01' });
  return [
    act(C.lvGaze, '35.22', null, 'NACE Rev. 2', true, 'lv.taxes-paid'),
    act(C.lvRigasKoks, '16.10', null, 'NACE Rev. 2', true, 'lv.taxes-paid'),
    act(C.eeEnergia, '35.11', 'Electricity production', 'NACE Rev. 2', true, 'ee.basic'),
    act(C.eeEnergia, '35.14', 'Trade of electricity', 'NACE Rev. 2', false, 'ee.basic'),
    act(C.fiNokia, '26120', null, 'TOL 2008', true, 'fi.ytj'),
  ];
}

export function classifierRows(): SeedRow[] {
  const cls = (classification: string, code: string, lang: string, description: string): SeedRow =>
    ({ classification, code, lang, description, source: 'classifiers', as_of: '2025-01-01' });
  return [
    cls('NACE Rev. 2', '35.22', 'en', 'Distribution of gaseous fuels through mains'),
    cls('NACE Rev. 2', '35.22', 'lv', 'Gāzveida kurināmā sadale pa cauruļvadiem'),
    cls('NACE Rev. 2', '16.10', 'lv', 'Zāģēšana, ēvelēšana un impregnēšana'),
    cls('TOL 2008', '26120', 'en', 'Manufacture of loaded electronic boards'),
  ];
}

interface Statement {
  year: number; consolidated?: boolean; filedAt: string | null; revenue: number | null; profit?: number | null; currency?: string;
  employees?: number | null;
}

export function financialRows(): SeedRow[] {
  const st = (c: { country: string; regcode: string }, s: Statement, source: string): SeedRow => ({
    country: c.country, regcode: c.regcode, year: s.year, period_start: `${s.year}-01-01`, period_end: `${s.year}-12-31`,
    currency: s.currency ?? 'EUR', revenue: s.revenue, profit: s.profit ?? null, assets: 1000, equity: 600, liabilities: 400,
    employees: s.employees === undefined ? 10 : s.employees, cash_flow: null, consolidated: s.consolidated ? 1 : 0,
    filed_at: s.filedAt, statement_ref: `${c.regcode}-${s.year}-${s.filedAt}`, source, as_of: '2026-11-15',
  });
  // A headcount file's row: only `employees`, no filing date (domain/headcount-sources.ts).
  const count = (c: { country: string; regcode: string }, periodEnd: string, employees: number, source: string): SeedRow => ({
    country: c.country, regcode: c.regcode, year: Number(periodEnd.slice(0, 4)), period_start: `${periodEnd.slice(0, 4)}-01-01`,
    period_end: periodEnd, currency: 'EUR', revenue: null, profit: null, assets: null, equity: null, liabilities: null,
    employees, cash_flow: null, consolidated: 0, filed_at: null, statement_ref: `${source} ${periodEnd}`, source, as_of: '2026-11-01',
  });
  return [
    // 2024: own and consolidated; the own statement is shown.
    st(C.lvGaze, { year: 2024, filedAt: '2025-04-30', revenue: 500_000_000.4, profit: 25_000_000 }, 'lv.financials'),
    st(C.lvGaze, { year: 2024, consolidated: true, filedAt: '2025-05-30', revenue: 900_000_000 }, 'lv.financials'),
    // 2023: an amended statement filed later replaces the original.
    st(C.lvGaze, { year: 2023, filedAt: '2024-04-30', revenue: 100 }, 'lv.financials'),
    st(C.lvGaze, { year: 2023, filedAt: '2024-09-15', revenue: 450_000_000 }, 'lv.financials'),
    // 2022: only consolidated.
    st(C.lvGaze, { year: 2022, consolidated: true, filedAt: '2023-05-01', revenue: 300_000_000 }, 'lv.financials'),
    // 2013: before the euro.
    st(C.lvGaze, { year: 2013, filedAt: '2014-04-30', revenue: 200_000_000, currency: 'LVL' }, 'lv.financials'),
    // VID's yearly averages: 2024 has a statement with its own count; 2025 has no statement yet.
    count(C.lvGaze, '2024-12-31', 1150, 'lv.taxes-paid'),
    count(C.lvGaze, '2025-12-31', 1180, 'lv.taxes-paid'),
    // A report that states no headcount: EMTA's count of the year's last quarter fills it.
    st(C.eeEnergia, { year: 2023, filedAt: '2024-06-30', revenue: 2_000_000_000, employees: null }, 'ee.annual-reports'),
    count(C.eeEnergia, '2023-06-30', 5600, 'ee.taxes-paid'),
    count(C.eeEnergia, '2023-12-31', 5750, 'ee.taxes-paid'),
    count(C.eeEnergia, '2026-06-30', 5900, 'ee.taxes-paid'),
    // LT reports state no headcount; Sodra's latest month is of a year without a report.
    st(C.ltVilkas, { year: 2025, filedAt: '2026-05-31', revenue: 800_000, employees: null }, 'lt.financials'),
    count(C.ltVilkas, '2026-10-31', 44, 'lt.sodra'),
  ];
}
