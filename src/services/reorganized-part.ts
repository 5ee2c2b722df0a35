// The companies at the other end of a company's reorganisations (LV reorganizations.csv), as the
// details serve them: null where the store holds no reorganisation of the country (EE, LT and FI
// publish no such file; LV until lv.reorganizations is imported), else the list, [] when the
// register names none.
import type { ReorganizedRow } from '../store/company-facts-read.ts';
import type { CompanyStatus } from '../domain/records.ts';
import type { Part } from './company-parts.ts';
import type { ReorganizedCompanyView } from './views.ts';
import { isLatvianRegisterNumber } from '../domain/lv-register-number.ts';

export function reorganizedPart(rows: ReorganizedRow[], held: boolean): Part<ReorganizedCompanyView[] | null> {
  if (!held) return { view: null, sources: [] };
  return {
    // Only Latvia publishes the file, but the company at the other end may be registered abroad
    // (domain/lv-register-number.ts): no country, and no company of the store named for its number.
    view: rows.map((r) => (isLatvianRegisterNumber(r.regcode)
      ? { regcode: r.regcode, country: 'LV', name: r.name, status: r.status as CompanyStatus | null }
      : { regcode: r.regcode, country: null, name: null, status: null })),
    sources: [...new Set(rows.map((r) => r.source))],
  };
}
