// Every partner of an EE täisühing or an LV pilnsabiedrība is a general partner by law
// (domain/partner-roles.ts), however its register words it: RIK's card may list a TÜ's partners as
// plain Osanik, a member with no position. The role sources do not know the company's legal form
// (another source's rows), so the position is decided here, when either side is published, and
// stored: the company's officers in its details, the person check and sanctions screening all read
// one general_partner. The association key stays that of the register's reading (position null),
// so the role's identity across imports, and its first-seen instant, do not change with it.
// A company that leaves such a form (a TÜ become a UÜ, a PS a KS) has the position taken back from
// the partners it was given to when its new form is published (unsettleLeavingPartnerships): the
// key tells them from a partner its register itself names a general partner, who keeps it.
import type { Database } from './open.ts';
import { GENERAL_PARTNER, GENERAL_PARTNERSHIP_FORMS } from '../domain/partner-roles.ts';
import { associationKey } from './record-tables.ts';

const FORMS = GENERAL_PARTNERSHIP_FORMS.map((f) => `'${f.replaceAll("'", "''")}'`).join(', ');
const isPartnershipForm = (alias: string) => `${alias}.country || ':' || ${alias}.legal_form_code IN (${FORMS})`;

/** The companies whose every partner is a general partner: all of them, or those of the source `:source`. */
const partnershipsOf = (which: 'all' | 'of source') => `SELECT country, regcode FROM companies c
  WHERE ${isPartnershipForm('c')}${which === 'of source' ? ' AND source = :source' : ''}`;

/**
 * Gives position general_partner to the members without a position of those companies: in `table`
 * (a staging table of a role source, before its first-seen carries compare positions), or in the
 * live roles of the companies a company source (`companySource`) has just published. Returns how many.
 */
export function settleGeneralPartners(db: Database, target: { stage: string } | { companySource: string }): number {
  // A stage is read once against every such company; the live roles through their company's index.
  const [table, companies] = 'stage' in target ? [target.stage, partnershipsOf('all')] : ['person_roles', partnershipsOf('of source')];
  const { changes } = db.prepare(`UPDATE ${table} SET position = :position
    WHERE role = :role AND position IS NULL AND (country, regcode) IN (${companies})`)
    .run({ position: GENERAL_PARTNER.position, role: GENERAL_PARTNER.role, ...('companySource' in target ? { source: target.companySource } : {}) });
  return Number(changes);
}

export interface CompanyKey { country: string; regcode: string }

/**
 * The companies of `source` whose live form is one whose every partner is a general partner and
 * whose staged form (`stage`, the company rows about to be published) is not: read before the
 * live rows are replaced, as only then are both forms at hand.
 */
export function partnershipsLeavingForm(db: Database, stage: string, source: string): CompanyKey[] {
  return db.prepare(`SELECT c.country, c.regcode FROM companies c JOIN ${stage} s ON s.country = c.country AND s.regcode = c.regcode
    WHERE c.source = ? AND ${isPartnershipForm('c')} AND NOT (${isPartnershipForm('s')} IS TRUE)`).all(source) as unknown as CompanyKey[];
}

/**
 * Takes position general_partner back from the members of `companies` (no longer of such a form)
 * whose register read them with no position: those whose association key, made of the register's
 * reading, is that of the same role without one. Returns how many.
 */
export function unsettleLeavingPartnerships(db: Database, companies: readonly CompanyKey[]): number {
  if (companies.length === 0) return 0;
  const partners = db.prepare(`SELECT id, source, country, regcode, role, person_name AS personName, birth_date AS birthDate,
      birth_key AS birthKey, holder_regcode AS holderRegcode, assoc_key AS assocKey
    FROM person_roles WHERE country = ? AND regcode = ? AND role = ? AND position = ?`);
  const unset = db.prepare('UPDATE person_roles SET position = NULL WHERE id = ?');
  let n = 0;
  for (const c of companies) {
    for (const r of partners.all(c.country, c.regcode, GENERAL_PARTNER.role, GENERAL_PARTNER.position) as Array<Record<string, unknown>>) {
      if (associationKey(String(r.source), { ...r, position: null }) !== r.assocKey) continue;
      unset.run(r.id as number);
      n += 1;
    }
  }
  return n;
}
