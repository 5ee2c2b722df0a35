// What to do after a failed company lookup, said at the end of the problem's detail: a caller
// that read only the detail (a model given the API as tools among them) is told the request to
// send next. The REST wording of the steps the MCP tools give in their error results
// (mcp/tool-results.ts), which name tools instead of paths.
import type { Country } from '../../domain/country.ts';
import { CountryNamedDisagreesError, InvalidParameterError, NotFoundError, type HeldByOwner } from '../../domain/errors.ts';
import { couldBePersonName, personCheckPath, personWithBirthDate } from '../../domain/person-name-like.ts';
import { personWithBirthYear } from '../../domain/person-birth-year.ts';
import type { Services } from '../../services/index.ts';
import { readRegcodeSent, type CompanyNamed, type RegcodeSentReading } from '../../services/regcode-sent-reading.ts';
import { vatNumberSentHint } from '../../services/vat-number-sent.ts';
import { couldBePersonSent } from '../../services/person-name-sent.ts';
import { foreignNumber } from '../../domain/foreign-number.ts';

/** What a refused regcode's step reads of the dataset: the companies a number in it names. */
export type NumberReader = Pick<Services, 'getCompany' | 'searchCompanies'>;

const SEARCH = '/companies/search?q=';
const BY_NAME_STEP = `to look a company up by its name, use ${SEARCH}<name> and take regcode and country from a result`;
const FOREIGN_STEP = `a branch or subsidiary of the company registered in LV, LT, EE or FI has a number of its own: ${BY_NAME_STEP}`;

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
 * country=). `regcode` is the text sent as the number, which a refused one's step may read, and
 * `reader` the dataset it reads the companies of the numbers it holds in.
 */
export function nextStepAfter(error: unknown, country: Country | undefined, regcode?: string, reader?: NumberReader): string | null {
  if (error instanceof NotFoundError) {
    if (error.elsewhere.length > 0) return `repeat the request with country=${error.elsewhere.join(' or country=')}`;
    // A number typed with another country's code: the request for the company its digits name;
    // a number one digit from a company's: the request for that one.
    const named = error.digitsName.length > 0 ? error.digitsName : error.oneDigitOff;
    if (named.length > 0) {
      return `repeat the request for ${named.map((k) => `${encodeURIComponent(k.regcode)} with country=${k.country}`).join(', or for ')}`;
    }
    if (error.heldCompany) return ownersStep(error.heldCompany);
    // A number of a register abroad read as digits after label words the registers here share
    // (`Org.nr 556677-8899`, Swedish), of no company here: the hint says whose it is, and the step is
    // the 400's for the other numbers abroad, where `find the number by the company's name` (with
    // country, `or leave out country`) sent a client looking for the Swedish company's number here.
    if (regcode !== undefined && foreignNumber(regcode) !== null) return FOREIGN_STEP;
    // A personal code's hint ends with the person check, the step to take; a phone number's says it
    // names no company, so the step is the search by the name alone. Of no company in any country,
    // neither is told to leave out country.
    if (error.numberIs === 'personal-code') return null;
    if (error.numberIs === 'phone-number') return `look the company up by its name with ${SEARCH}<name> and take regcode and country from a result`;
    return `find the number by the company's name with ${SEARCH}<name>`
      + (country && !error.countryNamed ? ', or leave out country to look in all four countries' : '');
  }
  if (error instanceof CountryNamedDisagreesError) {
    return `repeat the request with country=${error.named} or without country, or send the number alone with country=${error.asked}`;
  }
  if (error instanceof InvalidParameterError && error.heldCompany) return ownersStep(error.heldCompany);
  if (error instanceof InvalidParameterError && error.errors.some((e) => e.parameter === 'regcode')) {
    if (regcode === undefined) return BY_NAME_STEP;
    // A person's name with a birth date (or a year of birth) first, as the tools tell it
    // (mcp/tool-results.ts), then what else the text is: one rule for both (services/regcode-sent-reading.ts).
    const person = personWithBirthDate(regcode) ?? personWithBirthYear(regcode);
    const read = person === null && reader !== undefined ? readRegcodeSent(reader, error, regcode, country) : null;
    // A number of a register abroad (`NIP 1234567890`): its digits read as a number here were
    // answered as one mistyped (`no registration number … has 10 digits`), unless they name a company.
    if (foreignNumber(regcode) !== null && read?.kind !== 'number-of-company' && read?.kind !== 'several-numbers') return FOREIGN_STEP;
    return (read !== null ? readStep(read) : null) ?? personStep(regcode, reader) ?? BY_NAME_STEP;
  }
  return null;
}

const named = (c: CompanyNamed) => `${c.name} (${c.country} ${c.regcode})`;
const requestFor = (c: CompanyNamed) => `${encodeURIComponent(c.regcode)} with country=${c.country}`;
const ALONE = 'the path takes a registration or VAT number alone';

/**
 * What the REST 400 says of a text sent as regcode that is no number (the tools say the same in
 * their words): a phone number, a personal code, a line holding numbers among its words.
 */
function readStep(read: RegcodeSentReading): string {
  switch (read.kind) {
    case 'phone-number':
      return 'the only number it holds is a phone number, which names no company here: '
        + (read.rest === '' ? BY_NAME_STEP : `look the company up by its name with ${SEARCH}${encodeURIComponent(read.rest)} and take regcode and country from a result`);
    case 'personal-code':
      // Sent for the person it names: the person check takes the name and the date, never the code (personal data).
      return 'it is written as a person\'s personal code, no company\'s number: the person check lists the companies of a person '
        + '(as officer, owner or member) by name and birth date, never the code: '
        + `/api/public/v1/persons/check?name=<name>&birthDate=${read.birthDate ?? 'YYYY-MM-DD'}`
        + (read.birthDate !== null ? ' (the birth date the code gives)' : '');
    case 'several-numbers':
      return `${ALONE}; the text holds ${read.companies.length} numbers, one company each: `
        + `${read.companies.map((c) => `${c.number} names ${named(c)}`).join(', ')}: repeat the request for each, for `
        + read.companies.map(requestFor).join(', then for ');
    case 'number-of-company': {
      const unknown = read.listedOfNoCompany;
      const holds = unknown.length > 0
        ? `${ALONE}; the text is a list of numbers: ${read.number} names ${named(read.found)}, and ${unknown.join(', ')} no company here (check its digits)`
        : `${ALONE}; the text holds words besides the number ${read.number}, which names ${named(read.found)}`;
      // A VAT number that is none of the company in force (`KMKR EE12754320`, a registry code behind
      // EE): "which names Tallinna Ehitus OÜ" read as the invoice's VAT number being valid. Said
      // after the other words' company, `that company` read as that one: the number's is named.
      const vat = read.vat === null ? '' : `; ${vatNumberSentHint(read.vat, read.otherWords !== null ? read.found : 'that company')}`;
      if (read.otherWords !== null) {
        return `${holds}, while its other words name another company, ${named(read.otherWords)}: check which company the document means${vat}, `
          + `then repeat the request for ${requestFor(read.found)} (the number's company) or for ${requestFor(read.otherWords)} (the name's)`;
      }
      return `${holds}${vat}; repeat the request for ${requestFor(read.found)}`;
    }
    case 'number-of-no-company': {
      // The number alone is answered as it would be sent alone: its detail and its own next step.
      const alone = read.failure instanceof Error ? read.failure.message : 'no company has it';
      // Its own step to search by name is left out where the line's other words name the company.
      const byNameOnly = read.failure instanceof NotFoundError && read.failure.elsewhere.length === 0 && read.failure.digitsName.length === 0
        && read.failure.oneDigitOff.length === 0 && read.failure.heldCompany === null;
      const step = read.otherWords !== null && byNameOnly ? null : nextStepAfter(read.failure, read.country, read.number);
      const words = read.otherWords === null ? '' : `; the text's other words name ${named(read.otherWords)}: check the number's digits`;
      return `${ALONE}; the text holds words besides the number ${read.number}, which alone is answered: ${alone}${step ? `; ${step}` : ''}${words}`;
    }
  }
}

/**
 * A person's name sent where the number goes (`Jānis Bērziņš 1980-01-01`, pasted from a form, asked
 * which companies the person is tied to): told only to search by a company's name, a client looked
 * for the person among companies' names and found none. Null where the text reads as no person's name.
 */
function personStep(regcode: string, reader: NumberReader | undefined): string | null {
  const person = personWithBirthDate(regcode);
  if (person !== null) {
    return `it reads as a person's name and birth date, whose companies (as officer, owner or member) the person check lists: `
      + `${personCheckPath(person)}; ${BY_NAME_STEP}`;
  }
  // With a year of birth alone (`Jānis Bērziņš 1980`), as the search's nothing-found reads it
  // (domain/person-birth-year.ts): told only to search by a company's name, where the same name
  // with its whole date was told the person check.
  const year = personWithBirthYear(regcode);
  if (year !== null) {
    return `it reads as a person's name and ${year.monthWritten ? 'month and year' : 'year'} of birth, whose companies (as officer, owner or member) `
      + `the person check lists, which needs the whole birth date: ${personCheckPath(year)}; ${BY_NAME_STEP}`;
  }
  // A company's very name (`Rigas Koks`, SIA "Rīgas Koks") is told the search alone (services/person-name-sent.ts).
  if (reader !== undefined ? !couldBePersonSent(reader, regcode) : !couldBePersonName(regcode)) return null;
  return `${BY_NAME_STEP}; if it is a person's name, the person check lists the person's companies (as officer, owner or member) `
    + `and needs the birth date too: ${personCheckPath({ name: regcode.trim() })}`;
}

/** Runs a lookup; a failure it can name a next step for leaves with that step in its detail. */
export function withNextStep<T>(reader: NumberReader, country: Country | undefined, regcode: string, lookup: () => T): T {
  try {
    return lookup();
  } catch (error) {
    const step = nextStepAfter(error, country, regcode, reader);
    if (step && error instanceof Error) error.message = `${error.message}; ${step}`;
    throw error;
  }
}
