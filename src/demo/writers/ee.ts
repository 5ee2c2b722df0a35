// Estonia as RIK publishes it: the basic-data CSV (`;`, UTF-8 with BOM, dates dd.mm.yyyy), the
// general-data JSON (registry codes as JSON numbers, activities, former names, status history,
// the website of some)
// and the person files (registry card, shareholders, beneficial owners). Deleted companies are
// absent from every file, as in the real dumps.
import type { DemoCompany, DemoPerson, DemoRole } from '../model.ts';
import { companiesIn, rolesIn, statusIn } from '../model.ts';
import { emtakCode } from '../names/nace.ts';
import { dotted } from '../calendar.ts';
import { CsvSink, JsonArraySink } from './sink.ts';
import type { WriteContext, Written } from './context.ts';
import { stableDigits } from './stable.ts';
import { writeEstonianReports } from './ee-reports.ts';

export const EE_FORM_NAMES: Record<string, string> = {
  OÜ: 'Osaühing', AS: 'Aktsiaselts', MTÜ: 'Mittetulundusühing', FIE: 'Füüsilisest isikust ettevõtja',
};
const STATUS: Record<string, [string, string]> = {
  active: ['R', 'Registrisse kantud'], liquidation: ['L', 'Likvideerimisel'], insolvency: ['N', 'Pankrotis'],
};
const COUNTRY: Record<string, [string, string]> = { EE: ['EST', 'Eesti'], LV: ['LVA', 'Läti'], FI: ['FIN', 'Soome'], LT: ['LTU', 'Leedu'] };
const ROLE_TEXT: Record<string, string> = { JUHL: 'Juhatuse liige', PROK: 'Prokurist', LIKV: 'Likvideerija', OSAN: 'Osanik' };
const CONTROL_TEXT: Record<string, string> = { O: 'Otsene osalus', K: 'Kaudne osalus', M: 'Muul viisil kontroll' };

export function streetLine(c: DemoCompany): string {
  return `${c.address.street} ${c.address.house}${c.address.flat ? '-' + c.address.flat : ''}`;
}

export function eeAddresses(c: DemoCompany) {
  const a = c.address;
  return {
    ehakText: `${a.district}, ${a.city}, ${a.region}`,
    full: `${a.region}, ${a.city}, ${a.district}, ${streetLine(c)}`,
  };
}

function writeBasic(ctx: WriteContext, companies: DemoCompany[], out: Written): void {
  const sink = new CsvSink(ctx.dir, 'ettevotja_rekvisiidid__lihtandmed.csv', [
    'nimi', 'ariregistri_kood', 'ettevotja_oiguslik_vorm', 'ettevotja_oigusliku_vormi_alaliik', 'kmkr_nr',
    'ettevotja_staatus', 'ettevotja_staatus_tekstina', 'ettevotja_esmakande_kpv', 'ettevotja_aadress',
    'asukoht_ettevotja_aadressis', 'asukoha_ehak_kood', 'asukoha_ehak_tekstina', 'indeks_ettevotja_aadressis',
    'ads_adr_id', 'ads_ads_oid', 'ads_normaliseeritud_taisaadress', 'teabesysteemi_link'], ';', { bom: true });
  for (const c of companies) {
    const [code, text] = STATUS[statusIn(c, ctx.snapshot)]!;
    // kmkr_nr is filled only while the company is on the VAT register.
    const vat = c.vat && c.vat.registeredOn <= ctx.day && !(c.vat.deregisteredOn && c.vat.deregisteredOn <= ctx.day) ? c.vat.number : '';
    const { ehakText, full } = eeAddresses(c);
    sink.row([c.name, c.regcode, EE_FORM_NAMES[c.legalForm], '', vat, code, text, dotted(c.registeredOn), '',
      streetLine(c), c.address.regionCode, ehakText, c.address.postcode, stableDigits(c.regcode + 'adr', 7), '', full,
      `https://ariregister.rik.ee/est/company/${c.regcode}`]);
  }
  out.push(sink.close(ctx.instant));
}

function writeGeneral(ctx: WriteContext, companies: DemoCompany[], out: Written): void {
  const sink = new JsonArraySink(ctx.dir, 'ettevotja_rekvisiidid__yldandmed.json');
  for (const c of companies) {
    const status = statusIn(c, ctx.snapshot);
    const [code, text] = STATUS[status]!;
    const { full } = eeAddresses(c);
    const names = [{ sisu: c.name, algus_kpv: dotted(c.formerName?.validTo ? c.formerName.validTo : c.registeredOn), lopp_kpv: null as string | null }];
    if (c.formerName) names.push({ sisu: c.formerName.name, algus_kpv: dotted(c.formerName.validFrom), lopp_kpv: dotted(c.formerName.validTo) });
    const staatused = [{ staatus: 'R', staatus_tekstina: 'Registrisse kantud', algus_kpv: dotted(c.registeredOn), lopp_kpv: status === 'active' ? null : dotted(c.statusSince) }];
    if (status !== 'active') staatused.push({ staatus: code, staatus_tekstina: text, algus_kpv: dotted(c.statusSince), lopp_kpv: null });
    const reports = c.financials.filter((f) => f.filedOn <= ctx.day).reverse();
    sink.item({
      ariregistri_kood: Number(c.regcode),
      nimi: c.name,
      yldandmed: {
        staatus: code, staatus_tekstina: text,
        oiguslik_vorm: c.legalForm, oiguslik_vorm_tekstina: EE_FORM_NAMES[c.legalForm],
        esmaregistreerimise_kpv: dotted(c.registeredOn), kustutamise_kpv: null,
        tegutseb_tekstina: status === 'active' ? 'Jah' : 'Ei',
        piirkond_tekstina: c.address.region,
        arinimed: names,
        aadressid: [{
          ehak: c.address.regionCode, ehak_nimetus: c.address.district, tanav_maja_korter: streetLine(c),
          postiindeks: c.address.postcode, aadress_ads__ads_normaliseeritud_taisaadress: full, riik: 'EST',
        }],
        // The website as RIK lists it among the contacts (no e-mail or phone: the service reads none).
        sidevahendid: c.website
          ? [{ kirje_id: Number(stableDigits(c.regcode + 'www', 9)), liik: 'WWW', liik_tekstina: 'WWW', sisu: c.website, lopp_kpv: null }]
          : [],
        teatatud_tegevusalad: c.nace ? [{
          emtak_kood: emtakCode(c.nace), emtak_tekstina: c.nace.et, emtak_versioon: 2, emtak_versioon_tekstina: 'EMTAK 2008',
          nace_kood: c.nace.code, on_pohitegevusala: true, algus_kpv: dotted(c.registeredOn), lopp_kpv: null,
        }] : [],
        info_majandusaasta_aruannetest: reports.map((f) => ({
          majandusaasta_perioodi_lopp_kpv: dotted(f.periodEnd), tootajate_arv: String(f.employees),
          tegevusala_emtak_kood: c.nace ? emtakCode(c.nace) : null, tegevusala_emtak_versioon: c.nace ? 2 : null,
        })),
        staatused,
        esitab_kasusaajad: c.kind !== 'sole',
      },
    });
  }
  out.push(sink.close(ctx.instant));
}

function foreignHolder(h: DemoCompany): Record<string, unknown> {
  const [riik, riikText] = COUNTRY[h.country]!;
  return { isikukood_registrikood: null, valis_kood: h.regcode.replace('-', ''), valis_kood_riik: riik, valis_kood_riik_tekstina: riikText };
}

/** The person keys the RIK files share; persons carry no personal code since 01.11.2024. */
function personEntry(r: DemoRole, p: DemoPerson | null): Record<string, unknown> {
  const [riik, riikText] = COUNTRY[p?.residence ?? 'EE'] ?? COUNTRY.EE!;
  return {
    kirje_id: r.id,
    isiku_tyyp: p ? 'F' : 'J',
    isiku_roll: r.position,
    isiku_roll_tekstina: ROLE_TEXT[r.position] ?? r.position,
    eesnimi: p ? p.firstName : null,
    nimi_arinimi: p ? p.lastName : r.holder?.name ?? r.holderAbroad?.name ?? null,
    isikukood_registrikood: p ? null : r.holder?.regcode ?? null,
    // A holder of another country by its code there (a Finnish ID without its hyphen, as a form
    // may take it) and that country's code and Estonian name; only on such rows, so every other
    // row is written as before.
    ...(r.holder && r.holder.country !== 'EE' ? foreignHolder(r.holder) : {}),
    // A holder of a register the demo holds nothing of (a Cypriot Ltd, a German GmbH), as RIK names it.
    ...(r.holderAbroad ? {
      isikukood_registrikood: null, valis_kood: r.holderAbroad.number,
      valis_kood_riik: r.holderAbroad.riik, valis_kood_riik_tekstina: r.holderAbroad.riikText,
    } : {}),
    // Only on the rows of a person given one, so every other row is written as before.
    ...(p?.eeCodeHash !== undefined ? { isikukood_hash: p.eeCodeHash } : {}),
    synniaeg: p && p.eeBirthDateShown !== false ? dotted(p.birthDate) : null,
    aadress_riik: riik, aadress_riik_tekstina: riikText,
    algus_kpv: dotted(r.since), lopp_kpv: r.until === null ? null : dotted(r.until),
  };
}

function writePersons(ctx: WriteContext, roles: DemoRole[], out: Written): void {
  const card = new JsonArraySink(ctx.dir, 'ettevotja_rekvisiidid__kaardile_kantud_isikud.json');
  const owners = new JsonArraySink(ctx.dir, 'ettevotja_rekvisiidid__osanikud.json');
  const bos = new JsonArraySink(ctx.dir, 'ettevotja_rekvisiidid__kasusaajad.json');
  const byCompany = new Map<DemoCompany, DemoRole[]>();
  for (const r of roles) {
    if (!byCompany.has(r.company)) byCompany.set(r.company, []);
    byCompany.get(r.company)!.push(r);
  }
  for (const [c, list] of byCompany) {
    const head = { ariregistri_kood: Number(c.regcode), nimi: c.name };
    const officers = list.filter((r) => r.kind === 'officer');
    const members = list.filter((r) => r.kind === 'member');
    const beneficial = list.filter((r) => r.kind === 'beneficial_owner');
    if (officers.length > 0) card.item({ ...head, kaardile_kantud_isikud: officers.map((r) => ({ ...personEntry(r, r.person), kaardi_tyyp: 'A' })) });
    if (members.length > 0) {
      owners.item({
        ...head,
        osanikud: members.map((r) => ({
          ...personEntry(r, r.person), osaluse_protsent: r.sharePercent, osaluse_suurus: r.shareNominal,
          osaluse_valuuta: 'EUR', osaluse_omandiliik: 'L',
        })),
        osapandid_tingimuslikud_voorandamised: [],
      });
    }
    if (beneficial.length > 0) {
      bos.item({
        ...head,
        kasusaajad: beneficial.map((r) => {
          const p = r.person!;
          const [riik, riikText] = COUNTRY[p.residence] ?? COUNTRY.EE!;
          return {
            kirje_id: r.id, algus_kpv: dotted(r.since), lopp_kpv: null, eesnimi: p.firstName, nimi: p.lastName,
            isikukood: null, valis_kood: null, valis_kood_riik: null, valis_kood_riik_tekstina: null,
            synniaeg: p.eeBirthDateShown !== false ? dotted(p.birthDate) : null, aadress_riik: riik, aadress_riik_tekstina: riikText,
            kontrolli_teostamise_viis: r.position, kontrolli_teostamise_viis_tekstina: CONTROL_TEXT[r.position] ?? null,
            lahknevusteade_esitatud: r.discrepancyNotice === true,
          };
        }),
      });
    }
  }
  out.push(card.close(ctx.instant), owners.close(ctx.instant), bos.close(ctx.instant));
}

export function writeEstonia(ctx: WriteContext): Written {
  const out: Written = [];
  const companies = companiesIn(ctx.data, 'EE', ctx.snapshot);
  if (ctx.wants('ettevotja_rekvisiidid__lihtandmed.csv')) writeBasic(ctx, companies, out);
  if (ctx.wants('ettevotja_rekvisiidid__yldandmed.json')) writeGeneral(ctx, companies, out);
  if (ctx.wants('ettevotja_rekvisiidid__kaardile_kantud_isikud.json')) writePersons(ctx, rolesIn(ctx.data, 'EE', ctx.snapshot), out);
  writeEstonianReports(ctx, companies, out);
  return out;
}
