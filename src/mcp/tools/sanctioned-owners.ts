// The owners held here that are sanctioned themselves, named beside an answer whose company is not:
// get_company_compliance, get_company_details and the company:// resource give the same sentence.
import type { ControllingHolderCount, Services } from '../../services/index.ts';
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


/** `n` things, as a sentence counts them: "no company", "1 person", "2 persons". */
const counted = (n: number, one: string, many: string) => (n === 0 ? `no ${one}` : `${n} ${n === 1 ? one : many}`);

const CONTROL = 'those controlling it, as a beneficial owner, a general partner, an IK\'s owner, or a member or stockholder holding more than half or alone';

/**
 * Which owners the screening weighed, beside an answer without a sanctioned_owner flag: the details
 * count the natural persons holding a company ("2 persons, 100 %") and name none, and a model asked
 * whether any owner is sanctioned read the missing flag alone, not knowing that a minority holder or
 * an officer is not screened, nor that no owner of an LT or FI company is (docs/sanctions.md, "What a
 * match rests on"). Told the rule alone, it could not tell a company whose controlling owners were
 * compared from one where none was (three members of a third each and no beneficial owner listed):
 * `screened` counts them, as the screening picks them. No person is named (docs/operations.md,
 * personal data). `personOwners`: the details' count, where the answer carries one.
 */
export function ownersScreenedSentence(
  company: { name: string; regcode: string; country: string; flags: readonly string[] },
  coverage: Record<string, boolean> | undefined, screened: ControllingHolderCount, personOwners?: number,
): string | undefined {
  if (company.flags.includes('sanctioned_owner') || coverage === undefined) return undefined;
  const who = `${company.name} (${company.regcode})`;
  if (!coverage.members && !coverage.stockholders && !coverage.beneficialOwners) {
    return `No owner of ${who} is screened against the sanctions lists: the ${company.country} register data held here names none; ` +
      'isSanctioned rests on its own name and number alone.';
  }
  const owners = personOwners === undefined ? '' : `, ${screened.ownerPersons} of its ${counted(personOwners, 'natural-person owner', 'natural-person owners')}`;
  const how = screened.persons > 0 ? ` (by name and birth date${owners})` : owners === '' ? '' : ` (${owners.slice(2)})`;
  if (screened.persons === 0 && screened.entities === 0) {
    return `No owner of ${who} is screened against the sanctions lists: the register data held here names none of ${CONTROL}` +
      `${personOwners ? ` (none of its ${personOwners} natural-person owners)` : ''}; a minority holder is screened only as a beneficial owner, ` +
      'officers not by name. The missing sanctioned_owner flag says nothing about its owners.';
  }
  return `Sanctions screening compared ${counted(screened.persons, 'person', 'persons')}${how} ` +
    `and ${counted(screened.entities, 'company', 'companies')} with the lists as owners of ${who}: only ${CONTROL}; ` +
    // The answer's flags show no sanctioned_owner (none is told this sentence): "none of them matched" is what they leave out.
    'a minority holder only as a beneficial owner, officers not by name; none of them matched.';
}
