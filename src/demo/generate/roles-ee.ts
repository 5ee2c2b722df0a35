// Who RIK lists for an Estonian company: management board members on the registry card (and a
// liquidator while in liquidation), OÜ shareholders (osanikud; AS shareholders live at the
// securities depository, not in the register), and beneficial owners. A sole proprietor (FIE)
// is the person named in the company name, with no separate person rows.
import type { Rng } from '../random.ts';
import type { DemoCompany, DemoPerson } from '../model.ts';
import { pickPerson, type PersonPools } from './persons.ts';
import { splitPercents, type RoleBuilder } from './roles.ts';

function eePerson(rng: Rng, pools: PersonPools): DemoPerson {
  const r = rng.next();
  return pickPerson(rng, r < 0.85 ? pools.EE : r < 0.93 ? pools.LV : pools.FI);
}

/** Share capital below 2,500 EUR is lawful since the law's change of that day (0.01 EUR a share). */
const LOW_CAPITAL_FROM = '2023-02-01';

/**
 * The capital of an OÜ from the one drawn: at least 2,500 EUR (2,556 the kroon-era 40,000 EEK) for
 * one registered before low capitals were lawful, and for several owners at least 1 EUR, so each
 * whole percent is a cent or more: 0.01 EUR split among three listed shares of 0 EUR.
 */
function shareCapital(drawn: number, registeredOn: string, owners: number): number {
  if (registeredOn < LOW_CAPITAL_FROM) return Math.max(2500, drawn);
  return owners > 1 ? Math.max(1, drawn) : drawn;
}

export function assignEeRoles(b: RoleBuilder, rng: Rng, c: DemoCompany, pools: PersonPools, holders: DemoCompany[]): void {
  if (c.kind === 'sole') return;
  const boardSize = Number(rng.weighted({ 1: 62, 2: 28, 3: 10 }));
  const boardPeople: DemoPerson[] = [];
  for (let i = 0; i < boardSize; i++) {
    const person = eePerson(rng, pools);
    if (boardPeople.includes(person)) continue;
    boardPeople.push(person);
    b.add(c, { kind: 'officer', position: 'JUHL', person, since: i === 0 ? c.registeredOn : undefined });
  }
  if (c.kind === 'company' && rng.chance(0.04)) b.add(c, { kind: 'officer', position: 'PROK', person: eePerson(rng, pools) });
  const liquidating = c.status === 'liquidation' || c.previousStatus === 'liquidation';
  if (liquidating) b.add(c, { kind: 'officer', position: 'LIKV', person: eePerson(rng, pools), since: c.statusSince ?? undefined });

  const owners: DemoPerson[] = [];
  if (c.legalForm === 'OÜ') {
    const n = Number(rng.weighted({ 1: 60, 2: 30, 3: 10 }));
    const capital = shareCapital(rng.pick([2500, 2500, 2556, 3000, 5000, 1, 0.01]), c.registeredOn, n);
    splitPercents(rng, n).forEach((pct, i) => {
      const shares = { sharePercent: pct, shareCount: null, shareNominal: Math.round(capital * pct) / 100 };
      if (rng.chance(0.1) && holders.length > 0) {
        const holder = rng.pick(holders);
        if (holder !== c) return void b.add(c, { kind: 'member', position: 'OSAN', holder, ...shares });
      }
      const person = i === 0 && rng.chance(0.65) ? boardPeople[0]! : eePerson(rng, pools);
      b.add(c, { kind: 'member', position: 'OSAN', person, ...shares });
      if (pct >= 25) owners.push(person);
    });
  }
  if (c.kind === 'nonprofit' && !rng.chance(0.4)) return;
  const bos = owners.length > 0 ? owners : [c.legalForm === 'AS' && rng.chance(0.5) ? eePerson(rng, pools) : boardPeople[0]!];
  // kontrolli_teostamise_viis: O = direct holding, M = other means (a board member of an association).
  for (const person of [...new Set(bos)].slice(0, 3)) {
    b.add(c, { kind: 'beneficial_owner', position: owners.includes(person) ? 'O' : c.kind === 'nonprofit' ? 'M' : 'K', person });
  }
}
