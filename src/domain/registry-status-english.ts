// registryStatus is the register's own wording, in Latvian, Lithuanian, Estonian or Finnish. A
// reader of none of them, and a model relaying the answer, read LT's "Teisinis statusas
// neįregistruotas" (no special legal status registered: the company operates normally) as a
// company whose registration is missing. The known wordings are given here in English; a wording
// not listed has none (the normalised status still says what it amounts to).
import type { Country } from './country.ts';

const WORDINGS: Record<Country, Record<string, string>> = {
  // UR register.csv closed codes and the types of UR's insolvency and liquidation files.
  LV: {
    'likvidēts': 'Liquidated (struck off)',
    'reorganizēts': 'Reorganised (struck off: merged into or divided among other companies)',
    'maksātnespējas process': 'Insolvency proceedings',
    'juridiskās personas maksātnespējas process': 'Insolvency proceedings of a legal person',
    'tiesiskās aizsardzības process': 'Legal protection proceedings (court-supervised restructuring)',
    'ārpustiesas tiesiskās aizsardzības process': 'Out-of-court legal protection proceedings',
    // The proceeding form UR's file writes beside a legal protection proceeding's type: its abbreviation.
    'tap': 'Legal protection proceedings',
    // The resolution of a proceeding (proceeding_resolution_name), which follows its type and form in the
    // detail: an ended legal protection's `Izbeigts` was given in Latvian alone between parts in English.
    'izbeigts': 'Ended',
    'brīvprātīga likvidācija': 'Voluntary liquidation',
    'piespiedu likvidācija': 'Compulsory liquidation',
    // The grounds of a liquidation (liquidations.csv grounds_for_liquidation), which follow its type in
    // the in_liquidation flag's detail and are registryStatus where the file gives no type: who
    // decided to wind the company up, by the company's kind (an SIA's shareholders, an AS's
    // stockholders, an association's members) or a court.
    'dalībnieku sapulces lēmums': "Decision of the shareholders' meeting",
    'dalībnieku lēmums': 'Decision of the shareholders',
    'akcionāru sapulces lēmums': "Decision of the stockholders' meeting",
    'biedru sapulces lēmums': "Decision of the members' meeting",
    'tiesas nolēmums': 'Court ruling',
    // The restrictions of UR's suspensions file (suspension_code_text) and their grounds (ground_for),
    // the detail of a suspended flag: a handful of phrases UR writes again and again, who decided one
    // a bailiff, the State Revenue Service or a court. A resumption or revocation raises no flag.
    'aizliegums reģistrēt izmaiņas': 'Prohibition to register changes',
    'darbības apturēšana': 'Suspension of activity',
    'komercdarbības apturēšana': 'Suspension of commercial activity',
    'saimnieciskās darbības apturēšana': 'Suspension of economic activity',
    'tiesu izpildītāja lēmums': "Bailiff's decision",
    'vid lēmums': "State Revenue Service's decision",
    'tiesas lēmums': 'Court decision',
    'tiesas spriedums': 'Court judgment',
    // The measures of UR's securing-measures file (securing_measure_type_text) and the institution
    // that ordered one where it is no person (institution_name; a bailiff is named, PREFIXES).
    'aresta uzlikšana': 'Seizure',
    'aresta uzlikšana mantai': 'Seizure of property',
    'aresta uzlikšana kustamai mantai': 'Seizure of movable property',
    'aresta uzlikšana nekustamajam īpašumam': 'Seizure of real estate',
    'aizliegums atsavināt mantu': 'Prohibition to dispose of property',
    'valsts ieņēmumu dienests': 'State Revenue Service',
    'vid': 'State Revenue Service',
    // The court of an insolvency (insolvency_legal_person_proceeding.csv court_name), as the courts
    // name themselves in English: the first-instance courts since the 2018–2021 reform and the regional
    // courts. Another court (one of the city district courts before the reform) is said a court
    // (COURTS below), its name as written.
    'rīgas pilsētas tiesa': 'Riga City Court',
    'rīgas rajona tiesa': 'Riga District Court',
    'vidzemes rajona tiesa': 'Vidzeme District Court',
    'kurzemes rajona tiesa': 'Kurzeme District Court',
    'zemgales rajona tiesa': 'Zemgale District Court',
    'latgales rajona tiesa': 'Latgale District Court',
    'ekonomisko lietu tiesa': 'Economic Affairs Court',
    'rīgas apgabaltiesa': 'Riga Regional Court',
    'vidzemes apgabaltiesa': 'Vidzeme Regional Court',
    'kurzemes apgabaltiesa': 'Kurzeme Regional Court',
    'zemgales apgabaltiesa': 'Zemgale Regional Court',
    'latgales apgabaltiesa': 'Latgale Regional Court',
    'augstākā tiesa': 'Supreme Court',
  },
  // JAR's legal-status codes (importers/lt/codes.ts STATUS_NAMES), as the status classifier's
  // English column names them where it has one.
  LT: {
    'teisinis statusas neįregistruotas': 'No special legal status registered (operating normally)',
    'reorganizuojamas': 'Being reorganised',
    'dalyvaujantis reorganizavime': 'Taking part in a reorganisation',
    'pertvarkomas': 'Being converted into another legal form',
    'restruktūrizuojamas': 'Under restructuring',
    'bankrutuojantis': 'In bankruptcy proceedings',
    'bankrutavęs': 'Bankrupt',
    'likviduojamas': 'Being liquidated',
    'dalyvaujantis atskyrime': 'Taking part in a split-off',
    'inicijuojamas likvidavimas': 'Liquidation initiated',
    'išregistruotas': 'Deregistered (struck off)',
    'dalyvaujantis tarpvalstybiniame jungime': 'Taking part in a cross-border merger',
    'likviduotas': 'Liquidated (not yet struck off)',
    'nepersiregistravęs': 'Not re-registered',
    'inicijuojantis europos bendrovės steigimą jungimosi būdu': 'Initiating the formation of a European company by merger',
    'inicijuojantis europos bendrovės steigimą valdymo (holdingo) būdu': 'Initiating the formation of a holding European company',
    'europos bendrovė, kurios buveinė yra perkeliama': 'European company transferring its registered office',
    'inicijuojantis europos kooperatinės bendrovės steigimą jungimosi būdu': 'Initiating the formation of a European cooperative society by merger',
    'europos kooperatinė bendrovė, kurios buveinė perkeliama': 'European cooperative society transferring its registered office',
    'jungiama, peržengiant vienos valstybės ribas, akcinė bendrovė ar uždaroji akcinė bendrovė': 'Public or private limited company being merged across borders',
    'dalyvaujanti vienos valstybės ribas peržengiančiame jungimesi ab ar uab': 'Public or private limited company taking part in a cross-border merger',
    'jungiamas peržengiant vienos valstybės ribas juridinis asmuo': 'Legal person being merged across borders',
    'dalyvaujantis jungimesi peržengiant vienos valstybės ribas juridinis asmuo': 'Legal person taking part in a cross-border merger',
    'perkeliantis buveinę': 'Transferring its registered office',
    'likviduojamas dėl bankroto': 'Being liquidated due to bankruptcy',
    'jungiama peržengiant vienos valstybės ribas bendrovė': 'Company being merged across borders',
    'dalyvaujanti vienos valstybės ribas peržengiančiame jungimesi bendrovė': 'Company taking part in a cross-border merger',
    'pertvarkoma peržengiant vienos valstybės ribas bendrovė': 'Company being converted across borders',
    'skaidoma peržengiant vienos valstybės ribas bendrovė': 'Company being divided across borders',
  },
  // RIK's company statuses R, L, N, K.
  EE: {
    'registrisse kantud': 'Entered in the register (active)',
    'likvideerimisel': 'In liquidation',
    'pankrotis': 'In bankruptcy',
    'kustutatud': 'Deleted from the register',
  },
  // YTJ's Trade Register states and open proceedings, joined with "; " (importers/fi/ytj-status.ts).
  FI: {
    'rekisterissä': 'Registered',
    'rekisteröimätön': 'Not entered in the Trade Register',
    'lakannut': 'Ceased',
    'konkurssi': 'Bankruptcy',
    'selvitystila': 'Liquidation',
    'yrityssaneeraus': 'Corporate restructuring',
  },
};

const key = (words: string) => words.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');

/** registryStatus in English; null when it is null or any part of it is a wording not listed. */
export function registryStatusInEnglish(country: string, wording: string | null): string | null {
  const words = WORDINGS[country as Country] as Record<string, string> | undefined;
  if (wording === null || words === undefined) return null;
  const known = inEnglish.get(country)?.get(wording);
  if (known !== undefined) return known;
  const english = translated(words, wording);
  remember(country, wording, english);
  return english;
}

function translated(words: Record<string, string>, wording: string): string | null {
  // FI joins the register state and an open proceeding ("Rekisterissä; Konkurssi").
  const parts = wording.split(';').map(key).filter((p) => p !== '');
  const english = parts.map((p) => words[p]);
  return parts.length > 0 && english.every((e) => e !== undefined) ? english.join('; ') : null;
}

// The answers given, by country and wording as stored: a register writes a handful of wordings,
// and folding one (NFC, spaces, lower case in English) cost a details call several µs, as much as
// the rest of its register row. Bounded, so that wordings never seen twice cannot grow it.
const REMEMBERED_MAX = 512;
const inEnglish = new Map<string, Map<string, string | null>>();
let remembered = 0;

function remember(country: string, wording: string, english: string | null): void {
  if (remembered >= REMEMBERED_MAX) return;
  let ofCountry = inEnglish.get(country);
  if (ofCountry === undefined) inEnglish.set(country, (ofCountry = new Map()));
  ofCountry.set(wording, english);
  remembered += 1;
}

/**
 * A register's wording of a proceeding as a compliance flag's detail gives it, each part whose
 * English is known followed by it: `Likviduojamas dėl bankroto (Being liquidated due to
 * bankruptcy)`, `Brīvprātīga likvidācija (Voluntary liquidation); Dalībnieku sapulces lēmums (Decision of the shareholders' meeting)`,
 * `Aresta uzlikšana kustamai mantai (Seizure of movable property); Zvērināta tiesu izpildītāja Anna Bērziņa (Sworn bailiff)`. The
 * details answer gives registryStatusEnglish beside the wording; the compliance statement, which a
 * reviewer reads alone, gave the Lithuanian, Latvian, Estonian or Finnish words only. An English
 * wording's own parenthesis is written after a comma, so that no parenthesis holds another.
 */
export function withEnglishParts(country: string, detail: string | null): string | null {
  if (detail === null) return null;
  return detail.split('; ').map((part) => {
    const english = registryStatusInEnglish(country, part) ?? namedInEnglish(country, part);
    return english === null ? part : `${part} (${english.replace(/ \(([^()]*)\)/g, ', $1')})`;
  }).join('; ');
}

// The office of a person a detail names, said before the name: UR's securing-measures file gives
// the bailiff who ordered a seizure as `Zvērināta tiesu izpildītāja Anna Bērziņa`, a wording no
// table can list whole. Only the office is put into English; the name stays as written.
const PREFIXES: Partial<Record<Country, Array<[string, string]>>> = {
  LV: [['zvērināta tiesu izpildītāja ', 'Sworn bailiff'], ['zvērināts tiesu izpildītājs ', 'Sworn bailiff']],
};

// A Latvian court of a name not listed (Rīgas pilsētas Vidzemes priekšpilsētas tiesa): its last word
// says what it is, a court (tiesa) or a regional court (apgabaltiesa), after a name of its place.
const COURTS: Partial<Record<Country, RegExp[]>> = { LV: [/^\S.* tiesa$/u, /^\S+ apgabaltiesa$/u] };
const COURT_WORDS: Partial<Record<Country, string[]>> = { LV: ['Court', 'Regional court'] };

function namedInEnglish(country: string, part: string): string | null {
  const folded = key(part);
  const found = PREFIXES[country as Country]?.find(([prefix]) => folded.startsWith(prefix) && folded.length > prefix.length);
  if (found !== undefined) return found[1];
  const court = COURTS[country as Country]?.findIndex((shape) => shape.test(folded)) ?? -1;
  return court < 0 ? null : COURT_WORDS[country as Country]![court]!;
}
