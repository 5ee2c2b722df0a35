// Whether sanctions screening compared an owner of a company, and why not: the REST compliance
// statement's ownersScreened and the sentence MCP says beside an answer (mcp/tools/sanctioned-owners.ts)
// read this one rule, so that neither can tell a compliance team that owners were weighed where none was.
import type { ControllingHolderCount } from '../store/screening-write.ts';

/**
 * entrepreneur: a sole trader no file names the owner of, compared through the person its name holds;
 * compared: at least one owner controlling it (a beneficial owner, a general partner, a holder of more
 * than half or alone) was compared with every list; none_held: its country's register data held here
 * names no members, stockholders or beneficial owners (an LT or FI company), so isSanctioned rests on
 * its own name and number alone; closed: the register no longer lists the owners of a closed company; none_controlling:
 * it names none that controls it (minority holders meet OFAC's list alone, and the others for review).
 */
export type OwnerScreening = 'entrepreneur' | 'compared' | 'none_held' | 'closed' | 'none_controlling';

/** Whether the register data held for a country names any owners (LV and EE do; LT and FI do not). */
export const ownersHeld = (coverage: Record<string, boolean>): boolean => Boolean(coverage.members || coverage.stockholders || coverage.beneficialOwners);

/**
 * All the rule reads of the holders screening compares: whether any controls the company (the REST
 * statement asks this alone, store/screening-write.ts controllingHolderFinder, where MCP's sentence
 * counts them), and the person a sole trader's name holds where no role names its owner.
 */
export interface HoldersScreened { controlling: boolean; entrepreneurName?: string | null }

/** The holders a count gives, as the rule reads them. */
export const holdersCounted = (count: ControllingHolderCount & { entrepreneurName?: string | null }): HoldersScreened =>
  ({ controlling: count.persons > 0 || count.entities > 0, entrepreneurName: count.entrepreneurName });

export function ownerScreening(company: { status: string }, coverage: Record<string, boolean>, screened: HoldersScreened): OwnerScreening {
  if (screened.entrepreneurName != null) return 'entrepreneur';
  if (!ownersHeld(coverage)) return 'none_held';
  if (screened.controlling) return 'compared';
  return company.status === 'closed' ? 'closed' : 'none_controlling';
}

/** An owner was compared with the lists: a sole trader's entrepreneur, or one controlling the company. */
export const ownerCompared = (s: OwnerScreening): boolean => s === 'entrepreneur' || s === 'compared';
