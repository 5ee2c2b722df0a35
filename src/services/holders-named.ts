// The owners of a name that are no company here. A legal entity registered abroad that holds a
// Latvian or Estonian company (a Cypriot Ltd, a German GmbH) has no record in the four registers:
// searched by its name, it found nothing, and a model checking it was not told that the registers
// list it as a holder, nor of which companies. These are the holders of that name, each with the
// companies it holds, for the search's answer to name (mcp/tools/search-holders.ts). A name typed in
// part (`Kyrenia Maritime`, or one distinctive word) finds no whole-name key: where those find fewer
// holders than are named, the words typed are looked for among holders' names (store/holder-words-read.ts).
import type { Database } from '../store/open.ts';
import { isCountry, type Country } from '../domain/country.ts';
import { holderRegisteredIn } from '../domain/holder-country.ts';
import { holderNameKeys } from '../domain/holder-name-keys.ts';
import { holderWordsOf } from '../domain/holder-name-words.ts';
import { holdingsOfNameKeys, type HoldingOfNameRow } from '../store/holders-named-read.ts';
import { holderKeysOfWords } from '../store/holder-words-read.ts';
import { companyNameKey } from '../domain/fold.ts';
import { looksLikeRegcode } from '../domain/regcode.ts';
import { ownerAfterCountryCode } from './holder-holdings.ts';
import { numberAfterCountryCode, numberWithoutSeparators } from './holder-number-forms.ts';
import { holderHoldings } from '../store/holder-holdings-read.ts';

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

/**
 * The holdings of the holders of the name typed whole, then, where those are fewer than named, of
 * those whose names hold its words (`Kyrenia Maritime` finds Kyrenia Maritime GmbH whole, and
 * Kyrenia Maritime Holdings Ltd by its words).
 */
function holdingsOfName(db: Database, name: string): HoldingOfNameRow[] {
  const keys = holderNameKeys(name);
  const whole = holdingsOfNameKeys(db, keys);
  if (new Set(whole.map((r) => r.holder_name)).size >= HOLDERS_NAMED) return whole;
  const words = holderWordsOf(name);
  const more = words === null ? [] : holderKeysOfWords(db, words).filter((k) => !keys.includes(k));
  return [...whole, ...holdingsOfNameKeys(db, more)];
}

/**
 * The holders of `name` (as typed, without its legal form, with a foreign one, or by its words) that no company here is;
 * of an owner's number after its register's country code (`DE HRB 12345`), that owner alone (numberTypedAfterCode).
 */
export function holdersNamed(db: Database, name: string): HolderNamedView[] {
  const owner = ownerOfNumberAfterCode(db, name);
  return owner === null ? holdersOfName(db, name) : [owner];
}

/**
 * The owner whose number the text is after the code of its register's country, read as the holdings list reads it
 * (holder-holdings.ts), as the search of its name lists it; null where the text is none such.
 */
function ownerOfNumberAfterCode(db: Database, text: string): HolderNamedView | null {
  const coded = ownerAfterCountryCode(db, text, null);
  const name = coded === null ? undefined : holderHoldings(db, coded.number, coded.registeredIn, null, 1)[0]?.holder_name;
  if (coded === null || name === undefined) return null;
  return holdersOfName(db, name).find((h) => h.regcode === coded.number && h.registeredIn === coded.registeredIn) ?? null;
}

/** Whether the text is the owner's number after the code of its register's country (`DE HRB 12345`, `dehrb12345` for HRB 12345, DE). */
export function numberTypedAfterCode(text: string, holder: HolderNamedView): boolean {
  const split = numberAfterCountryCode(text);
  const bare = (number: string) => numberWithoutSeparators(number).toUpperCase();
  return split !== null && holder.regcode !== null && split.code === holder.registeredIn && bare(split.number) === bare(holder.regcode);
}

/** The holders of the name, by its keys or its words. */
function holdersOfName(db: Database, name: string): HolderNamedView[] {
  const rows = holdingsOfName(db, name);
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
  return noneOfTheName(query, results);
}

/** Whether the text is a name no result bears, and no number. */
function noneOfTheName(query: string, results: ReadonlyArray<{ name: string }>): boolean {
  const named = companyNameKey(query);
  return named !== '' && !looksLikeRegcode(query) && !results.some((r) => companyNameKey(r.name) === named);
}

/**
 * The owners abroad a search's answer names (REST holdersAbroad, the MCP search's sentence), where
 * it found little: those of the text as typed, else of the text searched where words were left
 * out (`Who owns Kyrenia Maritime Holdings?`, its request's words). Not that text alone: the fewer
 * words a search reads never name an owner the whole text does not (`Põhja Puit Holding`, searched
 * as `Põhja Puit`, is the Swedish AB's name). `named`: Services.holdersNamed.
 */
export function holdersOfSearch(
  named: (name: string) => HolderNamedView[], query: string, searchedFor: string | undefined,
  results: ReadonlyArray<{ name: string }>, limit: number,
): HolderNamedView[] {
  // An owner's number after its register's country code (`DE HRB 12345`) names that owner (holdersNamed reads it) beside the
  // companies the search lists by the words it also is (`DE`: companies named DE), however many: a full page of those named no
  // owner, where `HRB 12345` alone names it. An empty list names it in its nothing-found sentence, as the number it is.
  if (numberAfterCountryCode(query) !== null) {
    const owners = named(query).filter((h) => numberTypedAfterCode(query, h));
    if (owners.length > 0) return results.length > 0 ? owners : [];
  }
  const holdersOf = (name: string) => (searchFoundLittle(name, results, limit) ? named(name) : []);
  // A page of the text searched where words were left out is no page of the text typed: `Kyrenia
  // Mar`, searched as `Mar` (no company's word is `Kyrenia`), fills a page with Mari Oja FIE and the
  // like, and the owner whose name the text begins was not named. Its owners are read however full.
  const holders = searchedFor === undefined ? holdersOf(query) : noneOfTheName(query, results) ? named(query) : [];
  return holders.length > 0 || searchedFor === undefined ? holders : holdersOf(searchedFor);
}
