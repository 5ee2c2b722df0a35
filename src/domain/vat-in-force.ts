// Whether a VAT registration is in force on a day. The files decide `active` by their own date
// (LT) or enter a deregistration ahead of its day (FI), and the next file only updates that: a
// registration the file showed active whose deregistration day has come since is no longer
// registered, in every answer that offers it (details, compliance, autofill), without a new file.
// Nor is one of a company its register has closed: the VAT list lags the register, or never
// records the end, and a dead company's number on an invoice (reverse charge) is a buyer's loss.

export interface VatDates {
  active: number;
  registered_on: string | null;
  deregistered_on: string | null;
}

const dayOf = (value: string | null): string | null => (value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null);

// YTJ (FI) writes the end of a VAT-register entry as its last day registered, as it ends every
// entry and name the day before the next begins (Rekisteröimätön to 2024-08-07, Rekisterissä from
// 2024-08-08); the Tax Administration's own example: an end date of 31 May needs no VAT return
// for June, one of 1 June does. The other registers date a deregistration by its first day.
const END_IS_LAST_DAY_REGISTERED: ReadonlySet<string> = new Set(['FI']);

/** Whether the register's deregistration date is the last day still registered (FI) rather than the first day off. */
export function deregistrationIsLastDay(country: string): boolean {
  return END_IS_LAST_DAY_REGISTERED.has(country);
}

/**
 * Registered on `today` (YYYY-MM-DD, the registers' day): active in its file, begun by that day
 * and not deregistered by it (FI: registered through its end date). A deregistration before the
 * registration is an earlier one, followed by registering again.
 */
export function vatInForceOn(row: VatDates, today: string, country: string): boolean {
  if (row.active !== 1 || registeredAhead(row, today)) return false;
  const off = dayOf(row.deregistered_on);
  const on = dayOf(row.registered_on);
  if (off === null || (on !== null && off < on)) return true;
  return deregistrationIsLastDay(country) ? off >= today : off > today;
}

/**
 * Whether the registration begins after `today`: the tax office enters one ahead of its first day
 * (a business registered from the day it starts trading), and its number is not valid before that
 * day (no VIES confirmation, no reverse charge), so it is not in force until then.
 */
export function registeredAhead(row: Pick<VatDates, 'registered_on'>, today: string): boolean {
  const on = dayOf(row.registered_on);
  return on !== null && on > today;
}

/**
 * Whether the company is only about to register: its registration is entered ahead and no earlier
 * one ended before it, so it was never deregistered (no vat_deregistered flag). One whose row also
 * gives an earlier deregistration is of a payer registered again.
 */
export function aboutToRegister(row: Pick<VatDates, 'registered_on' | 'deregistered_on'>, today: string): boolean {
  if (!registeredAhead(row, today)) return false;
  const off = dayOf(row.deregistered_on);
  return off === null || off >= dayOf(row.registered_on)!;
}

/** A company's standing in its register, as the VAT rule reads it. */
export interface CompanyClosure {
  status: string;
  closed_on: string | null;
}

/**
 * Whether the company's closure ended the registration by `today`: the register says the company
 * is closed (from closedOn; a closure of no known day, from when it was read), and the tax office
 * dates the registration no later than the closure. A registration it dates after the closure is
 * the tax office's own later word (a company restored, a register row behind) and stands.
 */
export function vatEndedByClosure(row: Pick<VatDates, 'registered_on'>, company: CompanyClosure, today: string): boolean {
  if (company.status !== 'closed') return false;
  const closed = dayOf(company.closed_on);
  if (closed === null) return true;
  if (closed > today) return false;
  const on = dayOf(row.registered_on);
  return on === null || on <= closed;
}

/** Registered on `today` and not ended by the company's closure: what details, compliance and autofill serve. */
export function companyVatInForceOn(row: VatDates, company: CompanyClosure, today: string, country: string): boolean {
  return vatInForceOn(row, today, country) && !vatEndedByClosure(row, company, today);
}

/** The first day not VAT-registered, from the register's deregistration date: FI's is the day before it. */
export function firstDayDeregistered(deregisteredOn: string | null, country: string): string | null {
  const off = dayOf(deregisteredOn);
  if (off === null || !deregistrationIsLastDay(country)) return off;
  const next = new Date(`${off}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}
