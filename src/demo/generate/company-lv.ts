// Latvian companies as UR registers them: the legal form before the quoted name
// (`SIA "Rīgas Koks"`), 11-digit regcodes whose prefix tells the kind and era, addresses
// `City, street house - flat` with the postal code apart.
import type { Rng } from '../random.ts';
import type { DemoAddress } from '../model.ts';
import { LV_ASSOCIATION_WORDS, LV_BUSINESS_WORDS, LV_CITIES, LV_PLACE_WORDS } from '../names/lv.ts';
import type { GenContext } from './context.ts';
import { commercialCoreName, houseNumber, pickWeightedItem, postcodeIn } from './naming.ts';
import type { CompanyDraft } from './drafts.ts';

export const LV_FORMS = { SIA: 72, AS: 3, IK: 10, BDR: 15 } as const;

function lvRegcode(rng: Rng, form: string, registeredOn: string): string {
  const early = registeredOn < '2004-01-01';
  if (form === 'IK') return '415' + rng.digits(8);
  if (form === 'BDR') return early ? (rng.chance(0.5) ? '9000' + rng.digits(7) : '40008' + rng.digits(6)) : (rng.chance(0.6) ? '40008' + rng.digits(6) : '50008' + rng.digits(6));
  return early ? '4000' + rng.digits(7) : '401' + rng.digits(8);
}

export function lvAddress(rng: Rng): DemoAddress {
  const city = pickWeightedItem(rng, LV_CITIES);
  return {
    street: rng.pick(city.streets),
    house: houseNumber(rng, ['A', 'B', ' k-2']),
    flat: rng.chance(0.4) ? String(rng.int(1, 120)) : null,
    entrance: null,
    city: city.city,
    postcode: postcodeIn(rng, city.postcodes, 4),
    region: null,
    district: null,
    regionCode: city.atvk,
  };
}

export function lvName(form: string, coreName: string, registeredOn: string, rng: Rng): string {
  if (form === 'BDR') return rng.chance(0.5) ? `Biedrība "${coreName}"` : `"${coreName}"`;
  if (form === 'SIA' && registeredOn < '2000-01-01' && rng.chance(0.1)) return `Sabiedrība ar ierobežotu atbildību "${coreName}"`;
  return `${form} "${coreName}"`;
}

export function draftLvCompany(ctx: GenContext, rng: Rng, registeredOn: string): CompanyDraft {
  const form = rng.weighted(LV_FORMS);
  const coreName = ctx.uniqueName('LV', rng, () => form === 'BDR'
    ? `${rng.pick(LV_PLACE_WORDS)} ${rng.pick(LV_ASSOCIATION_WORDS)}`
    : commercialCoreName(rng, { places: LV_PLACE_WORDS, business: LV_BUSINESS_WORDS }));
  return {
    country: 'LV',
    legalForm: form,
    kind: form === 'IK' ? 'sole' : form === 'BDR' ? 'nonprofit' : 'company',
    coreName,
    name: lvName(form, coreName, registeredOn, rng),
    regcode: ctx.uniqueRegcode('LV', () => lvRegcode(rng, form, registeredOn)),
    address: lvAddress(rng),
  };
}
