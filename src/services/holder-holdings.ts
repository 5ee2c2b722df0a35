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
    throw new NotFoundError(`No legal entity with number ${number}${registeredIn ? ` registered in ${registeredIn}` : ''} holds a company `
      + 'here: the registers list no legal entity of that number among the members or stockholders of a company');
  }
  const last = rows.length > limit ? rows[limit - 1]! : null;
  return { regcode: number, registeredIn, holdings, next: last && isCountry(last.country) ? { country: last.country, regcode: last.regcode } : null };
}
