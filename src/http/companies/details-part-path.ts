// A part of a company's details asked for as a path of its own: a job watching who holds or runs a
// company asks `/companies/40003123456/owners` (or officers, holdings, financials) as other APIs
// serve them, and was told only the group's paths, none of which names where the owners are. The
// 404 names the company's details, which list them, and the fields to read there; a part of the
// compliance statement (`/companies/40003123456/flags`, `vat`, `tax-debt`), that statement.

import { countryOfSegment } from './country-first-path.ts';

// The answer holding what such a path asks for: its path after the company's, and a name for it.
const DETAILS = { path: '', name: 'details' };
const COMPLIANCE = { path: '/compliance', name: 'compliance statement' };

// The word of such a path, the answer that holds what it asks for, the fields there, and what the
// clause calls it (`the owners of a company are`, where none is given).
interface Part { in: typeof DETAILS; fields: string; what?: string }
const PARTS: Readonly<Record<string, Part>> = {
  owners: { in: DETAILS, fields: 'owners, personOwners' }, shareholders: { in: DETAILS, fields: 'owners, personOwners' },
  members: { in: DETAILS, fields: 'owners, personOwners' }, stockholders: { in: DETAILS, fields: 'owners, personOwners' },
  officers: { in: DETAILS, fields: 'officers, formerOfficers' }, board: { in: DETAILS, fields: 'officers, formerOfficers' },
  holdings: { in: DETAILS, fields: 'holdings' }, subsidiaries: { in: DETAILS, fields: 'holdings' }, financials: { in: DETAILS, fields: 'financials' },
  // The other names other registries' APIs give these parts (holders as this API's own
  // /holders/{regcode}/holdings says it; directors and management for the board; annual reports).
  holders: { in: DETAILS, fields: 'owners, personOwners' }, directors: { in: DETAILS, fields: 'officers, formerOfficers' },
  management: { in: DETAILS, fields: 'officers, formerOfficers', what: 'the management of a company is' },
  representatives: { in: DETAILS, fields: 'officers, formerOfficers' },
  'annual-reports': { in: DETAILS, fields: 'financials, financialsPublished', what: 'the annual reports of a company are' }, reports: { in: DETAILS, fields: 'financials, financialsPublished' },
  status: { in: DETAILS, fields: 'status, registryStatus, closedOn', what: 'the status of a company is' },
  address: { in: DETAILS, fields: 'address, addressParts', what: 'the address of a company is' },
  names: { in: DETAILS, fields: 'name, formerNames, otherNames' }, 'former-names': { in: DETAILS, fields: 'formerNames', what: 'the former names of a company are' },
  activities: { in: DETAILS, fields: 'nace' }, nace: { in: DETAILS, fields: 'nace', what: 'the activity codes of a company are' },
  employees: { in: DETAILS, fields: 'headcount' }, headcount: { in: DETAILS, fields: 'headcount', what: 'the headcount of a company is' },
  // A compliance check asks for the flags, VAT, tax debt or rating as other registries' APIs serve
  // them: told only the group's paths, `/compliance` read as one more path, not the one holding them.
  flags: { in: COMPLIANCE, fields: 'flags, flagDetails' }, risks: { in: COMPLIANCE, fields: 'flags, flagDetails', what: 'the risk flags of a company are' },
  vat: { in: COMPLIANCE, fields: 'vatNumber, vatRegistered', what: 'the VAT number and registration of a company are' },
  'tax-debt': { in: COMPLIANCE, fields: 'taxDebt, taxDebtPublished', what: 'the tax debt of a company is' },
  taxdebt: { in: COMPLIANCE, fields: 'taxDebt, taxDebtPublished', what: 'the tax debt of a company is' },
  'tax-rating': { in: COMPLIANCE, fields: 'taxRating', what: 'the tax rating of a company is' },
  rating: { in: COMPLIANCE, fields: 'taxRating', what: 'the tax rating of a company is' },
  blacklist: { in: COMPLIANCE, fields: 'blacklisted, flags', what: 'whether a company is blacklisted is' },
  // The words a compliance team or a KYB tool asks a company's checks by (`/companies/40003123456/insolvency`,
  // `/kyb`, `/taxes`): told the group's paths, none of which says that the compliance statement holds them.
  kyb: { in: COMPLIANCE, fields: 'flags, flagDetails, sanctions, taxDebt', what: 'the KYB checks of a company are' },
  aml: { in: COMPLIANCE, fields: 'flags, flagDetails, sanctions', what: 'the AML checks of a company are' },
  risk: { in: COMPLIANCE, fields: 'flags, flagDetails', what: 'the risk flags of a company are' },
  screening: { in: COMPLIANCE, fields: 'isSanctioned, sanctions', what: 'the sanctions screening of a company is' },
  'sanctions-check': { in: COMPLIANCE, fields: 'isSanctioned, sanctions', what: 'the sanctions screening of a company is' },
  insolvency: { in: COMPLIANCE, fields: 'status, flags, flagDetails', what: 'the insolvency proceedings of a company are' },
  bankruptcy: { in: COMPLIANCE, fields: 'status, flags, flagDetails', what: 'the bankruptcy proceedings of a company are' },
  liquidation: { in: COMPLIANCE, fields: 'status, flags, flagDetails', what: 'the liquidation of a company is' },
  tax: { in: COMPLIANCE, fields: 'taxDebt, taxRating, taxRegisters, vatNumber', what: 'the tax data of a company are' },
  taxes: { in: COMPLIANCE, fields: 'taxDebt, taxRating, taxRegisters, vatNumber', what: 'the tax data of a company are' },
  'vat-number': { in: COMPLIANCE, fields: 'vatNumber, vatRegistered', what: 'the VAT number and registration of a company are' },
  'financial-statements': { in: DETAILS, fields: 'financials, financialsPublished', what: 'the financial statements of a company are' },
  accounts: { in: DETAILS, fields: 'financials, financialsPublished' },
  people: { in: DETAILS, fields: 'officers, formerOfficers, personOwners', what: 'the people of a company are' },
  ownership: { in: DETAILS, fields: 'owners, personOwners', what: 'the ownership of a company is' },
};

// Beneficial owners are listed by no answer (docs/operations.md, personal data): a compliance check
// asking for them was told the group's paths, as if one of them listed them.
const BENEFICIAL_OWNERS = new Set(['beneficial-owners', 'beneficial_owners', 'beneficialowners', 'ubo', 'ubos', 'beneficiaries', 'beneficial-ownership']);
const beneficialOwners = (companies: string, regcode: string, query: string) => 'the beneficial owners of a company are listed by no answer (the person check finds '
  + 'a person\'s own, by name and birth date); whether screening found one on a sanctions list is in its compliance statement: '
  + `${companies}${regcode}${COMPLIANCE.path}${query} (sanctions, flags)`;

/**
 * Where the details or the compliance statement give what `path` (`{prefix}/companies/{regcode}/{part}`)
 * asks for, as a clause of the 404's detail (`the owners of a company are in its details:
 * …/companies/40003123456 (owners, personOwners)`, `the flags of a company are in its compliance
 * statement: …/companies/40003123456/compliance (flags, flagDetails)`); null for any other path.
 */
export function detailsPartOfPath(path: string, prefix: string): string | null {
  const companies = `${prefix}/companies/`;
  if (!path.startsWith(companies)) return null;
  const segments = path.slice(companies.length).split('/');
  // The country before the number as other APIs write it (`/companies/lv/40003123456/owners`): the
  // request named takes it as its parameter, as country-first-path.ts names it for the details alone.
  const country = segments.length > 2 && segments[2] !== '' ? countryOfSegment(segments[0]!) : null;
  const [regcode, part, ...rest] = country === null ? segments : segments.slice(1);
  if (!regcode || part === undefined || rest.some((s) => s !== '')) return null;
  const query = country === null ? '' : `?country=${country}`;
  const word = part.toLowerCase();
  if (BENEFICIAL_OWNERS.has(word)) return beneficialOwners(companies, regcode, query);
  const found = PARTS[word];
  return found === undefined ? null
    : `${found.what ?? `the ${word} of a company are`} in its ${found.in.name}: ${companies}${regcode}${found.in.path}${query} (${found.fields})`;
}
