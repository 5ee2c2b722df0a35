// Sanctions-list entries of the demo: the ones that must match a demo company (by registration
// number, by name, through a beneficial owner), near-misses that must not (generic or short
// names, a namesake born another year), and invented fillers so the lists look like lists.
// Filler names avoid every word the company generator uses, so they match nothing by accident.
import type { Rng } from '../random.ts';
import { randomDay } from '../calendar.ts';
import type { DemoSanctionEntry, SanctionList } from '../model.ts';
import { NOTABLE } from '../notable.ts';

const FILLER_ENTITY_WORDS = ['Severoneftegaz', 'Tekhnopromeksport', 'Almazinvestprom', 'Uralspetsmash',
  'Avtoeksportkom', 'Zheldorremmash', 'Kaspiyflot', 'Yuzhpromsnab', 'Energomashkomplekt', 'Dalsvyazstroy', 'Voentekhsnab',
  'Khimpromtorg', 'Radioelektronprom', 'Sibmetallurgiya', 'Morgeofizika', 'Aviaremzavod', 'Promzheldortrans'];
const FILLER_SURNAMES = ['Bogdanovsky', 'Zhirnovetsky', 'Tarkhanyants', 'Lyubimtsev', 'Chernyshkov', 'Voronikhin',
  'Gladyshenko', 'Kalmykovsky', 'Mezhuyev', 'Pryakhin', 'Shchukarev', 'Dvornikovich', 'Yakhontsev', 'Obolnikov'];
const FILLER_FIRST = ['Arkady', 'Vsevolod', 'Rostislav', 'Yaroslav', 'Svyatoslav', 'Gleb', 'Timofei', 'Zakhar', 'Yefim', 'Lavrenty'];
const PROGRAMS: Record<SanctionList, readonly string[]> = {
  EU: ['RUS', 'BLR', 'UKR', 'IRN', 'PRK'],
  UN: ['DPRK', 'Libya', 'Al-Qaida'],
  OFAC: ['RUSSIA-EO14024', 'UKRAINE-EO13660', 'BELARUS-EO14038', 'IRAN', 'DPRK3'],
};

function entry(list: SanctionList, id: number, fields: Partial<DemoSanctionEntry> & Pick<DemoSanctionEntry, 'kind' | 'name' | 'purpose'>): DemoSanctionEntry {
  const reference = list === 'EU' ? `EU.${1000 + id}.${10 + (id % 80)}` : list === 'UN' ? `${fields.kind === 'person' ? 'KPi' : 'KPe'}.${String(id % 1000).padStart(3, '0')}` : String(id);
  return {
    list, id, reference, firstName: null, lastName: null, aliases: [], birthDate: null, regNumber: null,
    country: 'RU', program: PROGRAMS[list][0]!, listedOn: '2022-04-08',
    reason: 'Provides material support to the actions listed in the programme.',
    ...fields,
  };
}

function fillers(rng: Rng, list: SanctionList, count: number, firstId: number): DemoSanctionEntry[] {
  const out: DemoSanctionEntry[] = [];
  for (let i = 0; i < count; i++) {
    const id = firstId + i;
    const program = rng.pick(PROGRAMS[list]);
    const listedOn = randomDay(rng, '2014-03-17', '2025-12-16');
    if (rng.chance(0.5)) {
      const word = FILLER_ENTITY_WORDS[i % FILLER_ENTITY_WORDS.length]!;
      const name = `${rng.pick(['OOO', 'AO', 'PAO', 'JSC'])} ${word}${i >= FILLER_ENTITY_WORDS.length ? ' ' + (i + 1) : ''}`;
      out.push(entry(list, id, { kind: 'entity', name, program, listedOn, purpose: 'other', regNumber: null }));
    } else {
      const firstName = rng.pick(FILLER_FIRST);
      const lastName = FILLER_SURNAMES[i % FILLER_SURNAMES.length]!;
      out.push(entry(list, id, {
        kind: 'person', name: `${firstName} ${lastName}`, firstName, lastName, program, listedOn, purpose: 'other',
        birthDate: randomDay(rng, '1950-01-01', '1985-12-31'),
      }));
    }
  }
  return out;
}

export function sanctionEntries(rng: Rng, scale: number): DemoSanctionEntry[] {
  const S = NOTABLE.sanctioned;
  const owner = S.byOwner.owner;
  const fillerCount = Math.max(6, Math.round(24 * Math.min(1, scale)));
  return [
    entry('EU', 9101, { kind: 'entity', name: 'Amber Port Terminal JSC', aliases: ['Joint Stock Company Amber Port Terminal'],
      regNumber: { value: S.byRegcode.regcode, country: 'LV' }, country: 'LV', listedOn: '2023-02-25', purpose: 'regcode',
      reason: 'Operates a terminal used to transfer goods in breach of the programme.' }),
    entry('EU', 9102, { kind: 'person', name: 'Gennadiy Kuznetsov', firstName: 'Gennadiy', lastName: 'Kuznetsov',
      aliases: [owner.name], birthDate: owner.birthDate, country: 'RU', listedOn: '2022-06-03', purpose: 'owner',
      reason: 'Businessperson supporting the actions listed in the programme; owns metal trading companies.' }),
    entry('EU', 9103, { kind: 'entity', name: 'Baltic Trade', aliases: ['LLC Baltic Trade'], regNumber: { value: '1147847123456', country: 'RU' },
      country: 'RU', listedOn: '2024-06-24', purpose: 'near_miss' }),
    entry('EU', 9105, { kind: 'entity', name: 'VENTAS NAFTAS SERVISS, SIA', country: 'LV', listedOn: S.byFormerName.listedOn, purpose: 'former_name',
      reason: 'Supplies fuel to vessels carrying goods in breach of the programme.' }),
    entry('EU', 9104, { kind: 'entity', name: 'Trans Group', country: 'BY', program: 'BLR', listedOn: '2023-08-03', purpose: 'near_miss' }),
    entry('EU', 9106, { kind: 'entity', name: NOTABLE.sanctionCandidate.listedName, country: 'RU', listedOn: '2022-07-21', purpose: 'candidate',
      reason: 'Builds installations for the armed forces of the Russian Federation.' }),
    // The person whose name an FIE bears, no birth date on the list (NOTABLE.sanctionedSoleTrader).
    entry('EU', 9107, { kind: 'person', name: NOTABLE.sanctionedSoleTrader.person, firstName: 'Arkadi', lastName: 'Belov',
      country: 'RU', listedOn: '2023-12-18', purpose: 'owner', reason: 'Businessperson supplying equipment to the armed forces of the Russian Federation.' }),
    ...fillers(rng.fork('eu'), 'EU', fillerCount, 9200),
    entry('UN', 6908101, { kind: 'entity', name: 'KLAIPEDOS KURO TERMINALAS', aliases: ['KLAIPEDA FUEL TERMINAL'],
      country: 'LT', program: 'DPRK', listedOn: '2024-03-28', purpose: 'name',
      reason: 'Handled fuel shipments in violation of the measures imposed by the resolution.' }),
    entry('UN', 6908102, { kind: 'person', name: 'SERGEI PETROV', firstName: 'SERGEI', lastName: 'PETROV',
      birthDate: '1955-07-21', program: 'DPRK', listedOn: '2017-09-11', purpose: 'near_miss' }),
    ...fillers(rng.fork('un'), 'UN', Math.ceil(fillerCount / 2), 6908200),
    entry('OFAC', 59101, { kind: 'entity', name: 'PEIPSI KUTUSEKAUBANDUS OU', country: 'EE', listedOn: '2024-02-23', purpose: 'name',
      reason: 'Operating in the energy sector of the Russian Federation economy.' }),
    entry('OFAC', 59102, { kind: 'person', name: 'KUZNECOVS, Gennadijs', firstName: 'Gennadijs', lastName: 'Kuzņecovs',
      aliases: ['KUZNETSOV, Gennadiy'], birthDate: owner.birthDate, country: 'LV', listedOn: '2022-06-28', purpose: 'owner' }),
    entry('OFAC', 59103, { kind: 'entity', name: 'NORD', country: 'RU', listedOn: '2023-05-19', purpose: 'near_miss' }),
    ...fillers(rng.fork('ofac'), 'OFAC', fillerCount, 59200),
  ];
}
