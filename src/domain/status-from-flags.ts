// The statuses a register's proceedings set: an open insolvency, liquidation or restructuring of a
// company the register itself holds active. The import applies them to the stored status on the
// day of each publish (store/publish.ts); a flag dated to begin or end on a later day changes the
// status on that day, between two imports, so an answer derives the status again from the flags in
// force on the day it is asked (statusOnDay), and the two agree. A closure the register entered
// ahead (YTJ's end date) is such a flag too, but one that only moves a status forward: it closes a
// company the rules read (active, or in a proceeding) on its day, and a company stored closed,
// whether by the register or by it, is left so (statusOnDay would otherwise read every
// register-closed company with no flag in force as one a rule had closed, and reopen it).
import type { CompanyStatus } from './records.ts';

export interface StatusFromFlag {
  flag: string;
  status: CompanyStatus;
  /** registryStatus is the proceeding's own wording, the first part of its flag's detail. */
  wordingFromDetail?: boolean;
  /** registryStatus is this, the register's own word for the status, where the flag's detail is not it. */
  wording?: string;
  /**
   * The rule moves a status forward only: it applies to a company the other rules read and is
   * never lifted, a company stored with its status (a closed one) being left as stored.
   */
  forwardOnly?: boolean;
}

/** By the source of the company row, in order of precedence (the first flag in force decides). */
export const STATUS_FROM_FLAGS: Readonly<Record<string, readonly StatusFromFlag[]>> = {
  // register.csv words no status of an active company, so one an open proceeding sets takes the
  // proceeding file's own wording, which its flag's detail carries first. Legal protection
  // proceedings (lv.insolvency, TAP) are a restructuring, not an insolvency.
  'lv.register': [
    { flag: 'insolvent', status: 'insolvency', wordingFromDetail: true },
    { flag: 'in_liquidation', status: 'liquidation', wordingFromDetail: true },
    { flag: 'in_reorganisation', status: 'reorganisation', wordingFromDetail: true },
  ],
  // YTJ's companySituations (fi.ytj): bankruptcy, liquidation, corporate restructuring, each dated
  // from its registration and, where YTJ gives one, until its end date. registryStatus keeps the
  // file's words, which name the situations already.
  // An end date (lakkaamispäivä) YTJ entered ahead of the file's day is a `closed` flag from that
  // day (importers/fi/ytj-status.ts): the company closes on it, before any proceeding, as a file of
  // that day closes it, worded as the Trade Register words a ceased company (REK_KDI 4, Lakannut).
  'fi.ytj': [
    { flag: 'closed', status: 'closed', wording: 'Lakannut', forwardOnly: true },
    { flag: 'insolvent', status: 'insolvency' },
    { flag: 'in_liquidation', status: 'liquidation' },
    { flag: 'in_reorganisation', status: 'reorganisation' },
  ],
};

/** The flags the rules of any source read. */
export const STATUS_FLAGS: readonly string[] = [...new Set(Object.values(STATUS_FROM_FLAGS).flat().map((r) => r.flag))];

export interface DatedFlag { flag: string; detail: string | null; since: string | null; until: string | null }

/** Whether a flag is in force on `today`: begun (its first day not after it) and not ended before it. */
export function flagInForce(flag: Pick<DatedFlag, 'since' | 'until'>, today: string): boolean {
  return (flag.until === null || flag.until >= today) && (flag.since === null || flag.since.slice(0, 10) <= today);
}

/**
 * The status and registryStatus of a company on `today` from its flags (any of its flags; those
 * of no rule are passed over), as store/publish.ts sets them on a publish's day: a company the
 * register holds closed or whose status it does not know is left as stored, as the stored status
 * of a company of no rule; one active or set by a rule takes the first rule whose flag is in
 * force, else it is active, without the wording a rule gave it. A forward-only rule's status (a
 * closure announced ahead) is not one the rules read: a company stored with it is left as stored.
 */
export function statusOnDay<T extends { source: string; status: string; registry_status: string | null }>(
  company: T, flags: readonly DatedFlag[], today: string,
): T {
  const rules = STATUS_FROM_FLAGS[company.source];
  if (rules === undefined || (company.status !== 'active' && !rules.some((r) => !r.forwardOnly && r.status === company.status))) return company;
  for (const rule of rules) {
    let latest: DatedFlag | null = null;
    for (const f of flags) {
      if (f.flag !== rule.flag || !flagInForce(f, today)) continue;
      if (latest === null || wordsBefore(f, latest)) latest = f;
    }
    if (latest === null) continue;
    const wording = rule.wordingFromDetail ? firstPart(latest.detail) : rule.wording ?? company.registry_status;
    return rule.status === company.status && wording === company.registry_status ? company : { ...company, status: rule.status, registry_status: wording };
  }
  if (company.status === 'active') return company;
  const worded = rules.some((r) => r.wordingFromDetail && !r.forwardOnly && r.status === company.status);
  return { ...company, status: 'active', registry_status: worded ? null : company.registry_status };
}

/**
 * Whether `f` words the status before `latest`: a flag with a detail before one with none (UR's
 * register.csv dates a liquidation it words not, lv.liquidations words it), then the latest begun.
 */
function wordsBefore(f: DatedFlag, latest: DatedFlag): boolean {
  if ((f.detail === null) !== (latest.detail === null)) return f.detail !== null;
  return (f.since ?? '') >= (latest.since ?? '');
}

/** A flag's detail up to its first `; `: the proceeding's wording before what the import adds. */
function firstPart(detail: string | null): string | null {
  if (detail === null) return null;
  const i = detail.indexOf('; ');
  return i === -1 ? detail : detail.slice(0, i);
}
