// The owners held here that are sanctioned themselves, named beside an answer whose company is not:
// get_company_compliance, get_company_details and the company:// resource give the same sentence.
import type { Services } from '../../services/index.ts';
import type { Country } from '../../domain/country.ts';
import { GET_COMPANY_COMPLIANCE } from './names.ts';

interface OwnerRead {
  regcode: string | null;
  country: Country | null;
  share: { percent: number | null; amount: number | null; currency: string | null } | null;
}

/**
 * The owners held here that are sanctioned themselves, named where the company is not: the
 * screening weighs a company's own holders only (docs/sanctions.md: the 50 % rule one level down),
 * so AS "DA Aptieka", held for the most part by SIA "Kurzemes Metāla Serviss", whose member is
 * listed, was answered isSanctioned false with no word of it, and a model reported it clear.
 */
export function sanctionedOwnersSentence(
  services: Services, company: { regcode: string; country: string; name: string }, owners: readonly OwnerRead[],
): string | undefined {
  const named: string[] = [];
  for (const owner of owners) {
    if (owner.regcode === null || owner.country === null) continue;
    const own = services.complianceFor(owner.regcode, owner.country);
    if (!own.isSanctioned) continue;
    const share = owner.share?.percent != null ? `${owner.share.percent} %`
      : owner.share?.amount != null ? `shares of ${`${owner.share.amount} ${owner.share.currency ?? ''}`.trim()}` : 'a share not given';
    named.push(`${own.name} (${owner.country} ${owner.regcode}, holding ${share}; flags ${own.flags.join(', ')})`);
  }
  if (named.length === 0) return undefined;
  return `An owner of ${company.name} (${company.regcode}) held here is itself sanctioned: ${named.join('; ')}. The screening counts ` +
    'a holder only where it controls the company (more than half, or the only one) and never an owner further up a chain of companies, ' +
    'so isSanctioned false does not clear this company: ' +
    `call ${GET_COMPANY_COMPLIANCE} for that owner and weigh the holding before reporting it clear of sanctions.`;
}

