// What to do after a failed company lookup, said at the end of the problem's detail: a caller
// that read only the detail (a model given the API as tools among them) is told the request to
// send next. The REST wording of the steps the MCP tools give in their error results
// (mcp/tool-results.ts), which name tools instead of paths.
import type { Country } from '../../domain/country.ts';
import { CountryNamedDisagreesError, InvalidParameterError, NotFoundError, type HeldByOwner } from '../../domain/errors.ts';
import { couldBePersonName, personCheckPath, personWithBirthDate } from '../../domain/person-name-like.ts';

const SEARCH = '/companies/search?q=';
const BY_NAME_STEP = `to look a company up by its name, use ${SEARCH}<name> and take regcode and country from a result`;

/**
 * An owner's number (of a register abroad): the company it holds lists it, and the holder's
 * holdings route every company it holds (the detail names three "and others"); a search finds no holder.
 */
function ownersStep(held: HeldByOwner): string {
  const { regcode, registeredIn } = held.holder;
  return `the owners of /companies/${encodeURIComponent(held.regcode)}?country=${held.country} list it with its registeredIn, `
    + `and /holders/${encodeURIComponent(regcode)}/holdings${registeredIn ? `?registeredIn=${registeredIn}` : ''} lists every company it holds`;
}

/**
 * The next step after `error`, or null where the detail already says it (the ambiguous regcode's
 * country=). `regcode` is the text sent as the number, which a refused one's step may read.
 */
export function nextStepAfter(error: unknown, country: Country | undefined, regcode?: string): string | null {
  if (error instanceof NotFoundError) {
    if (error.elsewhere.length > 0) return `repeat the request with country=${error.elsewhere.join(' or country=')}`;
    // A number typed with another country's code: the request for the company its digits name.
    if (error.digitsName.length > 0) {
      return `repeat the request for ${error.digitsName.map((k) => `${encodeURIComponent(k.regcode)} with country=${k.country}`).join(', or for ')}`;
    }
    if (error.heldCompany) return ownersStep(error.heldCompany);
    return `find the number by the company's name with ${SEARCH}<name>`
      + (country && !error.countryNamed ? ', or leave out country to look in all four countries' : '');
  }
  if (error instanceof CountryNamedDisagreesError) {
    return `repeat the request with country=${error.named} or without country, or send the number alone with country=${error.asked}`;
  }
  if (error instanceof InvalidParameterError && error.heldCompany) return ownersStep(error.heldCompany);
  if (error instanceof InvalidParameterError && error.errors.some((e) => e.parameter === 'regcode')) {
    return (regcode !== undefined ? personStep(regcode) : null) ?? BY_NAME_STEP;
  }
  return null;
}

/**
 * A person's name sent where the number goes (`Jānis Bērziņš 1980-01-01`, pasted from a form, asked
 * which companies the person is tied to): told only to search by a company's name, a client looked
 * for the person among companies' names and found none. Null where the text reads as no person's name.
 */
function personStep(regcode: string): string | null {
  const person = personWithBirthDate(regcode);
  if (person !== null) {
    return `it reads as a person's name and birth date, whose companies (as officer, owner or member) the person check lists: `
      + `${personCheckPath(person)}; ${BY_NAME_STEP}`;
  }
  if (!couldBePersonName(regcode)) return null;
  return `${BY_NAME_STEP}; if it is a person's name, the person check lists the person's companies (as officer, owner or member) `
    + `and needs the birth date too: ${personCheckPath({ name: regcode.trim() })}`;
}

/** Runs a lookup; a failure it can name a next step for leaves with that step in its detail. */
export function withNextStep<T>(country: Country | undefined, regcode: string, lookup: () => T): T {
  try {
    return lookup();
  } catch (error) {
    const step = nextStepAfter(error, country, regcode);
    if (step && error instanceof Error) error.message = `${error.message}; ${step}`;
    throw error;
  }
}
