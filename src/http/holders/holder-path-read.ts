// What a holder's path holds where it is no owner's number, for the 404 of /holders/{holderRegcode}/holdings.
// A journalist following a person sent their personal code (37605030299) or their name, and a team
// mapping a group an owner's name (Kyrenia Maritime Holdings Ltd): each was told only that no legal
// entity of that "number" holds a company here, and read the person or the owner as holding nothing,
// where list_holder_holdings says what the text is. The text is read by services/holder-sent-reading.ts,
// as that tool reads it; said here as a clause the 404 ends with.
import type { Services } from '../../services/index.ts';
import { holderSentReading, type CompanyOfName } from '../../services/holder-sent-reading.ts';
import { holdingsSeenIn } from '../../services/company-holding-none.ts';
import { personCheckPath } from '../../domain/person-name-like.ts';
import { API_PREFIX } from '../errors.ts';

const PERSON_CHECK = 'this list is of the companies a legal entity holds; a natural person\'s companies (as owner, officer or member) '
  + 'are listed by the person check, by name and birth date';

/**
 * The clause saying what `sent` is and where its holdings are listed: a personal code (with the
 * birth date it gives), a person's name with a birth date, an owner's name the registers list (its number and the request listing its
 * holdings), a company's name served here (its number and the request listing its holdings, or that it holds none),
 * a name that may be a person's (the person check and the search), any other name (the
 * search); null for anything written as a number. Run it in services.whenSearchImagesLoaded: a name is searched for.
 */
export function holderPathRead(services: Pick<Services, 'holdersNamed' | 'searchCompanies' | 'holderHoldings'>, sent: string): string | null {
  const text = sent.trim();
  const read = holderSentReading(services, text);
  if (read === null) return null;
  if (read.kind === 'personal_code') {
    return `${text} reads as a person's personal code${read.birthDate === null ? '' : `, which gives the birth date ${read.birthDate}`}: `
      + `${PERSON_CHECK}, never the code: ${API_PREFIX}/persons/check?name=<name>&birthDate=${read.birthDate ?? 'YYYY-MM-DD'}`;
  }
  if (read.kind === 'person') return `${text} is written as a person's name and birth date, not a number: ${PERSON_CHECK}: ${personCheckPath(read)}`;
  if (!read.hasLetter) return null;
  const search = `${API_PREFIX}/companies/search?q=${encodeURIComponent(text)}`;
  const companies = companiesClause(read.companies, read.moreCompanies, search);
  const alsoCompanies = companies === null ? '' : `; ${companies}`;
  if (read.ownerWithoutNumber) {
    // An owner whose register gives no number has no list of its own: the search names its holdings.
    return `${text} is a name, not a number: the registers list an owner of that name without its number, whose holdings the `
      + `search's holdersAbroad names: ${search}${alsoCompanies}`;
  }
  if (read.owners.length > 0) {
    const named = read.owners.map((owner) => `${owner.name} (${owner.registeredIn === null ? '' : `${owner.registeredIn} `}${owner.regcode}), `
      + `whose holdings are listed at ${API_PREFIX}/holders/${encodeURIComponent(owner.regcode)}/holdings`
      + (owner.registeredIn === null ? '' : `?registeredIn=${owner.registeredIn}`));
    // Found by its words (`Kyrenia Maritime`), an owner is named as the registers name it, not as the name sent.
    return `${text} is a name, not a number: the registers list ${read.owners.length === 1 ? 'an owner' : 'owners'} of that name or its words, `
      + named.join('; ') + alsoCompanies;
  }
  if (companies !== null) {
    // A sole trader's name may be its trader's: the person check is named too.
    const person = read.couldBePerson ? `; if it is a person's, ${PERSON_CHECK}: ${personCheckPath({ name: text })}` : '';
    return `${text} is a name, not a number: ${companies}${person}`;
  }
  // A name no company here bears whole (a word of it misspelt, or left out): the search gives the
  // company's number, whose holdings this route lists.
  const searched = `${search} finds a company of that name and its number, whose holdings are listed at `
    + `${API_PREFIX}/holders/{number}/holdings, and in holdersAbroad an owner registered abroad with its number`;
  // A name of two or three words written with capitals may be a person's or a company's (Baltic Holdings): both are said.
  if (read.couldBePerson) {
    return `${text} is a name, not a number: if it is a person's, ${PERSON_CHECK}: `
      + `${personCheckPath({ name: text })}; if a company's, ${searched}`;
  }
  return `${text} is a name, not a number: ${searched}`;
}

/**
 * The companies served here of the name, each with the request listing its holdings, or where it
 * holds none, the registers that would show one; the search for the others of the name. Sent to
 * the search for the number, a team mapping a group made one request more to learn it.
 */
function companiesClause(companies: readonly CompanyOfName[], more: boolean, search: string): string | null {
  if (companies.length === 0) return null;
  const named = companies.map((c) => {
    const company = `${c.name} (${c.country} ${c.regcode})`;
    if (c.holdsAny) return `${company}, whose holdings are listed at ${API_PREFIX}/holders/${encodeURIComponent(c.regcode)}/holdings?registeredIn=${c.country}`;
    const { seenIn, unseenIn } = holdingsSeenIn(c.country);
    return `${company}, which the registers list holding no company in ${seenIn} (no register here would show one in ${unseenIn})`;
  });
  return `it is the name of ${companies.length === 1 && !more ? 'a company' : 'companies'} served here, ${named.join('; ')}`
    + (more ? `; the search lists the others of that name: ${search}` : '');
}
