// The sentence beside a search_companies answer that lists no company. What to try next depends on
// what was searched: a name (other words, or a person's companies, which no tool here finds), a
// registration or VAT number (no company has it), or the number of an owner registered abroad,
// which get_company_details names with the company it holds: searched for instead (a model reading
// a holder's regcode among a company's owners sends it to the search as often as to the details),
// it was told to try the registration number and that a person's name finds nothing, and searched on.
// A number written with a country's name is searched in that country alone: one of another country's
// company is named as the details name it, not told that no company has it; so is a number typed with
// a country code whose digits name a company of another country than the one asked for.
import type { Country } from '../../domain/country.ts';
import { CountryNamedDisagreesError, InvalidParameterError, NotFoundError } from '../../domain/errors.ts';
import { looksLikeRegcode, parseRegcodeInput } from '../../domain/regcode.ts';
import { companyNameTokens, foldTokens } from '../../domain/fold.ts';
import { couldBePersonName, personWithBirthDate } from '../../domain/person-name-like.ts';
import { markupOnlyHint, phoneNumberAloneHint, type Services } from '../../services/index.ts';
import { describeToolError, holdsOtherDigits, PERSON_CHECK_TOOL, personCheckOf, personCodeCheck, personYearCheckOf } from '../tool-results.ts';
import { personalCodeRead } from '../../domain/personal-code-number.ts';
import { personWithBirthYear } from '../../domain/person-birth-year.ts';
import { GET_COMPANY_DETAILS, SEARCH_COMPANIES } from './names.ts';
import { numberAmongWords } from '../../services/regcode-sent-reading.ts';
import { labelElsewhereNoneSearched } from './label-elsewhere-sent.ts';
import { holdersNamedSentence } from './search-holders.ts';

/**
 * What the details' lookup of the text says where the search found nothing: the sentence for a
 * number known as an owner's, or for a number of a company of another country than the one asked
 * for (`12754320` with country LV, an Estonian registry code), put for a search; null otherwise.
 */
function numberLookedUp(services: Services, query: string, country: Country | undefined): string | null {
  try {
    const found = services.getCompany(query, country);
    // The details read a number the search did not list: that call is the next step.
    return `No company matches "${query}" in the search, while ${GET_COMPANY_DETAILS} reads it as the number of ${found.name} ` +
      `(${found.country} ${found.regcode}): call ${GET_COMPANY_DETAILS} with regcode ${found.regcode} and country ${found.country}.`;
  } catch (err) {
    // A number written with a country's name (`Estonia 40003123456`) is searched in that country alone; one
    // of another country's company was told that no company here has it, and a model dropped the number.
    if (err instanceof NotFoundError && err.countryNamed !== null && err.digitsName.length > 0) {
      const named = err.digitsName.map((k) => `regcode ${k.regcode} and country ${k.country}`).join(', or with ');
      return `No company matches "${query}" in ${err.countryNamed}, the country the text names with the number; ` +
        `${err.hint ?? ''}. Call ${GET_COMPANY_DETAILS} with ${named}, or search for the number alone.`;
    }
    // A number typed with a code whose digits name a company of another country than the one asked
    // for (`EE40003123456` with country EE, a Latvian company's code behind EE): the search keeps
    // to the country asked, and a model checking an invoice's VAT number was told only to check
    // its digits, while the details name the company the digits are and the call for it.
    if (err instanceof NotFoundError && err.digitsName.length > 0 && err.hint) {
      const named = err.digitsName.map((k) => `regcode ${k.regcode} and country ${k.country}`).join(', or with ');
      return `No company matches "${query}"${country ? ` in ${country}` : ''}: ${err.hint}. ` +
        `Call ${GET_COMPANY_DETAILS} with ${named}, or search again without country.`;
    }
    if (err instanceof CountryNamedDisagreesError) {
      return `No company matches "${query}" in ${err.asked}: the text names ${err.named} with the number. ` +
        `Search again with country ${err.named} or without country, or send the number alone with country ${err.asked}.`;
    }
    if (err instanceof NotFoundError && err.heldCompany === null && err.elsewhere.length > 0 && country) {
      return `No company matches "${query}" in ${country}; the number names a company in ${err.elsewhere.join(' and ')}. ` +
        `Search again with country ${err.elsewhere.join(' or ')}, or without country.`;
    }
    // A pasted line (a name with its number) searched in a country its number's company is not of:
    // told to try fewer words, a model dropped the number that names the company.
    const among = numberAmongWords(services, err, query, undefined);
    if (among !== null && 'found' in among) {
      const { name, country: c, regcode } = among.found;
      return `No company matches "${query}"${country ? ` in ${country}` : ''}; the number ${among.number} it holds names ${name} (${c} ${regcode}). ` +
        `Call ${GET_COMPANY_DETAILS} with regcode ${regcode} and country ${c}` + (country && country !== c ? `, or search again with country ${c} or without country.` : '.');
    }
    if (!(err instanceof NotFoundError || err instanceof InvalidParameterError) || err.heldCompany === null) return null;
    // The lookup's refusal names the text as a regcode; the search was sent it as its query.
    return describeToolError(err, { tool: GET_COMPANY_DETAILS, regcode: query, country }).replace(/^regcode /, `${SEARCH_COMPANIES} query `);
  }
}

/**
 * The companies a name searched in one country matches in the others: told to try "no country
 * filter" among other retries, a model checking an Estonian partner by a name it registered in Latvia
 * rephrased the name in EE, searched again and reported it unknown. Three are sought, two named; a
 * person's name that finds companies elsewhere is not told of the person check (the description says
 * people are not searched).
 */
function matchedElsewhere(services: Services, query: string, country: Country): string | null {
  const found = services.searchCompanies(query, { limit: 3 });
  if (found.length === 0) return null;
  const named = found.slice(0, 2).map((r) => `${r.name} (${r.country} ${r.regcode})`);
  const countries = [...new Set(found.map((r) => r.country))];
  return `No company matches "${query}" in ${country}; without country it matches ${named.join(found.length > 2 ? ', ' : ' and ')}` +
    `${found.length > 2 ? ' and others' : ''}: search again with country ${countries.join(' or ')}, or without country.`;
}

/**
 * A text the search cannot read for its script: a name in Greek or Chinese letters (a model asked in
 * that language writes the name so), or a number in Arabic-Indic digits. Told to try different words,
 * a model translated the name again in the same letters, or reported the company unknown. Null where
 * the text holds Latin or Cyrillic letters (Cyrillic is read transliterated) and its digits are 0-9
 * (full-width ones are read as those).
 */
function otherScriptSentence(query: string, where: string): string | null {
  const text = query.normalize('NFKC');
  if (holdsOtherDigits(text)) {
    return `No company matches "${query}"${where}: a registration or VAT number is read in the digits 0-9 alone; write it in them.`;
  }
  if (!/\p{L}/u.test(text) || /[\p{Script=Latin}\p{Script=Cyrillic}]/u.test(text)) return null;
  return `No company matches "${query}"${where}: the registers write names in Latin letters, and the search reads a name in them or in `
    + 'Cyrillic alone; write the name in Latin letters as its register does, or search by the registration number.';
}

/**
 * A person's personal code searched for, whole (`37605030299`, an EE or LT one; `010180-12345`, LV,
 * its century masked too; `131052-308T`, FI), as the person check's birthDate rule reads one
 * (domain/personal-code-birth-date.ts): told that no company has the number and to check its digits,
 * a model asked about the person reported none of the person's companies. check_person is named with
 * the birth date the code gives, and the code is not said again (it is a person's). Eleven
 * characters at least: a code's beginning (`010180`) may be a number's, which the search lists.
 */
function personalCodeSentence(query: string, where: string): string | null {
  const text = query.trim();
  const read = text.length >= 11 ? personalCodeRead(text) : null;
  if (read === null) return null;
  return `No company${where} has that number: it reads as a person's personal code, no company's registration number. `
    + personCodeCheck(read.birthDate);
}

export function emptySearchSentence(services: Services, query: string, country: Country | undefined): string {
  const where = country ? ` in ${country}` : '';
  const person = personWithBirthDate(query);
  if (person !== null) return `No company matches "${query}"${where}. ${personCheckOf(person)}`;
  const yearly = personWithBirthYear(query);
  if (yearly !== null) return `No company matches "${query}"${where}. ${personYearCheckOf(yearly)}`;
  // A phone number alone: the search's own reason (services/search/nothing-found.ts).
  const phone = phoneNumberAloneHint(query);
  if (phone !== null) return `No company matches "${query}"${where}: ${phone}.`;
  // Markup with no word outside its tags (a page's field pasted with its HTML) is searched for nothing.
  const markup = markupOnlyHint(query);
  if (markup !== null) return `No company matches "${query}"${where}: ${markup}.`;
  // Only a text holding a digit can be a number; a name costs no second lookup.
  const looked = /\d/.test(query) ? numberLookedUp(services, query, country) : null;
  if (looked !== null) return looked;
  const code = personalCodeSentence(query, where);
  if (code !== null) return code;
  if (looksLikeRegcode(query)) {
    // After another country's register label (`registrikood 40003999999`): what it names, as the details say it.
    const label = labelElsewhereNoneSearched(query, country);
    return `No company matches "${query}"${where}: no company${country ? ` in ${country}` : ' here'} has that registration or ` +
      `VAT number${label ? `; ${label}` : ''}. Check its digits, or search by the company's name.`;
  }
  // Digits alone, of no number's length (14 digits, a number with a digit too many): told to try
  // "the registration number", a model sent the same digits again.
  if (/^[\d\s./-]+$/.test(query) && (query.match(/\d/g) ?? []).length >= 5) {
    return `No company matches "${query}"${where}: it is no registration or VAT number of LV, LT, EE or FI (LV 11 digits, EE 8, `
      + 'LT 9, older ones 7 or 8, FI NNNNNNN-N). Check its digits, or search by the company\'s name.';
  }
  // The name of an owner registered abroad, which no register here holds as a company.
  const holders = holdersNamedSentence(query, services.holdersNamed(query), false, country);
  if (holders !== null) return holders;
  const elsewhere = country ? matchedElsewhere(services, query, country) : null;
  if (elsewhere !== null) return elsewhere;
  const script = otherScriptSentence(query, where);
  if (script !== null) return script;
  const tries = [
    foldTokens(query).length > 1 ? 'fewer or different words' : 'different words',
    ...(companyNameTokens(query).length < foldTokens(query).length ? ['the name without its legal form'] : []),
    ...(country ? ['no country filter'] : []),
    'the registration number',
  ];
  const tried = `${tries.slice(0, -1).join(', ')}${tries.length > 2 ? ',' : ''} or ${tries.at(-1)}`;
  // The tool's description says that people are not searched: a text that could be a person's name
  // was told it twice more, beside the advice on a company's name (some 460 characters in all).
  return couldBePersonName(query)
    ? `No company matches "${query}"${where}. If it is a company's name, try ${tried}; if a person's, ` +
      PERSON_CHECK_TOOL
    : `No company matches "${query}"${where}. Try ${tried}.`;
}
