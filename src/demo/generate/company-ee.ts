// Estonian companies as RIK registers them: the legal form after the name (`Tallinna Ehitus OÜ`),
// 8-digit registry codes (1… companies by era, 8… non-profits), ADS addresses from county down.
import type { Rng } from '../random.ts';
import type { DemoAddress } from '../model.ts';
import { EE_ASSOCIATION_WORDS, EE_BUSINESS_WORDS, EE_DISTRICTS, EE_FEMALE_FIRST, EE_MALE_FIRST, EE_PLACE_WORDS, EE_SURNAMES } from '../names/ee.ts';
import type { GenContext } from './context.ts';
import { commercialCoreName, houseNumber, pickWeightedItem, postcodeIn } from './naming.ts';
import type { CompanyDraft } from './drafts.ts';

export const EE_FORMS = { OÜ: 80, AS: 3, MTÜ: 12, FIE: 5 } as const;

function eeRegcode(rng: Rng, form: string, registeredOn: string): string {
  if (form === 'MTÜ') return '80' + rng.digits(6);
  const prefix = registeredOn < '2000-01-01' ? '10' : registeredOn < '2010-01-01' ? '11' : registeredOn < '2016-01-01' ? '12' : registeredOn < '2020-01-01' ? '14' : '16';
  return prefix + rng.digits(6);
}

export function eeAddress(rng: Rng): DemoAddress {
  const d = pickWeightedItem(rng, EE_DISTRICTS);
  return {
    street: rng.pick(d.streets),
    house: houseNumber(rng, ['a', 'b', '/1']),
    flat: rng.chance(0.35) ? String(rng.int(1, 90)) : null,
    entrance: null,
    city: d.municipality,
    postcode: postcodeIn(rng, d.postcodes, 5),
    region: d.county,
    district: d.settlement,
    regionCode: d.ehak,
  };
}

export function eeName(form: string, coreName: string, rng: Rng): string {
  if (form === 'MTÜ') return rng.chance(0.6) ? `MTÜ ${coreName}` : `Mittetulundusühing ${coreName}`;
  return `${coreName} ${form}`;
}

export function draftEeCompany(ctx: GenContext, rng: Rng, registeredOn: string): CompanyDraft {
  const form = rng.weighted(EE_FORMS);
  const coreName = ctx.uniqueName('EE', rng, () => {
    if (form === 'MTÜ') return `${rng.pick(EE_PLACE_WORDS)} ${rng.pick(EE_ASSOCIATION_WORDS)}`;
    if (form === 'FIE') return `${rng.pick(rng.chance(0.5) ? EE_MALE_FIRST : EE_FEMALE_FIRST)} ${rng.pick(EE_SURNAMES)}`;
    return commercialCoreName(rng, { places: EE_PLACE_WORDS, business: EE_BUSINESS_WORDS });
  });
  return {
    country: 'EE',
    legalForm: form,
    kind: form === 'FIE' ? 'sole' : form === 'MTÜ' ? 'nonprofit' : 'company',
    coreName,
    name: eeName(form, coreName, rng),
    regcode: ctx.uniqueRegcode('EE', () => eeRegcode(rng, form, registeredOn)),
    address: eeAddress(rng),
  };
}
