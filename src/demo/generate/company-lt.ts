// Lithuanian companies as JAR registers them: the legal form before the quoted name, abbreviated
// (`UAB "Baltijos prekyba"`) or spelled out (`Uždaroji akcinė bendrovė "…"`); 9-digit codes
// (1… before 2004, 30… since); addresses `City, street No, LT-postcode` in one field.
import type { Rng } from '../random.ts';
import type { DemoAddress } from '../model.ts';
import { LT_BUSINESS_WORDS, LT_CITIES, LT_PLACE_WORDS, LT_PUBLIC_WORDS } from '../names/lt.ts';
import type { GenContext } from './context.ts';
import { commercialCoreName, houseNumber, pickWeightedItem, postcodeIn } from './naming.ts';
import type { CompanyDraft } from './drafts.ts';

export const LT_FORMS = { UAB: 75, AB: 2, MB: 10, IĮ: 6, VšĮ: 7 } as const;

/** JAR form codes and names (form_kodas, form_pavadinimas). */
export const LT_FORM_INFO: Record<string, { code: string; long: string }> = {
  UAB: { code: '310', long: 'Uždaroji akcinė bendrovė' },
  AB: { code: '320', long: 'Akcinė bendrovė' },
  MB: { code: '960', long: 'Mažoji bendrija' },
  IĮ: { code: '110', long: 'Individuali įmonė' },
  VšĮ: { code: '570', long: 'Viešoji įstaiga' },
};

function ltRegcode(rng: Rng, registeredOn: string): string {
  return registeredOn < '2004-01-01' ? '1' + String(rng.int(1, 9)) + rng.digits(7) : '30' + rng.digits(7);
}

export function ltAddress(rng: Rng): DemoAddress {
  const c = pickWeightedItem(rng, LT_CITIES);
  return {
    street: rng.pick(c.streets),
    house: houseNumber(rng, ['A', 'B', 'C']),
    flat: rng.chance(0.25) ? String(rng.int(1, 80)) : null,
    entrance: null,
    city: c.city,
    postcode: postcodeIn(rng, c.postcodes, 5),
    region: null,
    district: null,
    regionCode: null,
  };
}

export function ltName(form: string, coreName: string, rng: Rng): string {
  const spelled = rng.chance(form === 'UAB' ? 0.2 : 0.3);
  return `${spelled ? LT_FORM_INFO[form]!.long : form} "${coreName}"`;
}

export function draftLtCompany(ctx: GenContext, rng: Rng, registeredOn: string): CompanyDraft {
  const form = rng.weighted(LT_FORMS);
  const coreName = ctx.uniqueName('LT', rng, () => form === 'VšĮ'
    ? `${rng.pick(LT_PLACE_WORDS)} ${rng.pick(LT_PUBLIC_WORDS)}`
    : commercialCoreName(rng, { places: LT_PLACE_WORDS, business: LT_BUSINESS_WORDS, lowerCaseBusiness: true }));
  return {
    country: 'LT',
    legalForm: form,
    kind: form === 'IĮ' ? 'sole' : form === 'VšĮ' ? 'nonprofit' : form === 'MB' ? 'partnership' : 'company',
    coreName,
    name: ltName(form, coreName, rng),
    regcode: ctx.uniqueRegcode('LT', () => ltRegcode(rng, registeredOn)),
    address: ltAddress(rng),
  };
}
