// A number that names no company here but is known as an owner's: a company's holder of a register
// abroad carries its own register's number, which may look like one of ours (a Finnish Oy's business
// ID 1234567-8 that PRH's file here does not hold, a Latvian SIA's 11-digit code RIK files for an
// Estonian OÜ). Sent to the details, that number was a plain 404, and a compliance team that had
// read it among a partner's owners searched the four registers for a holder none of them holds.
// The 404 now names the holder, the company it holds and the country its register is in.
import type { Database } from '../store/open.ts';
import { isCountry } from '../domain/country.ts';
import type { HeldByOwner } from '../domain/errors.ts';
import { HOLDER_ABROAD, holderRegisteredIn } from '../domain/holder-country.ts';
import { holdingsOfNumbers, registerHeld, type HoldingOfNumberRow } from '../store/holders-read.ts';

/** What the 404 of a number known as an owner's says, and the company whose details list that owner. */
export interface KnownHolder {
  hint: string;
  heldCompany: HeldByOwner;
}

// The companies named in the hint; the others are counted.
const COMPANIES_NAMED = 3;

/** The country of the holder's register as the holding company's register names it, in words. */
function registeredIn(row: HoldingOfNumberRow): string {
  if (row.holder_country === HOLDER_ABROAD) return 'registered abroad (its country not named)';
  return `registered in ${row.holder_country ?? row.country}`;
}

function companyNamed(row: HoldingOfNumberRow): string {
  return `${row.company_name} (${row.country} ${row.regcode})${row.until ? ` until ${row.until}` : ''}`;
}

/**
 * The owner known by one of `numbers` (the readings of the number sent, as the registers write a
 * holder's number), or null where none is. The holder of the first number read that holds any;
 * with `codeTyped`, of an owner registered in that country alone (the country code typed before
 * the number: resolve-company.ts).
 */
export function knownHolder(db: Database, numbers: readonly string[], codeTyped?: string): KnownHolder | null {
  const read = holdingsOfNumbers(db, [...new Set(numbers)]);
  for (const number of new Set(numbers)) {
    const rows = read.filter((r) => r.holder_regcode === number
      && (codeTyped === undefined || holderRegisteredIn(r.holder_country, r.country) === codeTyped));
    const first = rows[0];
    if (!first || !isCountry(first.country)) continue;
    // One company once (RIK's persons and shareholders files may list one holding each).
    const companies = [...new Map(rows.map((r) => [`${r.country}:${r.regcode}`, r])).values()];
    const named = companies.slice(0, COMPANIES_NAMED).map(companyNamed);
    // The read is bounded: past the companies named, the others are counted as "others".
    const more = companies.length > COMPANIES_NAMED ? ' and others' : '';
    const where = holderRegisteredIn(first.holder_country, first.country);
    return {
      hint: `${number} is known here as the number of an owner, ${first.holder_name}, ${registeredIn(first)}, `
        + `holding ${named.join(', ')}${more}, and of no company this service holds: ${nextStep(db, where)}`,
      heldCompany: { country: first.country, regcode: first.regcode, holder: { regcode: number, registeredIn: where } },
    };
  }
  return null;
}

/**
 * What to do with an owner's number no company here bears. Where the owner's register is one this
 * service serves (an EE company's member registered in LV, the LV register imported), sending the
 * user to that register sends them to the very data just searched: the register holds no company
 * of that number, as of its file, which a compliance check notes (a number written wrong by the
 * holding company's register, a company struck off long ago, or an owner that is no company there).
 */
function nextStep(db: Database, where: string | null): string {
  if (where === null) return 'look the owner up in the register of its country';
  const held = isCountry(where) ? registerHeld(db, where) : null;
  if (held === null) return `look the owner up in the register of ${where}`;
  return `the register of ${where} served here (${held.source}${held.as_of ? `, its file of ${held.as_of.slice(0, 10)}` : ''}) holds no company `
    + 'of that number, which a compliance check should note: the number may be written wrong in the holding company\'s register, '
    + 'or the owner is no company there';
}
