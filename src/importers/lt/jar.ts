// lt.jar: the Register of Legal Entities (JAR) of Registrų centras — every registered and every
// deregistered legal entity, with the classifiers that name legal forms and statuses.
import type { SourceDefinition } from '../source.ts';
import { ADDRESSES, FORM_CLASSIFIER, mapDeregistered, mapRegistered, STATUS_CLASSIFIER } from './jar-map.ts';

/** Registrų centras serves every open-data file at this address with the file name appended. */
export const RC_DOWNLOAD = 'https://www.registrucentras.lt/aduomenys/?byla=';

// The JAR extracts: `|`-separated, UTF-8 (a BOM is dropped), `"` quoting with `""` escapes.
const pipe = (required: string[], known?: string[]) => ({
  delimiter: '|' as const, encoding: 'utf8' as const, required, ...(known ? { known } : {}),
});

export const jarSource: SourceDefinition = {
  id: 'lt.jar',
  country: 'LT',
  title: 'Juridinių asmenų registras (JAR): registered and deregistered legal entities',
  publisher: 'VĮ Registrų centras',
  url: `${RC_DOWNLOAD}JAR_IREGISTRUOTI.csv`,
  licence: 'CC BY 4.0',
  updateFrequency: 'daily',
  feeds: ['search', 'details.name', 'details.address', 'details.legalForm', 'details.regDate', 'details.closeDate',
    'details.status', 'autofill', 'compliance.flags'],
  files: [
    {
      name: FORM_CLASSIFIER, url: `${RC_DOWNLOAD}${FORM_CLASSIFIER}`, format: 'csv', optional: true,
      csv: pipe(['form_kodas'], ['form_kodas', 'form_pavadinimas', 'form_pav_ilgas', 'form_name', 'tipas', 'type', 'formavimo_data']),
      lookupKey: 'form_kodas', lookupColumns: ['form_kodas', 'form_pavadinimas', 'form_pav_ilgas'],
    },
    {
      name: STATUS_CLASSIFIER, url: `${RC_DOWNLOAD}${STATUS_CLASSIFIER}`, format: 'csv', optional: true,
      csv: pipe(['stat_kodas'], ['stat_kodas', 'stat_pavadinimas', 'stat_name', 'formavimo_data']),
      lookupKey: 'stat_kodas', lookupColumns: ['stat_kodas', 'stat_pavadinimas'],
    },
    {
      name: ADDRESSES, url: `${RC_DOWNLOAD}${ADDRESSES}`, format: 'csv', optional: true,
      csv: pipe(['ja_kodas', 'adresas'], ['ja_kodas', 'adresas', 'aob_kodas', 'adresas_nuo', 'formavimo_data']),
      lookupKey: 'ja_kodas', lookupColumns: ['ja_kodas', 'adresas', 'adresas_nuo'],
    },
    {
      name: 'JAR_IREGISTRUOTI.csv', url: `${RC_DOWNLOAD}JAR_IREGISTRUOTI.csv`, format: 'csv', asOfColumn: 'formavimo_data',
      csv: pipe(
        ['ja_kodas', 'ja_pavadinimas', 'adresas', 'ja_reg_data', 'form_kodas', 'stat_kodas'],
        ['ja_kodas', 'ja_pavadinimas', 'adresas', 'ja_reg_data', 'form_kodas', 'form_pavadinimas', 'stat_kodas',
          'stat_pavadinimas', 'stat_data_nuo', 'formavimo_data'],
      ),
      mapRow: mapRegistered,
    },
    {
      name: 'JAR_ISREGISTRUOTI.csv', url: `${RC_DOWNLOAD}JAR_ISREGISTRUOTI.csv`, format: 'csv', asOfColumn: 'formavimo_data',
      csv: pipe(
        ['ja_kodas', 'ja_pavadinimas', 'isreg_data'],
        ['ja_kodas', 'ja_pavadinimas', 'adresas', 'ja_reg_data', 'form_kodas', 'form_pavadinimas', 'isreg_data', 'formavimo_data'],
      ),
      mapRow: mapDeregistered,
    },
  ],
  notes: [
    'The extract dates itself: `formavimo_data` of its first row becomes the as-of date, not the file\'s modification time (which a copy changes). A file without the column, or none of whose rows gives a date in it, fails naming file, line and column: dated by its download or copy instead, it would be served as of that day, and an old file could not be told from a new one.',
    'Status from stat_kodas, whose classifier (JAR_TEI_STATUSU_KLASIFIKATORIUS) goes on past 10: 0 active; 1–4, 8 (taking part in a split-off) and the mergers, conversions and divisions across borders 16, 19, 21–24 (23 and 24 are seen in real data) and 27–30 reorganisation; 5, 6, 13 (a second Bankrutuojantis) and 26 (Likviduojamas dėl bankroto) insolvency; 7, 9 and 11 (Likviduotas: liquidated, its striking-off not yet registered, so still in JAR_IREGISTRUOTI with no deregistration date) liquidation; 10 closed; 12 (Nepersiregistravęs), 17 (founding a holding SE), 18, 20, 25 (moving the seat abroad) and any other code unknown. registryStatus is one wording per code, written out: the rows write a code abbreviated in some places and in full in others ("Teisinis stat neįregistruotas", "Teisinis statusas neįregistruotas"), so the codes of the register\'s list (0–13, 16–30) get its full name (0 Teisinis statusas neįregistruotas, 7 Likviduojamas, 10 Išregistruotas, 26 Likviduojamas dėl bankroto …) and any other code the status classifier\'s name, else the row\'s own, with "stat" spelled out "statusas"; stat_kodas is kept as text.',
    'Liquidation, insolvency and reorganisation statuses also become the flags in_liquidation, insolvent and in_reorganisation, dated stat_data_nuo.',
    'legalFormCode is form_kodas as text (310); legalFormName is the usual abbreviation of the form (UAB; lt/codes.ts) whichever name gives it, the row\'s form_pavadinimas or the classifier\'s form_pavadinimas or form_pav_ilgas (the classifier\'s form_pavadinimas is the column JAR_IREGISTRUOTI writes the full name in, Uždaroji akcinė bendrovė, so it is not taken for the short name as it stands), else the classifier\'s form_pavadinimas, else the long name; it is served as legalForm, and company details\' legalFormName is the full name JAR writes (Uždaroji akcinė bendrovė; domain/lt-legal-forms.ts), a form JAR names in one word and no abbreviation shortens too (Asociacija), a short name outside the list (a classifier\'s own) having none.',
    'The address is the one-line adresas; a blank one takes the newest address of JAR_ADRESAI. addressParts: the town is the first comma segment after the municipality and eldership of a rural address (`Kauno r. sav., Garliavos sen., Juragiai, Sodų g. 3` → `Juragiai`; a segment ending sav., savivaldybė, sen., seniūnija, r., raj. or rajonas), the street what follows it; a trailing LT-NNNNN is the postcode, also written LT NNNNN, LTNNNNN or the bare digits, each served as LT-NNNNN (the address itself as written). JAR writes a town either by its name (`Vilnius, Gedimino pr. 9-1`) or as the Address Register names the settlement, in the genitive before its type (`Vilniaus m. sav., Vilniaus m., Gedimino pr. 9-1`, "of Vilnius city"); a city so written is served in addressParts.city by its name (Vilniaus m. → Vilnius, Kauno m. → Kaunas, Biržų m. → Biržai), looked up in the table of the 103 cities (miestai) with their genitives (lt/town-names.ts), since no rule turns a genitive back; any other settlement, a village (Pilaitės k.) or small town (Akademijos mstl.), and a name outside the table is served as written: the address rules (Government resolution No. 2092, Adresų formavimo taisyklės, item 13) write a village and a small town so, in the genitive with k. or mstl., the form a courier reads, and keep m. for the name of a municipality alone, a city being written by its name; no table of the nominatives of villages is here to serve Didžiosios Riešės k. as Didžioji Riešė. An address that ends with its settlement (`Klaipėdos r. sav., Gargždų m.`; a segment ending m., mstl., k. or vs.) after administrative units alone names no street: the settlement is the city and the street is empty; so does an address of one segment, before its postcode, with no house number (`Vilnius, LT-07114` → city `Vilnius`). A city municipality whose territory is its city alone, followed by the street with no settlement between (`Kauno m. sav., Laisvės al. 1`) or alone, gives that city (Kaunas, Klaipėda, Šiauliai, Panevėžys, Alytus, Palanga, whose Šventoji is a part of the city; Vilnius too, whose municipality also holds Grigiškės and three villages, each of which the Address Register writes with its settlement, so an address leaving it out is one in the capital); the municipalities written sav. alone (Neringa, whose mail names its parts Nida or Juodkrantė; Birštonas, Druskininkai, Visaginas, Elektrėnai, which hold villages and small towns of their own) name no one town and stay as written.',
    'JAR_ISREGISTRUOTI entities are closed on isreg_data; an entity JAR_IREGISTRUOTI still lists with status 10 (Išregistruotas), the two extracts out of step, is closed on its stat_data_nuo. An entity both extracts list (deregistered between them) is served once, as the row that says it is deregistered (JAR_ISREGISTRUOTI\'s, or JAR_IREGISTRUOTI\'s of status 10) whether or not that row gives a real day, the latest closing day among such rows; the registered row is not served beside it. A code listed more than once, in one extract or both, is told in the import report (a warning naming the files, the codes and the lines kept and dropped). JAR has no activity codes: EVRK comes from Sodra (lt.sodra).',
    'A ja_reg_data, isreg_data or stat_data_nuo that is no real date is left empty with a warning naming file and line in the import report (the files, not these dates, decide the status); an adresas_nuo of JAR_ADRESAI that is no real date rejects the company whose address it would pick.',
    'JAR_KAPITALAS.csv (registered share capital) is not imported: the API has no share-capital field.',
  ],
  produces: ['company', 'flag'],
  // An entity deregistered between the two daily extracts can be in both files: the
  // deregistration is the later fact and wins, the row saying so (JAR_ISREGISTRUOTI's, or status
  // 10 in JAR_IREGISTRUOTI) whether or not it gives a day. Ordered by closedOn alone, a
  // deregistered row without a real isreg_data tied with the registered one, and the line numbers
  // (each file its own) served whichever came further down its file, often the active row.
  // Told in the import report (file, code, lines kept and dropped): a code listed twice within one
  // extract is the register's fault, and one in both extracts is worth seeing among the day's.
  keepLatest: [{
    kind: 'company', by: ['country', 'regcode'], order: ['status=closed', '-closedOn'],
    told: { field: 'regcode', what: ['registration code', 'registration codes'], rule: 'the deregistered row first, then the latest closing day, then the later line' },
  }],
  // ~230k registered entities plus the deregistered ones (a few hundred thousand more).
  expectedRows: { min: 100_000, max: 3_000_000 },
  maxRejectRate: 0.01,
  publishPolicy: 'replace',
};
