// The services the HTTP tests run against. Placeholder until the seed store exists: a fake.
import type { Services } from '../../src/services/index.ts';
import { NotFoundError } from '../../src/domain/errors.ts';
import { fakeServices } from './fake-services.ts';

export async function testServices(): Promise<Services> {
  return fakeServices({
    checkPerson: (name, birthDate) => {
      if (birthDate !== PERSON.birthDate) throw new NotFoundError('No company is associated with this person');
      return { person: { name, birthDate }, count: 0, results: [] };
    },
  });
}

export const PERSON = { name: 'Anna Bērziņa', birthDate: '1980-01-01' };
export const UNKNOWN_REGCODE = '49999999999';

/** Writes the seed store into dir and returns its path; null until the seed helper exists. */
export async function seedDatabaseFile(_dir: string): Promise<string | null> {
  return null;
}
