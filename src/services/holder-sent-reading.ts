// What a text sent as an owner's number is where it is no number: a person's personal code, a
// person's name with a birth date, or a name (an owner's the registers list, with its number, or
// another). REST's 404 of /holders/{holderRegcode}/holdings (http/holders/holder-path-read.ts) and
// list_holder_holdings' error (mcp/tools/list-holder-holdings.ts) each read it once had their own
// copy of this reading; here it is read once, and each words it for its own protocol.
import { personalCodeRead } from '../domain/personal-code-number.ts';
import { couldBePersonName, personWithBirthDate } from '../domain/person-name-like.ts';
import type { Services } from './index.ts';

/** An owner registered abroad of the name sent, with the number its holdings are listed by. */
export interface OwnerOfName { name: string; regcode: string; registeredIn: string | null }

export type HolderSentReading =
  /** A personal code (`37605030299`, `150384-12345`), with the birth date it gives; digitsAlone where no hyphen or letter is written. */
  | { kind: 'personal_code'; birthDate: string | null; digitsAlone: boolean }
  /** A person's name and birth date (`Jānis Bērziņš 1980-01-01`). */
  | { kind: 'person'; name: string; birthDate: string }
  /**
   * Words without a digit: the owners of that name or its words the registers list with a number
   * (the first few), whether one is listed without its number, and whether the name may be a person's.
   * hasLetter false for a text of neither letters nor digits (`--`), which names no one.
   */
  | { kind: 'name'; hasLetter: boolean; owners: OwnerOfName[]; ownerWithoutNumber: boolean; couldBePerson: boolean };

// The owners of a name named; the search lists any others.
const OWNERS_NAMED = 3;

/** What `sent` is where it is no number; null for anything written as one (holding a digit and no code or birth date). */
export function holderSentReading(services: Pick<Services, 'holdersNamed'>, sent: string): HolderSentReading | null {
  const text = sent.trim();
  const code = personalCodeRead(text);
  if (code !== null) return { kind: 'personal_code', birthDate: code.birthDate, digitsAlone: /^\d+$/.test(text) };
  // A person's name with a birth date (`Jānis Bērziņš 1980-01-01`, `Jānis Bērziņš, born 1 January 1980`).
  const person = personWithBirthDate(text);
  if (person !== null) return { kind: 'person', name: person.name, birthDate: person.birthDate };
  // A number holds a digit (HE398114, HRB 12345); a name of a company may too, but is read as a number.
  if (/\d/.test(text)) return null;
  if (!/\p{L}/u.test(text)) return { kind: 'name', hasLetter: false, owners: [], ownerWithoutNumber: false, couldBePerson: false };
  const named = services.holdersNamed(text);
  const owners = named.filter((owner) => owner.regcode !== null).slice(0, OWNERS_NAMED)
    .map((owner) => ({ name: owner.name, regcode: owner.regcode!, registeredIn: owner.registeredIn }));
  return { kind: 'name', hasLetter: true, owners, ownerWithoutNumber: owners.length === 0 && named.length > 0, couldBePerson: couldBePersonName(text) };
}
