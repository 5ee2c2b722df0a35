// The demo dataset from a seed: notable records first, then companies per country, the people
// and their roles, and the sanctions lists. Each part draws from its own forked generator, so
// the same seed, load day and scale always give the same dataset.
import type { Country } from '../../domain/country.ts';
import { Rng } from '../random.ts';
import { addDays } from '../calendar.ts';
import type { DemoCompany, DemoDataset, DemoStatus } from '../model.ts';
import { GenContext } from './context.ts';
import type { CompanyDraft } from './drafts.ts';
import { draftLvCompany } from './company-lv.ts';
import { draftEeCompany } from './company-ee.ts';
import { draftLtCompany } from './company-lt.ts';
import { draftFiCompany } from './company-fi.ts';
import { completeCompany } from './lifecycle.ts';
import { namesakeSoleTraderUnlessDrawn } from './namesake-sole-trader.ts';
import { buildNotable, notableKeys } from './notable-records.ts';
import { completeNotableBoards } from './notable-owners.ts';
import { makePersonPools } from './persons.ts';
import { RoleBuilder } from './roles.ts';
import { assignLvRoles } from './roles-lv.ts';
import { assignEeRoles } from './roles-ee.ts';
import { sanctionEntries } from './sanctions.ts';

export interface GenerateOptions {
  seed: number;
  now: Date;
  /** 1 gives about 21,000 companies; tests use a small fraction. */
  scale: number;
}

/** Companies per country at scale 1, and the first registration day each register holds. */
export const BASE_COUNTS: Record<Country, number> = { LV: 8000, EE: 6000, LT: 4000, FI: 3000 };
const FIRST_DAY: Record<Country, string> = { LV: '1991-01-02', EE: '1995-09-01', LT: '1990-06-01', FI: '1978-01-02' };
const DRAFTS: Record<Country, (ctx: GenContext, rng: Rng, registeredOn: string) => CompanyDraft> = {
  LV: draftLvCompany, EE: draftEeCompany, LT: draftLtCompany, FI: draftFiCompany,
};
/** The first companies of each country take these statuses, so every status exists at any scale. */
const FORCED: readonly DemoStatus[] = ['liquidation', 'insolvency', 'closed', 'closed'];

function generateCompanies(ctx: GenContext, rng: Rng, country: Country, count: number): DemoCompany[] {
  const out: DemoCompany[] = [];
  const newCount = Math.max(2, Math.round(count * 0.003));
  for (let i = 0; i < count; i++) {
    const isNew = i >= count - newCount;
    const registeredOn = isNew ? addDays(ctx.today, -1) : ctx.registrationDay(rng, FIRST_DAY[country]);
    const draft = DRAFTS[country](ctx, rng, registeredOn);
    const formerName = !isNew && rng.chance(0.05) ? { name: DRAFTS[country](ctx, rng, registeredOn).name } : null;
    out.push(completeCompany(ctx, rng, draft, { registeredOn, isNew, status: FORCED[i], formerName }));
  }
  return out;
}

/**
 * Websites of FI and EE companies as YTJ and RIK write them, most without a scheme (www.nokia.com).
 * Drawn on a stream of their own per country, after the companies, so every other record of the
 * demo stays as it was.
 */
function giveWebsites(rng: Rng, companies: DemoCompany[], domain: 'fi' | 'ee'): void {
  for (const c of companies) {
    if (!rng.chance(0.4)) continue;
    const host = c.coreName.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase()
      .replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
    if (host === '') continue;
    c.website = rng.chance(0.2) ? `https://www.${host}.${domain}` : `www.${host}.${domain}`;
  }
}

export function generateDataset(opts: GenerateOptions): DemoDataset {
  const root = new Rng(opts.seed);
  const ctx = new GenContext(opts.now);
  for (const n of ['baltic trade', 'trans group', 'nord']) ctx.forbiddenNameKeys.add(n);
  const roles = new RoleBuilder(ctx, root.fork('roles'));
  const notable = buildNotable(ctx, root.fork('notable'), roles);
  completeNotableBoards(ctx, root.fork('notable-boards'), notable);
  const byCountry = {} as Record<Country, DemoCompany[]>;
  for (const country of ['LV', 'EE', 'LT', 'FI'] as const) {
    const count = Math.max(40, Math.round(BASE_COUNTS[country] * opts.scale));
    byCountry[country] = generateCompanies(ctx, root.fork(`companies-${country}`), country, count);
  }
  const namesakeSoleTrader = namesakeSoleTraderUnlessDrawn(ctx, root.fork('namesake-sole-trader'), byCountry.EE);
  giveWebsites(root.fork('websites-FI'), byCountry.FI, 'fi');
  giveWebsites(root.fork('websites-EE'), byCountry.EE, 'ee');
  const pools = makePersonPools(ctx, root.fork('persons'), {
    LV: Math.round(byCountry.LV.length * 1.0),
    EE: Math.round(byCountry.EE.length * 0.85),
    FI: Math.max(10, Math.round(byCountry.EE.length * 0.05)),
  }, notableKeys(notable.persons));
  const roleRng = root.fork('role-assignment');
  // The random companies alone: a notable company's holdings are the ones its record makes, which
  // the docs quote (`12754320 … holding no company`), while the draw of a random holder moves with
  // the day the demo is built (the registration days drawn before it do), and on 2026-12-03 it made
  // Tallinna Ehitus OÜ a member of Star Õlu OÜ.
  const holders = (country: Country) => byCountry[country]
    .filter((c) => c.country === country && c.kind === 'company' && c.status === 'active' && c.inPrevious);
  const lvHolders = holders('LV');
  const eeHolders = holders('EE');
  for (const c of byCountry.LV) assignLvRoles(roles, roleRng, c, pools, lvHolders);
  for (const c of byCountry.EE) assignEeRoles(roles, roleRng, c, pools, eeHolders);
  for (const add of notable.rolesAfterRandom) add(roles);
  for (const add of notable.rolesLast) add(roles);
  return {
    seed: opts.seed,
    now: ctx.now,
    today: ctx.today,
    previousDay: ctx.previousDay,
    companies: [...notable.companies, ...byCountry.LV, ...byCountry.EE, ...byCountry.LT, ...byCountry.FI, ...notable.companiesLast, ...namesakeSoleTrader],
    persons: [...notable.persons, ...pools.LV, ...pools.EE, ...pools.FI],
    roles: roles.roles,
    sanctions: sanctionEntries(root.fork('sanctions'), opts.scale),
  };
}

