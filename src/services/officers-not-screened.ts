// The officers of a company screening could not compare with any list. An office in force is
// compared for a reviewer's candidate only where the name and the birth make a certain match
// (docs/sanctions.md, screen-24), so an officer whose register gives no birth date is compared with
// no entry at all: RIK's files have given no birth date of an Estonian since November 2024, and a
// statement with no candidate read as the board screened clean. It names them, as the details do.
import type { Database } from '../store/open.ts';
import { naturalOfficersInForce } from '../store/officers-in-force-read.ts';
import { birthComparable } from '../domain/sanctions-persons.ts';
import type { DatasetFacts } from './dataset-facts.ts';
import type { OfficerNotScreenedView } from './views.ts';
import { givenNameFirst } from '../domain/person-name-order.ts';

/**
 * The natural persons in office on `today` whose birth the register does not give: [] where every
 * one was compared; null where the store holds no officers of the country (LT, FI) or no sanctions
 * list is imported (nothing was compared, sanctionLists empty says so).
 */
export function officersNotScreened(db: Database, dataset: DatasetFacts, company: { country: string; regcode: string }, today: string): OfficerNotScreenedView[] | null {
  if (!dataset.factParts(company.country).has('officers') || dataset.sanctionLists().length === 0) return null;
  return naturalOfficersInForce(db, company.country, company.regcode, today)
    .filter((o) => !birthComparable({ birthDate: o.birth_date, birthKey: o.birth_key }))
    .map((o) => ({ name: givenNameFirst(o.person_name, o.source), position: o.position }));
}
