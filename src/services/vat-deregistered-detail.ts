// The vat_deregistered flag of the compliance statement: its detail and day. The detail was the
// VAT number alone (`LV40003555555`), which a reviewer reading the flag could not tell from a
// number quoted for any other reason; it now says which number, which register struck it off and
// since when, or that the company's closure ended it and what the VAT list still says.
import type { CompanyRow } from '../store/companies-read.ts';
import { isoDate } from './view-values.ts';
import { deregistrationIsLastDay, firstDayDeregistered, registeredAhead, vatEndedByClosure, vatInForceOn, type VatDates } from '../domain/vat-in-force.ts';

// The register each country's VAT numbers are read from (lv.vat, lt.vat, ee.basic, fi.ytj): EE's
// numbers are those RIK's basic data gives (kmkr_nr) of EMTA's VAT register.
const VAT_REGISTERS: Record<string, string> = {
  LV: "VID's VAT payer register",
  LT: "VMI's VAT payer register",
  EE: "EMTA's VAT register (as RIK's basic data gives it)",
  FI: "the Tax Administration's VAT register (YTJ)",
};

const registerOf = (country: string) => VAT_REGISTERS[country] ?? 'the VAT register';

/** What a flag of a closure says where the register gives no closing day (closedOn null). */
export const NO_CLOSING_DAY = 'the register gives no closing day';

/**
 * Since the first day not registered (FI's deregisteredOn is the last day registered), unless the
 * company's closure ended the registration first: then since closedOn, the detail saying so,
 * whether the VAT list still shows the registration in force or deregisters it only after the
 * closure (its own later day, given). A payer registered again from a day ahead is deregistered
 * until then, the detail says from when: `VAT number LV40003000001 deregistered from VID's VAT
 * payer register on 2019-06-30; registered again from 2027-03-01`.
 */
export function vatDeregistered(row: VatDates | undefined, number: string, company: Pick<CompanyRow, 'country' | 'status' | 'closed_on'>, today: string,
  closedBy = false): { detail: string; since: string | null } {
  const register = registerOf(company.country);
  const off = firstDayDeregistered(row?.deregistered_on ?? null, company.country);
  const closed = isoDate(company.closed_on);
  if (row !== undefined && vatEndedByClosure(row, company, today)) {
    const listInForce = vatInForceOn(row, today, company.country);
    // The list's first day off against closedOn, the first day the answers read the company closed
    // (status, vatRegistered): YTJ ends a ceased company's VAT entry on its endDate, the entry's last
    // day registered, which is closedOn; its first day off, the day after, was read as the list's own
    // earlier word, so the flag was dated the day after the closed flag, and moved from closedOn to
    // that day once the list's last day had passed.
    if (listInForce || (closed !== null && (off === null || off > closed))) {
      // YTJ's date quoted as it means it, the last day registered: `deregisters it only from` the day
      // after read as a register lagging the company's end by a day, where YTJ ends both on one day.
      const list = listInForce ? 'still shows it registered' : off === null ? 'gives no day it ended'
        : deregistrationIsLastDay(company.country) ? `gives ${isoDate(row.deregistered_on)} as its last day registered` : `deregisters it only from ${off}`;
      // A closure of no known day (an EE company RIK's basic data lists as deleted, no file giving
      // its deletion day) is said so: the flag's since null alone read as a day left out.
      // One closed on or before a day (`closedBy`: an EE company found gone from RIK's basic data on
      // it, closing-day.ts) is said so, not as closed on that day.
      const on = !closed ? ` (${NO_CLOSING_DAY})` : closedBy ? ` on or before ${closed} (${NO_CLOSING_DAY})` : ` on ${closed}`;
      return { detail: `VAT registration ${number} ended by the company's closure${on}; ${register} ${list}`, since: closed };
    }
  }
  // `deregistered … on`, the day struck off: `deregistered … since` read as no English (since stays the flag's field).
  // YTJ's date is the last day registered, which the details give as vat.deregisteredOn: quoted as
  // such, where `on` the day after read as another day than the details' for one deregistration.
  const when = off === null ? `, which gives no day it ended`
    : deregistrationIsLastDay(company.country) ? ` after ${isoDate(row!.deregistered_on)}, its last day registered` : ` on ${off}`;
  const again = row !== undefined && registeredAhead(row, today) ? `; registered again from ${isoDate(row.registered_on)}` : '';
  return { detail: `VAT number ${number} deregistered from ${register}${when}${again}`, since: off };
}
