// The boards and owners of notable companies built for one example (a name, an address, a list
// entry) and otherwise left empty: UR and RIK publish a board and the owners of every live SIA, AS
// and OÜ, so a notable one without them was read as a company run and held by no one (Peipsi Kala
// OÜ listed 25 % of its holdings). Fixed, as every notable record; their persons drawn on a stream
// of their own and their roles after every other, so the rest of the dataset stays as it was.
import type { Rng } from '../random.ts';
import type { DemoCompany, DemoPerson } from '../model.ts';
import { ddmmyy } from '../calendar.ts';
import type { GenContext } from './context.ts';
import { NotableBuilder } from './notable-records.ts';

interface Holder { first: string; last: string; gender: 'm' | 'f'; birthDate: string }
interface Owner extends Holder { pct: number }
/** A seat on the board (none where the company has one), the owners, and their share capital. */
interface Completion { regcode: string; board?: Holder; owners: Owner[]; capital: number; since?: string }

const p = (first: string, last: string, gender: 'm' | 'f', birthDate: string): Holder => ({ first, last, gender, birthDate });
const own = (h: Holder, pct: number): Owner => ({ ...h, pct });
const sole = (h: Holder, capital: number): Omit<Completion, 'regcode'> => ({ board: h, owners: [own(h, 100)], capital });

const EDGARS = p('Edgars', 'Kalniņš', 'm', '1975-12-03');
const KRISTAPS = p('Kristaps', 'Jansons', 'm', '1988-01-27');
const DMITRIJS = p('Dmitrijs', 'Orlovs', 'm', '1969-09-09');
const RAIMONDS = p('Raimonds', 'Freimanis', 'm', '1972-10-19');
const OJARS = p('Ojārs', 'Vītols', 'm', '1955-06-23');
const BAIBA = p('Baiba', 'Strautiņa', 'f', '1983-02-08');
const REIN = p('Rein', 'Kask', 'm', '1966-02-11');
const TOOMAS = p('Toomas', 'Põld', 'm', '1970-07-30');
const KASPAR = p('Kaspar', 'Lepp', 'm', '1990-05-16');
/** Peipsi Kala's board member, an owner beside Kadri Mets's 25 % (the notable person of notable.ts). */
const SERGEI = p('Sergei', 'Petrov', 'm', '1983-02-14');

const COMPLETIONS: Record<'LV' | 'EE', Completion[]> = {
  LV: [
    { regcode: '40003555123', owners: [own(p('Olga', 'Petrova', 'f', '1981-08-14'), 50)], capital: 2800 },
    { regcode: '40003987651', owners: [own(p('Valdis', 'Liepiņš', 'm', '1958-03-02'), 70), own(p('Inga', 'Liepiņa', 'f', '1962-11-19'), 30)], capital: 100_000 },
    { regcode: '40103777135', ...sole(EDGARS, 2800) },
    { regcode: '40103555207', ...sole(KRISTAPS, 5000) },
    { regcode: '40103555219', ...sole(DMITRIJS, 2800) },
    { regcode: '40103777158', board: p('Mārtiņš', 'Krūmiņš', 'm', '1979-04-05'), owners: [], capital: 2800 },
    { regcode: '40003246810', owners: [own(p('Gunta', 'Ozoliņa', 'f', '1964-05-12'), 100)], capital: 2800 },
    { regcode: '40103777204', ...sole(RAIMONDS, 10_000) },
    { regcode: '40103777262', ...sole(OJARS, 2850) },
    { regcode: '40103777273', ...sole(BAIBA, 2800) },
  ],
  EE: [
    { regcode: '11234565', owners: [own(SERGEI, 75)], capital: 2500, since: '2011-05-20' },
    { regcode: '10456782', ...sole(REIN, 2556) },
    { regcode: '11058424', ...sole(TOOMAS, 2556) },
    { regcode: '14987652', ...sole(KASPAR, 2500) },
  ],
};

/** Adds the boards and owners above to `nb`'s companies: persons now, roles after every other. */
export function completeNotableBoards(ctx: GenContext, rng: Rng, nb: NotableBuilder): void {
  const persons = new NotableBuilder(ctx, rng);
  const known = new Map<string, DemoPerson>(nb.persons.map((x) => [`${x.firstName} ${x.lastName}|${x.birthDate}`, x]));
  const person = (country: 'LV' | 'EE', h: Holder): DemoPerson => {
    const key = `${h.first} ${h.last}|${h.birthDate}`;
    let found = known.get(key);
    if (!found) {
      const lv = country === 'LV' ? { lvMaskedCode: `${ddmmyy(h.birthDate)}-*****`, lvBirthDateForm: 'full' as const } : {};
      found = persons.person(country, { firstName: h.first, lastName: h.last, gender: h.gender, birthDate: h.birthDate, nationality: country, ...lv });
      known.set(key, found);
    }
    return found;
  };
  const planned: Array<{ company: DemoCompany; board: DemoPerson | null; owners: Array<{ person: DemoPerson; pct: number }>; capital: number; since: string }> = [];
  for (const country of ['LV', 'EE'] as const) {
    for (const spec of COMPLETIONS[country]) {
      const company = [...nb.companies, ...nb.companiesLast].find((c) => c.country === country && c.regcode === spec.regcode);
      if (!company) throw new Error(`notable company ${country} ${spec.regcode} missing`);
      planned.push({ company, board: spec.board ? person(country, spec.board) : null, owners: spec.owners.map((o) => ({ person: person(country, o), pct: o.pct })), capital: spec.capital, since: spec.since ?? company.registeredOn });
    }
  }
  nb.persons.push(...persons.persons);
  nb.rolesAfterRandom.push((roles) => {
    for (const { company: c, board, owners, capital, since } of planned) {
      const lv = c.country === 'LV';
      if (board) roles.add(c, { kind: 'officer', position: lv ? 'BOARD_MEMBER' : 'JUHL', person: board, since });
      for (const { person: holder, pct } of owners) {
        const stock = c.legalForm === 'AS';
        const shares = lv
          ? { sharePercent: pct, shareCount: Math.round((capital * pct) / 100), shareNominal: 1 }
          : { sharePercent: pct, shareCount: null, shareNominal: (capital * pct) / 100 };
        roles.add(c, { kind: stock ? 'stockholder' : 'member', position: stock ? 'STOCKHOLDER' : lv ? 'MEMBER' : 'OSAN', person: holder, since, ...shares });
      }
      // RIK and UR name a holder of more than a quarter its beneficial owner (RIK: O, a direct holding).
      for (const { person: holder, pct } of owners) {
        if (pct > 25) roles.add(c, { kind: 'beneficial_owner', position: lv ? 'BENEFICIAL_OWNER' : 'O', person: holder, since: lv && since < '2017-12-01' ? '2017-12-01' : since });
      }
    }
  });
}
