// Country names as the UN and OFAC lists write them (UN `NATIONALITY/VALUE`, OFAC add.csv and
// remarks), and as FID writes them in Latvian, to ISO 3166 alpha-2. Screening reads an entry's
// countries as where it is listed: a name left as written is a country no company has, so a name
// the lists use must be read (its short, long, inverted and bracketed forms, a former country), and
// one still unknown gives no country rather than a foreign one.
import { foldText } from '../../domain/fold.ts';
import { countryCodeOf } from '../../domain/country-codes.ts';

const TABLE = `
afghanistan:AF albania:AL algeria:DZ andorra:AD angola:AO argentina:AR armenia:AM australia:AU
austria:AT azerbaijan:AZ bahamas:BS bahrain:BH bangladesh:BD belarus:BY belgium:BE belize:BZ
bolivia:BO bosnia and herzegovina:BA brazil:BR british virgin islands:VG virgin islands british:VG
bulgaria:BG burma:MM myanmar:MM cambodia:KH cameroon:CM canada:CA cayman islands:KY
central african republic:CF chad:TD chile:CL china:CN colombia:CO congo:CG
democratic republic of the congo:CD congo democratic republic of the:CD costa rica:CR croatia:HR
cuba:CU cyprus:CY czech republic:CZ czechia:CZ denmark:DK dominican republic:DO ecuador:EC egypt:EG
eritrea:ER estonia:EE ethiopia:ET finland:FI france:FR georgia:GE germany:DE ghana:GH greece:GR
guatemala:GT guinea:GN haiti:HT honduras:HN hong kong:HK hungary:HU iceland:IS india:IN indonesia:ID
iran:IR iran islamic republic of:IR iraq:IQ ireland:IE israel:IL italy:IT japan:JP jordan:JO
kazakhstan:KZ kenya:KE north korea:KP korea north:KP democratic people s republic of korea:KP
korea democratic people s republic of:KP south korea:KR korea south:KR republic of korea:KR kosovo:XK
kuwait:KW kyrgyzstan:KG laos:LA lao people s democratic republic:LA latvia:LV lebanon:LB liberia:LR
libya:LY liechtenstein:LI lithuania:LT luxembourg:LU malaysia:MY maldives:MV mali:ML malta:MT
marshall islands:MH mauritania:MR mexico:MX moldova:MD republic of moldova:MD monaco:MC mongolia:MN
montenegro:ME morocco:MA mozambique:MZ netherlands:NL new zealand:NZ nicaragua:NI niger:NE nigeria:NG
north macedonia:MK norway:NO oman:OM pakistan:PK palestinian:PS panama:PA paraguay:PY peru:PE
philippines:PH poland:PL portugal:PT qatar:QA romania:RO russia:RU russian federation:RU rwanda:RW
saudi arabia:SA senegal:SN serbia:RS seychelles:SC sierra leone:SL singapore:SG slovakia:SK
slovenia:SI somalia:SO south africa:ZA south sudan:SS spain:ES sri lanka:LK sudan:SD sweden:SE
switzerland:CH syria:SY syrian arab republic:SY taiwan:TW tajikistan:TJ tanzania:TZ
united republic of tanzania:TZ thailand:TH tunisia:TN turkey:TR turkiye:TR turkmenistan:TM uganda:UG
ukraine:UA united arab emirates:AE united kingdom:GB united kingdom of great britain and northern ireland:GB
united states:US united states of america:US uruguay:UY uzbekistan:UZ venezuela:VE viet nam:VN
vietnam:VN yemen:YE zimbabwe:ZW
latvija:LV lietuva:LT igaunija:EE somija:FI krievija:RU krievijas federacija:RU baltkrievija:BY
ukraina:UA apvienota karaliste:GB britu virdzinu salas:VG honkonga:HK kipra:CY sveice:CH
apvienotie arabu emirati:AE turcija:TR kazahstana:KZ vacija:DE polija:PL
macedonia:MK the former yugoslav republic of macedonia:MK former yugoslav republic of macedonia:MK
republic of china:TW palestine:PS libyan arab jamahiriya:LY swaziland:SZ brunei darussalam:BN
federated states of micronesia:FM
`;

const BY_NAME = new Map<string, string>();
for (const m of TABLE.matchAll(/([a-z][a-z ]*?):([A-Z]{2})/g)) BY_NAME.set(m[1]!, m[2]!);

// Countries that no longer exist, as the lists name them (a nationality given at the time, an old
// address). Only East Germany has one successor; the Soviet Union (which included Latvia,
// Lithuania and Estonia), Czechoslovakia, Yugoslavia and Serbia and Montenegro have several, so
// none is told, as for OpenSanctions' own codes of them below.
const FORMER_BY_NAME: ReadonlyMap<string, string | null> = new Map([
  'ussr', 'soviet union', 'former soviet union', 'union of soviet socialist republics', 'czechoslovakia',
  'czechoslovak socialist republic', 'yugoslavia', 'former yugoslavia', 'federal republic of yugoslavia',
  'socialist federal republic of yugoslavia', 'serbia and montenegro', 'state union of serbia and montenegro',
].map((name) => [name, null] as [string, string | null]).concat([
  ['german democratic republic', 'DE'], ['east germany', 'DE'], ['gdr', 'DE'],
]));

// A long official form's words before the name (`Republic of Latvia`, `Kingdom of Spain`). A
// `Democratic Republic of the` is left alone: without it the Congo would be the other Congo.
const STATE_FORM = /^(?:the )?(?:(?:islamic|federal|bolivarian|plurinational|socialist|united|arab|hashemite|federative|people s) )?(?:republic|kingdom|state|principality|grand duchy|sultanate|commonwealth|federation) of (?:the )?/;

/** The code a folded name gives: the lists' names, a former country's, else any register's name (CLDR). */
function codeOfName(folded: string): string | null | undefined {
  const listed = BY_NAME.get(folded);
  if (listed !== undefined) return listed;
  if (FORMER_BY_NAME.has(folded)) return FORMER_BY_NAME.get(folded)!;
  return countryCodeOf(folded) ?? undefined;
}

/**
 * The names a list's country may be, in the order read: as written; inverted (`Lithuania,
 * Republic of`, `Estonia (Republic of)` read as `Republic of …`); without a state form; and for
 * `Finland (Åland Islands)` the country before the brackets, a region of it in them.
 */
function namesOf(s: string): string[] {
  const folded = foldText(s);
  const bracketed = /^(.+?)\s*\((.+)\)$/.exec(s);
  const comma = /^([^,]+),\s*(.+)$/.exec(s);
  const inverted = bracketed ?? comma;
  const forms = [folded, ...(inverted ? [foldText(`${inverted[2]} ${inverted[1]}`)] : [])];
  const names = forms.flatMap((f) => [f, f.replace(STATE_FORM, '')]);
  if (bracketed) names.push(foldText(bracketed[1]!));
  return names;
}

/** ISO alpha-2 of a country name or code; null for empty, `00`, `UNKNOWN`, `N/a`, a country of several successors, an unknown name. */
export function countryCode(raw: string | null | undefined): string | null {
  if (raw == null) return null;
  const s = raw.trim();
  if (s === '' || s === '00' || /^(unknown|n\/a)$/i.test(s)) return null;
  if (/^[A-Za-z]{2}$/.test(s)) return s.toUpperCase();
  return lookUp(s) ?? null;
}

/** The code the first name a list's country may be that is known gives (null: none); undefined where none is known. */
function lookUp(s: string): string | null | undefined {
  for (const name of namesOf(s)) {
    const code = codeOfName(name);
    if (code !== undefined) return code;
  }
  return undefined;
}

/**
 * The ISO code when known, else the name as written: for an identifier's issuing country, shown
 * with it. An entry's countries take `countryCode` alone, where a name kept would be a foreign country.
 */
export function countryOrName(raw: string | null | undefined): string | null {
  if (raw == null || raw.trim() === '') return null;
  const s = raw.trim();
  if (/^(unknown|n\/a|00)$/i.test(s)) return null;
  const code = lookUp(s);
  return code === undefined ? s : code;
}

// OpenSanctions' own codes of countries that no longer exist, which ISO 3166-1 has no alpha-2 for.
// Only East Germany has one successor; the Soviet Union (which included Latvia, Lithuania and
// Estonia), Czechoslovakia, Yugoslavia and Serbia and Montenegro have several, so none is told.
const OPENSANCTIONS_FORMER: Readonly<Record<string, string | null>> = {
  suhh: null, cshh: null, yucs: null, yuyu: null, csxx: null, ddde: 'DE',
};

/**
 * An OpenSanctions country code (lower-case ISO alpha-2, `xk` for Kosovo, and codes of its own) as
 * ISO alpha-2: a former country by its one successor or none, a territory written under its
 * country's code (`ua-cri`, `ge-ab`) as that country, and any other code of its own (`zz`, `eu`)
 * as none. Upper-cased as they came, `SUHH` or `CSXX` was an entry's country no company has, so
 * screening read a company of the Soviet Union's Latvia as listed in another country.
 */
export function openSanctionsCountry(raw: string): string | null {
  const code = raw.trim().toLowerCase();
  if (Object.hasOwn(OPENSANCTIONS_FORMER, code)) return OPENSANCTIONS_FORMER[code]!;
  const country = /^([a-z]{2})(?:-[a-z0-9]+)?$/.exec(code)?.[1];
  return country === undefined ? null : countryCodeOf(country);
}
