// Finland as the PRH / YTJ open data API v3 publishes it: `all_companies`, one JSON array of
// company objects with names (and ended former names), the YRMU legal form, the TOL 2008 main
// line of business in three languages, street and postal addresses with bilingual post offices,
// the trade register, VAT, prepayment and employer register entries, liquidation or bankruptcy situations, and the
// website of some (as YTJ writes it, mostly without a scheme).
import type { DemoCompany } from '../model.ts';
import { companiesIn, statusIn } from '../model.ts';
import { tolCode } from '../names/nace.ts';
import { JsonArraySink } from './sink.ts';
import type { WriteContext, Written } from './context.ts';

type Texts = readonly [fi: string, sv: string, en: string];
const texts = ([fi, sv, en]: Texts) => [
  { description: fi, languageCode: '1' }, { description: sv, languageCode: '2' }, { description: en, languageCode: '3' },
];

const FORMS: Record<string, { code: string; texts: Texts }> = {
  Oy: { code: '16', texts: ['Osakeyhtiö', 'Aktiebolag', 'Limited company'] },
  Oyj: { code: '17', texts: ['Julkinen osakeyhtiö', 'Publikt aktiebolag', 'Public limited company'] },
  Ky: { code: '13', texts: ['Kommandiittiyhtiö', 'Kommanditbolag', 'Limited partnership'] },
  Ay: { code: '5', texts: ['Avoin yhtiö', 'Öppet bolag', 'General partnership'] },
  Tmi: { code: '26', texts: ['Yksityinen elinkeinonharjoittaja', 'Enskild näringsidkare', 'Private trader'] },
};
const REGISTERED: Texts = ['Rekisterissä', 'Registrerad', 'Registered'];
const CEASED: Texts = ['Lakannut', 'Upphört', 'Ceased'];
const VAT_LIABLE: Texts = ['Liiketoiminnasta arvonlisäverovelvollinen', 'Momsskyldig för rörelseverksamhet', 'VAT-liable for business activity'];
const EMPLOYER: Texts = ['Työnantajarekisterissä', 'I arbetsgivarregistret', 'In the employer register'];
const SITUATIONS: Record<string, { type: string; texts: Texts }> = {
  liquidation: { type: 'SELTILA', texts: ['Selvitystila', 'Likvidation', 'Liquidation'] },
  insolvency: { type: 'KONK', texts: ['Konkurssi', 'Konkurs', 'Bankruptcy'] },
};

function address(c: DemoCompany, type: 1 | 2) {
  const a = c.address;
  // An address abroad, as YTJ gives one: a postal address with its country's code and the foreign
  // post office, no municipality.
  if (a.abroad) {
    return {
      type, street: a.street, buildingNumber: a.house, entrance: '', apartmentNumber: '', apartmentIdSuffix: '', postOfficeBox: '',
      postCode: a.postcode, co: null, country: a.abroad, freeAddressLine: null,
      postOffices: [{ city: a.city, active: true, postCode: a.postcode, languageCode: '1', municipalityCode: null }],
      registrationDate: c.registeredOn, source: '0',
    };
  }
  return {
    type, street: a.street, buildingNumber: a.house, entrance: a.entrance ?? '', apartmentNumber: a.flat ?? '',
    apartmentIdSuffix: '', postOfficeBox: '', postCode: a.postcode, co: null, country: null, freeAddressLine: null,
    postOffices: [
      { city: a.region ?? a.city, active: true, postCode: a.postcode, languageCode: '2', municipalityCode: a.regionCode },
      { city: a.city, active: true, postCode: a.postcode, languageCode: '1', municipalityCode: a.regionCode },
    ],
    registrationDate: c.registeredOn, source: '0',
  };
}

function entries(c: DemoCompany, ctx: WriteContext): unknown[] {
  const closed = statusIn(c, ctx.snapshot) === 'closed';
  const out: unknown[] = [];
  out.push({ type: '1', endDate: closed ? c.closedOn : null, register: '1', authority: '2', descriptions: texts(REGISTERED), registrationDate: c.registeredOn });
  if (closed) out.push({ type: '4', endDate: null, register: '1', authority: '2', descriptions: texts(CEASED), registrationDate: c.closedOn });
  out.push({ type: '1', endDate: closed ? c.closedOn : null, register: '4', authority: '1', descriptions: texts(REGISTERED), registrationDate: c.registeredOn });
  if (c.vat && c.vat.registeredOn <= ctx.day) {
    const ended = c.vat.deregisteredOn !== null && c.vat.deregisteredOn <= ctx.day ? c.vat.deregisteredOn : null;
    out.push({ type: '80', endDate: ended, register: '6', authority: '1', descriptions: texts(VAT_LIABLE), registrationDate: c.vat.registeredOn });
  }
  out.push(...taxRegisterEntries(c, ctx, closed));
  return out;
}

/**
 * The prepayment register (5, type 55 Rekisterissä as in YTJ's samples) and the employer register
 * (7, type 41): chosen by the business ID's digits, not drawn, so the rest of the dataset is as
 * before. About one company in ten is in no prepayment register (a payer withholds tax from it) and
 * about one bankrupt in two left it when its bankruptcy began; companies and partnerships whose
 * second digit is even employ staff regularly. A closed company's entries end when it closed.
 */
function taxRegisterEntries(c: DemoCompany, ctx: WriteContext, closed: boolean): unknown[] {
  const digit = (i: number) => Number(c.regcode[i]);
  const out: unknown[] = [];
  const bankruptcyEnd = statusIn(c, ctx.snapshot) === 'insolvency' && c.statusSince !== null && c.statusSince <= ctx.day && digit(3) % 2 === 0
    ? c.statusSince : null;
  // Oulun Säätö Oy (3012345-8) among those outside it: the README's example of one.
  if (digit(6) !== 5) {
    out.push({
      type: '55', endDate: closed ? c.closedOn : bankruptcyEnd, register: '5', authority: '1',
      descriptions: texts(REGISTERED), registrationDate: c.registeredOn,
    });
  }
  if (c.legalForm !== 'Tmi' && digit(1) % 2 === 0) {
    out.push({
      type: '41', endDate: closed ? c.closedOn : null, register: '7', authority: '1',
      descriptions: texts(EMPLOYER), registrationDate: c.registeredOn,
    });
  }
  return out;
}

function companyObject(c: DemoCompany, ctx: WriteContext): unknown {
  const status = statusIn(c, ctx.snapshot);
  const form = FORMS[c.legalForm]!;
  const names: unknown[] = [{ name: c.name, type: '1', source: '1', endDate: null, version: 1, registrationDate: c.formerName?.validTo ?? c.registeredOn }];
  if (c.formerName) names.push({ name: c.formerName.name, type: '1', source: '1', endDate: c.formerName.validTo, version: 2, registrationDate: c.formerName.validFrom });
  if (c.parallelName) names.push({ name: c.parallelName, type: '2', source: '1', endDate: null, version: 1, registrationDate: c.registeredOn });
  const situation = SITUATIONS[status];
  return {
    businessId: { value: c.regcode, source: '3', registrationDate: c.registeredOn },
    euId: { value: `FIFPRO.${c.regcode}`, source: '1' },
    names,
    mainBusinessLine: c.nace ? {
      type: tolCode(c.nace), source: '2', typeCodeSet: 'TOIMI3',
      descriptions: texts([c.nace.fi, c.nace.sv, c.nace.en]), registrationDate: c.registeredOn,
    } : null,
    website: c.website ? { url: c.website, registrationDate: c.registeredOn, source: '0' } : null,
    companyForms: [{ type: form.code, source: '1', endDate: null, version: 1, descriptions: texts(form.texts), registrationDate: c.registeredOn }],
    companySituations: situation && c.statusSince
      ? [{ type: situation.type, source: '1', endDate: null, descriptions: texts(situation.texts), registrationDate: c.statusSince }]
      : [],
    registeredEntries: entries(c, ctx),
    addresses: c.address.abroad ? [address(c, 2)] : [address(c, 1), address(c, 2)],
    tradeRegisterStatus: status === 'closed' ? '4' : '1',
    status: '2',
    registrationDate: c.registeredOn,
    endDate: status === 'closed' ? c.closedOn : null,
    lastModified: `${c.statusSince ?? c.closedOn ?? c.registeredOn} 02:14:07`,
  };
}

export function writeFinland(ctx: WriteContext): Written {
  if (!ctx.wants('all_companies.json')) return [];
  const sink = new JsonArraySink(ctx.dir, 'all_companies.json');
  for (const c of companiesIn(ctx.data, 'FI', ctx.snapshot)) sink.item(companyObject(c, ctx));
  return [sink.close(ctx.instant)];
}
