// Every company one owner registered abroad holds. The search and a details 404 name such an owner
// (a Cypriot Ltd holding an Estonian OÜ) with its first three holdings and "others": a compliance
// team mapping a group, or a model told of "others", had no way to list the rest. By the owner's
// number as the register of the company held writes it, and its country where given; a legal
// entity's holdings alone (a natural person's roles are found by name and birth date, never here).
import type { Database } from '../store/open.ts';
import { isCountry, type Country } from '../domain/country.ts';
import { holderRegisteredIn } from '../domain/holder-country.ts';
import { NotFoundError } from '../domain/errors.ts';
import { holderHoldings, holderRoles, type HolderRoleRow } from '../store/holder-holdings-read.ts';
import { parseRegcodeInput } from '../domain/regcode.ts';
import { differsOnlyInSeparatorsOrCase, numberAfterCountryCode, numbersAmongWords, separatorForms } from './holder-number-forms.ts';
import { registersToday } from '../domain/dates.ts';
import type { Role } from '../domain/records.ts';
import type { CompanyKeyView } from './views.ts';
import type { DatasetFacts } from './dataset-facts.ts';
import type { OwnerShareView } from './company-owners.ts';
import { statusToday } from './status-today.ts';
import { isoDate } from './view-values.ts';

/** One company the owner holds or held. */
export interface HolderHoldingView {
  country: Country; regcode: string; name: string; status: string;
  /** member or stockholder, as the company's owners list the holder. */
  role: Role;
  /** joint_owner, co_owner or null, as the company's owners give it. */
  position: string | null;
  /** The holding's share: in force, as the company's owners give it; ended, as it last was. */
  share: OwnerShareView | null;
  since: string | null;
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
 * `40003-123456`, `27864028` for the Finnish `2786402-8`), and a number in capitals or with other
 * separators (`he398114`, `HE 398114` for the Cypriot `HE398114`, `HRB12345` for the German
 * `HRB 12345`: holder-number-forms.ts). The sent number itself is not among them.
 */
function otherForms(number: string): string[] {
  const read = parseRegcodeInput(number)?.regcodes.map((r) => r.regcode) ?? [];
  const upper = number.toUpperCase();
  return [...new Set([...read, upper, ...separatorForms(number), ...separatorForms(upper)])].filter((form) => form !== number && form !== '');
}

/**
 * The one form the registers write `number` in where the two differ only in separators or letter
 * case (`HE398114` for `HE 398114` or `he398114`, `40003123456` for `40003-123456`), to be answered
 * as that number; null where the number sent is none such, or two such forms are different owners'
 * (then the 404 names the form).
 */
function registeredForm(db: Database, number: string, registeredIn: string | null): string | null {
  const held = otherForms(number).filter((form) => differsOnlyInSeparatorsOrCase(form, number)
    && holderHoldings(db, form, registeredIn, null, 1).length > 0);
  return held.length === 1 ? held[0]! : null;
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
 * Where the text sent holds an owner's number among other words (`Kyrenia Maritime Holdings Ltd,
 * HE398114`, `HE398114 (CY)`, as an owners list or the search names an owner), what the 404 adds:
 * that number, the entity it is, and to ask with it; null where none is. Told that the registers list
 * no legal entity of that number, a team mapping a group took an owner they list for one holding
 * nothing, where list_holder_holdings names it. Probed on the 404 alone, a word at a time.
 */
function heldAmongWords(db: Database, text: string, registeredIn: string | null): string | null {
  for (const word of numbersAmongWords(text)) {
    // The word as typed first, then the register's form of it: one read each, the first's row kept.
    let number: string | null = word;
    let row = holderHoldings(db, word, registeredIn, null, 1)[0];
    if (row === undefined) {
      number = registeredForm(db, word, registeredIn);
      row = number === null ? undefined : holderHoldings(db, number, registeredIn, null, 1)[0];
    }
    if (row === undefined || number === null) continue;
    const country = holderRegisteredIn(row.holder_country, row.country);
    return `here: the text holds words besides the owner's number ${number}, the number of ${row.holder_name}`
      + `${country ? `, registered in ${country}` : ''}: ask again with ${number}`;
  }
  return null;
}

/**
 * An owner's number after the code of its register's country (`CY HE398114`, `cyhe398114`, `DE HRB 12345`), as a
 * VAT number or an owners list writes a foreign number: the owner's number as its register writes it (the number
 * typed, else its one form differing in separators or case) and that country, where an owner of that number
 * registered there holds a company here and `registeredIn`, where given, is that country; else null. Told only
 * to ask again with HE398114, a team mapping a group sent the same owner twice, where the company lookup and the
 * search read it (resolve-company.ts). A code of another country (`EE HE398114`) may be a number of that country's
 * register and is read as before; a number a register here writes (`LV40003123456`, a VAT number) is told its form.
 * The search names the owner so read too (holders-named.ts).
 */
export function ownerAfterCountryCode(db: Database, text: string, registeredIn: string | null): { number: string; registeredIn: string } | null {
  const split = numberAfterCountryCode(text);
  if (split === null || (registeredIn !== null && registeredIn !== split.code) || parseRegcodeInput(text) !== null) return null;
  const number = holderHoldings(db, split.number, split.code, null, 1).length > 0 ? split.number : registeredForm(db, split.number, split.code);
  return number === null ? null : { number, registeredIn: split.code };
}

/**
 * Where the text is an owner's number after the code of its register's country and registeredIn names another
 * (`CY HE398114` with registeredIn DE), what the 404 adds: the owner the code names and to ask with its country
 * or without registeredIn; null otherwise. The code and registeredIn disagree, and neither is guessed right.
 */
function codeOtherThanAsked(db: Database, text: string, registeredIn: string | null): string | null {
  const coded = registeredIn === null ? null : ownerAfterCountryCode(db, text, null);
  if (coded === null || coded.registeredIn === registeredIn) return null;
  const row = holderHoldings(db, coded.number, coded.registeredIn, null, 1)[0]!;
  return `here: the text is the number ${coded.number} after the code ${coded.registeredIn}, of ${row.holder_name}, registered in `
    + `${coded.registeredIn}, not ${registeredIn}: ask again with registeredIn ${coded.registeredIn}, or without registeredIn`;
}

/** The same value on every row, else null (a role or position the rows of one holding differ in). */
function commonValue<T>(values: readonly T[]): T | null {
  return values.every((v) => v === values[0]) ? values[0] ?? null : null;
}

/**
 * The terms of one holding as served: its roles in force on `today`, each once (an EE registry
 * card's row the shareholders file lists too is served as that file's row), else those that ended
 * last. Without it the page said which companies an owner holds and not how much of each: a team
 * mapping a group asked the details of every company held to learn whether the owner controls it.
 */
function heldTerm(roles: readonly HolderRoleRow[], today: string): HolderRoleRow[] {
  const served = roles.filter((r) => r.listed_again !== 1);
  const inForce = served.filter((r) => r.until === null || r.until >= today);
  if (inForce.length > 0) return inForce;
  const lastEnd = served.reduce<string | null>((max, r) => (r.until !== null && (max === null || r.until > max) ? r.until : max), null);
  return served.filter((r) => r.until === lastEnd);
}

/**
 * The share of a holding's terms together, as personOwners sums its holders': the percent where
 * every row gives one, the amount where every row gives one in one currency; null where neither.
 */
function termShare(term: readonly HolderRoleRow[]): OwnerShareView | null {
  const percents = term.map((r) => r.share_percent);
  const amounts = term.map((r) => r.share_amount);
  const currency = commonValue(term.map((r) => r.share_currency));
  const percent = term.length > 0 && percents.every((p) => p !== null) ? Math.round(percents.reduce((a, p) => a + p!, 0) * 100) / 100 : null;
  const amount = term.length > 0 && amounts.every((a) => a !== null) && currency !== null
    ? Math.round(amounts.reduce((a, v) => a + v!, 0) * 100) / 100 : null;
  return percent === null && amount === null ? null : { percent, amount, currency: amount === null ? null : currency };
}

/** The earliest start of the terms, null where none gives one. */
function termSince(term: readonly HolderRoleRow[]): string | null {
  const days = term.map((r) => isoDate(r.since)).filter((d) => d !== null).sort();
  return days[0] ?? null;
}

/**
 * The companies held by the legal entity of `regcode` registered in `registeredIn` (any where
 * null), `limit` after `after`, in the order of country and number, each with its status of the
 * registers' day, as the company's details give it. Throws NotFoundError where the number holds none, on any page.
 */
export function holderHoldingsOf(db: Database, dataset: DatasetFacts, regcode: string, registeredIn: string | null, limit: number,
  after: CompanyKeyView | null, now = new Date()): HolderHoldingsView {
  let number = regcode.trim();
  const today = registersToday(now);
  let rows = holderHoldings(db, number, registeredIn, after, limit + 1);
  // A number written with other separators or letter case than its register's (`HE 398114`, `he398114`) is that number: answered
  // as it, the answer's regcode the register's form. A page after the first alike, its after kept.
  const form = rows.length === 0 ? registeredForm(db, number, registeredIn) : null;
  if (form !== null) {
    number = form;
    rows = holderHoldings(db, number, registeredIn, after, limit + 1);
  }
  // An owner's number after its register's country code (`CY HE398114`) is that owner's: answered as its number
  // with that country, as registeredIn would ask it, the answer's regcode and registeredIn. A page after the first alike.
  const coded = rows.length === 0 && form === null ? ownerAfterCountryCode(db, number, registeredIn) : null;
  let country = registeredIn;
  if (coded !== null) {
    ({ number, registeredIn: country } = coded);
    rows = holderHoldings(db, number, country, after, limit + 1);
  }
  const page = rows.slice(0, limit);
  const roles = page.length === 0 ? [] : holderRoles(db, number, country, page[0]!, page[page.length - 1]!, today);
  const holdings: HolderHoldingView[] = [];
  for (const row of page) {
    if (!isCountry(row.country)) continue;
    const term = heldTerm(roles.filter((r) => r.country === row.country && r.regcode === row.regcode), today);
    holdings.push({
      country: row.country, regcode: row.regcode, name: row.name, status: statusToday(dataset, row, today),
      role: (commonValue(term.map((r) => r.role)) ?? term[0]?.role ?? 'member') as Role, position: commonValue(term.map((r) => r.position)),
      share: termShare(term), since: termSince(term), until: row.until, holderName: row.holder_name,
      holderRegisteredIn: holderRegisteredIn(row.holder_country, row.country),
    });
  }
  // A page after a company (after) of a number no legal entity holds a company by is that number's 404, as its
  // first page is: answered [], REST's 200 read as an owner's list ended and list_holder_holdings said "No company of
  // this owner's list follows", of an owner the registers do not list (a number mistyped between two pages).
  if (holdings.length === 0 && (after === null || holderHoldings(db, number, country, null, 1).length === 0)) {
    const elsewhere = writtenOtherwise(db, number, registeredIn) ?? heldAmongWords(db, number, registeredIn)
      ?? codeOtherThanAsked(db, number, registeredIn) ?? (registeredIn === null ? null : registeredElsewhere(db, number));
    throw new NotFoundError(`No legal entity with number ${number}${registeredIn ? ` registered in ${registeredIn}` : ''} holds a company `
      + (elsewhere ?? 'here: the registers list no legal entity of that number among the members or stockholders of a company'));
  }
  const last = rows.length > limit ? rows[limit - 1]! : null;
  return { regcode: number, registeredIn: country, holdings, next: last && isCountry(last.country) ? { country: last.country, regcode: last.regcode } : null };
}
