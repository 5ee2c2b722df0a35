// A small in-memory Services for tests that need to force what the real services cannot be made
// to do on demand (throw an internal error, fail to read the dataset). Data tests use the real
// services over the seed store (see app-harness.ts).
import type { Services } from '../../src/services/index.ts';
import { NotFoundError } from '../../src/domain/errors.ts';

export function fakeServices(overrides: Partial<Services> = {}): Services {
  const notFound = () => { throw new NotFoundError('No company with that registration number'); };
  const base: Services = {
    searchCompanies: () => [],
    searchedFor: () => undefined,
    autofill: () => [],
    holdersNamed: () => [],
    holderHoldings: notFound,
    regcodeCountries: () => [],
    closedSucceeded: () => [],
    getCompany: notFound,
    vatOf: notFound,
    closingOf: notFound,
    ownersFor: notFound,
    controllingHoldersOf: notFound,
    sanctionsFor: notFound,
    financialsFor: notFound,
    complianceFor: notFound,
    checkPerson: () => { throw new NotFoundError('No company is associated with this person'); },
    newRegistrations: (name, birthDate, hours) => ({ person: { name, birthDate }, personKnown: false, hours, firstSeenThrough: new Date(Date.now() - hours * 3_600_000 - 1).toISOString(), count: 0, truncated: false, next: null, results: [], sources: [] }),
    datasetInfo: () => ({ version: 'v-test', sources: [], unsearchable: [] }),
    lastChangedAt: () => null,
    coverage: () => ({ LV: {}, LT: {}, EE: {}, FI: {} }),
    financialFilesFrom: () => null,
    warmUp: async () => [],
    followImageBuilds: async () => {},
    whenSearchImagesLoaded: async (read) => read(),
  };
  return { ...base, ...overrides };
}
