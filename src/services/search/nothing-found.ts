// What a search or autofill answer says beside an empty list where the text is no whole number
// (docs/search.md, "An empty answer"): a checkout form showed no result and had nothing to tell
// its buyer, while the text asked in one country (`Rīgas Koks` with country=EE, a form whose
// country field was left at its default) names companies of another, and a name of no company
// here is worth checking for a typo or searching by its number.
import { COUNTRIES, COUNTRIES_WORDED, type Country } from '../../domain/country.ts';
import { parseRegcodeInput } from '../../domain/regcode.ts';
import { personCheckPath, personWithBirthDate } from '../../domain/person-name-like.ts';
import { personWithBirthYear } from '../../domain/person-birth-year.ts';
import { isPhoneNumberAlone } from './phone-numbers.ts';
import { isMarkupOnly } from './markup-tags.ts';
import { REGCODE_PREFIX_DIGITS } from './code-matches.ts';
import { labelElsewhereNoneNote } from '../number-read.ts';

/**
 * Why a phone number with its calling code, sent alone (`+372 5123 4567`), lists no company: the
 * search does not read a company's phone, and its digits are no registration number (phone-numbers.ts).
 * One wording for search, autofill and search_companies; null for any other text.
 */
export function phoneNumberAloneHint(q: string): string | null {
  return isPhoneNumberAlone(q)
    ? 'the text is a phone number, which names no company here: search by the company\'s name, or its registration or VAT number'
    : null;
}

/**
 * Why markup holding no word outside its tags (`<script>alert(1)</script>`) lists no company: its
 * tags, scripts and styles are not searched (markup-tags.ts). Null for any other text.
 */
export function markupOnlyHint(q: string): string | null {
  return isMarkupOnly(q)
    ? 'the text is markup (HTML tags) with no words outside its tags, scripts and styles, which are not searched: '
      + 'send the company\'s name, or its registration or VAT number, as plain text'
    : null;
}

/**
 * The sentence for an empty answer to `q`, one that says nothing yet of why it lists none (the
 * caller leaves out an answer with numberNotFound): asked in `country`, the countries whose
 * companies the text finds (`foundIn`, none read where no country was asked). Reads nothing.
 */
export function nothingFoundHint(q: string, country: Country | undefined, foundIn: readonly Country[]): string {
  if (country !== undefined && foundIn.length > 0) {
    const where = foundIn.join(', ');
    return `no company in ${country} matches the text; it finds companies in ${where}: `
      + `repeat without country, or with country=${foundIn[0]}`;
  }
  const phone = phoneNumberAloneHint(q);
  if (phone !== null) return phone;
  const markup = markupOnlyHint(q);
  if (markup !== null) return markup;
  const asked = country ?? COUNTRIES_WORDED;
  // A person's name with a birth date: no company search finds a person's companies.
  const person = personWithBirthDate(q);
  if (person !== null) {
    return `no company in ${asked} has the name "${person.name}"; as a person's name and birth date, the companies the person is `
      + `tied to are found by the person check: GET ${personCheckPath(person)}`;
  }
  // With a year of birth alone, or its month and year: the check takes the whole date, its request
  // written with what is missing to fill in (`birthDate=1980-MM-DD`), as a name alone is told it.
  const ofYear = personWithBirthYear(q);
  if (ofYear !== null) {
    return `no company in ${asked} has the name "${ofYear.name}"; as a person's name and ${ofYear.monthWritten ? 'month and year' : 'year'} of `
      + 'birth, the companies the person is tied to are found by the person check, which needs the whole birth date: '
      + `GET ${personCheckPath(ofYear)}`;
  }
  // A number being typed (`LV4000312`, `4000312`): no company's number begins so. After another
  // country's register label (`registrikood 1234567`), searched in every country: what the label
  // names and the form its digits have, as search_companies says it (number-read.ts), where the
  // sentence said only to check the digits, as of a number typed with no label.
  const lookup = /\d/.test(q) ? parseRegcodeInput(q) : null;
  if (lookup !== null) {
    const label = country === undefined ? labelElsewhereNoneNote(q, lookup) : null;
    return `no company in ${asked} has a registration or VAT number that is or begins with the number typed`
      + `${label === null ? '' : `; ${label}`}: check its digits`;
  }
  // Digits too few to be read as a number's beginning (`00`, a form's field typed into): no spelling to check.
  const digits = q.trim();
  if (/^\d+$/.test(digits) && digits.length < REGCODE_PREFIX_DIGITS) {
    return `no company in ${asked} has a name or address holding ${digits}, and a registration or VAT number is looked up from its `
      + `first ${REGCODE_PREFIX_DIGITS} digits: type more of the number, or search by the company's name`;
  }
  return `no company in ${asked} has a name or address matching the text, typos allowed: check the spelling, or search by `
    + 'the registration or VAT number';
}

/** The countries of a list's companies, in the order of COUNTRIES. */
export function countriesListed(results: ReadonlyArray<{ country: Country }>): Country[] {
  return COUNTRIES.filter((c) => results.some((r) => r.country === c));
}
