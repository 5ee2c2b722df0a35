// Every partner of an EE täisühing or an LV pilnsabiedrība is a general partner by law
// (domain/partner-roles.ts), however its register words it: RIK's card may list a TÜ's partners as
// plain Osanik, a member with no position. The role sources do not know the company's legal form
// (another source's rows), so the position is decided here, when either side is published, and
// stored: the company's officers in its details, the person check and sanctions screening all read
// one general_partner. The association key stays that of the register's reading (position null),
// so the role's identity across imports, and its first-seen instant, do not change with it.
// A company that leaves such a form keeps its partners' stored position until their source is
// published again, which reads them afresh.
import type { Database } from './open.ts';
import { GENERAL_PARTNER, GENERAL_PARTNERSHIP_FORMS } from '../domain/partner-roles.ts';

const FORMS = GENERAL_PARTNERSHIP_FORMS.map((f) => `'${f.replaceAll("'", "''")}'`).join(', ');

/** The companies whose every partner is a general partner: all of them, or those of the source `:source`. */
const partnershipsOf = (which: 'all' | 'of source') => `SELECT country, regcode FROM companies
  WHERE country || ':' || legal_form_code IN (${FORMS})${which === 'of source' ? ' AND source = :source' : ''}`;

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
