// Shared pieces of role assignment: creating a role, splitting shares, choosing the day a role
// began, and which roles are new since the previous snapshot.
import type { Rng } from '../random.ts';
import { addDays, addYears, laterDay, randomDay } from '../calendar.ts';
import type { DemoCompany, DemoHolderAbroad, DemoPerson, DemoRole, DemoRoleKind } from '../model.ts';
import type { GenContext } from './context.ts';

export interface RoleInput {
  kind: DemoRoleKind;
  position: string;
  person?: DemoPerson | null;
  holder?: DemoCompany | null;
  holderAbroad?: DemoHolderAbroad;
  since?: string;
  until?: string | null;
  sharePercent?: number | null;
  shareCount?: number | null;
  shareNominal?: number | null;
  jointGroup?: number | null;
}

export class RoleBuilder {
  readonly roles: DemoRole[] = [];
  private nextJointGroup = 1;
  private readonly ctx: GenContext;
  private readonly rng: Rng;

  constructor(ctx: GenContext, rng: Rng) {
    this.ctx = ctx;
    this.rng = rng;
  }

  jointGroup(): number {
    return this.nextJointGroup++;
  }

  /**
   * Adds a role of `company`. Roles of a new company are new; on an older company about 0.5% are
   * appointments of the last day, absent from the previous snapshot. No role begins before the
   * company (or a company holding it) was registered, nor before its person's 18th birthday.
   */
  add(company: DemoCompany, input: RoleInput): DemoRole {
    const fresh = !company.inPrevious || this.rng.chance(0.005);
    const drawn = input.since
      ?? (fresh ? addDays(this.ctx.today, -1) : this.sinceDay(company));
    const since = laterDay(drawn, earliestStart(company, input));
    const role: DemoRole = {
      id: this.ctx.nextId('role'),
      company,
      kind: input.kind,
      position: input.position,
      person: input.person ?? null,
      holder: input.holder ?? null,
      ...(input.holderAbroad ? { holderAbroad: input.holderAbroad } : {}),
      since,
      until: input.until ?? null,
      sharePercent: input.sharePercent ?? null,
      shareCount: input.shareCount ?? null,
      shareNominal: input.shareNominal ?? null,
      jointGroup: input.jointGroup ?? null,
      inPrevious: company.inPrevious && since < this.ctx.previousDay,
    };
    this.roles.push(role);
    return role;
  }

  /** Half the roles date from the registration, the rest from a later change. */
  sinceDay(company: DemoCompany): string {
    if (this.rng.chance(0.5)) return company.registeredOn;
    return randomDay(this.rng, company.registeredOn, addDays(this.ctx.previousDay, -1));
  }
}

/**
 * The first day a role may begin: the company's registration, the holder's, and the person's 18th
 * birthday. Applied after the draws, so a role drawn earlier moves to that day and every other draw
 * stays as it was (a person drawn born in 2002 sat on boards since 2005).
 */
function earliestStart(company: DemoCompany, input: RoleInput): string {
  let day = company.registeredOn;
  if (input.holder) day = laterDay(day, input.holder.registeredOn);
  if (input.person) day = laterDay(day, addYears(input.person.birthDate, 18));
  return day;
}

/** Splits 100% into `n` shares, the first the largest; whole percents. */
export function splitPercents(rng: Rng, n: number): number[] {
  if (n === 1) return [100];
  const raw = Array.from({ length: n }, (_, i) => (i === 0 ? 2 : 1) * (0.5 + rng.next()));
  const total = raw.reduce((s, x) => s + x, 0);
  const pct = raw.map((x) => Math.max(1, Math.floor((x / total) * 100)));
  pct[0]! += 100 - pct.reduce((s, x) => s + x, 0);
  return pct;
}
