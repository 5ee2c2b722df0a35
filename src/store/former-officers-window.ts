// The first day of the window former officers are listed in (domain/former-officers.ts), as SQL:
// the company details' former officers and offices left, the person check's offices left and the
// purge of departures older than it count it alike, so one spelling keeps them on one day.
import { FORMER_OFFICERS_YEARS } from '../domain/former-officers.ts';

/** The SQL date FORMER_OFFICERS_YEARS years before `today` (an SQL expression: a parameter such as `?4` or `:today`). */
export const formerOfficersFrom = (today: string): string => `date(${today}, '-${FORMER_OFFICERS_YEARS} years')`;
