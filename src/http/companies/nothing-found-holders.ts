// The sentence beside an empty search whose text names an owner registered abroad: the search of
// `Kyrenia Maritime Holdings` listed the Cypriot holder in holdersAbroad and told its caller in the
// same answer to check the spelling or search by the number, of a name spelt right that is no
// company here. It says what the name is and which request lists what that owner holds, as
// search_companies' sentence does (mcp/tools/search-holders.ts).
import type { HolderNamedView } from '../../services/index.ts';

function holderNamed(h: HolderNamedView): string {
  const number = h.regcode ?? 'no number given';
  const country = h.registeredIn !== null ? `registered in ${h.registeredIn}` : 'its country not named';
  const held = h.holdings.map((c) => `${c.name} (${c.country} ${c.regcode})${c.until ? ` until ${c.until}` : ''}`);
  return `${h.name} (${number}, ${country}), holding ${held.join(', ')}${h.more ? ' and others' : ''}`;
}

/**
 * nothingFound of an empty search listing `holders` (`asked`: the countries searched, as written in
 * the sentence), or null where none is listed. The first owner with a number is given the request
 * listing every company it holds; one with none, the details of a company it holds. Autofill, whose
 * answer lists no holdersAbroad (`listed` false), says that no form is filled from such an owner:
 * told to check the spelling of a Cypriot holder's name spelt right, a checkout's user retyped it.
 */
export function holdersAbroadNothingFound(asked: string, holders: readonly HolderNamedView[], listed = true): string | null {
  const first = holders[0]?.holdings[0];
  if (!first) return null;
  const one = holders.length === 1;
  const numbered = holders.find((h) => h.regcode !== null);
  const next = numbered
    ? `/holders/${encodeURIComponent(numbered.regcode!)}/holdings${numbered.registeredIn ? `?registeredIn=${numbered.registeredIn}` : ''} `
      + `lists every company ${one ? 'it' : 'the first'} holds`
    : `the owners of /companies/${encodeURIComponent(first.regcode)}?country=${first.country} list it`;
  return `no company in ${asked} has a name matching the text, which names ${one ? 'an owner' : 'owners'} the registers list `
    + `that ${one ? 'is' : 'are'} no company here${listed ? ' (holdersAbroad)' : `, so no form is filled from ${one ? 'it' : 'them'}`}: `
    + `${holders.map(holderNamed).join('; ')}; ${next}`;
}
