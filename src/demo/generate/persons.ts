// The people behind the companies. Only Latvia and Estonia publish names of officers and owners,
// so the pools are Latvian residents (Latvian and Russian-origin, Latvianised spelling),
// Estonian residents (Estonian and Russian-origin, Estonian transliteration) and a few Finns who
// own Estonian companies. Each person has one full birth date; what a register shows of it
// (full, year-month, only a masked personal code) is decided here once.
import type { Rng } from '../random.ts';
import { ddmmyy, randomDay } from '../calendar.ts';
import type { DemoPerson } from '../model.ts';
import { LV_FEMALE_FIRST, LV_MALE_FIRST, LV_SURNAMES } from '../names/lv.ts';
import { EE_FEMALE_FIRST, EE_MALE_FIRST, EE_SURNAMES } from '../names/ee.ts';
import { FI_FIRST, FI_SURNAMES } from '../names/fi.ts';
import { RU_FEMALE_FIRST, RU_MALE_FIRST, RU_SURNAMES } from '../names/russian.ts';
import type { GenContext } from './context.ts';

export interface PersonPools { LV: DemoPerson[]; EE: DemoPerson[]; FI: DemoPerson[] }

/** A masked Latvian personal code: `DDMMYY-*****`, or since July 2017 `32xxxx-*****` without a date. */
function maskedCode(rng: Rng, birthDate: string): string {
  return rng.chance(0.9) ? `${ddmmyy(birthDate)}-*****` : `32${rng.digits(4)}-*****`;
}

function lvBirthDateForm(rng: Rng, code: string | null): DemoPerson['lvBirthDateForm'] {
  if (code === null) return rng.chance(0.9) ? 'full' : 'month';
  if (code.startsWith('32')) return rng.chance(0.8) ? 'full' : 'month';
  return rng.weighted({ none: 60, full: 30, month: 10 });
}

/**
 * A Latvian resident's nationality as UR's beneficial-owners file may give it: mostly LV, some of
 * the neighbours, Ukraine or Russia, a few of two (`LV;RU`). Chosen by the person's number, not
 * drawn, so every other draw of the dataset stays as it was.
 */
function citizenOf(id: number, residence: DemoPerson['residence'], drawn: string): string {
  if (residence !== 'LV') return drawn;
  const slot = id % 40;
  if (slot === 3) return 'LT';
  if (slot === 11) return 'EE';
  if (slot === 17 || slot === 29) return 'UA';
  if (slot === 23) return drawn === 'RU' ? 'LV;RU' : 'LV;LT';
  return drawn;
}

export function makePerson(ctx: GenContext, rng: Rng, residence: DemoPerson['residence'], fields: Partial<DemoPerson> = {}): DemoPerson {
  const gender = fields.gender ?? (rng.chance(0.6) ? 'm' : 'f');
  const m = gender === 'm';
  let firstName: string;
  let lastName: string;
  let nationality: string = residence;
  if (residence === 'LV' || residence === 'EE') {
    const russian = rng.chance(residence === 'LV' ? 0.22 : 0.28);
    const spelling = residence === 'LV' ? 'lv' : 'ee';
    if (russian) {
      firstName = rng.pick(m ? RU_MALE_FIRST : RU_FEMALE_FIRST)[spelling];
      lastName = rng.pick(RU_SURNAMES)[spelling][m ? 0 : 1];
      if (rng.chance(0.2)) nationality = 'RU';
    } else if (residence === 'LV') {
      firstName = rng.pick(m ? LV_MALE_FIRST : LV_FEMALE_FIRST);
      lastName = rng.pick(LV_SURNAMES)[m ? 0 : 1];
    } else {
      firstName = rng.pick(m ? EE_MALE_FIRST : EE_FEMALE_FIRST);
      lastName = rng.pick(EE_SURNAMES);
    }
  } else {
    firstName = rng.pick(FI_FIRST);
    lastName = rng.pick(FI_SURNAMES);
  }
  const birthDate = fields.birthDate ?? randomDay(rng, '1945-01-01', '2002-12-31');
  const code = residence === 'LV' ? maskedCode(rng, birthDate) : null;
  const id = ctx.nextId('person');
  return {
    id,
    firstName, lastName, gender, birthDate, residence, nationality: citizenOf(id, residence, nationality),
    lvMaskedCode: code,
    lvBirthDateForm: lvBirthDateForm(rng, code),
    ...fields,
  };
}

/** Pools sized for the companies that publish people; `avoid` holds `name|birthDate` keys of the notable people. */
export function makePersonPools(ctx: GenContext, rng: Rng, sizes: { LV: number; EE: number; FI: number }, avoid: Set<string>): PersonPools {
  const pool = (residence: DemoPerson['residence'], n: number) => {
    const out: DemoPerson[] = [];
    while (out.length < n) {
      const p = makePerson(ctx, rng, residence);
      if (!avoid.has(`${p.firstName} ${p.lastName}|${p.birthDate}`)) out.push(p);
    }
    return out;
  };
  return { LV: pool('LV', sizes.LV), EE: pool('EE', sizes.EE), FI: pool('FI', sizes.FI) };
}

/** Picks from a pool with a popularity skew: a few people sit in many companies, most in one. */
export function pickPerson(rng: Rng, pool: readonly DemoPerson[]): DemoPerson {
  return pool[Math.floor(pool.length * Math.pow(rng.next(), 1.35))]!;
}
