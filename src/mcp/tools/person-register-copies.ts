// The sentence beside a person check whose roles carry a Latvian register's copy of a listing (a
// match of sanctions.ur with copyOf set, services/sanction-matches.ts withRegisterCopies): Gennadijs
// Kuzņecovs, on the EU list once, had two EU matches on his holding in SIA "Liepājas Tranzīta
// Grupa", from sanctions.eu and sanctions.ur, and a model reported two EU listings. The JSON marks
// the copy; this says what the mark means and how many listings the matches name.

interface RoleMatches {
  country: string;
  regcode: string;
  sanctions: ReadonlyArray<{ list: string; entryId: string; copyOf?: { source: string; entryId: string } | null }>;
}

/** Companies named at most, the rest counted: a person with many may fill a paragraph. */
const NAMED = 3;

/** `paged`: the answer is one page of several (after sent, or next given), whose listings are the page's alone. */
export function personRegisterCopiesSentence(roles: readonly RoleMatches[], paged: boolean): string | undefined {
  const companies = new Set<string>();
  const copied = new Set<string>();
  const listings = new Set<string>();
  for (const role of roles) {
    for (const m of role.sanctions) {
      // A copy's listing is the one it copies, counted once whether or not that match is listed beside it.
      const listing = `${m.list} ${m.copyOf ? m.copyOf.entryId : m.entryId}`;
      listings.add(listing);
      if (m.copyOf) {
        companies.add(`${role.country} ${role.regcode}`);
        copied.add(listing);
      }
    }
  }
  if (companies.size === 0) return undefined;
  const named = [...companies].slice(0, NAMED);
  const more = companies.size - named.length;
  const where = joined(more > 0 ? [...named, `${more} more ${more === 1 ? 'company' : 'companies'}`] : named);
  return `In ${where} a match of source sanctions.ur is the Latvian register's copy of the match its copyOf names `
    + `(${joined([...copied])}, from the list's own file): the same listing, to be counted once. `
    + `The person's sanctions matches ${paged ? 'on this page ' : ''}name ${listings.size} listing${listings.size === 1 ? '' : 's'}`
    + `${paged ? '' : ' in all'}: ${joined([...listings])}.`;
}

/** a, b and c. */
function joined(items: readonly string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
