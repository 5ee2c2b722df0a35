// The dates of one YTJ company object, checked once before it is mapped. The mappers read them
// with ytj-values' date(), which gives null for text that is no date; this check is what keeps
// such text from passing unnoticed.
import type { MapContext, Rejected } from '../source.ts';
import { decidingDate, describingDate, isRejected } from '../date-cells.ts';
import { arr, obj, date, type Json } from './ytj-values.ts';

// End dates decide (a company with one is closed; a name, form, VAT entry or situation with one
// is over), and so do the registration dates of names and addresses: the newest is the current
// one. The other registration dates only describe (registeredOn, since).
const PICKED_BY_REGISTRATION = new Set(['names', 'addresses']);
const LISTS = ['names', 'addresses', 'companyForms', 'registeredEntries', 'companySituations'];


/** The first deciding date that is no real date (as a reject); describing ones are warned about. */
export function checkYtjDates(company: Json, ctx: MapContext): Rejected | null {
  const decide = (v: unknown, column: string): Rejected | null => {
    const d = decidingDate(v, column, date);
    return isRejected(d) ? d : null;
  };
  const bad = decide(company.endDate, 'endDate');
  if (bad) return bad;
  describingDate(company.registrationDate, 'registrationDate', ctx, date);
  describingDate(obj(company.businessId)?.registrationDate, 'businessId.registrationDate', ctx, date);
  describingDate(obj(company.mainBusinessLine)?.registrationDate, 'mainBusinessLine.registrationDate', ctx, date);
  for (const list of LISTS) {
    for (const entry of arr(company[list])) {
      const ended = decide(entry.endDate, `${list}[].endDate`);
      if (ended) return ended;
      if (PICKED_BY_REGISTRATION.has(list)) {
        const registered = decide(entry.registrationDate, `${list}[].registrationDate`);
        if (registered) return registered;
      } else {
        describingDate(entry.registrationDate, `${list}[].registrationDate`, ctx, date);
      }
    }
  }
  return null;
}
