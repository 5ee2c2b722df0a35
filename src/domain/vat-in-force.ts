// Whether a VAT registration is in force on a day. The files decide `active` by their own date
// (LT) or enter a deregistration ahead of its day (FI), and the next file only updates that: a
// registration the file showed active whose deregistration day has come since is no longer
// registered, in every answer that offers it (details, compliance, autofill), without a new file.

export interface VatDates {
  active: number;
  registered_on: string | null;
  deregistered_on: string | null;
}

const dayOf = (value: string | null): string | null => (value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null);

/**
 * Registered on `today` (YYYY-MM-DD, the registers' day): active in its file and not deregistered
 * on or before that day. A deregistration before the registration is an earlier one, followed by
 * registering again.
 */
export function vatInForceOn(row: VatDates, today: string): boolean {
  if (row.active !== 1) return false;
  const off = dayOf(row.deregistered_on);
  const on = dayOf(row.registered_on);
  return off === null || off > today || (on !== null && off < on);
}
