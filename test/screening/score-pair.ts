// Scores one pair of the evaluation set (test/fixtures/sanctions-eval/pairs.json) with the same
// functions screening runs, blocking included: a pair the index never proposes scores 0.
import { readFileSync } from 'node:fs';
import type { Country } from '../../src/domain/country.ts';
import { entityNameTokens } from '../../src/domain/sanctions-matching.ts';
import type { ScreeningEntry } from '../../src/store/screening-write.ts';
import { buildEntryIndex } from '../../src/importers/screening/entry-index.ts';
import { nameMatches, registrationMatches } from '../../src/importers/screening/company-matches.ts';
import { ownerMatches } from '../../src/importers/screening/owner-matches.ts';
import { soleTraderMatches } from '../../src/importers/screening/sole-trader-matches.ts';

export interface Pair {
  id: string;
  kind: 'company_name' | 'registration' | 'owner_person' | 'owner_entity' | 'sole_trader';
  /**
   * legalForm: a sole trader's (sole_trader pairs), its code and name as its register gives them;
   * otherNames: its parallel and auxiliary names in use, parallel first (YTJ's types 2 and 3).
   */
  company?: { name?: string; country: Country; regcode?: string; legalForm?: { code: string; name: string }; namesakes?: number; otherNames?: string[] };
  owner?: { name: string; birthDate?: string | null; birthKey?: string | null; namesakes?: number; holderRegcode?: string | null; holderCountry?: string | null };
  entry: { name: string; aliases?: Array<{ name: string; weak: boolean }>; countries?: string[]; birthDates?: string[]; identifiers?: ScreeningEntry['identifiers'] };
  expected: boolean;
  why: string;
}

export function loadPairs(): Pair[] {
  return (JSON.parse(readFileSync(new URL('../fixtures/sanctions-eval/pairs.json', import.meta.url), 'utf8')) as { pairs: Pair[] }).pairs;
}

function entryOf(p: Pair, schema: 'entity' | 'person'): ScreeningEntry {
  return {
    list: 'EVAL', entryId: p.id, schema, name: p.entry.name, aliases: p.entry.aliases ?? [],
    identifiers: p.entry.identifiers ?? [], countries: p.entry.countries ?? [], birthDates: p.entry.birthDates ?? [], listedOn: null,
  };
}

/** The best score screening gives the pair (0 when it is not even a candidate). */
export function scorePair(p: Pair): number {
  const best = (scores: number[]) => Math.max(0, ...scores);
  switch (p.kind) {
    case 'company_name': {
      const index = buildEntryIndex([entryOf(p, 'entity')]);
      return best(nameMatches(index, p.company!.country, p.company!.name!, 0).map((m) => m.score));
    }
    case 'registration': {
      const index = buildEntryIndex([entryOf(p, 'entity')]);
      const c = p.company!;
      return best(registrationMatches(index, c.country, c.regcode!, entityNameTokens(c.name!)).map((m) => m.score));
    }
    case 'owner_person':
    case 'owner_entity': {
      const person = p.kind === 'owner_person';
      const index = buildEntryIndex([entryOf(p, person ? 'person' : 'entity')]);
      const o = p.owner!;
      const holder = {
        country: p.company?.country ?? 'LV', regcode: '00000000000', role: 'beneficial_owner', personName: o.name,
        entityType: person ? 'natural_person' : 'legal_entity', birthDate: o.birthDate ?? null, birthKey: o.birthKey ?? null,
        holderRegcode: o.holderRegcode ?? null, holderCountry: o.holderCountry ?? null, sharePercent: null,
      };
      // The different people the registers hold under the owner's name (born in the owner's year, for a match on
      // the year and month): the owner alone unless the pair says more.
      const namesakes = () => o.namesakes ?? 1;
      return best(ownerMatches(index, (p.company?.country ?? 'LV') as Country, holder, 0, namesakes).map((m) => m.score));
    }
    case 'sole_trader': {
      // A sole trader no file names the owner of, through the person its business name holds.
      const index = buildEntryIndex([entryOf(p, 'person')]);
      const c = p.company!;
      const trader = { country: c.country, regcode: '00000000', name: c.name!, legalFormCode: c.legalForm!.code, legalFormName: c.legalForm!.name, registeredOn: null, otherNames: c.otherNames ?? [] };
      return best(soleTraderMatches(index, trader, 0, () => c.namesakes ?? 1).map((m) => m.score));
    }
  }
}
