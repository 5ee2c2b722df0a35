// The sentence of a search by the name of an owner that is no company here: a legal entity
// registered abroad (Kyrenia Maritime Holdings Ltd, a Cypriot holder of an Estonian OÜ) is listed
// among a company's owners, and a model that searched for it by name was told only to try other
// words and that a person's name finds nothing, and searched on or reported the name as unknown
// to registers that list it. It is told who the holder is, what it holds, and the calls that read it and list all it holds.
import type { HolderNamedView } from '../../services/index.ts';
import { numberTypedAfterCode } from '../../services/holders-named.ts';
import { GET_COMPANY_DETAILS, LIST_HOLDER_HOLDINGS } from './names.ts';
import { isCountry } from '../../domain/country.ts';

function holderNamed(h: HolderNamedView): string {
  const number = h.regcode !== null ? `regcode ${h.regcode}` : 'no regcode given';
  const country = h.registeredIn !== null ? `registeredIn ${h.registeredIn}` : 'its country not named';
  const held = h.holdings.map((c) => `${c.name} (${c.country} ${c.regcode})${c.until ? ` until ${c.until}` : ''}`);
  return `${h.name} (${number}, ${country}), holding ${held.join(', ')}${h.more ? ' and others' : ''}`;
}

/**
 * What the search answer says of the holders of the name searched (none: null). `found`: whether
 * it lists companies, which the holders are none of; `country`, the one searched.
 */
export function holdersNamedSentence(query: string, holders: readonly HolderNamedView[], found: boolean, country?: string): string | null {
  const first = holders[0]?.holdings[0];
  if (!first) return null;
  // The first owner of a number: the one call that lists all it holds (one of no number has none).
  const listed = holders.find((h) => h.regcode !== null);
  // An owner's number after its country's code (`DE HRB 12345`) names the owner of that number, not of a name.
  const of = holders.every((h) => numberTypedAfterCode(query, h)) ? 'number' : 'name';
  const owners = holders.length === 1 ? `an owner of that ${of} that is` : `owners of that ${of} that are`;
  // A holder of a register here whose company the files served do not hold (a Finnish Oy's ID) is not abroad.
  const abroad = holders.every((h) => h.registeredIn === null || !isCountry(h.registeredIn));
  return (found ? 'The registers also list ' : `No company matches "${query}"${country ? ` in ${country}` : ''}. The registers list `)
    + `${owners} no company here (${abroad ? 'a legal entity registered abroad' : 'held in no file served'}): ${holders.map(holderNamed).join('; ')}. `
    + 'Report it by its name, regcode and registeredIn; '
    + (listed ? `call ${LIST_HOLDER_HOLDINGS} with regcode ${listed.regcode}${listed.registeredIn ? ` and registeredIn ${listed.registeredIn}` : ''} for every company it holds, and ` : '')
    + `call ${GET_COMPANY_DETAILS} with regcode ${first.regcode} and country ${first.country} to read it among that company's owners.`;
}
