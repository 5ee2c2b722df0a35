// Turns a country's company draft into a full company: status and its dates, VAT registration,
// LV tax rating, activity code, financial years, a former name now and then, EE tax debt.
// The rules are the same for every country; only the registers' own limits differ (Estonian
// dumps drop deleted companies, so a closed EE company is one that vanished today).
import type { Rng } from '../random.ts';
import { addDays, laterDay, randomDay } from '../calendar.ts';
import type { DemoCompany, DemoStatus, DemoVat } from '../model.ts';
import { NACE_CLASSES } from '../names/nace.ts';
import type { GenContext } from './context.ts';
import type { CompanyDraft } from './drafts.ts';
import { filedYears, financialHistory } from './financials.ts';

export interface LifecycleOptions {
  registeredOn: string;
  /** Absent from the previous snapshot: registered within the last day. */
  isNew: boolean;
  /** Forces a status (notable records, and one of each status per country). */
  status?: DemoStatus;
  formerName?: { name: string } | null;
}

const COMMERCIAL_NACE = NACE_CLASSES.filter((n) => n.kind === 'commercial');
const ASSOCIATION_NACE = NACE_CLASSES.filter((n) => n.kind === 'association');

const RATING_EXPLANATIONS: Record<string, string> = {
  A: 'Zems nodokļu nemaksāšanas risks',
  B: 'Vidējs nodokļu nemaksāšanas risks',
  C: 'Augsts nodokļu nemaksāšanas risks',
  N: 'Jaunreģistrēts nodokļu maksātājs vai nepietiek datu vērtējumam',
};

function pickStatus(rng: Rng, country: string): DemoStatus {
  return country === 'EE'
    ? rng.weighted({ active: 90, liquidation: 5, insolvency: 3, closed: 2 })
    : rng.weighted({ active: 84, liquidation: 5, insolvency: 3, closed: 8 });
}

function vatNumber(ctx: GenContext, rng: Rng, draft: CompanyDraft): string {
  if (draft.country === 'LV') return 'LV' + draft.regcode;
  if (draft.country === 'FI') return 'FI' + draft.regcode.replace('-', '');
  const draw = draft.country === 'EE' ? () => 'EE10' + rng.digits(7) : () => 'LT100' + rng.digits(9);
  for (;;) {
    const n = draw();
    if (ctx.claimVat(n)) return n;
  }
}

function vatFor(ctx: GenContext, rng: Rng, c: DemoCompany, draft: CompanyDraft): DemoVat | null {
  if (c.kind === 'nonprofit' || c.registeredOn >= ctx.previousDay) return null;
  const p = { LV: 0.55, EE: 0.5, LT: 0.5, FI: 0.65 }[c.country] * (c.kind === 'sole' ? 0.6 : 1);
  if (!rng.chance(p)) return null;
  let registeredOn = addDays(c.registeredOn, rng.int(0, 400));
  if (registeredOn >= ctx.previousDay) registeredOn = addDays(ctx.previousDay, -1);
  // A register strikes no company off while it is still VAT-registered from a later day: a closed
  // company's registration began before it closed and ended then.
  if (c.status === 'closed' && c.closedOn && registeredOn >= c.closedOn) registeredOn = addDays(c.closedOn, -1);
  let deregisteredOn: string | null = null;
  if (c.status === 'closed') deregisteredOn = c.closedOn && c.closedOn > registeredOn ? c.closedOn : null;
  else if (c.statusSince && rng.chance(c.status === 'liquidation' ? 0.5 : 0.3)) deregisteredOn = c.statusSince;
  else if (rng.chance(0.03)) deregisteredOn = randomDay(rng, registeredOn, addDays(ctx.previousDay, -1));
  if (deregisteredOn !== null && deregisteredOn <= registeredOn) deregisteredOn = addDays(registeredOn, 1);
  if (deregisteredOn !== null && deregisteredOn > ctx.today) deregisteredOn = ctx.today;
  return { number: vatNumber(ctx, rng, draft), registeredOn, deregisteredOn };
}

export function completeCompany(ctx: GenContext, rng: Rng, draft: CompanyDraft, opts: LifecycleOptions): DemoCompany {
  const { registeredOn, isNew } = opts;
  const recent = registeredOn > addDays(ctx.previousDay, -60);
  let status: DemoStatus = opts.status ?? (isNew || recent ? 'active' : pickStatus(rng, draft.country));
  let statusSince: string | null = null;
  let closedOn: string | null = null;
  let previousStatus: DemoStatus | null = null;
  const lastDay = addDays(ctx.previousDay, -1);
  if (status === 'liquidation' || status === 'insolvency') {
    statusSince = randomDay(rng, laterDay(registeredOn, addDays(ctx.today, -540)), lastDay);
  } else if (status === 'closed' && draft.country === 'EE') {
    // RIK dumps hold only registered, liquidating and bankrupt entities: a deleted company simply
    // vanishes, so the demo shows it in liquidation two days ago and gone today.
    previousStatus = 'liquidation';
    statusSince = randomDay(rng, laterDay(registeredOn, addDays(ctx.today, -400)), lastDay);
    closedOn = ctx.today;
  } else if (status === 'closed') {
    closedOn = randomDay(rng, laterDay(addDays(registeredOn, 200), addDays(ctx.today, -3650)), lastDay);
    if (closedOn <= registeredOn) status = 'active', closedOn = null;
  }
  const c: DemoCompany = {
    id: ctx.nextId('company'),
    country: draft.country, regcode: draft.regcode, legalForm: draft.legalForm, kind: draft.kind,
    coreName: draft.coreName, name: draft.name,
    status, previousStatus, statusSince, registeredOn, closedOn,
    address: draft.address,
    vat: null, taxRating: null, nace: null, financials: [], formerName: null, taxDebt: null,
    inPrevious: !isNew,
    inCurrent: !(draft.country === 'EE' && status === 'closed'),
  };
  c.vat = vatFor(ctx, rng, c, draft);
  if (c.country === 'LV' && c.kind !== 'nonprofit' && status !== 'closed') {
    const rating = isNew ? 'N' : rng.weighted({ A: 45, B: 25, C: 12, N: 18 });
    c.taxRating = { rating, explanation: RATING_EXPLANATIONS[rating]! };
  }
  if (rng.chance(0.92)) c.nace = rng.pick(c.kind === 'nonprofit' ? ASSOCIATION_NACE : COMMERCIAL_NACE);
  if ((c.kind === 'company' || c.kind === 'partnership') && c.country !== 'FI') {
    c.financials = financialHistory(rng, filedYears(registeredOn, closedOn, ctx.previousDay), lastDay);
  }
  if (opts.formerName && registeredOn < addDays(ctx.today, -1100)) {
    const validTo = randomDay(rng, addDays(registeredOn, 300), addDays(ctx.today, -400));
    c.formerName = { name: opts.formerName.name, validFrom: registeredOn, validTo };
  }
  // A company registered within the last two months has no claim fallen due yet (its oldest would
  // be after the load day); its draws are made all the same, so the rest of the dataset stays as it was.
  if (c.country === 'EE' && status !== 'closed' && !isNew && rng.chance(0.04)) {
    const amount = Math.round((500 + rng.next() * 80_000) * 100) / 100;
    if (!recent) c.taxDebt = amount;
  }
  return c;
}
