// Shared pieces of role assignment: creating a role, splitting shares, choosing the day a role
// began, and which roles are new since the previous snapshot.
import type { Rng } from '../random.ts';
import { addDays, randomDay } from '../calendar.ts';
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
   * appointments of the last day, absent from the previous snapshot.
   */
  add(company: DemoCompany, input: RoleInput): DemoRole {
    const fresh = !company.inPrevious || this.rng.chance(0.005);
    const since = input.since
      ?? (fresh ? addDays(this.ctx.today, -1) : this.sinceDay(company));
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

/** Splits 100% into `n` shares, the first the largest; whole percents. */
export function splitPercents(rng: Rng, n: number): number[] {
  if (n === 1) return [100];
  const raw = Array.from({ length: n }, (_, i) => (i === 0 ? 2 : 1) * (0.5 + rng.next()));
  const total = raw.reduce((s, x) => s + x, 0);
  const pct = raw.map((x) => Math.max(1, Math.floor((x / total) * 100)));
  pct[0]! += 100 - pct.reduce((s, x) => s + x, 0);
  return pct;
}
