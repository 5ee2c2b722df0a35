// Finnish companies as PRH registers them: the legal form after the name (`Lahden Puu Oy`), or
// `Tmi` before a trader's own name; business IDs `NNNNNNN-N` with a valid check digit; addresses
// as street, building, entrance and apartment with a postcode and a bilingual post office.
import { finnishCheckDigit } from '../../domain/regcode.ts';
import type { Rng } from '../random.ts';
import type { DemoAddress } from '../model.ts';
import { FI_BUSINESS_WORDS, FI_CITIES, FI_FIRST, FI_PLACE_WORDS, FI_SURNAMES } from '../names/fi.ts';
import type { GenContext } from './context.ts';
import { commercialCoreName, pickWeightedItem, postcodeIn } from './naming.ts';
import type { CompanyDraft } from './drafts.ts';

export const FI_FORMS = { Oy: 75, Oyj: 1, Ky: 8, Tmi: 12, Ay: 4 } as const;

/** A business ID with its check digit, or null when the seven digits have none (remainder 1). */
export function finnishBusinessId(first7: string): string | null {
  const check = finnishCheckDigit(first7);
  return check === null ? null : `${first7}-${check}`;
}

function fiRegcode(rng: Rng, registeredOn: string): string | null {
  const lead = registeredOn < '2000-01-01' ? rng.pick(['0', '1']) : registeredOn < '2016-01-01' ? rng.pick(['1', '2']) : rng.pick(['2', '3']);
  return finnishBusinessId(lead + rng.digits(6));
}

export function fiAddress(rng: Rng): DemoAddress {
  const c = pickWeightedItem(rng, FI_CITIES);
  const flat = rng.chance(0.35);
  return {
    street: rng.pick(c.streets),
    house: String(rng.int(1, 80)),
    flat: flat ? String(rng.int(1, 60)) : null,
    entrance: flat ? rng.pick(['A', 'B', 'C']) : null,
    city: c.fi,
    postcode: postcodeIn(rng, c.postcodes, 5),
    region: c.sv,
    district: null,
    regionCode: c.municipalityCode,
  };
}

/** `Virtanen` → `Virtasen` (genitive), the form Finnish company names use. */
function genitive(surname: string): string {
  return surname.endsWith('nen') ? surname.slice(0, -3) + 'sen' : surname + 'in';
}

function fiCoreName(rng: Rng, form: string): string {
  const surname = () => rng.pick(FI_SURNAMES);
  if (form === 'Tmi') return `${rng.pick(FI_FIRST)} ${surname()}`;
  if (form === 'Ay' && rng.chance(0.5)) return `${surname()} ja ${surname()}`;
  if (form === 'Ky' && rng.chance(0.4)) return `${surname()} & ${surname()}`;
  if (rng.chance(0.15)) return `${genitive(surname())} ${rng.pick(FI_BUSINESS_WORDS)}`;
  return commercialCoreName(rng, { places: FI_PLACE_WORDS, business: FI_BUSINESS_WORDS });
}

export function fiName(form: string, coreName: string): string {
  return form === 'Tmi' ? `Tmi ${coreName}` : `${coreName} ${form}`;
}

export function draftFiCompany(ctx: GenContext, rng: Rng, registeredOn: string): CompanyDraft {
  const form = rng.weighted(FI_FORMS);
  const coreName = ctx.uniqueName('FI', rng, () => fiCoreName(rng, form));
  return {
    country: 'FI',
    legalForm: form,
    kind: form === 'Tmi' ? 'sole' : form === 'Ky' || form === 'Ay' ? 'partnership' : 'company',
    coreName,
    name: fiName(form, coreName),
    regcode: ctx.uniqueRegcode('FI', () => fiRegcode(rng, registeredOn)),
    address: fiAddress(rng),
  };
}
