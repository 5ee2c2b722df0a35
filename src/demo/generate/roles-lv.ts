// Who UR lists for a Latvian company: the board (and council of an AS), the owner of an IK,
// SIA members (some held jointly, some by other companies), AS stockholders, and the beneficial
// owners behind them. Closed companies keep no current officers or owners.
import type { Rng } from '../random.ts';
import type { DemoCompany, DemoPerson } from '../model.ts';
import { pickPerson, type PersonPools } from './persons.ts';
import { splitPercents, type RoleBuilder } from './roles.ts';

function lvPerson(rng: Rng, pools: PersonPools): DemoPerson {
  const r = rng.next();
  return pickPerson(rng, r < 0.92 ? pools.LV : r < 0.97 ? pools.EE : pools.FI);
}

function board(b: RoleBuilder, rng: Rng, c: DemoCompany, pools: PersonPools): DemoPerson[] {
  const n = c.legalForm === 'AS' ? rng.int(2, 3) : c.kind === 'nonprofit' ? rng.int(1, 4) : Number(rng.weighted({ 1: 70, 2: 20, 3: 10 }));
  const people: DemoPerson[] = [];
  for (let i = 0; i < n; i++) {
    const person = lvPerson(rng, pools);
    if (people.includes(person)) continue;
    people.push(person);
    const chair = i === 0 && n > 1 && (c.legalForm === 'AS' || rng.chance(0.4));
    b.add(c, { kind: 'officer', position: chair ? 'CHAIR_OF_BOARD' : 'BOARD_MEMBER', person, since: i === 0 ? c.registeredOn : undefined });
  }
  if (c.legalForm === 'AS' && rng.chance(0.5)) {
    b.add(c, { kind: 'officer', position: 'CHAIR_OF_SUPERVISORY_BOARD', person: lvPerson(rng, pools) });
    for (let i = 0; i < 2; i++) b.add(c, { kind: 'officer', position: 'SUPERVISORY_BOARD_MEMBER', person: lvPerson(rng, pools) });
  }
  if (c.kind === 'company' && rng.chance(0.05)) b.add(c, { kind: 'officer', position: 'PROCTOR', person: lvPerson(rng, pools) });
  if (c.status === 'liquidation') b.add(c, { kind: 'officer', position: 'LIQUIDATOR', person: lvPerson(rng, pools), since: c.statusSince ?? undefined });
  return people;
}

/** SIA members: natural persons mostly, sometimes another company, now and then joint owners. */
function members(b: RoleBuilder, rng: Rng, c: DemoCompany, pools: PersonPools, boardPeople: DemoPerson[], holders: DemoCompany[]): DemoPerson[] {
  const n = Number(rng.weighted({ 1: 55, 2: 30, 3: 15 }));
  const percents = splitPercents(rng, n);
  // A capital of 1 EUR (lawful since 2010) is one share: several members hold 100 shares of 1 EUR at least.
  const capital = rng.chance(0.05) ? (n > 1 ? 100 : 1) : rng.pick([2800, 2800, 2850, 3000, 5000, 10000, 28000]);
  const owners: DemoPerson[] = [];
  percents.forEach((pct, i) => {
    const shareCount = Math.max(1, Math.round((capital * pct) / 100));
    const shares = { sharePercent: pct, shareCount, shareNominal: 1 };
    const type = rng.weighted({ natural: 88, legal: 9, joint: 3 });
    if (type === 'legal' && holders.length > 0) {
      const holder = rng.pick(holders);
      if (holder !== c) return void b.add(c, { kind: 'member', position: 'MEMBER', holder, ...shares });
    }
    if (type === 'joint') {
      const group = b.jointGroup();
      const pair = [lvPerson(rng, pools), lvPerson(rng, pools)];
      for (const person of pair) b.add(c, { kind: 'member', position: 'MEMBER', person, jointGroup: group, ...shares });
      if (pct >= 25) owners.push(...pair);
      return;
    }
    const person = i === 0 && boardPeople[0] && rng.chance(0.6) ? boardPeople[0] : lvPerson(rng, pools);
    b.add(c, { kind: 'member', position: 'MEMBER', person, ...shares });
    if (pct >= 25) owners.push(person);
  });
  return owners;
}

function stockholders(b: RoleBuilder, rng: Rng, c: DemoCompany, pools: PersonPools, holders: DemoCompany[]): DemoPerson[] {
  const n = rng.int(1, 4);
  const nominal = rng.pick([1, 1, 10]);
  const capital = rng.int(25, 500) * 1000;
  const owners: DemoPerson[] = [];
  for (const pct of splitPercents(rng, n)) {
    const shares = { sharePercent: pct, shareCount: Math.max(1, Math.round((capital * pct) / 100 / nominal)), shareNominal: nominal };
    if (rng.chance(0.3) && holders.length > 0) {
      b.add(c, { kind: 'stockholder', position: 'STOCKHOLDER', holder: rng.pick(holders), ...shares });
      continue;
    }
    const person = lvPerson(rng, pools);
    b.add(c, { kind: 'stockholder', position: 'STOCKHOLDER', person, ...shares });
    if (pct >= 25) owners.push(person);
  }
  return owners;
}

export function assignLvRoles(b: RoleBuilder, rng: Rng, c: DemoCompany, pools: PersonPools, holders: DemoCompany[]): void {
  if (c.status === 'closed') return;
  if (c.legalForm === 'IK') {
    const owner = lvPerson(rng, pools);
    b.add(c, { kind: 'micro_enterprise', position: 'OWNER', person: owner, since: c.registeredOn });
    b.add(c, { kind: 'beneficial_owner', position: 'BENEFICIAL_OWNER', person: owner, since: c.registeredOn });
    return;
  }
  const boardPeople = board(b, rng, c, pools);
  let owners: DemoPerson[] = [];
  if (c.legalForm === 'SIA') owners = members(b, rng, c, pools, boardPeople, holders);
  if (c.legalForm === 'AS') owners = stockholders(b, rng, c, pools, holders);
  if (c.kind === 'nonprofit' && !rng.chance(0.3)) return;
  if (owners.length === 0) owners = [boardPeople[0] ?? lvPerson(rng, pools)];
  for (const person of [...new Set(owners)].slice(0, 3)) b.add(c, { kind: 'beneficial_owner', position: 'BENEFICIAL_OWNER', person });
}
