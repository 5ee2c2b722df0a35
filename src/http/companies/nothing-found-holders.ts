// The sentence beside an empty search whose text names an owner registered abroad: the search of
// `Kyrenia Maritime Holdings` listed the Cypriot holder in holdersAbroad and told its caller in the
// same answer to check the spelling or search by the number, of a name spelt right that is no
// company here. It says what the name is and which request lists what that owner holds, as
// search_companies' sentence does (mcp/tools/search-holders.ts).
// Searched by its number (`HE398114`, `he 398114`), the same owner was told to search by the
// registration number it had typed: the number is read as the company lookup reads it, the read
// search_companies' sentence names the owner by (mcp/tools/search-empty.ts).
import type { HolderNamedView, Services } from '../../services/index.ts';
import type { Country } from '../../domain/country.ts';
import { InvalidParameterError, NotFoundError, type HeldByOwner } from '../../domain/errors.ts';
import { nextStepAfter } from './next-steps.ts';

function holderNamed(h: HolderNamedView): string {
  const number = h.regcode ?? 'no number given';
  const country = h.registeredIn !== null ? `registered in ${h.registeredIn}` : 'its country not named';
  const held = h.holdings.map((c) => `${c.name} (${c.country} ${c.regcode})${c.until ? ` until ${c.until}` : ''}`);
  return `${h.name} (${number}, ${country}), holding ${held.join(', ')}${h.more ? ' and others' : ''}`;
}

/** The company lookup's refusal or 404 of a text that names an owner's number (its heldCompany), else null. */
function ownerRefusal(services: Services, q: string, country: Country | undefined): (InvalidParameterError | NotFoundError) & { heldCompany: HeldByOwner } | null {
  try {
    services.getCompany(q, country);
    return null;
  } catch (err) {
    return (err instanceof InvalidParameterError || err instanceof NotFoundError) && err.heldCompany !== null ? err as typeof err & { heldCompany: HeldByOwner } : null;
  }
}

/**
 * numberNotFound of a whole number no company has that the registers list as an owner's
 * (`40103888312`, Valkas Pārvadājumi SIA, registered in LV, no company of the LV file served):
 * said `no company has registration number 40103888312` alone, where search_companies names the
 * owner and its holding. Followed by what the company lookup's 404 says of the owner (the hint
 * search_companies' sentence gives) and its REST next step, the holdings request; any other number's as before.
 */
export function numberNotFoundOfOwner(services: Services, numberNotFound: string, q: string, country: Country | undefined): string {
  const refusal = ownerRefusal(services, q, country);
  if (!(refusal instanceof NotFoundError) || refusal.hint === null) return numberNotFound;
  return [numberNotFound, refusal.hint, nextStepAfter(refusal, country)].filter(Boolean).join('; ');
}

/**
 * The owner whose number the text is, as the search of its name lists it in holdersAbroad (the
 * holder of that name with that number and country), or [] where the text is no such number. For
 * an empty answer whose text holds a digit alone: the lookup is a details request's.
 */
export function holdersOfNumber(services: Services, q: string, country: Country | undefined): HolderNamedView[] {
  const owner = /\d/.test(q) ? ownerRefusal(services, q, country)?.heldCompany.holder ?? null : null;
  if (owner === null) return [];
  let name: string | undefined;
  try {
    name = services.holderHoldings(owner.regcode, owner.registeredIn, 1, null).holdings[0]?.holderName;
  } catch (err) {
    if (!(err instanceof NotFoundError)) throw err;
  }
  return name === undefined ? []
    : services.holdersNamed(name).filter((h) => h.regcode === owner.regcode && h.registeredIn === owner.registeredIn);
}

/**
 * nothingFound of an empty search listing `holders` (`asked`: the countries searched, as written in
 * the sentence), or null where none is listed. The first owner with a number is given the request
 * listing every company it holds; one with none, the details of a company it holds. Autofill, whose
 * answer lists no holdersAbroad (`listed` false), says that no form is filled from such an owner:
 * told to check the spelling of a Cypriot holder's name spelt right, a checkout's user retyped it.
 * `byNumber`: the text is the owner's number (holdersOfNumber), not its name.
 */
export function holdersAbroadNothingFound(asked: string, holders: readonly HolderNamedView[], listed = true, byNumber = false): string | null {
  const first = holders[0]?.holdings[0];
  if (!first) return null;
  const one = holders.length === 1;
  const numbered = holders.find((h) => h.regcode !== null);
  const next = numbered
    ? `/holders/${encodeURIComponent(numbered.regcode!)}/holdings${numbered.registeredIn ? `?registeredIn=${numbered.registeredIn}` : ''} `
      + `lists every company ${one ? 'it' : 'the first'} holds`
    : `the owners of /companies/${encodeURIComponent(first.regcode)}?country=${first.country} list it`;
  const matching = byNumber ? 'a name or number matching the text, which is the number of' : 'a name matching the text, which names';
  return `no company in ${asked} has ${matching} ${one ? 'an owner' : 'owners'} the registers list `
    + `that ${one ? 'is' : 'are'} no company here${listed ? ' (holdersAbroad)' : `, so no form is filled from ${one ? 'it' : 'them'}`}: `
    + `${holders.map(holderNamed).join('; ')}; ${next}`;
}
