// Builds the hand-made records of notable.ts into the model, before anything random, so their
// regcodes and names are reserved. Their details (VAT, activity, financials) still come from the
// seeded generator; what README examples rely on (names, regcodes, people, roles) is fixed.
import { createHash } from 'node:crypto';
import type { Rng } from '../random.ts';
import { addDays, addYears, ddmmyy } from '../calendar.ts';
import type { CompanyKind, DemoAddress, DemoCompany, DemoPerson } from '../model.ts';
import { naceClass } from '../names/nace.ts';
import { NOTABLE } from '../notable.ts';
import type { GenContext } from './context.ts';
import { eeAddress } from './company-ee.ts';
import { ltAddress } from './company-lt.ts';
import { completeCompany } from './lifecycle.ts';
import { makePerson } from './persons.ts';
import type { RoleBuilder } from './roles.ts';

interface Spec {
  country: DemoCompany['country'];
  regcode: string;
  name: string;
  coreName: string;
  legalForm: string;
  kind: CompanyKind;
  registeredOn: string;
  address: DemoAddress;
  nace?: string;
  isNew?: boolean;
  /** A name the company bore from its registration until that day. */
  formerName?: { name: string; validTo: string };
  /** A drawn VAT number fixed (EE, LT), as every build day gives it, not only those whose draws give it. */
  vat?: { number: string; registeredOn: string };
  /** The regcode was reserved before the random companies were drawn (a record made after them). */
  regcodeReserved?: boolean;
}

export const addr = (street: string, house: string, flat: string | null, city: string, postcode: string, regionCode: string | null, region: string | null = null, district: string | null = null, entrance: string | null = null): DemoAddress =>
  ({ street, house, flat, entrance, city, postcode, region, district, regionCode });

export class NotableBuilder {
  readonly companies: DemoCompany[] = [];
  readonly persons: DemoPerson[] = [];
  /**
   * Roles added after the random ones (generate/index.ts): each role drawn takes the next id and
   * a draw of the roles' stream, so roles of a notable record added later go last and leave the
   * random roles as they were.
   */
  readonly rolesAfterRandom: Array<(roles: RoleBuilder) => void> = [];
  /**
   * Companies put after every random one: out of the holders the random roles draw from, and last
   * in the files, whose running ids (RIK's report ids) then stay as they were for every other company.
   */
  readonly companiesLast: DemoCompany[] = [];
  /** Roles added after every other, the notable boards' too (generate/index.ts), so those stay as they were. */
  readonly rolesLast: Array<(roles: RoleBuilder) => void> = [];
  private readonly ctx: GenContext;
  private readonly rng: Rng;

  constructor(ctx: GenContext, rng: Rng) {
    this.ctx = ctx;
    this.rng = rng;
  }

  company(spec: Spec): DemoCompany {
    if (!spec.regcodeReserved && !this.ctx.claimRegcode(spec.country, spec.regcode)) throw new Error(`notable regcode ${spec.regcode} taken twice`);
    this.ctx.claimName(spec.country, spec.coreName);
    const draft = { country: spec.country, legalForm: spec.legalForm, kind: spec.kind, coreName: spec.coreName, name: spec.name, regcode: spec.regcode, address: spec.address };
    const c = completeCompany(this.ctx, this.rng, draft, { registeredOn: spec.registeredOn, isNew: spec.isNew ?? false, status: 'active' });
    // Set after the random draw, which stays as it was. A code the classes lack is an error: left
    // the drawn class, a fuel wholesaler was served as an advertising agency.
    if (spec.nace) c.nace = naceClass(spec.nace);
    if (spec.formerName) c.formerName = { name: spec.formerName.name, validFrom: spec.registeredOn, validTo: spec.formerName.validTo };
    if (spec.vat) {
      this.ctx.claimVat(spec.vat.number);
      c.vat = { number: spec.vat.number, registeredOn: spec.vat.registeredOn, deregisteredOn: null };
    }
    if (!c.vat && c.kind !== 'nonprofit' && !spec.isNew) {
      const number = c.country === 'LV' ? 'LV' + c.regcode : c.country === 'FI' ? 'FI' + c.regcode.replace('-', '') : c.country === 'EE' ? 'EE10' + c.regcode.slice(1) : 'LT' + String(100_000_000_000 + Number(c.regcode));
      this.ctx.claimVat(number);
      c.vat = { number, registeredOn: addDays(c.registeredOn, 30), deregisteredOn: null };
    }
    this.companies.push(c);
    return c;
  }

  person(residence: DemoPerson['residence'], fields: Partial<DemoPerson> & { firstName: string; lastName: string; birthDate: string }): DemoPerson {
    const p: DemoPerson = { ...makePerson(this.ctx, this.rng, residence, fields), notable: true };
    this.persons.push(p);
    return p;
  }
}

/** The `name|birthDate` keys random people must not repeat (they would blur the examples). */
export function notableKeys(persons: readonly DemoPerson[]): Set<string> {
  return new Set(persons.map((p) => `${p.firstName} ${p.lastName}|${p.birthDate}`));
}

export function buildNotable(ctx: GenContext, rng: Rng, roles: RoleBuilder): NotableBuilder {
  const nb = new NotableBuilder(ctx, rng);
  const yesterday = addDays(ctx.today, -1);
  const N = NOTABLE;
  // Reserved here, before the random companies are drawn; the company is made after them, where
  // they hold no FIE of its name (namesake-sole-trader.ts).
  if (!ctx.claimRegcode(N.namesakeSoleTrader.country, N.namesakeSoleTrader.regcode)) throw new Error(`notable regcode ${N.namesakeSoleTrader.regcode} taken twice`);
  const rigasKoks = nb.company({ country: 'LV', regcode: N.companies.LV.regcode, name: N.companies.LV.name, coreName: 'Rīgas Koks', legalForm: 'SIA', kind: 'company', registeredOn: '1996-05-14', address: addr('Brīvības iela', '12', '5', 'Rīga', '1010', '0010000'), nace: '16.10' });
  const daugavas = nb.company({ country: 'LV', regcode: N.person.companies[1].regcode, name: N.person.companies[1].name, coreName: 'Daugavas Enerģija', legalForm: 'AS', kind: 'company', registeredOn: '1998-09-01', address: addr('Krasta iela', '68', null, 'Rīga', '1019', '0010000'), nace: '35.11' });
  const darzs = nb.company({ country: 'LV', regcode: N.namesake.companies[0].regcode, name: N.namesake.companies[0].name, coreName: 'Bērziņa Dārzs', legalForm: 'IK', kind: 'sole', registeredOn: '2009-04-20', address: addr('Rīgas iela', '41', null, 'Valmiera', '4201', '0250000'), nace: '01.11' });
  const nordTrans = nb.company({ country: 'LV', regcode: N.newRegistrations[0].company.regcode, name: N.newRegistrations[0].company.name, coreName: 'Nord Trans Serviss', legalForm: 'SIA', kind: 'company', registeredOn: yesterday, address: addr('Maskavas iela', '240', '3', 'Rīga', '1063', '0010000'), nace: '49.41', isNew: true });
  const latgales = nb.company({ country: 'LV', regcode: N.olderCompanies[0].regcode, name: N.olderCompanies[0].name, coreName: 'Latgales Loģistika', legalForm: 'SIA', kind: 'company', registeredOn: '2006-02-10', address: addr('Cietokšņa iela', '60', '12', 'Daugavpils', '5401', '0050000'), nace: '52.29' });
  const dzintara = nb.company({ country: 'LV', regcode: N.sanctioned.byRegcode.regcode, name: N.sanctioned.byRegcode.name, coreName: 'Dzintara Osta Termināls', legalForm: 'AS', kind: 'company', registeredOn: '1995-11-23', address: addr('Ostas iela', '8', null, 'Ventspils', '3601', '0270000'), nace: '52.29' });
  const kurzemes = nb.company({ country: 'LV', regcode: N.sanctioned.byOwner.regcode, name: N.sanctioned.byOwner.name, coreName: 'Kurzemes Metāla Serviss', legalForm: 'SIA', kind: 'company', registeredOn: '2012-08-07', address: addr('Graudu iela', '33', null, 'Liepāja', '3401', '0170000'), nace: '25.11' });
  const tallinna = nb.company({ country: 'EE', regcode: N.companies.EE.regcode, name: N.companies.EE.name, coreName: 'Tallinna Ehitus', legalForm: 'OÜ', kind: 'company', registeredOn: '2014-04-25', vat: { number: N.companies.EE.vatNumber, registeredOn: N.companies.EE.vatSince }, address: addr('Narva mnt', '5', null, 'Tallinn', '10117', '0298', 'Harju maakond', 'Kesklinna linnaosa'), nace: '41.20' });
  const narva = nb.company({ country: 'EE', regcode: N.newRegistrations[1].company.regcode, name: N.newRegistrations[1].company.name, coreName: 'Narva Logistika', legalForm: 'OÜ', kind: 'company', registeredOn: yesterday, address: addr('Tallinna mnt', '19c', null, 'Narva linn', '20303', '5511', 'Ida-Viru maakond', 'Narva linn'), nace: '52.29', isNew: true });
  const peipsiKala = nb.company({ country: 'EE', regcode: N.olderCompanies[1].regcode, name: N.olderCompanies[1].name, coreName: 'Peipsi Kala', legalForm: 'OÜ', kind: 'company', registeredOn: '2003-03-17', address: eeAddress(rng), nace: '47.11' });
  nb.company({ country: 'EE', regcode: N.sanctioned.byName.regcode, name: N.sanctioned.byName.name, coreName: 'Peipsi Kütusekaubandus', legalForm: 'OÜ', kind: 'company', registeredOn: '1999-06-30', address: eeAddress(rng), nace: '46.90' });
  nb.company({ country: 'EE', regcode: N.duplicateRegcode.regcode, name: N.duplicateRegcode.companies[0].name, coreName: 'Viru Puit', legalForm: 'OÜ', kind: 'company', registeredOn: '2004-10-12', address: eeAddress(rng), nace: '16.10' });
  nb.company({ country: 'LT', regcode: N.duplicateRegcode.regcode, name: N.duplicateRegcode.companies[1].name, coreName: 'Nemuno laivyba', legalForm: 'AB', kind: 'company', registeredOn: '1991-02-26', address: ltAddress(rng), nace: '52.29' });
  nb.company({ country: 'LT', regcode: N.companies.LT.regcode, name: N.companies.LT.name, coreName: 'Baltijos prekyba', legalForm: 'UAB', kind: 'company', registeredOn: '2008-07-03', vat: { number: N.companies.LT.vatNumber, registeredOn: N.companies.LT.vatSince }, address: addr('Gedimino pr.', '9', null, 'Vilnius', '01103', null), nace: '46.90' });
  nb.company({ country: 'LT', regcode: N.sanctioned.byNameUn.regcode, name: N.sanctioned.byNameUn.name, coreName: 'Klaipėdos kuro terminalas', legalForm: 'UAB', kind: 'company', registeredOn: '2016-01-19', address: addr('Minijos g.', '180', null, 'Klaipėda', '93269', null), nace: '52.29' });
  nb.company({ country: 'FI', regcode: N.companies.FI.regcode, name: N.companies.FI.name, coreName: 'Lahden Puu', legalForm: 'Oy', kind: 'company', registeredOn: '2016-03-08', address: addr('Vesijärvenkatu', '25', null, 'LAHTI', '15140', '398', 'LAHTIS'), nace: '16.10' });

  const janis = nb.person('LV', { firstName: 'Jānis', lastName: 'Bērziņš', gender: 'm', birthDate: N.person.birthDate, lvMaskedCode: '010180-*****', lvBirthDateForm: 'full', nationality: 'LV' });
  const namesake = nb.person('LV', { firstName: 'Jānis', lastName: 'Bērziņš', gender: 'm', birthDate: N.namesake.birthDate, lvMaskedCode: '300962-*****', lvBirthDateForm: 'full', nationality: 'LV' });
  const ilze = nb.person('LV', { firstName: 'Ilze', lastName: 'Kalniņa', gender: 'f', birthDate: N.yearMonthBirthDate.birthDate, lvMaskedCode: '320418-*****', lvBirthDateForm: 'month', nationality: 'LV' });
  const andris = nb.person('LV', { firstName: 'Andris', lastName: 'Ozols', gender: 'm', birthDate: N.maskedCodeOnly.birthDate, lvMaskedCode: N.maskedCodeOnly.maskedCode, lvBirthDateForm: 'none', nationality: 'LV' });
  const sergejs = nb.person('LV', { firstName: 'Sergejs', lastName: 'Petrovs', gender: 'm', birthDate: N.newRegistrations[0].person.birthDate, lvMaskedCode: '030679-*****', lvBirthDateForm: 'full', nationality: 'LV' });
  const gennadijs = nb.person('LV', { firstName: 'Gennadijs', lastName: 'Kuzņecovs', gender: 'm', birthDate: N.sanctioned.byOwner.owner.birthDate, lvMaskedCode: '051161-*****', lvBirthDateForm: 'full', nationality: 'RU' });
  const sergei = nb.person('EE', { firstName: 'Sergei', lastName: 'Petrov', gender: 'm', birthDate: N.newRegistrations[1].person.birthDate, nationality: 'EE' });
  const mari = nb.person('EE', { firstName: 'Mari', lastName: 'Tamm', gender: 'f', birthDate: '1986-10-09', nationality: 'EE' });

  const r = (c: DemoCompany, kind: Parameters<RoleBuilder['add']>[1]['kind'], position: string, person: DemoPerson | null, since: string, share?: { pct: number; count?: number; nominal?: number }, holder?: DemoCompany) =>
    roles.add(c, { kind, position, person, holder, since, sharePercent: share?.pct ?? null, shareCount: share?.count ?? null, shareNominal: share?.nominal ?? null });
  r(rigasKoks, 'officer', 'CHAIR_OF_BOARD', janis, '2015-03-02');
  r(rigasKoks, 'officer', 'BOARD_MEMBER', ilze, '2018-06-12');
  r(rigasKoks, 'member', 'MEMBER', janis, '2015-03-02', { pct: 60, count: 1680, nominal: 1 });
  r(rigasKoks, 'member', 'MEMBER', ilze, '2018-06-12', { pct: 40, count: 1120, nominal: 1 });
  r(rigasKoks, 'beneficial_owner', 'BENEFICIAL_OWNER', janis, '2017-12-01');
  r(rigasKoks, 'beneficial_owner', 'BENEFICIAL_OWNER', ilze, '2018-06-12');
  r(daugavas, 'officer', 'CHAIR_OF_BOARD', andris, '2019-01-15');
  r(daugavas, 'officer', 'SUPERVISORY_BOARD_MEMBER', janis, '2020-05-04');
  r(daugavas, 'stockholder', 'STOCKHOLDER', null, '2010-01-01', { pct: 55, count: 55000, nominal: 1 }, rigasKoks);
  r(daugavas, 'stockholder', 'STOCKHOLDER', janis, '2020-05-04', { pct: 15, count: 15000, nominal: 1 });
  r(daugavas, 'stockholder', 'STOCKHOLDER', andris, '2019-01-15', { pct: 30, count: 30000, nominal: 1 });
  r(daugavas, 'beneficial_owner', 'BENEFICIAL_OWNER', andris, '2019-01-15');
  r(daugavas, 'beneficial_owner', 'BENEFICIAL_OWNER', janis, '2020-05-04');
  r(darzs, 'micro_enterprise', 'OWNER', namesake, darzs.registeredOn);
  r(darzs, 'beneficial_owner', 'BENEFICIAL_OWNER', namesake, darzs.registeredOn);
  r(latgales, 'officer', 'BOARD_MEMBER', sergejs, latgales.registeredOn);
  r(latgales, 'member', 'MEMBER', sergejs, latgales.registeredOn, { pct: 50, count: 1400, nominal: 1 });
  r(latgales, 'beneficial_owner', 'BENEFICIAL_OWNER', sergejs, '2017-12-01');
  r(nordTrans, 'officer', 'BOARD_MEMBER', sergejs, yesterday);
  r(nordTrans, 'member', 'MEMBER', sergejs, yesterday, { pct: 100, count: 2800, nominal: 1 });
  r(nordTrans, 'beneficial_owner', 'BENEFICIAL_OWNER', sergejs, yesterday);
  r(dzintara, 'officer', 'CHAIR_OF_BOARD', andris, '2021-09-01');
  r(kurzemes, 'officer', 'BOARD_MEMBER', gennadijs, kurzemes.registeredOn);
  r(kurzemes, 'member', 'MEMBER', gennadijs, kurzemes.registeredOn, { pct: 100, count: 2800, nominal: 1 });
  r(kurzemes, 'beneficial_owner', 'BENEFICIAL_OWNER', gennadijs, '2017-12-01');
  r(tallinna, 'officer', 'JUHL', janis, '2016-02-01');
  r(tallinna, 'officer', 'JUHL', mari, tallinna.registeredOn);
  r(tallinna, 'member', 'OSAN', janis, '2016-02-01', { pct: 40, nominal: 1000 });
  r(tallinna, 'member', 'OSAN', mari, tallinna.registeredOn, { pct: 60, nominal: 1500 });
  // The register was told its beneficial-owner data of the OÜ may not be right: the compliance flag
  // beneficial_owner_discrepancy (README, the compliance statement).
  r(tallinna, 'beneficial_owner', 'O', janis, '2018-01-01').discrepancyNotice = true;
  r(tallinna, 'beneficial_owner', 'O', mari, '2018-01-01');
  r(peipsiKala, 'officer', 'JUHL', sergei, '2011-05-20');
  r(narva, 'officer', 'JUHL', sergei, yesterday);
  r(narva, 'member', 'OSAN', sergei, yesterday, { pct: 100, nominal: 0.01 });
  r(narva, 'beneficial_owner', 'O', sergei, yesterday);
  // On a stream of its own, so the companies drawn after the notable ones stay as they were.
  const later = new NotableBuilder(ctx, rng.fork('former-name'));
  const F = N.sanctioned.byFormerName;
  later.company({ country: 'LV', regcode: F.regcode, name: F.name, coreName: 'Ziemeļu Degviela', legalForm: 'SIA', kind: 'company', registeredOn: '2011-03-15', address: addr('Dzintaru iela', '56', null, 'Ventspils', '3602', '0270000'), nace: '46.71', formerName: { name: F.formerName, validTo: F.renamedOn } });
  // The README's search examples: one name in three countries (the town typed with it picks one) and
  // a Finnish name with ä and ö. On a stream of their own too, so the random companies stay as they were.
  const examples = new NotableBuilder(ctx, rng.fork('search-examples'));
  const [lv, lt, ee] = N.sameName.companies;
  examples.company({ country: 'LV', regcode: lv.regcode, name: lv.name, coreName: 'Energy Alfa', legalForm: 'SIA', kind: 'company', registeredOn: '2013-05-21', address: addr('Biķernieku iela', '39', null, 'Rīga', '1071', '0010000'), nace: '35.11' });
  examples.company({ country: 'LT', regcode: lt.regcode, name: lt.name, coreName: 'Energy Alfa', legalForm: 'UAB', kind: 'company', registeredOn: '2017-09-12', address: addr('Savanorių pr.', '123', null, 'Kaunas', '50174', null), nace: '35.11' });
  examples.company({ country: 'EE', regcode: ee.regcode, name: ee.name, coreName: 'Energy Alfa', legalForm: 'OÜ', kind: 'company', registeredOn: '2019-02-04', address: addr('Tallinna tn', '22', null, 'Viljandi linn', '71020', '8919', 'Viljandi maakond', 'Viljandi linn'), nace: '35.11' });
  const K = N.sanctionCandidate;
  examples.company({ country: 'LV', regcode: K.regcode, name: K.name, coreName: 'Stroitehmontažs', legalForm: 'SIA', kind: 'company', registeredOn: '2007-11-05', address: addr('Krasta iela', '105', null, 'Rīga', '1019', '0010000'), nace: '43.22' });
  const S = N.spelledLetters;
  examples.company({ country: 'FI', regcode: S.regcode, name: S.name, coreName: 'Oulun Säätö', legalForm: 'Oy', kind: 'company', registeredOn: '2012-10-01', address: addr('Isokatu', '32', null, 'OULU', '90100', '564', 'ULEÅBORG'), nace: '43.22' });
  // Its shares frozen (FID's asset-freeze table); on a stream of its own, as the ones above.
  const frozen = new NotableBuilder(ctx, rng.fork('frozen-shares'));
  const Z = N.sanctioned.byFrozenShares;
  const liepajas = frozen.company({ country: 'LV', regcode: Z.regcode, name: Z.name, coreName: 'Liepājas Tranzīta Grupa', legalForm: 'SIA', kind: 'company', registeredOn: '2014-09-22', address: addr('Brīvostas iela', '40', null, 'Liepāja', '3401', '0170000'), nace: '52.29' });
  // A general partnership whose general partner is listed: on a stream of its own too, its roles
  // after the random ones.
  const partnership = new NotableBuilder(ctx, rng.fork('partnership'));
  const P = N.sanctioned.byPartner;
  const ventas = partnership.company({ country: 'LV', regcode: P.regcode, name: P.name, coreName: 'Ventas Metāllūžņi', legalForm: 'PS', kind: 'partnership', registeredOn: '2015-06-16', address: addr('Talsu iela', '21', null, 'Ventspils', '3602', '0270000'), nace: '46.77' });
  const olegs = partnership.person('LV', { firstName: 'Oļegs', lastName: 'Smirnovs', gender: 'm', birthDate: '1968-04-21', lvMaskedCode: '210468-*****', lvBirthDateForm: 'full', nationality: 'LV' });
  nb.rolesAfterRandom.push((roles) => {
    roles.add(ventas, { kind: 'officer', position: 'MEMBER_OF_PARTNERSHIP', person: gennadijs, since: ventas.registeredOn });
    roles.add(ventas, { kind: 'officer', position: 'MEMBER_OF_PARTNERSHIP', person: olegs, since: ventas.registeredOn });
  });
  // An Estonian person RIK gives no birth date of, as most of its current dumps: on a stream of
  // her own, her roles after the random ones.
  const undated = new NotableBuilder(ctx, rng.fork('ee-no-birth-date'));
  const U = N.eeNoBirthDate;
  // The hash of her personal code RIK gives instead (isikukood_hash), drawn on a stream of its own.
  const eeCodeHash = createHash('sha256').update(rng.fork('ee-code-hash').digits(11)).digest('hex');
  const kadri = undated.person('EE', { firstName: 'Kadri', lastName: 'Mets', gender: 'f', birthDate: U.birthDate, nationality: 'EE', eeBirthDateShown: false, eeCodeHash });
  nb.rolesAfterRandom.push((roles) => {
    roles.add(tallinna, { kind: 'officer', position: 'JUHL', person: kadri, since: '2021-03-15' });
    roles.add(peipsiKala, { kind: 'member', position: 'OSAN', person: kadri, since: '2019-08-01', sharePercent: 25, shareNominal: 625 });
  });
  // Offices its registry card ends (lopp_kpv), dated from the build day so they stay within the
  // five years the details list: on a stream of its own, the company after the random ones.
  const ended = new NotableBuilder(ctx, rng.fork('former-officers'));
  const O = N.formerOfficers;
  const laevaremont = ended.company({ country: 'EE', regcode: O.regcode, name: O.name, coreName: 'Pärnu Laevaremont', legalForm: 'OÜ', kind: 'company', registeredOn: '2012-05-08', address: addr('Papiniidu tn', '31', null, 'Pärnu linn', '80042', '6183', 'Pärnu maakond', 'Pärnu linn'), nace: '33.15' });
  const eePerson = (name: { name: string; birthDate: string }, gender: 'm' | 'f') => {
    const [firstName, lastName] = name.name.split(' ') as [string, string];
    return ended.person('EE', { firstName, lastName, gender, birthDate: name.birthDate, nationality: 'EE' });
  };
  const endel = eePerson(O.leftBoard, 'm');
  const katrin = eePerson(O.current, 'f');
  const raivo = eePerson(O.leftProcuration, 'm');
  const heldur = eePerson(O.leftLongAgo, 'm');
  const boardLeft = addDays(ctx.today, -O.leftBoard.daysAgo);
  nb.rolesAfterRandom.push((roles) => {
    roles.add(laevaremont, { kind: 'officer', position: 'JUHL', person: heldur, since: laevaremont.registeredOn, until: O.leftLongAgo.until });
    roles.add(laevaremont, { kind: 'officer', position: 'JUHL', person: endel, since: '2015-04-01', until: boardLeft });
    roles.add(laevaremont, { kind: 'officer', position: 'JUHL', person: katrin, since: addDays(boardLeft, 1) });
    roles.add(laevaremont, { kind: 'officer', position: 'PROK', person: raivo, since: '2017-09-04', until: addYears(ctx.today, -O.leftProcuration.yearsAgo) });
    roles.add(laevaremont, { kind: 'member', position: 'OSAN', person: endel, since: laevaremont.registeredOn, sharePercent: 100, shareNominal: 2500 });
    roles.add(laevaremont, { kind: 'beneficial_owner', position: 'O', person: endel, since: '2018-01-01' });
  });
  // An Estonian OÜ held by the Finnish Oy of the examples, across the border (RIK's valis_kood):
  // on a stream of its own, the company after the random ones, its roles after theirs.
  const crossBorder = new NotableBuilder(ctx, rng.fork('cross-border-owner'));
  const X = N.crossBorderOwner;
  const lahdenPuu = nb.companies.find((c) => c.country === X.owner.country && c.regcode === X.owner.regcode)!;
  const puiduait = crossBorder.company({ country: 'EE', regcode: X.company.regcode, name: X.company.name, coreName: 'Kuressaare Puiduait', legalForm: 'OÜ', kind: 'company', registeredOn: '2018-06-19', address: addr('Tallinna tn', '12', null, 'Saaremaa vald', '93811', '3493', 'Saare maakond', 'Kuressaare linn'), nace: '16.10' });
  const [tiinaFirst, tiinaLast] = X.person.name.split(' ') as [string, string];
  const tiina = crossBorder.person('EE', { firstName: tiinaFirst, lastName: tiinaLast, gender: 'f', birthDate: X.person.birthDate, nationality: 'EE' });
  nb.rolesAfterRandom.push((roles) => {
    roles.add(puiduait, { kind: 'officer', position: 'JUHL', person: tiina, since: puiduait.registeredOn });
    roles.add(puiduait, { kind: 'member', position: 'OSAN', person: null, holder: lahdenPuu, since: puiduait.registeredOn, sharePercent: X.owner.sharePercent, shareNominal: 1750 });
    roles.add(puiduait, { kind: 'member', position: 'OSAN', person: tiina, since: puiduait.registeredOn, sharePercent: X.person.sharePercent, shareNominal: 750 });
    roles.add(puiduait, { kind: 'beneficial_owner', position: 'O', person: tiina, since: puiduait.registeredOn });
  });
  // An Estonian OÜ held by a Cypriot Ltd and a German GmbH, registers the service does not hold:
  // on a stream of its own, the company after the random ones, its roles after theirs.
  const abroad = new NotableBuilder(ctx, rng.fork('holders-abroad'));
  const A = N.holdersAbroad;
  const paldiski = abroad.company({ country: 'EE', regcode: A.company.regcode, name: A.company.name, coreName: 'Paldiski Sadamalogistika', legalForm: 'OÜ', kind: 'company', registeredOn: '2019-10-01', address: addr('Sadama tn', '25', null, 'Lääne-Harju vald', '76806', '0580', 'Harju maakond', 'Paldiski linn'), nace: '52.29' });
  const [marekFirst, marekLast] = A.officer.name.split(' ') as [string, string];
  const marek = abroad.person('EE', { firstName: marekFirst, lastName: marekLast, gender: 'm', birthDate: A.officer.birthDate, nationality: 'EE' });
  nb.rolesAfterRandom.push((roles) => {
    roles.add(paldiski, { kind: 'officer', position: 'JUHL', person: marek, since: paldiski.registeredOn });
    for (const [i, o] of A.owners.entries()) {
      roles.add(paldiski, { kind: 'member', position: 'OSAN', person: null, since: paldiski.registeredOn, sharePercent: o.sharePercent, shareNominal: [1500, 1000][i]!,
        holderAbroad: { name: o.name, number: o.number, riik: o.riik, riikText: o.riikText } });
    }
  });
  // A Latvian board member today's officers file no longer lists (UR gives no end): on a stream of
  // its own, the company and its roles after every other.
  const departing = new NotableBuilder(ctx, rng.fork('lv-departure'));
  const D = N.lvDeparture;
  const tilti = departing.company({ country: 'LV', regcode: D.regcode, name: D.name, coreName: 'Ventas Tilti', legalForm: 'SIA', kind: 'company', registeredOn: '2011-08-22', address: addr('Kuldīgas iela', '7', null, 'Ventspils', '3601', '0270000'), nace: '42.13' });
  const lvPerson = (p: { firstName: string; lastName: string; birthDate: string; code: string }, gender: 'm' | 'f') =>
    departing.person('LV', { firstName: p.firstName, lastName: p.lastName, gender, birthDate: p.birthDate, lvMaskedCode: p.code, lvBirthDateForm: 'full', nationality: 'LV' });
  const aivars = lvPerson(D.left, 'm');
  const laura = lvPerson(D.current, 'f');
  nb.rolesAfterRandom.push((roles) => {
    roles.add(tilti, { kind: 'officer', position: 'BOARD_MEMBER', person: aivars, since: D.left.since }).inCurrent = false;
    roles.add(tilti, { kind: 'officer', position: 'BOARD_MEMBER', person: laura, since: addDays(ctx.today, -1) });
  });
  // A flag ending ahead, an LT status code after 10, a Finnish address abroad: on a stream of their
  // own, the companies after every other.
  const features = new NotableBuilder(ctx, rng.fork('evaluated-features'));
  const V = N.suspendedUntil;
  const buvmateriali = features.company({ country: 'LV', regcode: V.regcode, name: V.name, coreName: 'Kuldīgas Būvmateriāli', legalForm: 'SIA', kind: 'company', registeredOn: '2010-04-13', address: addr('Liepājas iela', '18', null, 'Kuldīga', '3301', '0620200'), nace: '46.73' });
  const decided = addDays(ctx.today, -V.suspendedDaysAgo);
  buvmateriali.vidSuspension = { decided, from: addDays(decided, 5), until: addDays(ctx.today, V.untilDaysAhead) };
  const L = N.ltStatusBeyondTen;
  const statybos = features.company({ country: 'LT', regcode: L.regcode, name: L.name, coreName: 'Šiaulių statybų grupė', legalForm: 'UAB', kind: 'company', registeredOn: '2012-03-27', address: addr('Tilžės g.', '109', null, 'Šiauliai', '76349', null), nace: '41.20' });
  Object.assign(statybos, { status: 'insolvency', statusSince: L.since, ltStatusCode: L.code });
  const A2 = N.fiAddressAbroad;
  features.company({ country: 'FI', regcode: A2.regcode, name: A2.name, coreName: 'Tornion Rajakauppa', legalForm: 'Oy', kind: 'company', registeredOn: '2015-08-17',
    address: { ...addr(A2.address.street, '', null, A2.address.city, A2.address.postcode, null), abroad: A2.address.country }, nace: '46.90' });
  // An Estonian OÜ held by a Latvian SIA under an 11-digit code no company here bears: after the
  // three above on their stream, its roles after every other.
  const H = N.ownerNumberNotHeld;
  const piiriveod = features.company({ country: 'EE', regcode: H.company.regcode, name: H.company.name, coreName: 'Valga Piiriveod', legalForm: 'OÜ', kind: 'company', registeredOn: '2020-02-11', address: addr('Riia tn', '22', null, 'Valga vald', '68204', '8417', 'Valga maakond', 'Valga linn'), nace: '49.41' });
  const [urmasFirst, urmasLast] = H.officer.name.split(' ') as [string, string];
  const urmas = features.person('EE', { firstName: urmasFirst, lastName: urmasLast, gender: 'm', birthDate: H.officer.birthDate, nationality: 'EE' });
  nb.rolesAfterRandom.push((roles) => {
    roles.add(piiriveod, { kind: 'officer', position: 'JUHL', person: urmas, since: piiriveod.registeredOn });
    roles.add(piiriveod, { kind: 'member', position: 'OSAN', person: null, since: piiriveod.registeredOn, sharePercent: H.owner.sharePercent, shareNominal: 2500,
      holderAbroad: { name: H.owner.name, number: H.owner.number, riik: H.owner.riik, riikText: H.owner.riikText } });
  });
  // Rural addresses of LV and LT, a Finnish company at a Swedish street with a parallel name, and
  // an LV company closed while VID's VAT list still shows it active: on a stream of their own, the
  // companies after every other.
  const rural = new NotableBuilder(ctx, rng.fork('rural-and-lagging'));
  const R = N.ruralAddresses;
  for (const [spec, coreName, legalForm, registeredOn, nace] of [
    [R.lvFarmstead, 'Ērgļu Medus', 'SIA', '2009-06-02', '01.49'],
    [R.lvVillage, 'Allažu Bites', 'SIA', '2016-04-19', '01.49'],
    [R.ltVillage, 'Juragių sodai', 'UAB', '2013-09-10', '01.24'],
  ] as const) {
    const address = { ...addr(spec.street, '', null, spec.village, spec.postcode, null), units: spec.units };
    rural.company({ country: spec.country, regcode: spec.regcode, name: spec.name, coreName, legalForm, kind: 'company', registeredOn, address, nace });
  }
  const W = N.fiSwedish;
  const strandbygg = rural.company({ country: 'FI', regcode: W.regcode, name: W.name, coreName: 'Strandbygg', legalForm: 'Oy', kind: 'company', registeredOn: '2017-05-02',
    address: addr(W.address.street, W.address.house, null, W.address.city, W.address.postcode, '091', W.address.svCity), nace: '41.20' });
  strandbygg.parallelName = W.parallelName;
  const G = N.vatListLags;
  const graudi = rural.company({ country: 'LV', regcode: G.regcode, name: G.name, coreName: 'Zemgales Graudi', legalForm: 'SIA', kind: 'company', registeredOn: '2008-03-11', address: addr('Lielā iela', '14', null, 'Jelgava', '3001', '0090000'), nace: '46.21' });
  Object.assign(graudi, { status: 'closed', closedOn: addDays(ctx.today, -G.closedDaysAgo), taxRating: null });
  graudi.vat!.deregisteredOn = null;
  // The LV company closed as reorganised, merged into Rīgas Koks years ago (UR's reorganizations.csv,
  // writers/lv-register.ts): on a stream of its own, after every other company. Closed long before
  // any build day, it files nothing in the years a register lists and holds no office or share.
  const merged = new NotableBuilder(ctx, rng.fork('reorganised'));
  const M = N.reorganised;
  const malka = merged.company({ country: 'LV', regcode: M.regcode, name: M.name, coreName: 'Smart Malka', legalForm: 'SIA', kind: 'company', registeredOn: M.registeredOn, address: addr('Kr. Barona iela', '112', null, 'Rīga', '1054', '0010000'), nace: '45.11' });
  Object.assign(malka, { status: 'closed', closedOn: M.closedOn, taxRating: null, financials: [] });
  // VAT-registered until it closed, as VID's list gives a company struck off.
  malka.vat = { number: `LV${M.regcode}`, registeredOn: addDays(M.registeredOn, 294), deregisteredOn: M.closedOn };
  // FID froze its shares because its member and beneficial owner is the listed Kuzņecovs (the grounds
  // its table gives), so UR's files list him so, as they would: without them its details listed no
  // owner at all and its compliance statement no sanctioned owner. After every other role, so the
  // roles drawn before stay as they were.
  nb.rolesAfterRandom.push((roles) => {
    roles.add(liepajas, { kind: 'member', position: 'MEMBER', person: gennadijs, since: liepajas.registeredOn, sharePercent: 100, shareCount: 2800, shareNominal: 1 });
    roles.add(liepajas, { kind: 'beneficial_owner', position: 'BENEFICIAL_OWNER', person: gennadijs, since: '2017-12-01' });
  });
  // An SIA the sanctioned-owner company holds a fifth of (docs/mcp.md: the owner named beside its
  // answers): on a stream of its own, after every other company, its roles after every other role.
  const heldBy = new NotableBuilder(ctx, rng.fork('held-by-sanctioned-owner'));
  const HS = N.heldBySanctionedOwner;
  const metalapstrade = heldBy.company({ country: 'LV', regcode: HS.company.regcode, name: HS.company.name, coreName: 'Liepājas Metālapstrāde', legalForm: 'SIA', kind: 'company', registeredOn: '2016-02-09', address: addr('Ventspils iela', '50', null, 'Liepāja', '3405', '0170000'), nace: '25.11' });
  nb.rolesLast.push((roles) => {
    // Made here, after every other person: the number a person takes chooses its nationality
    // (persons.ts citizenOf), so one made before them changed the nationalities of the random ones.
    const roberts = heldBy.person('LV', { firstName: HS.person.firstName, lastName: HS.person.lastName, gender: 'm', birthDate: HS.person.birthDate, lvMaskedCode: HS.person.code, lvBirthDateForm: 'full', nationality: 'LV' });
    nb.persons.push(roberts);
    const since = metalapstrade.registeredOn;
    roles.add(metalapstrade, { kind: 'officer', position: 'BOARD_MEMBER', person: roberts, since });
    roles.add(metalapstrade, { kind: 'member', position: 'MEMBER', person: roberts, since, sharePercent: HS.person.sharePercent, shareCount: 2240, shareNominal: 1 });
    roles.add(metalapstrade, { kind: 'member', position: 'MEMBER', person: null, holder: kurzemes, since: '2019-05-06', sharePercent: HS.owner.sharePercent, shareCount: 560, shareNominal: 1 });
    roles.add(metalapstrade, { kind: 'beneficial_owner', position: 'BENEFICIAL_OWNER', person: roberts, since: '2017-12-01' });
  });
  // An FIE bearing a listed person's name, no role naming its entrepreneur (RIK's files do not): on a
  // stream of its own, after every other company.
  const soleTrader = new NotableBuilder(ctx, rng.fork('sanctioned-sole-trader'));
  const ST = N.sanctionedSoleTrader;
  soleTrader.company({ country: 'EE', regcode: ST.regcode, name: ST.name, coreName: ST.person, legalForm: 'FIE', kind: 'sole', registeredOn: '2012-10-04', address: addr('Narva mnt', '31', null, 'Tallinn', '10120', '0298', 'Harju maakond', 'Kesklinna linnaosa'), nace: '46.90' });
  // The dated Kadri Mets on two rural companies' boards: made after every other person and her roles
  // after every other role (as Roberts above), so the random people and roles stay as they were.
  const dated = new NotableBuilder(ctx, rng.fork('dated-namesake'));
  const DN = N.datedNamesake;
  nb.rolesLast.push((roles) => {
    const [firstName, lastName] = DN.name.split(' ') as [string, string];
    const kadriDated = dated.person('LV', { firstName, lastName, gender: 'f', birthDate: DN.birthDate, lvMaskedCode: `${ddmmyy(DN.birthDate)}-*****`, lvBirthDateForm: 'full', nationality: 'EE' });
    nb.persons.push(kadriDated);
    for (const { regcode } of DN.companies) {
      const company = rural.companies.find((c) => c.country === 'LV' && c.regcode === regcode);
      if (!company) throw new Error(`notable company LV ${regcode} missing`);
      roles.add(company, { kind: 'officer', position: 'BOARD_MEMBER', person: kadriDated, since: DN.since });
    }
  });
  nb.companies.push(...later.companies, ...examples.companies, ...frozen.companies, ...partnership.companies);
  nb.companiesLast.push(...ended.companies, ...crossBorder.companies, ...departing.companies, ...abroad.companies, ...features.companies, ...rural.companies, ...merged.companies, ...heldBy.companies, ...soleTrader.companies);
  nb.persons.push(...partnership.persons, ...undated.persons, ...ended.persons, ...crossBorder.persons, ...departing.persons, ...abroad.persons, ...features.persons);
  return nb;
}
