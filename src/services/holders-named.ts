// The owners of a name that are no company here. A legal entity registered abroad that holds a
// Latvian or Estonian company (a Cypriot Ltd, a German GmbH) has no record in the four registers:
// searched by its name, it found nothing, and a model checking it was not told that the registers
// list it as a holder, nor of which companies. These are the holders of that name, each with the
// companies it holds, for the search's answer to name (mcp/tools/search-holders.ts).
import type { Database } from '../store/open.ts';
import { isCountry, type Country } from '../domain/country.ts';
import { holderRegisteredIn } from '../domain/holder-country.ts';
import { holderNameKeys } from '../domain/holder-name-keys.ts';
import { holdingsOfNameKeys } from '../store/holders-named-read.ts';
import { companyNameKey } from '../domain/fold.ts';
import { looksLikeRegcode } from '../domain/regcode.ts';

/** A holder of the name searched that is no company here, and the companies it holds. */
export interface HolderNamedView {
  name: string;
  /** The number its own register gives it, as the register of the company held writes it; null where none is given. */
  regcode: string | null;
  /** ISO alpha-2 of the country of its register, as the company's register names it; null where it names none. */
  registeredIn: string | null;
  /** The companies it holds, in force first (until null), each once; the first few. */
  holdings: Array<{ country: Country; regcode: string; name: string; until: string | null }>;
  /** Whether it holds more companies than those listed. */
  more: boolean;
}

// The holders and the companies of each named: the others are said to exist.
const HOLDERS_NAMED = 3;
const HOLDINGS_NAMED = 3;

/** The holders of `name` (as typed, without its legal form, or with a foreign one) that no company here is. */
export function holdersNamed(db: Database, name: string): HolderNamedView[] {
  const rows = holdingsOfNameKeys(db, holderNameKeys(name));
  const holders = new Map<string, HolderNamedView>();
  for (const row of rows) {
    if (!isCountry(row.country)) continue;
    const registeredIn = holderRegisteredIn(row.holder_country, row.country);
    // One holder is one name, number and country (two registers may write it alike).
    const id = `${row.holder_name}\u001f${row.holder_regcode ?? ''}\u001f${registeredIn ?? ''}`;
    let holder = holders.get(id);
    if (!holder) {
      if (holders.size === HOLDERS_NAMED) continue;
      holder = { name: row.holder_name, regcode: row.holder_regcode, registeredIn, holdings: [], more: false };
      holders.set(id, holder);
    }
    // One company once (RIK's persons and shareholders files may list one holding each).
    if (holder.holdings.some((h) => h.country === row.country && h.regcode === row.regcode)) continue;
    if (holder.holdings.length === HOLDINGS_NAMED) holder.more = true;
    else holder.holdings.push({ country: row.country, regcode: row.regcode, name: row.company_name, until: row.until });
  }
  return [...holders.values()];
}

/**
 * Whether a search's answer should name the holders of the name searched (REST holdersAbroad, the
 * MCP search's sentence): it found fewer than a page and no result bears that name, so it lists
 * namesakes by some of the words (Põhja Puit Holding AB finds Põhja Puit OÜ) or nothing. A full
 * page, a number, or a result of the very name reads nothing more: the probes are spared where
 * the most searches end.
 */
export function searchFoundLittle(query: string, results: ReadonlyArray<{ name: string }>, limit: number): boolean {
  if (results.length >= limit) return false;
  const named = companyNameKey(query);
  return named !== '' && !looksLikeRegcode(query) && !results.some((r) => companyNameKey(r.name) === named);
}
