// Matches of a sole trader through the person its business name holds, where no register file names
// its owner (an EE FIE, an FI toiminimi, an LT individuali įmonė: domain/sole-trader-name.ts). The
// name is compared with the listed persons as the entrepreneur's, by the rules an owner is compared
// by (owner-matches.ts), with no birth date: none is known of that person, so a list giving one leaves
// a candidate (birth `unknown`, 0.85 × the name), and one giving none flags the very same name only
// where no one else in the registers bears it, as for an owner the register shows without a birth.
import { foldTokens, personNameKey } from '../../domain/fold.ts';
import { personNameTokens } from '../../domain/sanctions-persons.ts';
import { SOLE_TRADER_OWNER, SOLE_TRADER_OWNER_PERCENT } from '../../domain/sole-trader-owner.ts';
import { entrepreneurOfNames, lithuanianNominativeReadings, russianOfLithuanianNominative, soleTraderForm } from '../../domain/sole-trader-name.ts';
import type { UnnamedSoleTrader } from '../../store/screening-write.ts';
import type { EntryIndex } from './entry-index.ts';
import type { Match } from './company-matches.ts';
import { bestExplainedOfEach, listedPersonMatches, slavicTokensOf, type NamesakeCount } from './owner-matches.ts';

export function soleTraderMatches(index: EntryIndex, c: UnnamedSoleTrader, floor: number, namesakes: NamesakeCount): Match[] {
  const form = soleTraderForm(c);
  if (form === null) return [];
  // The main name, else the first other name in use that holds a person (a toiminimi whose main name
  // is a brand and whose Swedish parallel name is `Firma Anders Nyström`): one business, one entrepreneur.
  const read = entrepreneurOfNames([
    { name: c.name, kind: 'main' as const },
    ...(c.otherNames ?? []).map((name, i) => ({ name, kind: c.otherNameKinds?.[i] ?? 'parallel' })),
  ], form);
  if (read === null) return [];
  const entrepreneur = read.entrepreneur;
  const businessName = read.from.name;
  // Read from a name beside the main one: its kind, which the explanation names (where the kinds were read).
  const otherName = read.from.kind === 'main' || !c.otherNameKinds ? {} : { businessNameKind: read.from.kind };
  // The entrepreneur is the business from its registration: the day the holding began.
  const features = () => ({
    ownerName: entrepreneur, ownerRole: SOLE_TRADER_OWNER.role, sharePercent: SOLE_TRADER_OWNER_PERCENT,
    ownerSince: c.registeredOn ? c.registeredOn.slice(0, 10) : null, ownerType: 'person', ownerFrom: 'business_name', businessName, ...otherName,
  });
  // The people of the name in the registers, the entrepreneur among them (a person of no known birth,
  // whom no role holds): one at least, as an owner's count holds the owner.
  const people: NamesakeCount = (key, bornIn) => Math.max(1, namesakes(key, bornIn));
  const compared = (written: string, reading?: string) => listedPersonMatches(index, {
    tokens: personNameTokens(written), ...slavicTokensOf(written), nameKey: personNameKey(written), birthDate: null, birthKey: null, features,
    ...(reading !== undefined ? { reading } : {}),
  }, floor, people);
  const out = compared(entrepreneur);
  // A Lithuanian name is often written in the genitive (Jono Jonaičio IĮ, Jonas Jonaitis's): its nominative too.
  if (form === 'IĮ') {
    // And a Russian name's nominative, or the name as written in it, read without its Lithuanian
    // endings (Sergejaus Lavrovo and Sergejus Lavrovas as Sergej Lavrov).
    const readings = new Set<string>();
    const written = russianOfLithuanianNominative(foldTokens(entrepreneur));
    if (written !== null) readings.add(written.join(' '));
    for (const words of lithuanianNominativeReadings(entrepreneur)) {
      readings.add(words.join(' '));
      const russian = russianOfLithuanianNominative(words);
      if (russian !== null) readings.add(russian.join(' '));
    }
    for (const reading of readings) out.push(...compared(reading, reading));
  }
  // One match an entry, the name as written and each reading weighed alike (explainsBetter): where two
  // score the same, the one nearest the business name's own spelling explains it, not the first made.
  return bestExplainedOfEach(out, personNameTokens(entrepreneur));
}
