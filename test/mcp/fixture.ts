// TEMPORARY: replaced by the seed store once test/helpers/seed.ts exists.
import type { Services } from '../../src/services/index.ts';
import { NotFoundError } from '../../src/domain/errors.ts';

const known = { regcode: '40003032949', country: 'LV' as const, name: 'Acme' };

export async function mcpFixture() {
  const company = { regcode: known.regcode, country: known.country, name: 'Acme, SIA', address: 'Rīga', status: 'active' as const, legalForm: 'SIA', registeredOn: '2001-01-01' };
  const unused = () => { throw new Error('unused'); };
  const services: Services = {
    searchCompanies: () => [company], autofill: () => [],
    getCompany: (r) => { if (r !== known.regcode) throw new NotFoundError('x'); return { ...company, registryStatus: null, closedOn: null, legalFormCode: null, formerNames: [], vat: null, taxRating: null, nace: null, officers: [], financials: [], isSanctioned: false, sources: [] }; },
    sanctionsFor: unused, financialsFor: unused, complianceFor: unused, checkPerson: unused, newRegistrations: unused,
    datasetInfo: () => ({ version: 'v1', sources: [] }), coverage: () => ({ LV: {}, LT: {}, EE: {}, FI: {} }),
  };
  return { services, known, async close() {} };
}
