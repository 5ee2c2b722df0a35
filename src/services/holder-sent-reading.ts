// What a text sent as an owner's number is where it is no number: a person's personal code, a
// person's name with a birth date, or a name (an owner's the registers list, with its number, a
// company's served here, with its number, or another). REST's 404 of /holders/{holderRegcode}/holdings (http/holders/holder-path-read.ts) and
// list_holder_holdings' error (mcp/tools/list-holder-holdings.ts) each read it once had their own
// copy of this reading; here it is read once, and each words it for its own protocol.
import { personalCodeRead } from '../domain/personal-code-number.ts';
import { personWithBirthDate } from '../domain/person-name-like.ts';
import { companiesOfVeryName, couldBePersonBeside } from './person-name-sent.ts';
import type { Country } from '../domain/country.ts';
import { NotFoundError } from '../domain/errors.ts';
import type { Services } from './index.ts';

/**
 * The longest text read as an owner's number or name, on REST and MCP alike: an owner's number is at
 * most 40 characters, but its name, which is read for what it is (below), may be longer, an LV holder's
 * as UR writes it, its form in full (`Sabiedrība ar ierobežotu atbildību "Med Zeme"`), or a number after
 * the name; bounded as the search's query is.
 */
export const HOLDER_TEXT_MAX = 200;

/** An owner registered abroad of the name sent, with the number its holdings are listed by. */
export interface OwnerOfName { name: string; regcode: string; registeredIn: string | null }

/** A company served here of the name sent, by which its own holdings are listed (its number, registeredIn its country). */
export interface CompanyOfName { name: string; country: Country; regcode: string; holdsAny: boolean }

export type HolderSentReading =
  /** A personal code (`37605030299`, `150384-12345`), with the birth date it gives; digitsAlone where no hyphen or letter is written. */
  | { kind: 'personal_code'; birthDate: string | null; digitsAlone: boolean }
  /** A person's name and birth date (`Jānis Bērziņš 1980-01-01`). */
  | { kind: 'person'; name: string; birthDate: string }
  /**
   * Words without a digit: the owners of that name or its words the registers list with a number
   * (the first few), whether one is listed without its number, and whether the name may be a person's.
   * hasLetter false for a text of neither letters nor digits (`--`), which names no one. companies:
   * the companies served here of that very name (its legal form aside), those holding one first, the
   * first few; moreCompanies where the search lists others of it. couldBePerson is false for the name
   * of a company here other than a sole trader's (`Rīgas Koks`, two words in capitals, is a company's).
   */
  | {
    kind: 'name'; hasLetter: boolean; owners: OwnerOfName[]; ownerWithoutNumber: boolean; couldBePerson: boolean;
    companies: CompanyOfName[]; moreCompanies: boolean;
  };

// The owners of a name named; the search lists any others.
const OWNERS_NAMED = 3;
// The companies of a name named (a name four registers each give one company of, Agro Baltic, is
// four; the search's own order names the nearest first).
const COMPANIES_NAMED = 3;

/**
 * The companies served here whose name is the name sent, its legal form aside (`Rīgas Koks` is SIA
 * "Rīgas Koks"), each with whether the registers list it holding a company: a team mapping a group
 * sent a company's name and was sent to the search for its number, one request more.
 */
function companiesOfName(services: Pick<Services, 'searchCompanies' | 'holderHoldings'>, text: string): { companies: CompanyOfName[]; more: boolean; couldBePerson: boolean } {
  const named = companiesOfVeryName(services, text);
  const companies = named.map((r) => ({ name: r.name, country: r.country, regcode: r.regcode, holdsAny: holdsAny(services, r.country, r.regcode) }));
  // Stable: of several, the one holding a company is likeliest the one meant.
  companies.sort((a, b) => Number(b.holdsAny) - Number(a.holdsAny));
  return { companies: companies.slice(0, COMPANIES_NAMED), more: companies.length > COMPANIES_NAMED, couldBePerson: couldBePersonBeside(text, named) };
}

/** Whether the registers list the company of that country and number holding a company. */
function holdsAny(services: Pick<Services, 'holderHoldings'>, country: Country, regcode: string): boolean {
  try {
    return services.holderHoldings(regcode, country, 1, null).holdings.length > 0;
  } catch (err) {
    if (err instanceof NotFoundError) return false;
    throw err;
  }
}

/**
 * What `sent` is where it is no number; null for anything written as one (holding a digit and no code
 * or birth date). A name is searched for (services.whenSearchImagesLoaded around it spares a wait).
 */
export function holderSentReading(services: Pick<Services, 'holdersNamed' | 'searchCompanies' | 'holderHoldings'>, sent: string): HolderSentReading | null {
  const text = sent.trim();
  const code = personalCodeRead(text);
  if (code !== null) return { kind: 'personal_code', birthDate: code.birthDate, digitsAlone: /^\d+$/.test(text) };
  // A person's name with a birth date (`Jānis Bērziņš 1980-01-01`, `Jānis Bērziņš, born 1 January 1980`).
  const person = personWithBirthDate(text);
  if (person !== null) return { kind: 'person', name: person.name, birthDate: person.birthDate };
  // A number holds a digit (HE398114, HRB 12345); a name of a company may too, but is read as a number.
  if (/\d/.test(text)) return null;
  if (!/\p{L}/u.test(text)) {
    return { kind: 'name', hasLetter: false, owners: [], ownerWithoutNumber: false, couldBePerson: false, companies: [], moreCompanies: false };
  }
  const named = services.holdersNamed(text);
  const owners = named.filter((owner) => owner.regcode !== null).slice(0, OWNERS_NAMED)
    .map((owner) => ({ name: owner.name, regcode: owner.regcode!, registeredIn: owner.registeredIn }));
  const { companies, more, couldBePerson } = companiesOfName(services, text);
  return {
    kind: 'name', hasLetter: true, owners, ownerWithoutNumber: owners.length === 0 && named.length > 0,
    couldBePerson, companies, moreCompanies: more,
  };
}
