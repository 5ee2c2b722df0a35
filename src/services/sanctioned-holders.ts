// The legal entities holding a company that are themselves sanctioned, for its compliance statement.
// Screening weighs a company's own controlling holders only (docs/sanctions.md: the 50 % rule one
// level down), so SIA "Liepājas Metālapstrāde", a fifth of it held by SIA "Kurzemes Metāla Serviss"
// (sanctioned, its member listed), was stated isSanctioned false with flags [] and no word of that
// holder; a compliance check over REST read it clear, where the MCP answers named the holder.
import type { Country } from '../domain/country.ts';
import { NotFoundError } from '../domain/errors.ts';
import type { CorporateOwnerView, OwnerShareView } from './company-owners.ts';

export interface SanctionedHolderView {
  /** The holder's name as its own register gives it. */
  name: string;
  regcode: string;
  country: Country;
  share: OwnerShareView | null;
  /** The holder's own compliance flags in force, most serious first. */
  flags: string[];
}

/**
 * The owners held here (a country given) whose own statement is sanctioned, in the owners' order,
 * each named as its own register names it (an owner's name is as the holding's register writes it).
 * `sanctionedAmong` says which of them hold a match at or above the threshold (`country:regcode`),
 * that which sets a statement's isSanctioned: most owners hold none, and building the whole
 * statement of each had made a compliance call of an LV or EE company half as dear again.
 * `statementOf` reads such a holder's statement (its compliance view, never its holders', so a
 * chain or a circle of holdings is read one level deep). A holder gone between the reads is left out.
 */
export function sanctionedHolders(
  owners: readonly CorporateOwnerView[],
  sanctionedAmong: (companies: ReadonlyArray<{ country: Country; regcode: string }>) => ReadonlySet<string>,
  statementOf: (regcode: string, country: Country) => { name: string; isSanctioned: boolean; flags: string[] },
): SanctionedHolderView[] {
  const heldHere = owners.filter((o): o is CorporateOwnerView & { regcode: string; country: Country } => o.regcode !== null && o.country !== null);
  if (heldHere.length === 0) return [];
  const sanctioned = sanctionedAmong(heldHere);
  const held: SanctionedHolderView[] = [];
  for (const owner of heldHere) {
    if (!sanctioned.has(`${owner.country}:${owner.regcode}`)) continue;
    let statement: { name: string; isSanctioned: boolean; flags: string[] };
    try {
      statement = statementOf(owner.regcode, owner.country);
    } catch (err) {
      if (err instanceof NotFoundError) continue;
      throw err;
    }
    if (!statement.isSanctioned) continue;
    held.push({ name: statement.name, regcode: owner.regcode, country: owner.country, share: owner.share, flags: statement.flags });
  }
  return held;
}
