// Any country as a register writes it, read as ISO 3166-1 alpha-2: the two- or three-letter code,
// or its name in Estonian, English, Latvian, Lithuanian or Finnish. RIK names a foreign holder's
// country in valis_kood_riik and valis_kood_riik_tekstina, in a form its open data does not
// document (a code, alpha-2 or alpha-3, or the Estonian name: CY, CYP, Küpros), so every form is
// read. The names come from the runtime's own CLDR data (Intl.DisplayNames) for each code of the
// table below, so no name list is written by hand but for the registers' long and older names.
import { foldText } from './fold.ts';

// ISO 3166-1: every alpha-2 code with its alpha-3, and XK (Kosovo, XKX), which ISO leaves
// user-assigned but the EU, its registers and the sanctions lists use.
const ALPHA_PAIRS = `
AF AFG AX ALA AL ALB DZ DZA AS ASM AD AND AO AGO AI AIA AQ ATA AG ATG AR ARG AM ARM AW ABW AU AUS
AT AUT AZ AZE BS BHS BH BHR BD BGD BB BRB BY BLR BE BEL BZ BLZ BJ BEN BM BMU BT BTN BO BOL BQ BES
BA BIH BW BWA BV BVT BR BRA IO IOT BN BRN BG BGR BF BFA BI BDI CV CPV KH KHM CM CMR CA CAN KY CYM
CF CAF TD TCD CL CHL CN CHN CX CXR CC CCK CO COL KM COM CG COG CD COD CK COK CR CRI CI CIV HR HRV
CU CUB CW CUW CY CYP CZ CZE DK DNK DJ DJI DM DMA DO DOM EC ECU EG EGY SV SLV GQ GNQ ER ERI EE EST
SZ SWZ ET ETH FK FLK FO FRO FJ FJI FI FIN FR FRA GF GUF PF PYF TF ATF GA GAB GM GMB GE GEO DE DEU
GH GHA GI GIB GR GRC GL GRL GD GRD GP GLP GU GUM GT GTM GG GGY GN GIN GW GNB GY GUY HT HTI HM HMD
VA VAT HN HND HK HKG HU HUN IS ISL IN IND ID IDN IR IRN IQ IRQ IE IRL IM IMN IL ISR IT ITA JM JAM
JP JPN JE JEY JO JOR KZ KAZ KE KEN KI KIR KP PRK KR KOR KW KWT KG KGZ LA LAO LV LVA LB LBN LS LSO
LR LBR LY LBY LI LIE LT LTU LU LUX MO MAC MG MDG MW MWI MY MYS MV MDV ML MLI MT MLT MH MHL MQ MTQ
MR MRT MU MUS YT MYT MX MEX FM FSM MD MDA MC MCO MN MNG ME MNE MS MSR MA MAR MZ MOZ MM MMR NA NAM
NR NRU NP NPL NL NLD NC NCL NZ NZL NI NIC NE NER NG NGA NU NIU NF NFK MK MKD MP MNP NO NOR OM OMN
PK PAK PW PLW PS PSE PA PAN PG PNG PY PRY PE PER PH PHL PN PCN PL POL PT PRT PR PRI QA QAT RE REU
RO ROU RU RUS RW RWA BL BLM SH SHN KN KNA LC LCA MF MAF PM SPM VC VCT WS WSM SM SMR ST STP SA SAU
SN SEN RS SRB SC SYC SL SLE SG SGP SX SXM SK SVK SI SVN SB SLB SO SOM ZA ZAF GS SGS SS SSD ES ESP
LK LKA SD SDN SR SUR SJ SJM SE SWE CH CHE SY SYR TW TWN TJ TJK TZ TZA TH THA TL TLS TG TGO TK TKL
TO TON TT TTO TN TUN TR TUR TM TKM TC TCA TV TUV UG UGA UA UKR AE ARE GB GBR US USA UM UMI UY URY
UZ UZB VU VUT VE VEN VN VNM VG VGB VI VIR WF WLF EH ESH YE YEM ZM ZMB ZW ZWE XK XKX`;

const ALPHA2 = new Set<string>();
const BY_ALPHA3 = new Map<string, string>();
for (const [, a2, a3] of ALPHA_PAIRS.matchAll(/([A-Z]{2}) ([A-Z]{3})/g)) {
  ALPHA2.add(a2!);
  BY_ALPHA3.set(a3!, a2!);
}

// Names CLDR does not give: the long official forms and older or other usual names, as the
// registers write them (folded on load).
const ALIASES: Readonly<Record<string, string>> = {
  'Vene Föderatsioon': 'RU', 'Venemaa Föderatsioon': 'RU', 'Russian Federation': 'RU', 'Krievijas Federācija': 'RU', 'Rusijos Federacija': 'RU', 'Venäjän federaatio': 'RU',
  'Saksamaa Liitvabariik': 'DE', 'Federal Republic of Germany': 'DE',
  'Küprose Vabariik': 'CY', 'Republic of Cyprus': 'CY',
  Suurbritannia: 'GB', 'Suurbritannia ja Põhja-Iiri Ühendkuningriik': 'GB', 'Great Britain': 'GB', UK: 'GB',
  'United Kingdom of Great Britain and Northern Ireland': 'GB',
  Madalmaad: 'NL', 'Hollandi Kuningriik': 'NL', 'The Netherlands': 'NL', Holland: 'NL',
  'Ameerika Ühendriigid': 'US', USA: 'US', 'United States of America': 'US',
  'Tšehhi Vabariik': 'CZ', 'Czech Republic': 'CZ', 'Valgevene Vabariik': 'BY', 'Ukraina Vabariik': 'UA',
  'Läti Vabariik': 'LV', 'Leedu Vabariik': 'LT', 'Eesti Vabariik': 'EE', 'Soome Vabariik': 'FI',
  'Rootsi Kuningriik': 'SE', 'Norra Kuningriik': 'NO', 'Taani Kuningriik': 'DK', 'Poola Vabariik': 'PL',
  'Briti Neitsisaared': 'VG', 'British Virgin Islands': 'VG', 'Virgin Islands, British': 'VG',
  'Korea, Republic of': 'KR', 'Republic of Korea': 'KR', 'Lõuna-Korea': 'KR', 'Põhja-Korea': 'KP',
};

// The languages of the four registers and English: a name in any of them is read.
const NAME_LANGUAGES = ['et', 'en', 'lv', 'lt', 'fi'] as const;

function nameTable(): Map<string, string> {
  const table = new Map<string, string>();
  const ambiguous = new Set<string>();
  const add = (name: string, code: string) => {
    const key = foldText(name);
    if (key === '' || ambiguous.has(key)) return;
    const had = table.get(key);
    // A name two countries bear in different languages names neither for sure.
    if (had !== undefined && had !== code) { table.delete(key); ambiguous.add(key); return; }
    table.set(key, code);
  };
  for (const language of NAME_LANGUAGES) {
    for (const style of ['long', 'short'] as const) {
      const names = new Intl.DisplayNames([language], { type: 'region', style, fallback: 'none' });
      for (const code of ALPHA2) {
        const name = names.of(code);
        if (name !== undefined) add(name, code);
      }
    }
  }
  for (const [name, code] of Object.entries(ALIASES)) table.set(foldText(name), code);
  return table;
}

// Built at the first name read (about 70 ms of CLDR look-ups): the server loads this module with
// the owners' store read but never reads a name, and its first answer should not wait for it.
let byName: Map<string, string> | undefined;

/**
 * The ISO 3166-1 alpha-2 code of a country written as its alpha-2 or alpha-3 code or its name
 * (Estonian, English, Latvian, Lithuanian, Finnish; case and diacritics aside), or null where the
 * text is empty or none of these (ZZ, XX, an unknown name).
 */
export function countryCodeOf(value: string | null | undefined): string | null {
  if (value == null) return null;
  const s = value.trim();
  // A two- or three-letter text that is no code may still be a name the table holds (UK, not
  // GB's code, is an alias below), so it is looked up there rather than refused.
  if (/^[A-Za-z]{2}$/.test(s) && ALPHA2.has(s.toUpperCase())) return s.toUpperCase();
  if (/^[A-Za-z]{3}$/.test(s)) {
    const code = BY_ALPHA3.get(s.toUpperCase());
    if (code !== undefined) return code;
  }
  byName ??= nameTable();
  return byName.get(foldText(s)) ?? null;
}

/**
 * An owner's registeredIn as a request sends it, one rule for REST's query and MCP's argument: two
 * letters as sent, a register's alpha-3 (RIK writes CYP) or a country's name (Cyprus, Küpros,
 * Kipra) as its alpha-2, as country takes Latvia for LV; anything else as sent, which the rule of
 * two letters then refuses naming it. REST answered `registeredIn=Cyprus` with the 400 "Cyprus is
 * CY", naming the code it had read, where MCP listed the holdings.
 */
export function registerCountryRead(sent: string): string {
  const s = sent.trim();
  if (/^[A-Za-z]{2}$/.test(s)) return s;
  return countryCodeOf(s) ?? sent;
}
