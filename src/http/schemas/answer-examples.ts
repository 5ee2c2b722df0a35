// Example answers the reference page shows beside each schema, in place of the placeholders
// ("string", 0) it would make up. Each is an answer of the demo dataset to the request of the
// parameter examples, shortened to a few entries and with its dates as of one day:
// test/http/openapi.test.ts checks each against its schema, test/demo/examples.test.ts against
// the demo store's own answer.

export const COMPANY_SUMMARY_EXAMPLE = {
  regcode: '40003123456', country: 'LV', name: 'SIA "Rīgas Koks"', address: 'Rīga, Brīvības iela 12 - 5, LV-1010',
  status: 'active', legalForm: 'SIA', legalFormEnglish: 'Limited liability company', registeredOn: '1996-05-14',
};

export const AUTOFILL_RECORD_EXAMPLE = {
  regcode: '12754320', country: 'EE', name: 'Tallinna Ehitus OÜ', legalForm: 'OÜ', legalFormEnglish: 'Private limited company',
  address: 'Harju maakond, Tallinn, Kesklinna linnaosa, Narva mnt 5, 10117',
  addressParts: { street: 'Narva mnt 5', postcode: '10117', city: 'Tallinn', country: 'EE' }, status: 'active', vatNumber: 'EE101485881',
};

export const COMPANY_DETAILS_EXAMPLE = {
  ...COMPANY_SUMMARY_EXAMPLE,
  addressParts: { street: 'Brīvības iela 12 - 5', postcode: 'LV-1010', city: 'Rīga', country: 'LV' },
  registryStatus: null,
  registryStatusEnglish: null,
  closedOn: null,
  closedOnOrBefore: null,
  succeededBy: [],
  reorganisedFrom: [
    { regcode: '010312345', country: 'LV', name: null, status: null },
    { regcode: '40000020719', country: 'LV', name: 'SIA "Smart Malka"', status: 'closed' },
  ],
  legalFormCode: 'SIA',
  legalFormName: 'Sabiedrība ar ierobežotu atbildību',
  formerNames: [],
  otherNames: [],
  website: null,
  vat: { registered: true, number: 'LV40003123456', registeredOn: '1996-07-27', deregisteredOn: null },
  taxRegisters: null,
  taxRating: { value: 'C', valueEnglish: 'High risk of unpaid taxes', explanation: 'Augsts nodokļu nemaksāšanas risks', asOf: '2026-11-23', source: 'lv.tax-rating' },
  nace: {
    code: '16.11', description: 'Zāģēšana, ēvelēšana', classification: 'NACE Rev. 2.1',
    section: { code: 'C', title: 'Manufacturing' },
    division: { code: '16', title: 'Manufacture of wood and of products of wood and cork, except furniture; manufacture of articles of straw and plaiting materials' },
    class: { code: '16.11', title: 'Sawmilling and planing of wood' },
  },
  officers: [
    { name: 'Jānis Bērziņš', position: 'chair_of_board', since: '2015-03-02', representation: { type: 'jointly_with_at_least', withAtLeast: 1 } },
    { name: 'Ilze Kalniņa', position: 'board_member', since: '2018-06-12', representation: { type: 'jointly_with_at_least', withAtLeast: 1 } },
  ],
  formerOfficers: [],
  owners: [],
  personOwners: { count: 2, sharePercent: 100 },
  holdings: [{
    regcode: '40003654321', country: 'LV', name: 'AS "Daugavas Enerģija"', status: 'active', role: 'stockholder', position: null,
    share: { percent: null, amount: 55000, currency: 'EUR' }, since: '2010-01-01',
  }],
  holdingsCount: 1,
  financials: [{
    year: 2025, periodStart: '2025-01-01', periodEnd: '2025-12-31', consolidated: false, currency: 'EUR', revenue: 5487953, profit: 216120, assets: 5913632,
    equity: -492267, liabilities: 6405899, employees: 42, cashFlow: -407451,
  }],
  financialsPublished: true,
  headcount: { employees: 42, periodEnd: '2025-12-31', source: 'lv.taxes-paid' },
  isSanctioned: false,
  sanctionsScreened: true,
  flags: [],
  sources: [
    { name: 'lv.financials', asOf: '2026-11-24' },
    { name: 'lv.officers', asOf: '2026-11-24' },
    { name: 'lv.register', asOf: '2026-11-24' },
  ],
};

export const SANCTIONS_EXAMPLE = {
  regcode: '40003987651', country: 'LV', name: 'AS "Dzintara Osta Termināls"', isSanctioned: true, threshold: 0.9, algorithmVersion: 'screen-49',
  lists: [
    { list: 'EU', source: 'sanctions.eu', asOf: '2026-11-24' },
    { list: 'OFAC', source: 'sanctions.ofac', asOf: '2026-11-24' },
    { list: 'UN', source: 'sanctions.un', asOf: '2026-11-24' },
  ],
  sanctions: [{
    list: 'EU', program: 'RUS', programs: ['RUS'], reference: 'EU.10101.71', entryId: '9101', source: 'sanctions.eu', listedOn: '2023-02-25',
    reason: 'Operates a terminal used to transfer goods in breach of the programme.',
    matchedOn: 'registration_number', matchedName: 'Amber Port Terminal JSC', entryName: 'Amber Port Terminal JSC', score: 1,
    explanation: 'The entry lists registration number 40003987651 (LV), the company\'s registration number.',
    features: { identifier: { type: 'regnumber', value: '40003987651', country: 'LV' }, countryMatch: true },
    sourceUrl: 'https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=OJ:L:2023:101:TOC',
    addresses: ['LATVIA'],
    particulars: { gender: null, birthPlaces: [], amendedOn: '2023-02-25', unReference: null },
    copyOf: null,
  }],
  candidateCount: 0,
};

// A company whose beneficial owner is listed: the flags say so, with since when and on which lists.
export const COMPLIANCE_EXAMPLE = {
  regcode: '40103777120', country: 'LV', name: 'SIA "Kurzemes Metāla Serviss"', status: 'active',
  vatNumber: 'LV40103777120', vatRegistered: true,
  taxRegisters: null,
  taxRating: { value: 'A', valueEnglish: 'Low risk of unpaid taxes', explanation: 'Zems nodokļu nemaksāšanas risks', asOf: '2026-11-23', source: 'lv.tax-rating' },
  isSanctioned: true, sanctionsThreshold: 0.9, screeningAlgorithm: 'screen-49',
  sanctions: [{
    list: 'EU', program: 'RUS', programs: ['RUS'], reference: 'EU.10102.72', entryId: '9102', source: 'sanctions.eu', listedOn: '2022-06-03',
    reason: 'Businessperson supporting the actions listed in the programme; owns metal trading companies.',
    matchedOn: 'owner', matchedName: 'Gennadijs Kuzņecovs', entryName: 'Gennadiy Kuznetsov', score: 1,
    explanation: 'Its member Gennadijs Kuzņecovs holding 100 % has the name of the listed person "Gennadijs Kuzņecovs" (an alias of the entry "Gennadiy Kuznetsov"), with the same birth date; '
      + 'the register gives the owner a nationality among the countries the list gives (RU).',
    features: {
      ownerName: 'Kuzņecovs Gennadijs', ownerRole: 'member', sharePercent: 100, ownerSince: '2012-08-07', ownerType: 'person', nameSimilarity: 1, sameName: true,
      birthDateMatch: 'exact', weakAlias: false, nationalityMatch: 'agrees', listedCountries: ['RU'],
    },
    sourceUrl: 'https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=OJ:L:2022:102:TOC',
    addresses: [],
    particulars: { gender: 'male', birthPlaces: ['RUSSIAN FEDERATION'], amendedOn: '2022-06-03', unReference: null },
    copyOf: null,
  }],
  sanctionCandidateCount: 0,
  sanctionLists: [
    { list: 'EU', source: 'sanctions.eu', asOf: '2026-11-24' },
    { list: 'OFAC', source: 'sanctions.ofac', asOf: '2026-11-24' },
    { list: 'UN', source: 'sanctions.un', asOf: '2026-11-24' },
  ],
  sanctionedHolders: [],
  ownersScreened: true,
  officersNotScreened: [],
  taxDebt: null,
  taxDebtPublished: false,
  blacklisted: false,
  flags: ['sanctioned', 'sanctioned_owner'],
  flagDetails: [
    { flag: 'sanctioned', detail: 'An owner listed on EU and OFAC', since: '2022-06-03', source: 'sanctions.eu' },
    {
      flag: 'sanctioned_owner', detail: 'Gennadijs Kuzņecovs (EU, OFAC); since 2022-06-03, the day Gennadijs Kuzņecovs was listed (an owner from 2012-08-07)',
      since: '2022-06-03', source: 'sanctions.eu',
    },
  ],
  sources: [
    { name: 'lv.register', asOf: '2026-11-24' },
    { name: 'lv.tax-rating', asOf: '2026-11-24' },
    { name: 'lv.vat', asOf: '2026-11-24' },
    { name: 'sanctions.eu', asOf: '2026-11-24' },
    { name: 'sanctions.ofac', asOf: '2026-11-24' },
  ],
};

export const PERSON_CHECK_EXAMPLE = {
  person: { name: 'Jānis Bērziņš', birthDate: '1980-01-01' },
  count: 3,
  // Every company of the person, on every page together; count is the roles listed (three of them shown here).
  totalCompanies: 3,
  truncated: false,
  next: null,
  results: [
    {
      regcode: '12754320', country: 'EE', companyName: 'Tallinna Ehitus OÜ', companyStatus: 'active', role: 'member',
      position: null, since: '2016-02-01', announced: false, until: null, share: { percent: 40, amount: 1000, currency: 'EUR' }, personName: 'Jānis Bērziņš',
      birthDateMatch: 'exact', source: 'ee.shareholders', asOf: '2026-11-24', unlistedOn: null, representation: null,
      // 40 %: compared with the sanctions lists only while it controls the company; the company is on no list,
      // and its compliance statement flags a discrepancy in its beneficial owners (companyFlags, as its flags).
      companySanctioned: false, companyFlags: [], sanctionsScreened: 'screened_if_controlling', sanctions: [], sanctionCandidates: [],
    },
    {
      regcode: '12754320', country: 'EE', companyName: 'Tallinna Ehitus OÜ', companyStatus: 'active', role: 'officer',
      position: 'board_member', since: '2016-02-01', announced: false, until: null, share: null, personName: 'Jānis Bērziņš',
      birthDateMatch: 'exact', source: 'ee.persons', asOf: '2026-11-24', unlistedOn: null, representation: null,
      // An office is compared with the lists for a reviewer's candidate alone: he is on none.
      companySanctioned: false, companyFlags: [], sanctionsScreened: 'screened_for_review', sanctions: [], sanctionCandidates: [],
    },
    {
      regcode: '40003123456', country: 'LV', companyName: 'SIA "Rīgas Koks"', companyStatus: 'active', role: 'officer',
      position: 'chair_of_board', since: '2015-03-02', announced: false, until: null, share: null, personName: 'Bērziņš Jānis',
      birthDateMatch: 'exact', source: 'lv.officers', asOf: '2026-11-24', unlistedOn: null,
      representation: { type: 'jointly_with_at_least', withAtLeast: 1 },
      companySanctioned: false, companyFlags: [], sanctionsScreened: 'screened_for_review', sanctions: [], sanctionCandidates: [],
    },
  ],
  sanctionsThreshold: 0.9,
  // The lists the roles were screened against (three of them shown here).
  sanctionLists: [
    { list: 'EU', source: 'sanctions.eu', asOf: '2026-11-24' },
    { list: 'OFAC', source: 'sanctions.ofac', asOf: '2026-11-24' },
    { list: 'UN', source: 'sanctions.un', asOf: '2026-11-24' },
  ],
  // Every role file searched, and the registers of their countries, with their dates: the answer is as of them.
  sources: [
    { name: 'ee.basic', asOf: '2026-11-24' },
    { name: 'ee.beneficial-owners', asOf: '2026-11-24' }, { name: 'ee.persons', asOf: '2026-11-24' },
    { name: 'ee.shareholders', asOf: '2026-11-24' }, { name: 'lv.beneficial-owners', asOf: '2026-11-24' },
    { name: 'lv.members', asOf: '2026-11-24' }, { name: 'lv.micro-enterprise', asOf: '2026-11-24' },
    { name: 'lv.officers', asOf: '2026-11-24' }, { name: 'lv.register', asOf: '2026-11-24' }, { name: 'lv.stockholders', asOf: '2026-11-24' },
  ],
};

// The matches screening stored through the demo's sanctioned owner's holding, on the roles of his
// in that company that screening compares (his holding and his beneficial ownership).
const KUZNECOVS_MATCHES = [
  {
    list: 'EU', entryId: '9102', source: 'sanctions.eu', listedOn: '2022-06-03', matchedName: 'Gennadijs Kuzņecovs', entryName: 'Gennadiy Kuznetsov', score: 1,
    explanation: 'Its member Gennadijs Kuzņecovs holding 100 % has the name of the listed person "Gennadijs Kuzņecovs" (an alias of the entry '
      + '"Gennadiy Kuznetsov"), with the same birth date; the register gives the owner a nationality among the countries the list gives (RU).',
    copyOf: null,
  },
  {
    list: 'OFAC', entryId: '59102', source: 'sanctions.ofac', listedOn: null, matchedName: 'KUZNECOVS, Gennadijs', entryName: 'KUZNECOVS, Gennadijs', score: 1,
    explanation: 'Its member Gennadijs Kuzņecovs holding 100 % has the name of the listed person "KUZNECOVS, Gennadijs", with the same birth date; '
      + 'the register gives the owner no nationality among the countries the list gives (LV), which does not clear the match.',
    copyOf: null,
  },
];

/**
 * The person check of a person on the EU and OFAC lists (the demo's sanctioned owner): the matches
 * screening stored through his holding are on that role and on his beneficial ownership of the same
 * company (screening keeps one match per company and entry, the explanation naming the role it came
 * through), his board seat never screened; in another company the Latvian register's copy of his EU
 * listing is marked copyOf. Some of his roles and lists shown.
 */
export const PERSON_CHECK_SANCTIONED_EXAMPLE = {
  person: { name: 'Gennadijs Kuzņecovs', birthDate: '1961-11-05' },
  count: 6,
  totalCompanies: 3,
  truncated: false,
  next: null,
  results: [
    {
      regcode: '40103777120', country: 'LV', companyName: 'SIA "Kurzemes Metāla Serviss"', companyStatus: 'active', role: 'beneficial_owner',
      position: null, since: '2017-12-01', announced: false, until: null, share: null, personName: 'Gennadijs Kuzņecovs',
      birthDateMatch: 'exact', source: 'lv.beneficial-owners', asOf: '2026-11-24', unlistedOn: null, representation: null,
      companySanctioned: true, companyFlags: ['sanctioned', 'sanctioned_owner'], sanctionsScreened: 'screened', sanctions: KUZNECOVS_MATCHES, sanctionCandidates: [],
    },
    {
      regcode: '40103777120', country: 'LV', companyName: 'SIA "Kurzemes Metāla Serviss"', companyStatus: 'active', role: 'member',
      position: null, since: '2012-08-07', announced: false, until: null, share: { percent: 100, amount: 2800, currency: 'EUR' }, personName: 'Kuzņecovs Gennadijs',
      birthDateMatch: 'exact', source: 'lv.members', asOf: '2026-11-24', unlistedOn: null, representation: null,
      companySanctioned: true, companyFlags: ['sanctioned', 'sanctioned_owner'], sanctionsScreened: 'screened',
      sanctions: KUZNECOVS_MATCHES,
      sanctionCandidates: [],
    },
    {
      regcode: '40103777120', country: 'LV', companyName: 'SIA "Kurzemes Metāla Serviss"', companyStatus: 'active', role: 'officer',
      position: 'board_member', since: '2012-08-07', announced: false, until: null, share: null, personName: 'Kuzņecovs Gennadijs',
      birthDateMatch: 'exact', source: 'lv.officers', asOf: '2026-11-24', unlistedOn: null, representation: { type: 'alone', withAtLeast: null },
      // An office, compared for review alone: it carries the matches stored through his holding in the same company.
      companySanctioned: true, companyFlags: ['sanctioned', 'sanctioned_owner'], sanctionsScreened: 'screened_for_review', sanctions: KUZNECOVS_MATCHES, sanctionCandidates: [],
    },
    {
      regcode: '40103777158', country: 'LV', companyName: 'SIA "Liepājas Tranzīta Grupa"', companyStatus: 'active', role: 'member',
      position: null, since: '2014-09-22', announced: false, until: null, share: { percent: 100, amount: 2800, currency: 'EUR' }, personName: 'Kuzņecovs Gennadijs',
      birthDateMatch: 'exact', source: 'lv.members', asOf: '2026-11-24', unlistedOn: null, representation: null,
      companySanctioned: true, companyFlags: ['sanctioned', 'sanctioned_owner'], sanctionsScreened: 'screened',
      // The Latvian register's copy of his EU listing (sanctions.ur) names the EU match it copies: one listing, counted once.
      sanctions: [KUZNECOVS_MATCHES[0], {
        list: 'EU', entryId: 'UR:40103777120:gennadijs kuznecovs:RUS:beneficial owner:padomes regula es nr 269 2014', source: 'sanctions.ur',
        listedOn: '2022-06-03', matchedName: 'Gennadijs Kuzņecovs', entryName: 'Gennadijs Kuzņecovs', score: 1,
        explanation: 'The Latvian register\'s sanctions file records the listed person "Gennadijs Kuzņecovs" as the beneficial owner of another '
          + 'company, SIA "Kurzemes Metāla Serviss" (LV 40103777120), not of this one; the number the reason gives, 40103777120, is that '
          + 'company\'s. This company matched because its member Gennadijs Kuzņecovs holding 100 % has the name of the listed person '
          + '"Gennadijs Kuzņecovs", with the same birth date.',
        copyOf: { source: 'sanctions.eu', entryId: '9102' },
      }, KUZNECOVS_MATCHES[1]],
      sanctionCandidates: [],
    },
  ],
  sanctionsThreshold: 0.9,
  sanctionLists: [
    { list: 'EU', source: 'sanctions.eu', asOf: '2026-11-24' },
    { list: 'OFAC', source: 'sanctions.ofac', asOf: '2026-11-24' },
  ],
  sources: [
    { name: 'lv.beneficial-owners', asOf: '2026-11-24' }, { name: 'lv.members', asOf: '2026-11-24' },
    { name: 'lv.officers', asOf: '2026-11-24' }, { name: 'lv.register', asOf: '2026-11-24' },
  ],
};

export const NEW_REGISTRATIONS_EXAMPLE = {
  person: { name: 'Sergejs Petrovs', birthDate: '1979-06-03' },
  personKnown: true,
  hours: 24,
  firstSeenThrough: '2026-11-24T01:22:08.512Z',
  count: 1,
  truncated: false,
  next: null,
  results: [{
    regcode: '40103999001', country: 'LV', companyName: 'SIA "Nord Trans Serviss"', companyStatus: 'active',
    role: 'beneficial_owner', position: null, since: '2026-11-23', announced: false, until: null, share: null, personName: 'Sergejs Petrovs',
    birthDateMatch: 'exact', source: 'lv.beneficial-owners', asOf: '2026-11-24', representation: null, registeredOn: '2026-11-23', firstSeenAt: '2026-11-24T01:22:08Z',
    companySanctioned: false,
    companyFlags: [],
  }],
  sources: [
    { name: 'ee.basic', asOf: '2026-11-24' },
    { name: 'ee.beneficial-owners', asOf: '2026-11-24' }, { name: 'ee.persons', asOf: '2026-11-24' },
    { name: 'ee.shareholders', asOf: '2026-11-24' }, { name: 'lv.beneficial-owners', asOf: '2026-11-24' },
    { name: 'lv.members', asOf: '2026-11-24' }, { name: 'lv.micro-enterprise', asOf: '2026-11-24' },
    { name: 'lv.officers', asOf: '2026-11-24' }, { name: 'lv.register', asOf: '2026-11-24' }, { name: 'lv.stockholders', asOf: '2026-11-24' },
  ],
};

/** One problem answer of each status the data routes document. */
import { PROBLEM_TYPE_NAMES } from './problem-types.ts';
import { NotFoundError, rateLimitedDetail } from '../../domain/errors.ts';
import type { RateLimitGroup } from '../../domain/rate-limits.ts';
import { nextStepAfter } from '../companies/next-steps.ts';
import { NO_LISTS_DETAIL } from '../../services/sanction-matches.ts';
import { INPUT_FIELDS } from '../../domain/field-descriptions.ts';
import { COUNTRY_ACCEPTED } from '../../domain/country.ts';
import { notAcceptableDetail } from '../accept-json.ts';

const API = '/api/public/v1';
const pathOf = (request: string) => API + request.split('?')[0];

/** A problem answer and the request (below the API prefix) the demo answers it to. */
export interface ProblemExample { request: string; body: Record<string, unknown> & { status: number } }

const invalidParameter = (request: string, parameter: string, message: string): ProblemExample => ({
  request,
  body: {
    type: `${API}/problems/invalid-parameter`, title: 'Invalid request parameter', status: 400,
    detail: `${parameter} ${message}`, errors: [{ parameter, in: 'query', message }], instance: pathOf(request),
  },
});
// The next step a failed company lookup names, as it names it.
const NOT_FOUND_STEP = nextStepAfter(new NotFoundError('No company'), undefined);
const notFound = (request: string, detail: string): ProblemExample => ({
  request, body: { type: `${API}/problems/not-found`, title: 'Not found', status: 404, detail, instance: pathOf(request) },
});
const ambiguousRegcode = (request: string): ProblemExample => ({
  request,
  body: {
    type: `${API}/problems/ambiguous-regcode`, title: 'Registration number exists in several countries', status: 400,
    detail: 'regcode 11058424 exists in LT, EE; add country=LT or country=EE',
    errors: [{ parameter: 'country', in: 'query', message: 'required: regcode exists in LT, EE' }], instance: pathOf(request),
  },
});

/**
 * Each route's own 400 and 404, so the reference page shows a route the failure it gives (an
 * autofill `limit` of 1 to 50, a person not found) rather than another route's.
 */
export const PROBLEM_EXAMPLES = {
  searchCompanies: { 400: invalidParameter('/companies/search?q=rigas&limit=101', 'limit', 'must be an integer from 1 to 100') },
  autofillCompanies: { 400: invalidParameter('/companies/autofill?q=rigas&limit=51', 'limit', 'must be an integer from 1 to 50') },
  getCompany: {
    400: ambiguousRegcode('/companies/11058424'),
    404: notFound('/companies/49999999999', `No company with registration number 49999999999; ${NOT_FOUND_STEP}`),
  },
  getCompanySanctions: {
    400: invalidParameter('/companies/40003123456/sanctions?country=XX', 'country', `must be ${COUNTRY_ACCEPTED}`),
    404: notFound('/companies/49999999999/sanctions', `No company with registration number 49999999999; ${NOT_FOUND_STEP}`),
  },
  getCompanyCompliance: {
    400: invalidParameter('/companies/40103777120/compliance?country=XX', 'country', `must be ${COUNTRY_ACCEPTED}`),
    404: notFound('/companies/49999999999/compliance', `No company with registration number 49999999999; ${NOT_FOUND_STEP}`),
  },
  checkPerson: {
    400: invalidParameter(`/persons/check?name=${encodeURIComponent('Jānis Bērziņš')}&birthDate=1980-02-30`, 'birthDate',
      'must be a real calendar date written YYYY-MM-DD'),
    404: notFound('/persons/check?name=Nobody%20Nowhere&birthDate=1980-01-01', 'No company is associated with this person and birth date in the registers that publish company roles (LV as of 2026-11-24, EE as of 2026-11-24)'
      + '; check the birth date, which must match the register\'s exactly (day and month not swapped), and the letters of the name: word order, case and diacritics do not matter'),
  },
  newRegistrationsForPerson: {
    400: invalidParameter('/persons/new-registrations?name=Sergejs%20Petrovs&birthDate=1979-06-03&hours=200', 'hours',
      `must be an integer from 1 to 168; ${INPUT_FIELDS.hoursBeyondMaximum}`),
  },
  getHolderHoldings: {
    400: invalidParameter('/holders/HE398114/holdings?limit=101', 'limit', 'must be an integer from 1 to 100'),
    404: notFound('/holders/HE000000/holdings?registeredIn=CY', 'No legal entity with number HE000000 registered in CY holds a company '
      + 'here: the registers list no legal entity of that number among the members or stockholders of a company'),
  },
  describeProblemType: {
    400: {
      request: `/problems/${'x'.repeat(41)}`,
      body: {
        type: `${API}/problems/invalid-parameter`, title: 'Invalid request parameter', status: 400,
        detail: 'type must be at most 40 characters long',
        errors: [{ parameter: 'type', in: 'path', message: 'must be at most 40 characters long' }], instance: `${API}/problems/${'x'.repeat(41)}`,
      },
    },
    404: notFound('/problems/invalid-parameters', `No problem type "invalid-parameters": did you mean invalid-parameter (${API}/problems/invalid-parameter)? The types are ${PROBLEM_TYPE_NAMES.join(', ')}`),
  },
} satisfies Record<string, { 400: ProblemExample; 404?: ProblemExample }>;

/** The answers no route tells apart: over the limit, an internal failure. */
/** The 503 of a sanctions check in a store without lists (the demo has lists, so no request answers it there). */
export const SANCTIONS_UNSCREENED_EXAMPLE = {
  type: `${API}/problems/unavailable`, title: 'Service unavailable', status: 503,
  detail: NO_LISTS_DETAIL, instance: `${API}/companies/40003987651/sanctions`,
};

/** The 406 of a JSON route at `instance` (http/accept-json.ts). */
export const notAcceptableExample = (instance: string) => ({
  type: `${API}/problems/not-acceptable`, title: 'Not acceptable', status: 406, detail: notAcceptableDetail('text/csv'), instance,
});

export const LIMIT_AND_FAILURE_EXAMPLES = (instance: string, group: RateLimitGroup) => ({
  406: notAcceptableExample(instance),
  429: {
    type: `${API}/problems/rate-limited`, title: 'Too many requests', status: 429,
    detail: rateLimitedDetail(group, 7), retryAfter: 7, instance,
  },
  500: {
    type: `${API}/problems/internal`, title: 'Internal server error', status: 500,
    detail: 'The request could not be answered because of an internal error (request id 0b6f1c2e-3d4a-4f5b-8c9d-0e1f2a3b4c5d).',
    instance,
  },
});
