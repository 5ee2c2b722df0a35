// An officer's name as every answer gives it, the details' officers and formerOfficers and the
// compliance statement's liquidators alike: UR's officers file writes a person surname first
// (`Bērziņš Jānis`), RIK, JAR, PRH, UR's beneficial-owner file and the insolvency register given
// name first, and one answer named the same person both ways.
import { givenNameFirst } from '../domain/person-name-order.ts';

/** A person's name given name first; a legal entity's (`SIA "Likvidācijas Birojs"`) as written. */
export const officerNamed = (o: { person_name: string; source: string; entity: unknown }): string =>
  o.entity === null ? givenNameFirst(o.person_name, o.source) : o.person_name;
