// Every company one owner registered abroad holds. The search and a details 404 name such an owner
// (a Cypriot Ltd holding an Estonian OÜ) with its first three holdings and "others": a compliance
// team mapping a group, or a model told of "others", had no way to list the rest. By the owner's
// number as the register of the company held writes it, and its country where given; a legal
// entity's holdings alone (a natural person's roles are found by name and birth date, never here).
import type { Database } from '../store/open.ts';
import { isCountry, type Country } from '../domain/country.ts';
import { holderRegisteredIn } from '../domain/holder-country.ts';
import { NotFoundError } from '../domain/errors.ts';
import { holderHoldings } from '../store/holder-holdings-read.ts';
import { parseRegcodeInput } from '../domain/regcode.ts';
import type { CompanyKeyView } from './views.ts';

/** One company the owner holds or held. */
export interface HolderHoldingView {
  country: Country; regcode: string; name: string; status: string;
  /** null while in force. */
  until: string | null;
  /** The owner's name and country as this company's register writes them. */
  holderName: string;
  holderRegisteredIn: string | null;
}

export interface HolderHoldingsView {
  regcode: string;
  registeredIn: string | null;
  holdings: HolderHoldingView[];
  /** The last company listed where the owner holds more: the page after it follows. */
  next: CompanyKeyView | null;
}

/** How many holdings are read to name the legal entities of a number registered in another country. */
const ELSEWHERE_READ = 50;

/**
 * The legal entities of the number that hold a company here registered in another country than the
 * one asked for, with the request that lists their holdings; null where there are none. Asked for
 * HE398114 in DE, the answer said the registers list no legal entity of that number, while they list
 * the Cypriot one: a model asking with a country guessed wrong concluded the owner holds nothing.
 */
function registeredElsewhere(db: Database, number: string): string | null {
  const named = new Map<string, { name: string; country: string | null }>();
  for (const row of holderHoldings(db, number, null, null, ELSEWHERE_READ)) {
    const country = holderRegisteredIn(row.holder_country, row.country);
    named.set(`${row.holder_name}\u0000${country}`, { name: row.holder_name, country });
  }
  if (named.size === 0) return null;
  const entities = [...named.values()].map((e) => `${e.name}, ${e.country ? `registered in ${e.country}` : 'whose country its register does not name'}`);
  const countries = [...new Set([...named.values()].map((e) => e.country).filter((c) => c !== null))];
  const ask = countries.length > 0 ? `ask again with registeredIn ${countries.join(' or ')}, or without registeredIn` : 'ask again without registeredIn';
  return `here; the registers list that number for ${entities.join('; ')}: ${ask} for the holdings of every legal entity of that number`;
}

/**
 * The number sent as the registers may write it otherwise: a company's number as a document writes
 * it, read as the company lookup reads it (domain/regcode.ts: `LV40003123456`, its VAT number,
 * `40003-123456`, `27864028` for the Finnish `2786402-8`), and a number in capitals or without its
 * spaces and hyphens (`he398114`, `HE 398114` for the Cypriot `HE398114`). The sent number itself
 * is not among them.
 */
function otherForms(number: string): string[] {
  const compact = number.replace(/[\s\-\u2010-\u2015\u2212]+/gu, '');
  const read = parseRegcodeInput(number)?.regcodes.map((r) => r.regcode) ?? [];
  return [...new Set([...read, number.toUpperCase(), compact, compact.toUpperCase()])].filter((form) => form !== number && form !== '');
}

/**
 * Where a number of no legal entity here is one the registers write otherwise (otherForms), what
 * the 404 adds: that form, the entity it is, and to ask with it; null where none is. Told only 404
 * for `LV40003123456`, a client that reads the company lookup's `/companies/LV40003123456` took
 * SIA "Rīgas Koks" for a company holding nothing. One probe per form, on the 404 alone.
 */
function writtenOtherwise(db: Database, number: string, registeredIn: string | null): string | null {
  for (const form of otherForms(number)) {
    const row = holderHoldings(db, form, registeredIn, null, 1)[0];
    if (row === undefined) continue;
    const country = holderRegisteredIn(row.holder_country, row.country);
    return `here by that number; the registers write it ${form}, the number of ${row.holder_name}`
      + `${country ? `, registered in ${country}` : ''}: ask again with ${form}`;
  }
  return null;
}

/**
 * The companies held by the legal entity of `regcode` registered in `registeredIn` (any where
 * null), `limit` after `after`, in the order of country and number. Throws NotFoundError where the
 * first page finds none.
 */
export function holderHoldingsOf(db: Database, regcode: string, registeredIn: string | null, limit: number,
  after: CompanyKeyView | null): HolderHoldingsView {
  const number = regcode.trim();
  const rows = holderHoldings(db, number, registeredIn, after, limit + 1);
  const holdings: HolderHoldingView[] = [];
  for (const row of rows.slice(0, limit)) {
    if (!isCountry(row.country)) continue;
    holdings.push({
      country: row.country, regcode: row.regcode, name: row.name, status: row.status, until: row.until, holderName: row.holder_name,
      holderRegisteredIn: holderRegisteredIn(row.holder_country, row.country),
    });
  }
  if (holdings.length === 0 && after === null) {
    const elsewhere = writtenOtherwise(db, number, registeredIn) ?? (registeredIn === null ? null : registeredElsewhere(db, number));
    throw new NotFoundError(`No legal entity with number ${number}${registeredIn ? ` registered in ${registeredIn}` : ''} holds a company `
      + (elsewhere ?? 'here: the registers list no legal entity of that number among the members or stockholders of a company'));
  }
  const last = rows.length > limit ? rows[limit - 1]! : null;
  return { regcode: number, registeredIn, holdings, next: last && isCountry(last.country) ? { country: last.country, regcode: last.regcode } : null };
}
