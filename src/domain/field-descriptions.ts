// What each field of an answer means, in the words the REST reference (OpenAPI, http/schemas)
// and the MCP tools' output schemas (mcp/schemas.ts) both show. Written once here so the two
// boundaries cannot explain one field two ways (API.md "Resources" is the contract they follow).
import { HEADCOUNT_SOURCES } from './headcount-sources.ts';
import { COMPLIANCE_FLAGS, type ComplianceFlag } from './records.ts';
import { FORMER_OFFICERS_MAX, FORMER_OFFICERS_YEARS } from './former-officers.ts';

const STATUS_VALUES = 'active, liquidation, insolvency, reorganisation, closed or unknown';

/** What each compliance flag says, in the order flags are listed (records.ts COMPLIANCE_FLAGS). */
export const FLAG_MEANINGS: Record<ComplianceFlag, string> = {
  sanctioned: 'the company or an owner of it matches a sanctions list',
  sanctioned_owner: 'an owner of it does',
  closed: 'struck off the register',
  insolvent: 'in insolvency or bankruptcy proceedings',
  in_liquidation: 'in liquidation',
  tax_debt: 'a published tax debt',
  vat_deregistered: 'VAT registration no longer in force: struck off the VAT register, or ended by the company\'s closure while the VAT list still shows it or deregisters it only later (the detail says so, with the list\'s later day; since closedOn)',
  blacklisted: 'LV: the State Revenue Service suspended its economic activity',
  annual_report_missing: 'LT: on Registrų centras\' list of legal entities that did not file their annual financial statements for a past year '
    + '(one flag a year, the detail naming it; the list gives no day it was entered on, so since is null); the one LT flag that sets blacklisted',
  annual_report_late: 'LT: on Registrų centras\' list of legal entities late with their annual financial statements (the detail naming the period '
    + 'of the last one filed; undated, since null); it does not set blacklisted',
  in_reorganisation: 'in restructuring or reorganisation proceedings (LV legal protection proceedings, TAP: a plan agreed with the creditors, the company trading on; not an insolvency)',
  special_situation: 'FI: another open situation the register records',
  suspended: 'LV: a suspension or prohibition the Register of Enterprises records, e.g. of registering changes',
  securing_measure: 'LV: a securing measure a court or an institution ordered and the Register of Enterprises records (a seizure of property, a prohibition to dispose of it or to register changes), the detail naming the measure, the institution and the case; '
    + 'the company keeps its status and trading',
  beneficial_owner_discrepancy: 'EE: RIK\'s beneficial-owners file records that a discrepancy notice has been filed against the company\'s '
    + 'beneficial-owner data (someone told the register they may not be right; the register has not said they are wrong)',
};
const FLAG_VALUES = COMPLIANCE_FLAGS.map((flag) => `${flag} (${FLAG_MEANINGS[flag]})`).join(', ');

const VAT_NUMBER = 'VAT number with country prefix';
const VAT_REGISTERED = 'VAT registered today (the registers\' day, as for officers): false before the VAT registration date (the details\' vat.registeredOn) where the tax office '
  + 'entered the registration ahead (not yet valid; a company only about to register carries no vat_deregistered flag), false from the day deregisteredOn names (FI the day after it), '
  + 'and false once the register has closed the company (status closed, from closedOn) while the VAT list still shows the registration, '
  + 'unless the list dates the registration after closedOn';

/** A company as search, autofill and details name it. */
export const COMPANY_FIELDS = {
  regcode: 'Registration number as the register writes it: LV 11 digits, EE 8, LT 9, FI business ID NNNNNNN-N',
  country: 'LV, LT, EE or FI',
  name: 'Name as the register writes it, legal form included',
  address: 'Full legal address on one line, postcode included: LV and LT the registered address, EE the ADS-normalised address '
    + 'of the registry card; FI the street (visiting) address the register lists, else its postal address (a PO box written PL n), '
    + 'as YTJ publishes no other legal address, with its c/o line first (c/o Anttoni Patana, Mechelininkatu 18 B 52, 00100 HELSINKI)',
  addressParts: 'The address split as a form takes it (street, postcode, city, country), each part as the register gives it; '
    + 'null when the register gives no address',
  addressCountry: 'Country of the address, ISO 3166-1 alpha-2: the company\'s country, except for an FI company YTJ registers '
    + 'at an address abroad, whose country YTJ names (SE for Box 45, 11122 STOCKHOLM; the one-line address ends with it too)',
  addressStreet: 'Street, house and apartment as the register writes them (LV Brīvības iela 12 - 5, LT Savanorių pr. 53-6, '
    + 'EE Narva mnt 5, FI Mäkelänkatu 12 B 34; FI a flat with no staircase letter after as (Kotikatu 5 as 10; bst in Swedish), a PO box as PL n (PB n in Swedish), and a c/o line before the street (c/o Anttoni Patana, Mechelininkatu 18 B 52); LV a farmstead by its name, "Kalnieši"); null where the register gives none, as for an LV or LT address of a municipality and parish alone (Molėtų r. sav., Alantos sen.) or of its town alone, with no house number or house name (Valmiera: the city Valmiera)',
  addressPostcode: 'Postcode as the country writes it: LV LV-1010, LT LT-09945, EE 10117, FI 00773; null where the register gives none',
  addressCity: 'LV and LT the town or village: the first part of the address after the municipality and parish (LV novads, '
    + 'pagasts; LT savivaldybė, seniūnija) a rural address begins with (Ādažu nov., Ādaži, Rīgas gatve 5: Ādaži), or the parish '
    + 'where the address names no village (Siguldas nov., Allažu pag., "Kalnieši": Allažu pag.; Molėtų r. sav., Alantos sen.: Alantos sen.); LT a city the register writes in the genitive by its name (Vilniaus m. sav., Vilniaus m., Gedimino pr. 9-1: Vilnius) and a city municipality of one city followed by the street by that city (Kauno m. sav., Laisvės al. 1: Kaunas), a village or small town as written (Pilaitės k.); EE the settlement, a town by its name without the word linn (Tallinn for a Tallinn district; Pärnu linn: Pärnu; Paldiski linn in Lääne-Harju vald: Paldiski), a borough or village with its type (Haabneeme alevik); FI the post office in capitals, '
    + 'named in the language of the street (HELSINKI; HELSINGFORS for Mechelingatan, MARIEHAMN on Åland); null where the register gives none',
  status: `Normalised company status: ${STATUS_VALUES}`,
  legalForm: 'Legal form as it is abbreviated in its country: LV SIA, EE OÜ, LT UAB, FI Oy (Osakeyhtiö), Oyj, Ky, Ay, Tmi, '
    + 'As Oy, Koy, osk, ry, sr; the full name for a form with no abbreviation in common use (FI Taloudellinen yhdistys; LV Biedrība, '
    + "an association, whose UR code BDR is in legalFormCode: LV serves the code only for SIA, AS, IK, KS, PS and SE, and "
    + 'the abbreviation written for UR\'s ZEM, a farm, ZS, ZVJ, a fishing farm, ZvS, and IND, an individual enterprise, IU)',
  legalFormEnglish: 'What the legal form is, in English, from a closed list of each country\'s forms, as the register renders it in English '
    + 'where it does (LV SIA Limited liability company, AS Joint-stock company, IK Individual merchant, KB Cooperative society, '
    + 'VU State enterprise, PSV Municipal enterprise, EIG European economic interest grouping (EEIG), every type UR\'s classifier names; '
    + 'EE OÜ Private limited company, '
    + 'AS Public limited company, FIE Sole proprietor; LT UAB Private limited liability company, MB Small partnership; FI Oy Limited company, '
    + 'Oyj Public limited company, Tmi Sole trader); null for a form not on the list (an LV paju sabiedrība, PAJ, '
    + 'an FI Osuuspankki), never a guessed one. legalForm and legalFormName stay the register\'s own words',
  registeredOn: 'Registration date: LV the day of entry in the Register of Enterprises, EE the first entry in the '
    + 'e-Business Register (esmakande kuupäev), LT the registration in JAR (ja_reg_data), FI the entry in the Trade Register, '
    + 'else (an entity outside it, such as an association or some sole traders) the day its business ID was granted',
  matchedOtherName: 'Present only when the text matched another name of the company rather than the one it bears: that name, its kind (former; parallel: the same name in another language; auxiliary: a trade name, both Finnish) and the day it ended (until): of a former name, or of a parallel or auxiliary name the register has ended; null for one still in use',
  matchedNumber: 'Present only when the text named the company by another number than the one typed: number, the number '
    + 'the text was read as, and kind: other_country_code, a number typed after the code of a country where it is no VAT or '
    + 'registration number (EE40003123456, a Latvian company\'s code after EE; LV101485881, an Estonian VAT number\'s digits '
    + 'after LV), whose digits without the code are this company\'s own regcode or VAT number (number): the number as typed is '
    + 'not valid in the country its code names, and an invoice or a VAT return must not carry it; predecessor (LV), the code '
    + '(number) of a company UR closed as reorganised, merged or split into this one, that the register no longer lists (an '
    + 'old 9-digit code, 010312345): this company carries on its business, and is not the company of that code; one_digit_off, '
    + 'where no company has the whole number typed, this company\'s own number (number) is one digit from it (a digit mistyped '
    + 'or two neighbours swapped: 40003123465 for 40003123456): it may be the company meant, and is not the company of the number typed; '
    + 'number_beginning, where the text is a number\'s beginning (1234, LV4000312): this company\'s number begins with it (number, '
    + 'the beginning as read), and is not the number typed',
  numberNotFound: 'Present only where the text is a whole registration or VAT number no company has (and the results are none, or '
    + 'only those of matchedNumber one_digit_off): a sentence a form can show, naming the number as read (EE12754321: no company '
    + 'in EE has registration number 12754321; the companies listed have a number one digit from it …) and, for a Finnish '
    + 'business ID with a wrong check digit, the digit its first seven take (0112038-8: no company has registration number '
    + '0112038-8; as a Finnish business ID, 0112038-8 has a wrong check digit: 0112038 takes 9 (0112038-9); …), and, for a number '
    + 'after the label of another country\'s register asked without country, what the label names and that no company of the '
    + 'number\'s country has it (registrikood 40003999999: no company has registration number 40003999999; the label before it '
    + 'names EE\'s register, where a registration number has 8 digits, and 40003999999 is not of that form: it is of LV\'s, and no '
    + 'LV company has it); for the number of an owner the registers list that is no company here, that owner, its holding and the '
    + 'request listing its holdings, as the details\' 404 says them (40103888312: …; 40103888312 is known here as the number of an owner, '
    + 'Valkas Pārvadājumi SIA, registered in LV, holding Valga Piiriveod OÜ (EE 14962613), …; the owners of /companies/14962613?country=EE '
    + 'list it with its registeredIn, and /holders/40103888312/holdings?registeredIn=LV lists every company it holds); asked with country, '
    + 'the company of another country that has it and the country to ask (LV40003123456 with country=EE: …; the number is that of '
    + 'SIA "Rīgas Koks" (LV 40003123456): repeat without country, or with country=LV), its countries in foundIn',
  numberInText: 'Present only where the text holds a registration or VAT number among other words (an invoice line: '
    + 'Tallinna Ehitus OÜ, KMKR EE103546042) and the company listed first is not the one that number names: a sentence saying '
    + 'which company the number names (EE103546042 names Holding Eko OÜ (EE 10003561), not Tallinna Ehitus OÜ (EE 12754320), listed '
    + 'first by the text\'s other words), or, for a VAT number, an LV registration number or a Finnish business ID, that no company '
    + 'here has it (a digit mistyped). The company listed first is not the number\'s: check which company the document means. '
    + 'Also present where the text holds a VAT number that is not the VAT number in force of a company listed by the registration '
    + 'number its digits give (EE12754320 is no VAT number of Tallinna Ehitus OÜ (EE 12754320), found by the registration number '
    + 'its digits give: its VAT number is EE101485881), or of one not registered for VAT: do not take it for the company\'s VAT number. '
    + 'A text of numbers alone (40003123456, 40103777281) has no other words: it says each number\'s company (the text is a list of '
    + 'numbers, each searched: SIA "Rīgas Koks" (LV 40003123456) is listed first, and 40103777281 names SIA "Zemgales Graudi" (LV '
    + '40103777281)), or that no company here has one of the list. '
    + 'Also present where the whole text is a registration number after the register label of a country other than the company '
    + 'listed first, which has that number (registrikood 40003123456, the Estonian word before a Latvian number): what the label '
    + 'names and which company is listed (registrikood 40003123456: the label before it names EE\'s register, where a registration '
    + 'number has 8 digits, and 40003123456 is not of that form: it is of LV\'s. The company listed is the LV one with that number, '
    + 'SIA "Rīgas Koks" (LV 40003123456), not an EE company: check that the document means it.)',
  addressInText: 'Present only where the text writes a street and house number with the street\'s type (an invoice line: '
    + 'Kurzemes Metāla Serviss, Rūpniecības iela 5; iela, ie., tn, mnt, g., pr., a Finnish street ending in -tie or -katu) and the '
    + 'company listed first is not registered at it: a sentence naming the address as written and the one the register holds (the '
    + 'address in the text, Rūpniecības iela 5, is not the address of SIA "Kurzemes Metāla Serviss" (LV 40103777120), listed first: '
    + 'the register holds Liepāja, Graudu iela 33, LV-3401; …). The line may write an old address, a branch\'s, or another '
    + 'company\'s of a like name: check which company the document means. The street and house number decide, as the search reads '
    + 'them: their case, marks, the street\'s type written in full or abbreviated, a flat, the postcode and the town do not; another '
    + 'building of the house (33 k-2, 54/1) does',
  categoryNotFiltered: 'Present only where a question of a category listed companies by words it kept, a category\'s word left out '
    + '(`companies in Riga`, `construction companies Vilnius`, `IT companies in Tallinn`) or the words before a place word '
    + '(`bakeries in Helsinki`), or a trade\'s or a profession\'s word of a fixed list left out beside the words kept (`dentists Riga`; '
    + 'so too a trait\'s word of a fixed list, `sanctioned Riga`, `largest Tallinn`; '
    + 'a word outside the list, a name typed wrong beside its town, gets none): that the search has no filter by town, country or trade, '
    + 'and the companies listed are only those '
    + 'whose name or address holds the text searched (the search has no filter by town, country or trade: the companies listed are '
    + 'only those whose name or address holds "Riga"); a trade\'s words kept are said read as a name\'s (; "IT" was read as a word of '
    + 'a name, not as a trade: a company\'s trade (NACE code) is read with /companies/{regcode}), a trade\'s words left out said so '
    + '(; "dentists", a trade\'s word no name listed holds, was left out: a company\'s trade (NACE code) is read with /companies/{regcode}), '
    + 'a trait\'s words left out said so, with or without a category\'s word (; "sanctioned", a trait\'s word no name listed holds, was left out: '
    + 'the search has no filter by sanctions status, status, size or age: each company listed carries its status, and its sanctions '
    + 'are read with /companies/{regcode}/compliance), '
    + 'and where the text names a country '
    + 'other than the one asked, the country parameter (; the search has a country parameter: for the companies of EE, set '
    + 'country=EE with a name). Not for a name asked for (`Rīgas Koks company`, `Rīgas Kqks company` where the search reads the typo, `Tell me about the company Rīgas Koks`)',
  nothingFound: 'Present only where the list is empty and numberNotFound is not given: a sentence a form can show, saying '
    + 'what to do: asked with country, where the text finds companies of other countries (foundIn), to repeat without it '
    + '(no company in EE matches the text; it finds companies in LV: repeat without country, or with country=LV); '
    + 'otherwise to check the spelling or search by the registration or VAT number (a number being typed: to check its digits, '
    + 'and, after the label of another country\'s register asked without country, what the label names, registrikood 1234567: …; '
    + 'the label before it names EE\'s register, where a registration number has 8 digits, and 1234567 is not of that form: it is '
    + 'of LT\'s, and no LT company has it: check its digits; '
    + 'a phone number with its calling code or its phone word alone, +372 5123 4567, tel: 67123456: that it is a phone number, which names no company; markup '
    + 'with no word outside its tags, <script>alert(1)</script>: that it is markup, whose tags, scripts and styles are not searched; a person\'s '
    + 'name with a birth date, Jānis Bērziņš 1980-01-01: the person check with both; with a year of birth alone or its month and '
    + 'year, Jānis Bērziņš 1980 or Ilze Kalniņa, b. 03.1971: the person check, which needs the whole birth date, birthDate=1980-MM-DD; '
    + 'a question of a category, its words kept function words alone, sanctioned companies in Latvia searched for `in`, or one that '
    + 'found nothing, a category\'s plural with other words, software companies, or a trade\'s or a trait\'s words with a category\'s singular or a '
    + 'country, software company, sanctioned company, dentists Latvia (a word outside the trades and traits read, Zzyzxq firm, told to check the spelling): that the search '
    + 'finds companies by name, number or address and has no filter by sanctions status, trade or size, where those are read, and '
    + 'the country to set where the text names one)',
  searchedFor: 'Present only where words of the text were left out of the search that found the results, or a word was read as another: '
    + 'the text searched (`Viru Puit` for `Tell me about Viru Puit` or `Viru Puit who owns it?`: the words of a request around a name; '
    + '`Rīgas Koks` for `Rīgas Koks (Latvija)` where no name holds the words in parentheses; where the whole text found '
    + 'nothing, without words no name or address holds, then fewer words, or a long word read two typos from the one typed, '
    + '`JG transport` for `JG Tranprt`; `Rīgas` for `Rīgas Κοκς`, a word in letters the search does not read, none but Latin and Cyrillic; `Rīgas Koks` for `<b>Rīgas Koks</b>`, markup\'s tags left out). The results are not those of the whole text. Not given where the first results hold '
    + 'every word typed, nor for the typo read of one edit, each result showing its own spelling',
  foundIn: 'Present only beside nothingFound or numberNotFound where country was sent: the countries whose companies the same text finds '
    + '(for a whole number, the companies that have it), in the order LV, LT, EE, FI',
  matchedNumberText: 'The number the text was read as: the company\'s own regcode or VAT number (other_country_code), or its predecessor\'s code (predecessor), or the beginning typed (number_beginning)',
  matchedNumberKind: 'other_country_code: the text wrote the digits after another country\'s code, where they are no company\'s number; '
    + 'predecessor: the code of a company reorganised into this one; one_digit_off: the company\'s own number, one digit from the number typed, which no company has; '
    + 'number_beginning: the beginning typed, which the company\'s number begins with',
  otherNameText: 'The other name as the register writes it',
  otherNameKind: 'former, parallel or auxiliary',
  otherNameUntil: 'The day the name ended (YYYY-MM-DD): a former name, or a parallel or auxiliary name no longer in use; null for a name in use or where the register gives no day',
  registryStatus: "Status in the register's own words; null where the register gives none (an active LV company, an EE company no longer in the register's file). LV: register.csv words only a closed entity (Likvidēts, Reorganizēts); an insolvency or liquidation is worded by its open proceeding in UR's insolvency or liquidation file (its type, e.g. Maksātnespējas process, Brīvprātīga likvidācija), as that file writes it, and has none (null) where only register.csv tells it (a terminated day without a letter: activity ended, not struck off)",
  registryStatusEnglish: 'registryStatus in English, for a reader of none of the four languages: LT Teisinis statusas neįregistruotas is '
    + 'No special legal status registered (operating normally), not a registration missing; EE Registrisse kantud is Entered in the register (active); '
    + 'FI Rekisterissä; Konkurssi is Registered; Bankruptcy. Null where registryStatus is null or is a wording the service has no English for '
    + '(status still gives the normalised state)',
  succeededBy: 'LV: the companies UR names as the final entity of this company\'s reorganisation (reorganizations.csv), those it merged or split '
    + 'into, which carry on for a company closed as reorganised (Reorganizēts); [] where UR names none; null for EE, LT and FI, which publish '
    + 'no such file, and for an LV store that has not imported it',
  autofillClosedOn: 'Present only for a closed company (status closed; left out for any other): the day it was struck off, as the details\' closedOn '
    + 'gives it, so a form can say since when without asking the details; null where the register gives no day',
  autofillSucceededBy: 'Present only for a closed company (status closed; left out for any other): who carries on its business, as the details\' '
    + 'succeededBy gives it. LV: the companies UR names as the final entity of its reorganisation (reorganizations.csv), those a company closed as '
    + 'reorganised (Reorganizēts) merged or split into, each with the name and status the service holds, so a form offers the company carrying on '
    + 'rather than invoice a closed one; the successor\'s own record is not added to the results (they stay the companies the text finds): '
    + 'autofill with its regcode gives it; [] where UR names none (a company liquidated); null for EE, LT and FI, which publish no such file, '
    + 'and for an LV store that has not imported it',
  reorganisedFrom: 'LV: the companies whose reorganisation UR names this company the final entity of (merged or split into it); [] and null as in succeededBy',
  reorganizedRegcode: 'Registration number as UR writes it (an old 9-digit code keeps its leading zero; a company registered abroad, its number '
    + 'as its own register writes it)',
  reorganizedCountry: 'LV for a number of the Latvian register (digits alone, 11, or 9 or 10 for an old code); null for a company registered '
    + 'abroad (a Latvian company merged into a foreign one), whose country UR does not name and whose details this service does not hold. '
    + 'A Lithuanian company code (9 digits) cannot be told from an old Latvian one and is given LV',
  reorganizedName: 'Name in the register; null where the service holds no company of that number',
  reorganizedStatus: `Normalised status (${STATUS_VALUES}); null where the service holds no company of that number`,
  closedOn: "Date the company was struck off: LV register.csv's terminated, the day it was liquidated (L) or reorganised (R) out of the register "
    + "(a terminated day with no such letter is the day its activity ended, a liquidation under way: status liquidation, closedOn null); LT the day of "
    + "deregistration (isreg_data; stat_data_nuo where JAR's file of registered entities still lists it with status 10, Išregistruotas), FI the day it ceased (endDate; one YTJ entered ahead is the day it ceases, the company served as its trade-register state says until then, active, the compliance statement's closed flag announced from that day); for an EE company, which the register's basic-data file stops listing "
    + "when it is deleted, RIK's deletion day (kustutamise_kpv) where its general data lists or has listed the company as deleted, else null: "
    + 'no file of RIK gives the day, and the day the service found it gone is given as closedOnOrBefore',
  closedOnOrBefore: 'Present for every company, a day only for a closed one whose register gives no closing day (closedOn null): the latest day '
    + "it can have been struck off. EE: the day the service found RIK's basic-data file no longer listing the company, which RIK's files "
    + 'give no deletion day of (its general data lists a deleted company only a while): deleted on or before this day, perhaps long before. '
    + 'Null for any other company, and where closedOn gives the day',
  legalFormCode: "Register's code of the legal form: LV the UR type (SIA, AS, IK), EE RIK's abbreviation of the form "
    + '(OÜ, AS, MTÜ; null for a form without one), LT the JAR form code (310 UAB, 320 AB), FI the YTJ company-form code (16 Osakeyhtiö, 17 Julkinen osakeyhtiö)',
  legalFormName: "The register's full name of the legal form: LV the UR type text (Sabiedrība ar ierobežotu atbildību), "
    + 'EE the form as RIK writes it (Osaühing), LT the form as JAR writes it (Uždaroji akcinė bendrovė, beside legalForm UAB), '
    + 'FI the YTJ company form in Finnish (Osakeyhtiö, beside legalForm Oy; English where the register gives no Finnish); null where the register gives none',
  formerNames: 'Names the company had before, latest first',
  formerName: 'A former name',
  otherNames: 'Names the company bears beside its name, as the Finnish register lists them: parallel names, the same name '
    + 'in Swedish or English (Nokia Abp, Nokia Corporation), before auxiliary names, trade names it also trades under '
    + '(Vertu); names in use first. Empty in LV, EE and LT, whose registers publish no such names',
  otherName: 'The name as the register writes it',
  website: "The company's website as an absolute http(s) link: FI the address YTJ publishes (website.url), EE the current "
    + "WWW contact of RIK's general data (sidevahendid; of several, the register's latest entry). Registers mostly write it "
    + 'without a scheme (www.nokia.com): served with https:// before it (https://www.nokia.com/); an address that is not a '
    + 'web address (javascript:, mailto:, ftp://, a host without a dot, a user name before the host) is null, never served '
    + 'as a link. Null where the company publishes none, and for every LV and LT company, whose files give no website',
  otherNameListedKind: 'parallel (the same name in another language) or auxiliary (a trade name)',
  otherNameFrom: 'The day the register entered the name',
  otherNameTo: 'The day the name ended; null while it is in use',
  validFrom: 'First day of the name',
  validTo: 'Last day of the name',
  vat: 'VAT registration; null where the country publishes none',
  vatRegistered: VAT_REGISTERED,
  vatNumber: VAT_NUMBER,
  vatRegisteredOn: 'VAT registration date, also one ahead that the tax office has entered (registered from that day); null in EE, whose register publishes the VAT number without dates',
  vatDeregisteredOn: 'VAT deregistration date, also one ahead that the register has entered (registered until that day); FI the last day VAT-registered, the end date of the last VAT-register entry as YTJ writes it; null in EE (no dates published)',
  taxRating: 'Taxpayer rating (LV only)',
  taxRatingValue: 'Rating as the State Revenue Service publishes it: A a low risk of unpaid taxes, B a medium risk, C a high risk, '
    + 'N a newly registered taxpayer or too little data to rate (not a grade of size or credit)',
  taxRatingValueEnglish: 'What the letter means, in English: A Low risk of unpaid taxes, B Medium risk of unpaid taxes, C High risk of unpaid taxes, '
    + 'N Newly registered taxpayer, or too little data to rate; null for another letter (J, whose meaning the State Revenue Service\'s dataset does not state). '
    + 'Given from the letter, whatever words explanation gives it',
  taxRatingExplanation: 'The State Revenue Service\'s own explanation of the rating, in Latvian, as its file gives it beside the '
    + 'letter (Skaidrojums, e.g. Zems nodokļu nemaksāšanas risks, a low risk of unpaid taxes); null where the file gives none',
  taxRatingAsOf: 'Date of the rating',
  source: 'Source the value was imported from, e.g. lv.vat',
  // Each of its one source: "e.g. lv.vat" beside a rating or a debt named a source that gives neither.
  taxRatingSource: 'Source the rating was imported from: lv.tax-rating',
  taxDebtSource: 'Source the debt was imported from: ee.tax-debtors',
  nace: 'Main activity code; null where none is known',
  naceCode: 'Activity code as the classification writes it, e.g. 16.10',
  naceDescription: 'Name of the activity: LV in Latvian (the NACE classifier), LT in Lithuanian (Sodra\'s EVRK name), '
    + 'FI in English (Finnish where YTJ gives no English); EE the Estonian wording of the EMTAK subclass the company reported, '
    + 'which refines the NACE class of code (41.20 with Elamute ehitus, residential buildings only). '
    + 'Null where the service holds no names of the classification: an LV code of NACE Rev. 2 (the State Revenue Service\'s code '
    + 'of a company whose last tax year with one is before 2024, or a class Rev. 2.1 deleted that it still gives for a later year), as the Latvian classifier imported names NACE Rev. 2.1 codes only',
  naceClassification: 'Classification of the code: NACE Rev. 2 or NACE Rev. 2.1; EMTAK 2008 or 2025 (EE), EVRK 2 (LT), TOL 2008 or 2025 (FI)',
  naceSection: 'The NACE section the code falls in, with its official English title, for a reader of none of the registers\' languages: '
    + 'of NACE Rev. 2 for a code of NACE Rev. 2, EMTAK 2008, EVRK 2 or TOL 2008, of NACE Rev. 2.1 for one of NACE Rev. 2.1, EMTAK 2025 or TOL 2025 '
    + '(Rev. 2.1 split section J in two and moved the later letters on: 62.01 is J Information and communication in Rev. 2, 62.10 K in Rev. 2.1). '
    + 'Null, as division is, where the classification is not built on NACE or its revision has no division of the code\'s first two digits '
    + '(45 under Rev. 2.1)',
  naceSectionCode: 'Section letter: A to U in NACE Rev. 2, A to V in Rev. 2.1',
  naceSectionTitle: 'Official English title of the section, e.g. Manufacturing',
  naceDivision: 'The NACE division the code falls in, its first two digits (EMTAK, EVRK and TOL refine NACE below its class, so theirs too), '
    + 'with its official English title in the section\'s revision; null with section',
  naceDivisionCode: 'Division, two digits, e.g. 62',
  naceDivisionTitle: 'Official English title of the division, e.g. Computer programming, consultancy and related activities',
  naceClass: 'The NACE class the code falls in, its first four digits (an EMTAK or TOL code\'s fifth digit is the national subclass), '
    + 'with its official English title in the section\'s revision, where description is the register\'s own wording: 62.01 Computer programming activities '
    + 'for an EE 62011 of EMTAK 2008 (Programmeerimine). Null with section, and where the code names no class of its revision: fewer than four digits, '
    + 'or a class the revision lacks (16.10 given as NACE Rev. 2.1, which split it into 16.11 and 16.12). An LV code of NACE Rev. 2, description null, has its class\'s title',
  naceClassCode: 'Class, four digits written NN.NN, e.g. 62.01',
  naceClassTitle: 'Official English title of the class, e.g. Computer programming activities',
  officers: 'Board members and other officers in office today (for an LV sole trader, IK, its owner, position owner; for a partnership, LV PS or KS and EE TÜ or UÜ, its general partners, position general_partner), the day in Riga, Tallinn, Vilnius and Helsinki (UTC+2, UTC+3 in summer), '
    + 'as the registers date an office: one ending on the 24th is listed until midnight there; empty where the country\'s register publishes no officers (LT and FI), '
    + 'and an empty list then says nothing about the company. A company in liquidation lists its liquidators first (position liquidator): they act for it '
    + 'while it is wound up, and the register may still list its board beside them, as the register\'s file does (an LV board member with the signing right '
    + 'UR gives it); whether such a board member may still sign the file does not say, the register\'s extract does',
  officerName: "Name; a person's given name first",
  officerRegcode: 'Present only for an officer that is itself a legal entity (a company as a board member, liquidator or partner of a partnership; '
    + "LV: UR's officers file gives its own number in legal_entity_registration_number), left out for a natural person: its registration number "
    + "as the register gives it (a foreign entity's in its own register); null where it gives none",
  officerCountry: 'Present with regcode: the country of the register this service holds the officer in, to ask for its own details by '
    + '(GET /companies/{regcode}?country=); null where the service holds no company of that country and number (a foreign entity, or one not held)',
  officerRegisteredIn: "Present with regcode: ISO 3166-1 alpha-2 code of the country whose register the officer is in, as the company's register "
    + "names it, whether or not this service holds it; null where the register names none (UR's foreign entities)",
  formerOfficerRegcode: "As officers' regcode, of an officer that was itself a legal entity (left out for a natural person), with country "
    + "and registeredIn as officers give them; all three null for an LV office UR's file stopped listing that this service recorded before "
    + 'it kept the number of such an officer (not known, the register no longer listing it)',
  formerOfficers: `Officers who left within the last ${FORMER_OFFICERS_YEARS} years (the roles of officers, an LV sole trader's owner and general partners, as for officers), `
    + `the latest first, at most ${FORMER_OFFICERS_MAX}. Two kinds: an office the register itself ended, with its end date (until): `
    + 'EE the entries RIK\'s person files list with an end (lopp_kpv), LV the partners of a partnership whose membership UR ends (date_to); '
    + 'and an LV office UR\'s officers file, which lists current officers only and never an end, stopped listing at an import of this service '
    + '(until null, unlistedOn the date of the first file without it): the office ended on or before that day, the register saying no more. '
    + 'Not listed so: an office the next file lists under a corrected or changed name or birth date (the same office), the board of a company '
    + 'the file stopped listing altogether or that is closed (see status), offices that left before this service\'s first import of the file, '
    + 'and none when an implausible share of the file\'s offices vanished at once (a truncated file). '
    + 'Someone appointed to the same seat again is listed here for an ended term the register dates and in officers for the new one; '
    + 'an office UR lists again is no longer listed here. LT and FI publish no officers, and an empty list says nothing about a company there',
  officeUntil: 'End of the office as the register dates it (RIK lopp_kpv, UR date_to): officers listed it through that day. '
    + 'Null where the register gives no end (LV officers): see unlistedOn',
  officeUnlistedOn: 'Where the register gives no end (LV officers, UR\'s file listing current officers only): the date of the first file '
    + 'of the register that no longer listed the office. It ended on or before that day; the register gave no end date, and the exact day '
    + 'is not known. Null for an office the register itself ended (see until)',
  owners: 'The legal entities holding the company today: its members and stockholders, and the partners of a partnership, joint and co-owners among them, '
    + 'whose holder is a company or other legal person, each with the number and country to ask for its own details by (the next link of the '
    + 'ownership chain); an ended holding is left out. A natural person holding it is not named (personal data: a person is found by the '
    + 'person check, which needs the name and the birth date), only counted in personOwners; beneficial owners are not listed. '
    + 'Empty where the register lists no holders (LT and FI publish none; EE lists the shareholders of an OÜ only, those of an AS being '
    + 'held at the securities depository), and an empty list then says nothing about the company',
  ownerName: "The holder's name as the register writes it",
  ownerRegcode: "The holder's registration number as the register gives it (a foreign holder's number in its own register); null where it gives none",
  ownerCountry: "The country of the register this service holds the holder in (LV, LT, EE, FI: an Estonian company's holder is of the country RIK names for it, "
    + 'an Estonian OÜ held by a Latvian SIA or a Finnish Oy among them): GET /companies/{regcode}?country= gives its details; '
    + 'null where the service holds no company of that country and number: a holder of another country (registeredIn names it), a foreign holder whose country '
    + 'the register does not name (UR\'s foreign entities), or one it does not hold',
  ownerRegisteredIn: "ISO 3166-1 alpha-2 code of the country whose register the holder is in, as the company's register names it, "
    + 'whether or not this service holds it (CY for a Cypriot company holding an Estonian OÜ, DE for a German one); the company\'s own '
    + 'country for a holder of its own register; null where the register names none (UR\'s foreign entities) or names one not read',
  ownerRole: 'member (a member or shareholder of a limited company, a partner of a partnership, LV and EE) or stockholder (of an LV joint-stock company)',
  ownerPosition: 'null for a holding of its own; joint_owner (held jointly with others, the share then the whole joint holding), '
    + 'co_owner (EE co-ownership), general_partner or limited_partner (a partner of a partnership)',
  ownerShare: 'The holding: percent of the capital (EE as the register gives it; LV members computed from the amounts, as for the person check; '
    + 'null for LV stockholders), its nominal amount and currency; null where the register gives none',
  ownerSharePercent: 'Share of the capital in percent; null where not known',
  ownerShareAmount: 'Nominal value of the holding',
  ownerShareCurrency: 'Currency of the amount',
  ownerSince: 'Start of the holding',
  personOwners: 'The natural persons holding the company today, not named (see owners): how many, and how much they hold together; '
    + 'null where the country\'s registers publish no holders (LT and FI) or this service holds none of them (x-coverage members and '
    + 'stockholders false: a store of officers alone), and for a joint-stock company (AS) where it holds no stockholders of the country '
    + '(EE: RIK publishes the shareholders of an OÜ alone, an AS\'s being kept at the securities depository), which says nothing about who holds the company. '
    + 'Null too for a closed company (status closed) of which none is listed: the registers list the holders a company has in force and '
    + 'no longer list those of a company struck off, so how many held it is not known; an association, a foundation or a branch, which no one holds, '
    + 'counts 0 closed as alive. '
    + 'A sole trader is one natural person\'s own business, with no members or shares: an LV individual merchant (IK) counts its owner, '
    + 'the trader UR names among its officers (position owner), as that one person holding the whole of it (count 1, sharePercent 100); '
    + 'an EE sole proprietor (FIE), as much one person\'s, is null where no file names its entrepreneur (RIK\'s open files are not documented to: '
    + 'no role of its registry card is known for one), not a count of 0, which would say no person is behind it (the one its name bears); '
    + 'one the card names is counted as an IK\'s owner. Sanctions screening compares an FIE\'s name with the lists\' entities as a company\'s is, and '
    + 'the entrepreneur it bears (the name without FIE, where it reads as a person\'s) with the listed persons, with no birth date, none being '
    + 'known: a candidate where the list gives one; likewise an FI toiminimi (Tmi) and an LT individuali įmonė (IĮ), whose registers name no owner. '
    + 'Sanctions screening weighs such a person only where it controls the company (a member or stockholder holding more than half or the '
    + 'only one, a general partner, the owner of an LV sole trader) or is a beneficial owner, by name and birth date: a minority holder '
    + 'who is no beneficial owner is compared with OFAC\'s list (its 50 Percent Rule counts a holder of half, and listed holders together) and, named with certainty (name and birth date) on another list, is a candidate for review that never makes the company sanctioned, as is a holder whose share the register does not give and an officer (board, council, procurator, liquidator) named with certainty on any list, each of them compared only where the register gives the person\'s birth (RIK\'s files have given none of a person with an Estonian personal code since November 2024: such a holder or officer is compared with no list, the officers being named in the compliance statement\'s officersNotScreened), and no owner of an LT or FI company but the person a sole trader\'s name '
    + 'holds (see sanctioned_owner in the compliance flags)',
  personOwnersCount: 'How many holdings of natural persons the company has (each joint owner counted, a sole trader\'s owner one), leaving out a joint holding a legal entity '
    + 'shares: that one is in owners, with its whole share and position joint_owner; 0 where none is listed',
  personOwnersShare: 'Their holdings together in percent of the capital, a joint holding counted once and one a legal entity shares not at all '
    + '(owners gives its share), so no holding is counted both here and in owners (where each joint owner of a holding only legal entities share '
    + 'gives the whole share); 100 for a sole trader\'s owner, who holds the whole business (it has no capital divided in shares); null where one of them has no percent '
    + '(LV stockholders, a partner without a share) or none is listed',
  holdings: 'The companies this company holds today: those whose register lists it as a member, stockholder or partner (as their owners list it), '
    + 'matched on its registration number and its country (an Estonian OÜ\'s holder of a Latvian number is this company only where RIK names '
    + 'the holder\'s country LV), each with the number and country to ask for its details by (the next link down the ownership chain); an ended '
    + 'holding is left out, and one RIK lists both on the registry card and in its shareholders file once. Only the registers that list '
    + 'holders are read (LV and EE: the OpenAPI document\'s x-coverage, members and stockholders), whatever the country of this company: a '
    + 'Finnish Oy holding an Estonian OÜ is listed, a holding in a Lithuanian or Finnish company never is. UR names no country for a foreign '
    + 'holder (FOREIGN_ENTITY), so an Estonian, Lithuanian or Finnish company\'s holding in a Latvian one is never listed either: an '
    + 'empty list says an LV company holds no LV or EE company (one RIK names with its country), and one of another country no EE '
    + 'company, nothing more, and only in a country whose members or stockholders x-coverage says are held. The first 100 by the '
    + 'held company\'s country, name and number (holdingsCount counts them all); null where no country\'s members nor stockholders are '
    + 'held (a store of officers alone: no file read would list a holding)',
  holdingsCount: 'How many holdings the company has today in all, of which holdings lists the first 100; null with holdings',
  holdingRegcode: 'Registration number of the company held: GET /companies/{regcode}?country= gives its details',
  holdingCountry: 'Country of the company held (LV or EE: the registers that list holders)',
  holdingName: 'Name of the company held, as its register writes it',
  holdingStatus: `Normalised status of the company held: ${STATUS_VALUES}`,
  holdingRole: 'member (a member or shareholder of a limited company, a partner of a partnership) or stockholder (of an LV joint-stock company), '
    + 'as the company held lists this company among its owners',
  holdingPosition: 'null for a holding of its own; joint_owner (held jointly with others, the share then the whole joint holding), '
    + 'co_owner (EE co-ownership), general_partner or limited_partner (a partner of a partnership), as owners gives it',
  holdingShare: 'The holding in the company held as its owners give it: percent of the capital, nominal amount and currency; null where '
    + 'the register gives none',
  holdingSince: 'Start of the holding',
  position: 'Position, e.g. board_member, chair_of_board, supervisory_board_member, procurator (holder of a commercial power of attorney: LV prokūrists, EE prokurist), owner (of an LV sole trader, IK), general_partner (of a partnership: LV PS or KS, EE TÜ or UÜ); '
    + 'an EE role the service has no name for keeps the register\'s Estonian wording',
  officeSince: 'Start of the office',
  officeRepresentation: 'Whether the officer may act for the company, a contract signed, alone or only together with others, as the register '
    + 'records it (LV: UR\'s officers file, rights_of_representation_type); null where the register gives none: every EE, LT and FI office '
    + '(RIK\'s open files publish no such right) and an LV office whose row names none. The articles or a power of attorney (a procurator\'s) '
    + 'may say more than the register file shows',
  representationType: 'alone: may sign for the company alone (INDIVIDUALLY); jointly_with_all: only together with all the other members '
    + 'of the board (WITH_ALL); jointly_with_at_least: only together with at least withAtLeast others (WITH_AT_LEAST)',
  representationWithAtLeast: 'For jointly_with_at_least: how many others the officer must act with at least (UR representation_with_at_least); '
    + 'null for the other types, and where UR names no number',
  isSanctioned: 'A sanctions match at or above the threshold, but a candidate kept for review alone (features.forReview), which never sets it. False only says no match against the lists screened, which the sanctions check names (lists; sanctionLists in MCP): with no list imported it names none and says nothing, and the REST sanctions check answers 503 instead',
  // SIA "Liepājas Metālapstrāde", a fifth of it held by a sanctioned company, was stated
  // isSanctioned false with flags [] and no word of that holder (services/sanctioned-holders.ts).
  sanctionedHolders: 'The legal entities holding the company today that are companies held here and sanctioned themselves (their own '
    + 'statement\'s isSanctioned: listed, or held by a listed controlling owner), each with its registration number and country, its share '
    + 'and its own flags; [] where none. Screening weighs a holder only where it controls the company (more than half, or the only one; '
    + 'one of half, or several listed together holding half, against OFAC\'s list alone, by its 50 Percent Rule; a listed holder of half or less otherwise a candidate for review at most) and never an owner further up a chain of companies, so such a holding may leave isSanctioned false and raise no flag: weigh it, '
    + 'reading that holder\'s own statement. A holder registered abroad (country null in owners) is not read here, and the LT and FI '
    + 'registers publish no holders, so [] says nothing there',
  // An LT company's statement said isSanctioned false alone, while MCP told a model that no owner of it
  // is screened and the answer rests on its own name and number: one rule (services/owners-screened.ts).
  ownersScreened: 'Whether sanctions screening compared an owner of the company with the lists: one controlling it (a beneficial owner, '
    + 'a general partner, a member or stockholder holding more than half or alone), or a sole trader\'s entrepreneur through the person its name holds. '
    + 'False where none was: the register data held here names no owner of a company of its country (the LT and FI registers publish no '
    + 'holders), no one owns a company of its form (an association, a foundation, a branch) and the register names no beneficial owner of it, '
    + 'the register no longer lists the owners of a closed company, none named controls it (a minority holder is compared with OFAC\'s '
    + 'list alone, and with the others for review), or no sanctions list is imported. isSanctioned false beside it rests on the company\'s '
    + 'own name and number and says nothing about who owns it',
  officersNotScreened: 'The natural persons in office (board, council, procurator, liquidator) whom sanctions screening compared with '
    + 'no list: an officer is compared only where the name and the birth date make a certain match (a candidate for review, '
    + 'docs/sanctions.md), and the register gives no birth date of these (EE: RIK\'s files have given none of a person with an '
    + 'Estonian personal code since November 2024): report them as not screened and check them by name. '
    + '[] where every officer in force held here was compared (a legal entity by its number and name); null where this service '
    + 'holds no officers of the country (LT, FI) or no sanctions list is imported',
  officerNotScreenedName: 'The officer\'s name as the details\' officers give it, a person\'s given name first',
  officerNotScreenedPosition: 'The office (board_member, procurator, …), as the details\' officers give it; null where the register gives none',
  sanctionedHolderFlags: 'The holder\'s own compliance flags in force, most serious first (sanctioned, sanctioned_owner, …)',
  sanctionsScreened: 'Whether the company has been screened against sanctions lists: false where no sanctions list has been '
    + 'imported into this dataset, and isSanctioned false then says nothing about the company (the sanctions check answers 503)',
  // An LT answer read `blacklisted: true` beside annual_report_missing alone and asked which list,
  // since when: Lithuania has no list by that name, the register's list of filing defaulters sets it.
  blacklisted: 'On a list in force of companies a register warns about, one list a country: LV, the State Revenue Service (VID) '
    + 'suspended the company\'s economic activity (flag blacklisted, since the day the suspension began); LT, Registrų centras '
    + 'lists the company among the legal entities that did not file their annual financial statements for a past year '
    + '(JAR_NEPATEIKE_FA_UZ_PRAEJUSIUS; flag annual_report_missing, its detail naming the year): a filing default the register '
    + 'publishes, not a tax, trading or sanctions ban; the list gives no day the company was entered on it (that flag\'s since '
    + 'is null, the sources date the list), and each import replaces it, so it holds while the register lists the company, '
    + 'also one it has deregistered. Being late with the statements (annual_report_late) does not set it, nor does any other '
    + 'flag (an insolvency, a UR suspension). Always false in EE and FI, which publish no such list',
  // The parts of a tax debt EMTA's debtors list gives beside its amount; no other country publishes tax debts.
  taxDebtDisputed: 'EE: the part of the tax debt the company disputes (`sh vaidlustatud`, 0 where none); null where the list gives none. '
    + 'Only EE publishes tax debts',
  taxDebtScheduled: 'EE: the part of the tax debt under a payment schedule agreed with the tax board (`sh tasumisgraafikus`, 0 where none); '
    + 'null where the list gives none',
  taxDebtScheduleEndsOn: 'EE: the last day of that payment schedule (`Tasumisgraafiku lõppkuupäev`); null where there is none or the list gives no day',
  // The compliance statement's own fields (REST /companies/{regcode}/compliance, MCP get_company_compliance).
  complianceVatNumber: `${VAT_NUMBER}; null where the company has none or its country's VAT data is not held`,
  taxRegisters: "FI only: the Tax Administration's prepayment register (ennakkoperintärekisteri) and employer register "
    + "(työnantajarekisteri) as YTJ lists them (its registers 5 and 7), which a check of a partner under the Contractor's "
    + 'Obligations Act (tilaajavastuulaki) reads: a payer withholds tax from a payment for work to a business not in the '
    + 'prepayment register. Null for LV, EE and LT, and for a Finnish store imported before schema 18 (unknown, not false)',
  taxRegisterPrepayment: 'The prepayment register (ennakkoperintärekisteri); registered false, with no dates, where YTJ lists no entry of the company in it',
  taxRegisterEmployer: 'The employer register (työnantajarekisteri) of employers paying wages regularly; registered false, with no dates, where YTJ lists no entry of the company in it',
  taxRegisterRegistered: "In the register today (the registers' day): an entry begun (not one entered ahead of its first day) with no end date, or with one not yet past (the end date is the last day in it); false from closedOn for a company its register has closed, as for VAT, unless the entry began after it",
  taxRegisterSince: 'First day of the entries in force (else of the last entries); null where YTJ gives none',
  taxRegisterUntil: 'End date of the last entry as YTJ writes it, the last day in the register, also one entered ahead; null while an entry is open-ended, '
    + 'except where that entry begins after today (a business struck off and entered again from a day ahead): then the end of the earlier entry, '
    + 'out of the register from the day after it until since',
  complianceVatRegistered: `${VAT_REGISTERED}; null where the service holds no VAT data of the company's country (unknown, not false)`,
  taxDebt: 'Published tax debt; null when none or not published (see taxDebtPublished)',
  taxDebtAmount: 'Tax debt owed',
  taxDebtCurrency: 'Currency of the amount',
  taxDebtAsOf: 'Date of the debt figure',
  // "none is published" read, for a Latvian partner, as though Latvian tax debts were not public:
  // VID publishes them, one company at a time, in no file this service could import.
  taxDebtPublished: 'Whether a list held would show its tax debt: false where the service holds no tax-debt list of the company\'s country '
    + '(LV, LT, FI: its debt is not known here, not none; Latvia\'s State Revenue Service shows a company\'s tax debt in its public '
    + 'database, VID publiskojamo datu bāze at vid.gov.lv, one company at a time and in no file), and for an EE FIE not listed (unknown)',
  flagDetails: 'Each flag with what it is about, since when and its source; last, any a register dates from a later day (announced: not in force, so not in flags)',
  flagSince: 'Since when: for tax_debt (EE) the due day of the oldest unpaid claim EMTA\'s list gives, not the day the company was listed; '
    + 'null where its source gives no day: LT\'s lists of annual financial statements not filed or late (the detail names the year or period), OFAC\'s entries, '
    + 'a closure whose register gives no closing day (closed and vat_deregistered, the detail saying `the register gives no closing day`)',
  flags: `Compliance flag names in force today (the registers' day, as for officers), most serious first: ${FLAG_VALUES}`,
  flag: FLAG_VALUES,
  flagDetail: 'What the flag is about: for sanctioned, the lists naming the company (`Listed on EU`) or an owner of it '
    + '(`An owner listed on EU and OFAC`), a list holding a name the company bore before with that name and the day it ended '
    + '(`Listed on EU under its former name SIA "Ventas Naftas Serviss" (borne until 2024-09-30)`), or, for a company on FID\'s asset-freeze table, which is no listed entity, '
    + '`Assets frozen by FID (LV asset-freeze table)` (`An owner\'s assets frozen by …` for a company it holds); '
    + 'a match that is little evidence alone, on a name\'s one identifying word (or a few letters, short or common words) or scored below the default threshold 0.9 '
    + '(a lower SANCTIONS_THRESHOLD flags it), says what matched and how strongly, after any listing: `Weak match on EU: the company\'s name SIA "Stroitehmontažs" to the listed name '
    + '"OOO STROITEKHMONTAZH", score 0.85, below the default threshold 0.9 (the names share one identifying word, little evidence alone)`; '
    + 'for sanctioned_owner, each owner once with the lists naming them, an owner\'s weak match said as for sanctioned (`Weak match on EU: an owner Ivan Petrov to the listed name '
    + '"IVAN PETROV", score 0.85, below the default threshold 0.9`), then the day the flag is dated by (`since …`); for tax_debt, its amount and parts (`Tax debt 40057.33 EUR; unpaid since …`); '
    + "the register's wording of a status, for in_liquidation, insolvent, in_reorganisation and closed each part followed by its English where known "
    + "(a wording of none as the register writes it), as registryStatusEnglish gives it in the details (`Likviduojamas dėl bankroto (Being liquidated due to bankruptcy)`, "
    + "`Lakannut (Ceased)`) (closed, for an Estonian company RIK's basic data stopped listing whose deletion day no file of RIK gives: "
    + "`Deleted on or before this day: …`, dated by the import that found it gone; for an LV company closed as reorganised, the companies "
    + "UR names as carrying on, each by name and number: `Reorganizēts (Reorganised, struck off: merged into or divided among other companies); succeeded by SIA \"Rīgas Koks\" (LV 40003123456)`; for in_liquidation, followed by "
    + "the liquidators the register lists, each since the day it gives: `Likvideerimisel (In liquidation); liquidator Jaan Kukk (since 2026-05-04)`, a person given name first, "
    + "as the insolvency flag names its administrator, where UR writes the surname first: `liquidator Oskars Kļaviņš` of UR's `Kļaviņš Oskars`, as the details' officers name him); "
    + "for suspended and securing_measure (LV), UR's own words, in Latvian and as its file writes them, each of the phrases UR writes again and again "
    + "followed by its English, a bailiff by office, a wording not among them as written (UR publishes no list of them): the restriction or measure "
    + "and its grounds or the institution that ordered it, then `case` with its number "
    + "(`Aresta uzlikšana kustamai mantai (Seizure of movable property); Zvērināta tiesu izpildītāja 626 (Sworn bailiff); case 70650/2026`); a flag whose register gives its last day ends with it (`; in force until 2027-01-31`), a VID suspension VID decided to resume naming that decision, from whose day the company trades again (`; resumed by VID's decision of 2026-12-01; in force until 2026-11-30`); a flag the register dates from a later day, not in force and so not in flags, comes last, "
    + 'its detail beginning `Announced, in force from` that day',
  sources: 'The source files this answer is made of, also those an empty part was sought in (not VAT registered, no annual report, no headcount)',
  complianceSources: 'The source files this statement is made of, also those an empty part was sought in: the VAT list where it holds '
    + "no entry of the company, and every flag register and tax-debt list of the company's country, so no flag and no tax debt are said as of their files' day",
  sourceName: 'Source, e.g. lv.register',
  sourceAsOf: 'Date of the source file',
} as const;

/**
 * The amounts a country's published annual-report files never carry, so that a null there says
 * nothing about the company: without this a reader took cashFlow null in every Estonian year for
 * a statement that lacked it.
 */
export const AMOUNTS_NOT_PUBLISHED: Readonly<Partial<Record<'cashFlow' | 'employees', ReadonlyArray<'LV' | 'LT' | 'EE' | 'FI'>>>> = {
  cashFlow: ['EE', 'LT'],
};

/**
 * Why an LT year's employees is null: JAR's statements state no headcount, and Sodra's file reaches
 * only some months (the demo's: November 2026 alone), so every year of it may be null. The REST
 * description says it; get_company_financials says it beside such years (mcp/tools/financials-hints.ts),
 * where a model read null employees as a company with no staff.
 */
export const LT_EMPLOYEES_NULL = 'JAR\'s statements state no headcount; '
  + 'Sodra\'s file gives the months of the calendar years it covers, so a year has a count only when such a month falls in it '
  + '(a year ending on 30 June takes June\'s, a calendar year the file reaches back to December\'s; the latest month is headcount)';

/** The amounts of a financial year (API.md: whole units of `currency`, null where not stated). */
export const FINANCIAL_AMOUNTS = {
  revenue: 'Net turnover',
  profit: 'Net profit after tax',
  assets: 'Total assets',
  equity: 'Total equity',
  liabilities: 'Current plus non-current liabilities',
  employees: 'Average number of employees as the annual report states it; where the company\'s own report states none, '
    + 'the count a tax or social-insurance register publishes of the latest period ending within the financial year (LV: the average over the tax year; '
    + 'EE: the quarter ending with the year, March, June, September or December, else the latest within it; LT: the month ending the year, '
    + `else the latest month with a count within it); null where neither gives one. LT: ${LT_EMPLOYEES_NULL}`,
  cashFlow: 'Net change in cash over the year; null where the statement gives none: in LV where no cash-flow statement was filed, '
    + `and always in ${(AMOUNTS_NOT_PUBLISHED.cashFlow ?? []).join(' and ')}, whose registers publish no cash-flow figure of any company`,
} as const;

/** One financial year. */
export const FINANCIAL_FIELDS = {
  financials: 'Every year with an annual report, newest first; the company\'s own statement before a consolidated one. '
    + 'A year known only from an employee count is not listed (see headcount); where financialsPublished is false the list is empty and says nothing. '
    + 'The files read begin with a year: EE 2019 (RIK\'s key figures, one file per report year from 2019), LT 2014 (Registrų centras\' files, '
    + 'one per filing year from 2015), or the later year the store\'s files begin with where a year\'s file was not read (the demo store: 2022), '
    + 'which get_company_financials names; a year before it is not in them, whatever the company filed. '
    + 'An Estonian sole proprietor (FIE) whose list is empty: the register\'s annual-report files hold no report for it, and say nothing of whether one was due, '
    + 'so the empty list does not show a missing annual report; nor does that of a Lithuanian individual enterprise (IĮ), which Lithuanian law does not oblige '
    + 'to draw up financial statements (only limited-liability entities must), Registrų centras\' files holding its statements only where it drew them up',
  financialsPublished: 'Whether the service holds annual reports of the company\'s country: false where the country\'s register '
    + 'publishes no financial statements the service imports, and an empty financials list then says nothing about the company',
  // A company moving its year end closes two financial years in one calendar year; one entry a
  // year (API.md) lists one of them, and a reader needs to know which, and that the other is left out.
  year: 'Financial year: the calendar year its last day falls in. A company that moved its year end may close two financial years in one '
    + 'calendar year (its last one of the old length and a shorter or longer one up to the new end); one of them is listed: '
    + 'LT the one ending later, EE and LV the one the register files under that year and the company filed last (RIK\'s report year, UR\'s year), '
    + 'so periodStart and periodEnd say which period the amounts are of, and the other is not listed',
  // A first year, or the year a company moves its year end, is shorter or longer than twelve
  // months: without its first day a reader compares its revenue with a whole year's.
  periodStart: 'First day of the financial year: a first year, or one in which the company changed its year end, '
    + 'may be shorter or longer than twelve months, and its amounts are of that period; null where the register does not give it',
  periodEnd: 'Last day of the financial year',
  consolidated: 'true where the figures are the group\'s (a consolidated statement), shown only for a year in which the company '
    + 'filed no statement of its own; its revenue, assets and employees are then the whole group\'s. false for the company\'s own statement',
  // A statement kept in thousands (LV rounded_to_nearest) is scaled on import; said here, since
  // a model reading revenue 5487953 cannot tell euros from thousands of euros otherwise.
  currency: 'Currency of the amounts as the statement gives them, never converted: EUR, or LVL (Latvian lats) for an LV year that ended before 2014, '
    + 'LTL (Lithuanian litas) for an LT year that ended before 2015. '
    + 'Amounts are whole units of it (revenue 5487953 is 5,487,953 EUR), never thousands: a statement kept in thousands is scaled on import',
  ...FINANCIAL_AMOUNTS,
} as const;

/** The latest employee count of a tax or social-insurance register, beside the annual reports. */
export const HEADCOUNT_FIELDS = {
  headcount: 'The latest employee count a tax or social-insurance register publishes (LV: the average over a tax year; '
    + 'EE: the latest quarter with a count; LT: the insured persons of a month), often a year fresher than the last annual report; '
    + 'null where none is published for the company',
  employees: 'Number of employees',
  periodEnd: 'Last day of the period counted: the tax year (LV), the quarter (EE) or the month (LT). VID counts by tax year, '
    + 'so an LV company closed within a year is counted for that year, its periodEnd (31 December) after closedOn',
  source: `Source of the count: ${HEADCOUNT_SOURCES.join(', ')}`,
} as const;

/** One schema a field, made from its description: the amounts of a year in either schema library. */
export function fieldsDescribed<T extends Record<string, string>, S>(fields: T, schema: (description: string) => S): { [K in keyof T]: S } {
  return Object.fromEntries(Object.entries(fields).map(([name, description]) => [name, schema(description)])) as { [K in keyof T]: S };
}

/** A sanctions screening answer and its matches. */
export const SANCTION_FIELDS = {
  threshold: 'Score at or above which a match counts as sanctioned',
  algorithmVersion: 'Version of the matching that scored the matches',
  lists: 'The lists screened, with the date of each, as the matches were computed against them (a list imported since counts once the screening that follows its import is done): one entry per list and source it came from (the Latvian register\'s sanctions.csv gives its copies of EU, UN, OFAC and LV sanctions and its own LV-UR ones)',
  list: 'Sanctions list: EU, UN, OFAC, LV (the Latvian national list, and FID\'s asset-freeze table of the companies and persons whose funds are frozen in Latvia) or LV-UR (a sanction the Latvian register records of its own); the Latvian register\'s copy of an EU, UN or OFAC sanction is that list; OpenSanctions where that optional source is imported',
  listSource: 'Source the list was imported from, e.g. sanctions.eu',
  listAsOf: 'Date of the list file: the date the list gives itself (EU, UN, the Latvian national list), else the day it was downloaded (OFAC, FID\'s asset-freeze table, the Latvian register\'s sanctions.csv, OpenSanctions), which says how recent the copy is, not when the list last changed',
  sanctions: 'Every match at or above the threshold, strongest first',
  candidates: 'Present only when asked for (candidates=true): the weaker matches the screening keeps for a reviewer, scored from 0.8 up to the threshold (and those kept for review alone at 0.8 at any threshold: a listed officer or a holder of half or less, or of a share not given, features.forReview), strongest first. None of them makes the company sanctioned; each says, as a match does, which entry it is and why it scored as it did',
  // A REST client reading sanctions [] took the company as clean where an entry scored just under
  // the threshold; the count says a reviewer has something to read without asking for the list.
  candidateCount: 'How many weaker matches, scored from 0.8 up to the threshold (and those kept for review alone at 0.8 at any threshold: a listed officer or a holder of half or less, or of a share not given, features.forReview), the screening keeps for a reviewer, also where they are not '
    + 'listed (candidates=true lists them); 0 where none. They never make the company sanctioned, but an empty sanctions list beside a '
    + 'count above 0 has a near match to review',
  candidatesParam: 'true also lists the candidates below the threshold (scored from 0.8) for a reviewer, in candidates; they never make isSanctioned true',
  /** get_company_compliance's names of candidates and candidatesParam (its sanctions fields all say sanction). */
  sanctionCandidates: 'Present only when asked for (candidates: true): the weaker matches the screening keeps for a reviewer, scored from 0.8 up to sanctionsThreshold (and those kept for review alone at 0.8 at any threshold: a listed officer or a holder of half or less, or of a share not given, features.forReview), strongest first. None of them makes the company sanctioned; each says, as a match does, which entry it is and why it scored as it did',
  sanctionCandidateCount: 'How many weaker sanctions matches, scored from 0.8 up to sanctionsThreshold (and those kept for review alone at 0.8 at any threshold: a listed officer or a holder of half or less, or of a share not given, features.forReview), the screening keeps for a reviewer, '
    + 'also where they are not listed (candidates=true lists them in sanctionCandidates); 0 where none. They never make the company sanctioned, '
    + 'but an empty sanctions list beside a count above 0 has a near match to review. The sanctions check\'s candidateCount',
  sanctionCandidatesParam: 'true also lists the sanctions candidates below the threshold (scored from 0.8) for a reviewer, in sanctionCandidates; they never make isSanctioned true. Leave out for the matches alone',
  program: 'Sanctions programme (the first of programs)',
  programs: 'Every sanctions programme the entry is listed under',
  reference: 'Reference of the list entry',
  entryId: 'Identifier of the entry in its source: the list\'s own (the EU logical id, the OFAC entity number, the UN reference) or, for a row of the Latvian register\'s sanctions.csv or of FID\'s asset-freeze table, which have none, one made of its subject and what it is listed or frozen for; with source, what names the entry in a record of the check',
  entrySource: 'Source the matched entry was imported from, e.g. sanctions.eu, sanctions.ur for the Latvian register\'s copy of an EU, UN or OFAC sanction, or sanctions.lv-freeze for FID\'s asset-freeze table',
  listedOn: 'Listing date',
  reason: 'Reason given by the list, after what it says a listed person is where it says so (OFAC Title, UN TITLE and DESIGNATION, EU function); for FID\'s asset-freeze table, because of which listed persons, then FID\'s own Latvian words, kept as written and said to be Latvian: what is frozen, on what grounds and under which legal acts, an act whose English title is known followed by it (`Padomes Regula (ES) Nr. 269/2014 (Council Regulation (EU) No 269/2014)`); '
    + 'for the Latvian register\'s sanctions.csv (source sanctions.ur), the list as UR names it in Latvian, kept as written, with its English name beside it (`Eiropas Savienības sankciju saraksts (European Union sanctions list)`), the legal base alike (`legal base: Padomes Regula (ES) …`), then the subject\'s position and the number of the company it records the subject against (`… of 40103777120`), which may be another company than the one matched: the explanation then names it',
  matchedOn: 'What matched: registration_number, name, or owner (a sanctioned beneficial owner, majority or sole member or stockholder, owner of a sole trader, or general partner of a partnership; on OFAC\'s list also a member or stockholder holding exactly half, or less where those it names hold half or more together, by its 50 Percent Rule: features.ownershipRule ofac_50_percent or ofac_50_percent_aggregate; '
    + 'a member or stockholder of half or less that a list names with certainty, the name and birth date or the number, where no such rule applies, is a candidate for review at 0.8, features.ownershipRule holding_for_review: the EU\'s and the UN\'s rules look at ownership of more than half or control; '
    + 'so is one whose share the register does not give, and an officer in force, features.ownerRole officer and ownerPosition its office (board_member, chair_of_board, procurator …): '
    + 'the EU\'s guidance counts the right to appoint or remove most of a board, and a dominant influence, as control, for the reviewer to judge)',
  matchedName: 'Name on the list that matched: the entry\'s name or one of its aliases',
  entryName: 'The name the list files the entry under (its main name), to find it in the list; differs from matchedName when an alias matched, and the explanation then says so',
  score: 'Match score from 0 to 1',
  explanation: 'What the match rests on, in one sentence made from features (the registration number listed, the name compared, the owner and how their birth dates agree); for a company on FID\'s asset-freeze table, that FID lists its assets as frozen, followed by the entry\'s reason; '
    + 'for a record of the Latvian register\'s sanctions.csv naming its subject against another company, first that company (its number, and its name where held here), then why this company matched',
  features: 'What the score is made of (docs/sanctions.md): for a name nameSimilarity, matchedTokens and cap; for a registration '
    + 'number the identifier listed; for an owner ownerName, ownerRole, sharePercent, nameSimilarity and birthDateMatch (exact, '
    + 'month, year, approximate: a birth year within a year of one the list gives as approximate, never the day, or span: a '
    + 'birth year inside a span of years the list leaves open at one end, born in or after or in or before a year, or gives wider than 30 years), and '
    + 'ownerPosition where the position says what the holding is: general_partner or limited_partner (a partner of a '
    + 'partnership), joint_owner (a holding shared with others, its share the whole joint holding) or co_owner (an EE '
    + 'co-ownership, its share as RIK gives it), or an officer\'s office (board_member, procurator …); where an owner '
    + 'match rests on the name and a birth year or on the name alone, namesakes (how many different people in the registers '
    + 'bear the owner\'s name; for a birth year and month, how many of them were born in that year), and cap common_name '
    + 'where more than one does and the match is therefore a candidate; for an LV beneficial owner whose register gives a nationality, '
    + 'nationalityMatch (agrees: one of the owner\'s nationalities is among the countries the list gives the entry, its citizenship or addresses; '
    + 'differs: none is, which does not clear the match) and listedCountries (the list\'s countries; the owner\'s are not given), '
    + 'never weighed in the score; for a sole trader no file names the owner of (an EE FIE, an FI toiminimi, an LT IĮ), ownerFrom '
    + 'business_name and businessName: ownerName is the name its business name holds, compared as the entrepreneur\'s with no birth date '
    + '(birthDateMatch unknown or unlisted), businessNameKind (parallel or auxiliary) where that name is one the FI register lists beside '
    + 'the main name, which holds no person, and nameReading where a Lithuanian genitive was read as the nominative, or a Russian name without its Lithuanian endings (Sergejaus Lavrovo, Sergejus Lavrovas as sergej lavrov) (beside registerSpelling where the nominative matched a reading of the listed name); estonianOAsY, the owner\'s words as compared '
    + 'with a listed Slavic name, the Estonian õ between consonants read as the Russian ы (Lõssenko as lyssenko); nameReading on an owner\'s match too, where a Russian name the register writes with Lithuanian endings was read without them (Michailas Chodorkovskis as michail chodorkovskis); forReview (holding or office) '
    + 'on a candidate kept for review alone, which never makes the company sanctioned at any threshold, 0.8 too',
  sourceUrl: 'Where the list entry is published',
  addresses: 'Every address the list gives for the entry, each on one line as the list writes it (street, city, region, country, and the list\'s note on it in brackets, e.g. Kinshasa, Democratic Republic of the Congo (as of June 2016)), to tell the listed party from a namesake; [] where the list gives none (the Latvian register\'s sanctions.csv and FID\'s asset-freeze table never do); null where the entry was imported before addresses were kept, until its list is imported again',
  particulars: 'What the list says of the listed party beyond its names and addresses, to tell it from a namesake and to date '
    + 'the entry: gender, places of birth, the day of its last amendment and its UN reference, each null or [] where the list '
    + 'gives none (the UN and EU lists give most of them, OFAC\'s remarks the gender and places of birth, FID\'s national '
    + 'list the gender and country of birth; the Latvian register\'s sanctions.csv, FID\'s asset-freeze table and '
    + 'OpenSanctions none); null where the entry was imported before they were kept, until its list is imported again',
  copyOf: 'Where this match is the Latvian register\'s copy (source sanctions.ur, whose sanctions.csv names the EU, UN, OFAC and LV '
    + 'sanctions it records) of an entry the company, or the same owner of it, also matches from the list\'s own file: that match\'s '
    + 'source and entryId (it may be a candidate). The two are one listing, to be counted once. Null for every other match, and for a '
    + 'copy whose list\'s own file gives no such match, or more than one (which one it copies is then not known)',
  copyOfSource: 'Source of the match copied, e.g. sanctions.eu',
  copyOfEntryId: 'entryId of the match copied',
  gender: 'A listed person\'s gender as the list gives it (UN GENDER, EU nameAlias gender, OFAC Gender, FID Gender); null where it gives none, and for an entity',
  birthPlaces: 'Each place of birth the list gives, one line each as it writes it (place, city, region, country, e.g. Musanze District, Northern Province, Rwanda); [] where it gives none',
  amendedOn: 'The day the list last amended the entry: the UN\'s LAST_DAY_UPDATED, the publication date of the latest EU '
    + 'regulation naming it; with listedOn, how old what the entry says is; null where the list dates no amendment (OFAC, FID)',
  unReference: 'The UN list\'s reference of the same listed party (the EU entry\'s unitedNationId, e.g. CDi.001), to find it '
    + 'on the UN list; null where the entry names none, and for a UN entry, whose own is reference',
} as const;

/** The compliance statement's names of threshold and lists (REST /companies/{regcode}/compliance, MCP get_company_compliance). */
// Each names the sanctions check's field of the same value: a client reading both answers met
// threshold and sanctionsThreshold, algorithmVersion and screeningAlgorithm, and could not tell
// whether they were one value (README: the table of the two answers' names).
export const COMPLIANCE_SANCTION_FIELDS = {
  sanctionsThreshold: `${SANCTION_FIELDS.threshold}; matches below it are not listed. The sanctions check's threshold`,
  screeningAlgorithm: `${SANCTION_FIELDS.algorithmVersion}; the sanctions check's algorithmVersion`,
  sanctionLists: `${SANCTION_FIELDS.lists}. An empty sanctions list is a clean result against these lists only. The sanctions check's lists`,
} as const;

/** A person's company roles (`/persons/check`, `/persons/new-registrations`). */
export const PERSON_FIELDS = {
  person: 'The person asked about, as sent',
  personName: 'Name as sent',
  birthDate: 'Birth date as sent',
  associations: 'One entry per role of the person in a company',
  companyName: "The company's name as the register writes it",
  role: 'beneficial_owner; officer (board member, procurator, liquidator, …); member (a member, partner or shareholder the register lists; a partner of a partnership, position general_partner or limited_partner, LV and EE; an EE founder, position founder, who holds no office); '
    + 'stockholder (of a joint-stock company, LV); micro_enterprise, a word kept for the owner of a sole trader, position owner (an LV IK, an EE FIE, '
    + 'and an FI toiminimi or LT individuali įmonė read from its business name), which says nothing of its tax: only position member, a member '
    + 'of an LV company VID lists as paying the micro-enterprise tax, says the company is in that regime',
  position: 'Position in the role (board_member, chair_of_board, supervisory_board_member, procurator, general_partner, owner, founder, …; '
    + 'joint_owner for a member or stockholder holding jointly with others (LV, EE), whose share is then the whole joint holding, co_owner for an EE member holding in co-ownership; '
    + 'an EE role the service has no name for keeps the register\'s Estonian wording; for an EE beneficial owner how control is held: '
    + 'direct_ownership, indirect_ownership or other_control); null where the register gives none',
  since: 'Start of the role',
  announced: 'true where the register dates the role\'s start (since) after today, the registers\' day: a tie announced, not yet in force, '
    + 'as a compliance flag dated from a later day is listed as announced (an LV company VID enters in the micro-enterprise tax regime '
    + 'from a later day links its members, role micro_enterprise, from that day); false for a role begun, in force or ended',
  until: 'End of the role; null while it lasts',
  representationCheck: 'The office\'s right to act for the company alone or only with others, as officers in the company\'s details '
    + 'give it (LV offices: UR\'s officers file); null for every other role, for an office the file stopped listing (unlistedOn set), '
    + 'and where the register gives none (EE, LT, FI)',
  representationNew: 'The office\'s right to act for the company alone or only with others, as the person check gives it '
    + '(LV offices: UR\'s officers file); null for every other role and where the register gives none (EE, LT, FI)',
  untilCheck: 'End of the role as the register dates it; null while it lasts, and for an office the register\'s file stopped listing (see unlistedOn)',
  unlistedOn: `Where the register gives no end (LV officers: UR's officers file lists current officers only): the date of the first file `
    + 'of the register that no longer listed the office, at an import of this service; the person left it on or before that day, the exact '
    + `day not known (until null, asOf that date too). Listed for ${FORMER_OFFICERS_YEARS} years, as the company's formerOfficers list it; `
    + 'not for an office that left before this service first imported the file, nor for the board of a company that was closed when the file stopped listing it '
    + '(one closed later keeps its former officers, companyStatus closed). '
    + 'An office listed again is in force (unlistedOn null). Null for every other role. /persons/new-registrations never lists such an office: a departure is no registration. '
    + 'No departure is recorded for any other role: UR\'s beneficial-owners file lists current owners only, with no end, so a '
    + 'Latvian beneficial owner who left leaves no trace, and a stockholder or micro-enterprise tie whose row UR\'s or VID\'s file drops '
    + 'altogether leaves none either (one the file keeps with its end date is listed, until that date): no such role listed is no '
    + 'proof the person never held one',
  share: 'The holding, where the register gives one (members, stockholders); null otherwise',
  sharePercent: 'Share of the capital in percent: EE as the register gives it; LV members computed, as UR gives only amounts: '
    + 'the holding over the sum of the company\'s holdings in force (a joint holding counted once, each joint owner, position joint_owner, with all of it); '
    + 'null for a former holding, where that sum is not sure (a holding without an amount, two currencies) and for LV stockholders',
  shareAmount: 'Nominal value of the holding',
  shareCurrency: 'Currency of the amount',
  hours: 'The window in hours, counted back from now against firstSeenAt (with firstSeenAfter, the hours from it to the last publish '
    + 'of the files named in sources, when a role was last first seen, rounded up, at least 1: not to the clock, so an answer with '
    + 'nothing new stays the same until an import)',
  firstSeenThrough: 'The newest firstSeenAt of the roles the window holds, to the millisecond (where it holds none, the last '
    + 'publish of the files named in sources, when the newest role of them was first seen at the latest, or firstSeenAfter where that '
    + 'is later: not the clock, so an answer with nothing new keeps its body and ETag until one of those files is imported again), '
    + 'never later than now (a role an importer\'s clock ahead dated later is listed again by the next request, until the clock passes it), '
    + 'the same on every page: a job that sends it as firstSeenAfter in its next request gets every role '
    + 'first seen since, each once, whenever it asks and however stale a cached answer was; store it once every page is read',
  totalCompanies: 'How many companies the person has roles in, on every page together (results only: candidates are not counted); '
    + 'the same on each page of one walk, unless an import was published between them. A job that watches a person compares it, '
    + 'with count, before walking the pages. Null only where the person has more roles than one request reads (5,000), which no real person has',
  sanctionsScreened: 'Whether sanctions screening compares this role with the listed persons (docs/sanctions.md): screened (a '
    + 'beneficial owner, the owner of a sole trader, a general partner, a member or stockholder holding more than half, or any holding '
    + 'with a match below); screened_if_controlling (a member or stockholder the register shows holding half or less, or no share: '
    + 'compared only while it holds more than half of the holdings in force, by their amounts, or is the only one, and with OFAC\'s list alone while it holds exactly half, or less where those that list names hold half or more together; '
    + 'a holding of half or less, or of a share not given, that a list names with certainty is otherwise a candidate for review, in sanctionCandidates, never a match); '
    + 'screened_for_review (an office in force: board, council, procurator, liquidator: compared with every list, a listed person named '
    + 'with certainty, name and birth date, being a candidate for review in sanctionCandidates, never a match; the EU\'s guidance counts control '
    + 'through a board, for the reviewer to judge; a match stored through another role of the person in the company, a holding, is carried here too); not_screened '
    + '(an EE founder; a micro-enterprise member; a role ended; an office the '
    + 'file stopped listing; an office whose holder the register gives no birth date of, an officer being compared only by name and birth '
    + 'date (EE: RIK\'s files have given none of a person with an Estonian personal code since November 2024); and every role where sanctionLists is empty): no match of the lists is ever made through it, so an '
    + 'empty sanctions list there says nothing of the person',
  companySanctioned: 'Whether the company itself is sanctioned, as isSanctioned of its /companies/{regcode}/compliance says: true where '
    + 'screening stored a match of it at or above sanctionsThreshold (the company listed, or a controlling owner listed, this '
    + 'person or another), its flags and matches there; false where the lists were screened and none is; null where no list is '
    + 'imported (sanctionLists empty): not screened, which says nothing. The same on every role in one company. sanctions below '
    + 'are the person\'s own matches and never say it: a board member of a listed company has sanctions [] and companySanctioned true',
  companyFlags: 'The compliance flags in force of the company today, most serious first, exactly as flags of its '
    + '/companies/{regcode}/compliance lists them (its flagDetails say since when and why): a board seat in a company VID barred '
    + 'from trading reads companyStatus active beside `blacklisted`, one owing tax `tax_debt`; [] where none is in force. The same '
    + 'on every role in one company. The flag names are those of the compliance statement\'s flags, but beneficial_owner_discrepancy, '
    + 'a notice filed against the beneficial owners\' own entries, which is served with no person: the compliance statement gives it',
  companyFlagsNew: 'The compliance flags in force of the company today, most serious first, as companyFlags of /persons/check says '
    + 'of the same role and flags of its /companies/{regcode}/compliance: a new seat on the board of a company barred from trading, '
    + 'insolvent or owing tax says so here; [] where none is in force (beneficial_owner_discrepancy is served with no person). The same on every role in one company',
  companySanctionedNew: 'Whether the company itself is sanctioned, as companySanctioned of /persons/check says of the same role and '
    + 'isSanctioned of its /companies/{regcode}/compliance: true where screening stored a match of it at or above the sanctions '
    + 'threshold (the company listed, or a controlling owner listed, this person or another), its flags and matches there; false '
    + 'where the lists were screened and none is; null where no list is imported: not screened, which says nothing. The same on '
    + 'every role in one company: a new board seat in a listed company is true, though an office never makes its company sanctioned',
  roleSanctions: 'The sanctions matches screening stored whose matched party is this role (the owner it names is this role, by the '
    + 'name as the register writes it, the role and position) or, screening keeping one match per company and entry, another role '
    + 'of the person in the same company that it compares (its explanation names that role), at or above sanctionsThreshold, '
    + 'strongest first: each names the entry '
    + '(list, source, entryId, entryName, matchedName, listedOn), the score and what it rests on (explanation, the birth dates said '
    + 'only to agree), and copyOf, on a match of the Latvian register\'s sanctions.ur that copies the same person\'s match of the list\'s '
    + 'own file (an EU listing matched from sanctions.eu and sanctions.ur), that match: one listing, to be counted once; the evidence, '
    + 'the list\'s reason, addresses and particulars are in /companies/{regcode}/sanctions. Empty where '
    + 'none is stored or the role is not screened. A record of the Latvian register\'s sanctions file naming a listed subject '
    + 'linked to the company names no role and is only in the company\'s answer',
  roleSanctionCandidates: 'The weaker matches of this role screening keeps for a reviewer, scored from 0.8 up to sanctionsThreshold, '
    + 'and those kept for review alone at 0.8 at any threshold (an office, a holding of half or less or of a share not given, named with certainty), '
    + 'strongest first, as sanctions gives them; none makes the person or the company sanctioned',
  sanctionsThresholdCheck: 'The score at or above which a role\'s match is listed in its sanctions (below it, and a candidate for review alone at any score, in sanctionCandidates); the sanctions check\'s threshold',
  sanctionListsCheck: 'The lists the roles were screened against, with the date of each, as the sanctions check names them; empty where '
    + 'no list is imported: no role was screened, and every role is not_screened',
  truncatedCheck: "Whether the person has roles in more companies than limit: results then list the first limit companies "
    + '(in their order, by country and regcode) and next the request for those after them; false: every company of the person '
    + '(after the one asked for) is listed. With candidates=true, limit counts the companies of candidates too, after those of '
    + 'results, and truncated is true where either left a company out',
  nextCheck: 'Where truncated, the request for the following companies: this one with after set to the last company listed, '
    + 'a path relative to this server (/api/public/v1/persons/check?…&after=LV%3A40003123456); null when no company was left out. '
    + 'Each page lists whole companies, every role in each. Where the last company listed is one of candidates, candidatesAfter '
    + 'is set instead (…&candidates=true&candidatesAfter=EE%3A12345678): the pages after it list candidates only',
  truncatedNew: 'Whether roles in more companies than limit were first seen in the window: results then list the newest limit '
    + 'companies (after the one asked for) and next the request for those after them; false: every company is listed. With '
    + 'candidates=true, limit counts the companies of candidates too, after those of results, and truncated is true where either '
    + 'left a company out',
  nextNew: 'Where truncated, the request for the following companies: this one with after set to the last company listed and '
    + 'the firstSeenAt of its newest role, and firstSeenUntil to the newest firstSeenAt the first page read (kept by every page '
    + 'after, which leaves out roles first seen later), a path relative to this server '
    + '(/api/public/v1/persons/new-registrations?…&after=LV%3A40003123456%402026-11-24T01%3A22%3A08Z'
    + '&firstSeenUntil=2026-11-24T01%3A22%3A08.123Z); null when no company was '
    + 'left out. Each page lists whole companies, every new role in each. Where the last company listed is one of candidates, '
    + 'candidatesAfter is set instead (…&candidates=true&candidatesAfter=EE%3A12345678%40…): the pages after it list candidates only',
  newestFirst: 'newest first: the companies by the firstSeenAt of their newest role (then by country and regcode), each with its '
    + 'roles newest first',
  candidatesCheck: 'Present only when asked for (candidates=true): the roles whose register gives no birth information at all '
    + '(no date, no year and month, no masked personal code: most Estonian persons since RIK left personal codes out of its open '
    + 'data on 2024-11-01) of a natural person whose name is the name asked for in full (every word, in any order, as typed or as '
    + 'a register writes a name of Russian origin; no given name left out or added, no letters spelled out), each with '
    + 'birthDateMatch unknown. No birth date confirms or rules them out, so a namesake reads the same: they are for a reviewer to '
    + 'weigh, never among results nor in count. A row the register marks as the person of a role whose birth date matches is '
    + 'in results instead (birthDateMatch same_person), not here. Also each sole trader whose business name holds the name in full '
    + 'and whose register names no owner (an EE FIE, Andres Rebane FIE; an FI toiminimi, Tmi Matti Åström; an LT individual '
    + 'enterprise, Jono Jonaičio IĮ read as Jonas Jonaitis), marked roleFrom business_name: no file ties the person to it, the name '
    + 'alone does, as sanctions screening reads it. Listed in the order of results, after every company of results; candidateGroup '
    + 'tells which of them the register says are one person',
  roleFrom: 'Present only on a candidate that is no role a register lists: business_name, a sole trader (EE FIE, FI toiminimi, '
    + 'LT individuali įmonė) whose business name holds the name asked for in full and whose register names no owner (RIK\'s open '
    + 'files are not documented to name an FIE\'s entrepreneur, YTJ and JAR name none). Its role is micro_enterprise, position '
    + 'owner, share 100, since the registration; personName is the name the business name holds, as sanctions screening compares it '
    + 'with the lists as the entrepreneur\'s; source and asOf are the register\'s file of the company. A namesake\'s business reads the same. '
    + 'Where companyName holds no person and the name was read from another name the business bears, matchedOtherName names that one',
  matchedOtherNameCandidate: 'Present only on a sole trader (roleFrom business_name) whose registered name holds no person\'s name and whose '
    + 'entrepreneur was read from another name it bears (FI: a toiminimi Rakennus Virtanen, its parallel name Matti Virtanen Tmi): '
    + 'that name as the register writes it, its kind (parallel: the name in another language; auxiliary: a trade name) and until, '
    + 'always null (an ended name is not read), as autofill\'s matchedOtherName. Absent where companyName itself holds the name',
  otherNameKindCandidate: 'parallel or auxiliary',
  otherNameUntilCandidate: 'Always null: only a name in use is read',
  candidateGroup: 'Which person of the name this candidate is, where the register tells it without a birth date (RIK keeps a hash '
    + 'of the personal code on each person row): the candidates of one person share the number, those of a namesake have another. '
    + 'Numbered 1, 2, … in the order of this answer: a number identifies no one, and the same person may have another number in '
    + 'another answer or page. null where the register gives nothing to tell them by (LV, LT, FI, EE files before the store was '
    + 'upgraded): such a candidate may be the person of any group, or another',
  candidatesNew: 'Present only when asked for (candidates=true): the candidates, as /persons/check lists them (roles of the name '
    + 'in full whose register gives no birth information, birthDateMatch unknown, never among results nor in count), first seen '
    + 'within the window, newest first as results are, a sole trader named after the person (roleFrom business_name) first seen '
    + 'when its company was, as one registered within the window; limit counts their companies after those of results',
  candidateRoles: 'Present only where personKnown is false and the name alone, in full, matches roles whose register gives no '
    + 'birth information (most Estonian persons since 2024-11-01) or sole traders named after the person (roleFrom business_name): how many, new or not. No birth date confirms them; '
    + 'candidates=true lists those first seen within the window, and /persons/check with candidates=true every one',
  candidateRolesCheck: 'Present only where candidates is not asked for and the name alone, in full, matches roles whose register '
    + 'gives no birth information (most Estonian persons since 2024-11-01) besides the person\'s: how many roles candidates=true '
    + 'lists, over every page (never one of results, a row the register marks as the person\'s being there as same_person); '
    + 'the sole traders named after the person (roleFrom business_name), which candidates=true lists too, are not counted here. '
    + 'No birth date confirms or rules them out: the companies of results may not be all of the person\'s',
  nameHint: 'Present only where personKnown is false and the name itself tells why no one is found by it, in the words of '
    + '/persons/check\'s 404: it holds a company\'s legal form (SIA Rīgas Koks: a company\'s holdings are listed at '
    + '/holders/{holderRegcode}/holdings, natural persons alone being checked here), it is one word or initials beside one word, '
    + 'or it is within the fuller names of two people born that day; or, none of these, it is a letter or two from the name of '
    + 'someone born that day (Mati Virtanen for Matti Virtanen), whom it names as the register writes the name, never matched',
  personKnown: 'Whether any role in the registers that publish company roles (LV, EE), new or not, matches the name and birth date, as /persons/check would find it; '
    + 'false: no one is known by them (yet), so count 0 says nothing new of no one: check the spelling and the birth date '
    + '(a person whose roles are in Lithuanian or Finnish companies only is never known: those registers publish none), '
    + 'and send the full name where it may be within the fuller names of two people born that day, and given name and surname '
    + 'where the name is one word (known only where a register names the person by that word alone; nameHint says so). '
    + 'A person whose only tie is an office a register\'s file stopped listing (/persons/check lists it with unlistedOn) is known, with count 0: '
    + 'a departure is no new role',
  registeredOn: "The company's registration date",
  firstSeenAt: 'When the service first saw the role: the instant the import that found it published it, from which it is served (for a source\'s first import, the registration date at midnight UTC, or the publish instant where that is earlier; for a role whose company the register\'s file did not hold yet, the instant the import of that file brought the company); never later than the answer. '
    + 'A role the register only writes under another name of the person (a surname taken at marriage, a given name added; same company, role, position, start date and birth information) keeps the instant of the role under the former name',
  personNameAsWritten: 'The person\'s name as the register writes it in this role: the spelling that matched the name asked for (`Bērziņš Jānis`, `Petrovs Sergejs`), given names the name asked for left out included (`Virtanen Matti Juhani`); '
    + 'where formerName is present, the name the register publishes now, which is not the name asked for',
  formerName: 'Present only when the role was found by a name the register published for it before and no longer does '
    + '(a surname replaced at marriage: asked for Anna Bērziņa, the register now writes Ozola Anna): that former name as the '
    + 'register wrote it. The same role, seen renamed between two imports: same company, role, position, start date and birth '
    + 'information (without a start date, the birth day and a word of the name), and the one such role that left and came. '
    + 'Kept only while the register lists the role, and only from the renames the service saw; personName is the name now',
  birthDateMatch: 'What the birth date matched: exact (the day: the register gives the whole birth date, or the day by a masked LV personal code); '
    + 'month (the register gives only the year and month of the birth: any day of that month matches, so a namesake born that month reads the same); '
    + 'same_person (the register gives no birth date on this row but marks it as the same person as a row of the name whose birth date matches: RIK\'s hash of the personal code, the same on both); '
    + 'unknown (only in candidates: the register gives no birth information, and the name alone matched, so a namesake of any birth date reads the same)',
  roleSource: 'The source whose file lists the role (lv.officers, ee.beneficial-owners, …; the sources of the discovery document)',
  roleAsOf: 'The date of that file: the register as of that day',
  roleSourceCheck: 'The source whose file lists the role (lv.officers, ee.beneficial-owners, …; the sources of the discovery document); '
    + 'for an office its file stopped listing (unlistedOn set), the source whose file listed it',
  roleAsOfCheck: 'The date of that file: the register as of that day; for an office its file stopped listing (unlistedOn set), '
    + 'the date of the first file without it, as unlistedOn',
  sources: 'The files this answer searched: every source whose file lists company roles (lv.officers, lv.members, '
    + 'lv.stockholders, lv.beneficial-owners, lv.micro-enterprise, ee.persons, ee.shareholders, ee.beneficial-owners) and the '
    + 'registers of those countries (lv.register, ee.basic: a role is listed only once the register\'s file holds its company), each with '
    + 'the date of the file served, whatever the answer found: the roles listed, and a role not listed, are as of those dates, '
    + 'not today (a file not imported for days still answers). The same files and dates as /readyz and /persons/new-registrations give',
  sourcesNew: 'The files this answer searched, as in /persons/check: every source whose file lists company roles and the '
    + 'registers of those countries, each with the date of the file served. count 0 is "nothing new in these files": where a date is older than the job expects (imports '
    + 'stopped), nothing first seen since then can be listed, and the job cannot read count 0 as nothing new since that day',
} as const;

/**
 * What the inputs the REST operations and the MCP tools share are, in one text each, so a model
 * given either set of tools learns the same: the form of a registration number per country, the
 * country codes, and what a search text may be.
 */
export const INPUT_FIELDS = {
  // LT's older codes named: told "EE 8 digits, LT 9 digits" alone, a model took a Lithuanian
  // company's 8-digit code (11058424) for an Estonian one and set country EE.
  regcodeFormats: 'LV 11 digits (40003032949), EE 8 digits (10137025), LT 9 digits (110053842; older ones 7 or 8), '
    + 'FI business ID NNNNNNN-N (0112038-9, hyphen optional); '
    + 'a VAT number (LV40003032949, FI01120389, EE100247019) too, '
    + 'also after a label (reģ. Nr., reg.kood, įm. k., Y-tunnus, Business ID, VAT)',
  country: 'Country of the register: LV (Latvia), LT (Lithuania), EE (Estonia) or FI (Finland), in any case',
  searchText: 'Company name (any word order, diacritics optional or written as two letters: ae for ä, sh for š, or typed in '
    + 'Cyrillic by its sound: Нямуно лайвиба), address, '
    + 'web or e-mail address (info@rigaskoks.lv), or registration/VAT number or its beginning of 4 digits or more (4000312, LV4000312, VAT LV4000; fewer are read as a word; '
    + 'an EE or LT VAT number also as its digits alone: 101485881). '
    + '2 to 200 characters, at least 2 of them other than spaces, a letter or a digit among them.',
  // A watching job that was down longer than the window holds has missed roles no window shows
  // again: every role of the person, less those it has seen, is what it missed.
  after: 'List the companies after this one, as next names it (LV:40003123456: country, LV or EE, colon, registration number; lv:… is read as LV:…), in the '
    + 'order of the answer (by country and regcode); leave out for the first page',
  candidatesCheck: 'true also lists, in candidates, the roles of the name in full whose register gives no birth information '
    + '(birthDateMatch unknown: most Estonian persons since 2024-11-01), which no birth date confirms or rules out, after every '
    + 'company of results, and the sole traders whose business name holds the name and whose register names no owner (roleFrom '
    + 'business_name); a name with candidates and no role of the person is then a 200 with them, not a 404. Leave out for the person\'s roles alone',
  candidatesNew: 'true also lists, in candidates, the roles of the name in full whose register gives no birth information '
    + '(birthDateMatch unknown), first seen within the window: no birth date confirms them, so they are never among results',
  candidatesAfter: 'List the candidates in the companies after this one, as next names it (EE:12345678; a sole trader\'s of FI or LT too): a page of candidates '
    + 'only, which follows every company of results. Sent with candidates=true, without after',
  afterNew: 'List the companies after this one, as next names it (LV:40003123456@2026-11-24T01:22:08Z: country, colon, '
    + 'registration number, @ and the firstSeenAt of the company\'s newest role listed; lv:… is read as LV:…), in the order of '
    + 'the answer (newest first, then by country and regcode), sent with the firstSeenUntil next gives; leave out for the first page',
  candidatesAfterNew: 'List the candidates in the companies after this one, as next names it (EE:12345678@2026-11-24T01:22:08Z): '
    + 'a page of candidates only, which follows every company of results. Sent with candidates=true, without after',
  firstSeenAfter: 'List the roles first seen after this instant (2026-11-24T01:22:08.123Z, the firstSeenThrough of the job\'s last '
    + 'answer), in place of hours: a job that stores it gets each new role once, with no window to overlap, also after a stop '
    + 'longer than 168 hours. Written in UTC with its Z (an offset or a number of milliseconds is a 400 naming the instant to send, '
    + 'and so is a day alone: for the roles from 2026-11-27 on (UTC) send the instant before it, 2026-11-26T23:59:59.999Z); not '
    + 'later than now; not sent with hours. firstSeenThrough or since sent in its place is a 400, not the default window',
  firstSeenUntil: 'The bound of the pages after the first, as next gives it (2026-11-24T01:22:08.123Z: the newest firstSeenAt the '
    + 'first page read, to the millisecond): they leave out roles first seen later, which an import published between two pages '
    + 'added or dated anew and which are on the first page of the job\'s next request, so no company moves before after and is '
    + 'skipped. Sent with after or candidatesAfter; leave out for the first page; not later than now (a 400), as the pages after give it as firstSeenThrough',
  limitBeyondMaximumCheck: 'a person with roles in more companies is listed page by page: truncated is then true and next '
    + 'is the request for the following companies',
  // A client asked for a month's new roles has no last answer: the firstSeenThrough alone read as no way to ask (as list_new_person_roles says it).
  hoursBeyondMaximum: 'for a longer time send firstSeenAfter in place of hours, the instant after which to list the roles first seen '
    + '(2026-11-01T00:00:00.000Z) or the firstSeenThrough of the last answer, which a job that was stopped longer sends, or catch up '
    + 'with /persons/check, which lists every role of the person, new or not, leaving out those already seen (by country, regcode, role and position)',
} as const;

/** The envelope of every list answer (API.md "Conventions"). */
export const LIST_FIELDS = {
  count: 'Number of results (the length of results)',
} as const;

/**
 * The owners registered abroad: legal entities the registers list as owners of an LV or EE company
 * that are no company of this service (a Cypriot Ltd holding an Estonian OÜ). The search names
 * those of the name typed (holdersAbroad), and GET /holders/{holderRegcode}/holdings lists every company
 * one of them holds.
 */
export const HOLDER_ABROAD_FIELDS = {
  holdersAbroad: 'Present only where the search lists fewer than limit companies (or lists those of fewer words than typed: searchedFor), none of the very name typed, and the registers list '
    + 'an owner of that name that is no company here (a legal entity registered abroad, or of a register here under a number its file '
    + 'does not hold): up to 3 such owners, each with the first companies it holds. The name is tried as typed, without its legal form '
    + 'and with a foreign one (Ltd, GmbH, AB); where fewer than 3 owners bear it, also owners whose name holds every word typed, '
    + 'the last as a word begun (Kyrenia Mar for Kyrenia Maritime Holdings Ltd); where the text as typed names none, the text '
    + 'searched (searchedFor) is tried too (Who owns Kyrenia Maritime Holdings?). Also present where the search lists no company and the text '
    + 'is the number of such an owner, as the company lookup reads it (HE398114, he 398114, CY HE398114): that owner, as the search of its name lists it; '
    + 'and where the text is such an owner\'s number after the code of its register\'s country (DE HRB 12345), that owner alone, beside the '
    + 'companies listed by the code\'s word (DE), however many (another country\'s code, EE HRB 12345, names none). '
    + 'Only legal entities: a natural person is never named',
  holderName: 'The owner\'s name, as the register of the company held writes it',
  holderRegcode: 'The number its own register gives the owner, as the register of the company held writes it; null where none is given. '
    + 'GET /holders/{holderRegcode}/holdings?registeredIn= lists every company it holds',
  holderRegisteredIn: 'ISO 3166-1 alpha-2 code of the country whose register the owner is in, as the register of the company held names it '
    + '(CY, DE, or one of LV, LT, EE, FI for a company whose file is not served); null where it names none (UR\'s FOREIGN_ENTITY)',
  holdings: 'The companies it holds as a member or stockholder, in force first, each once',
  holdingsMore: 'Whether it holds more companies than those listed',
  heldRegcode: 'Registration number of the company held: GET /companies/{regcode}?country= gives its details, its owners among them',
  heldCountry: 'Country of the company held (LV or EE: the registers that list holders)',
  heldName: 'Name of the company held, as its register writes it',
  heldStatus: 'Normalised status of the company held: ' + STATUS_VALUES,
  heldUntil: 'End of the holding; null while in force (of any of its roles in the company)',
  pageHoldings: 'Every company it holds or held as a member or stockholder, each once, in the order of country and number (the order next '
    + 'pages by): one it no longer holds among them, with its until',
  pageHoldingsDeprecated: 'Deprecated: the same list as results, under its name before; read results (every list of the API is results)',
  heldRole: 'member (a member or shareholder of a limited company, a partner of a partnership) or stockholder (of an LV joint-stock '
    + 'company), as the company held lists the owner among its owners',
  heldPosition: 'null for a holding of its own; joint_owner (held jointly with others, the share then the whole joint holding), '
    + 'co_owner (EE co-ownership), general_partner or limited_partner (a partner of a partnership), as the owners of the company held give it',
  heldShare: 'The holding in the company held as its owners give it (percent of the capital, nominal amount and currency), its '
    + 'roles there together; for a holding that ended, as it was when it ended; null where the register gives none (percent null '
    + 'for an LV stockholder: UR gives the nominal amount alone)',
  heldSince: 'Start of the holding (its earliest role there in force, or of the term that ended last); null where the register gives none',
  heldHolderName: 'The owner\'s name as the register of this company writes it (Ltd in one, Limited in another)',
  heldHolderRegisteredIn: 'The owner\'s country as the register of this company names it; null where it names none',
  listRegcode: 'The owner\'s number, as asked',
  listRegisteredIn: 'The owner\'s country, as asked; null where none was asked (the holdings of every legal entity of that number)',
  truncated: 'True where the owner holds more companies than listed: next asks for the companies after the last one',
  next: 'The request for the companies after the last one listed (after=LV:40003123456), to follow until null',
  count: 'Number of companies listed (the length of results)',
  registeredInParam: 'ISO 3166-1 alpha-2 code of the country whose register the owner is in (registeredIn of the search\'s holdersAbroad or of '
    + 'a company\'s owners: CY, DE; its alpha-3, CYP, or its name, Cyprus, is read as the code); left out, the holdings of every legal entity of that number, each with its holderRegisteredIn',
  afterParam: 'The companies after this one, as next gives it: country, LV or EE, and registration number (LV:40003123456)',
  regcodeParam: 'The owner\'s number as its register gives it and the register of the company held writes it (regcode of the search\'s '
    + 'holdersAbroad or of a company\'s owners)',
} as const;

/** The same, briefly, for MCP list_holder_holdings (every byte of tools/list is in each session's context). */
export const HOLDER_HOLDINGS_BRIEF = {
  regcode: 'The owner\'s number',
  holdings: 'The companies held, by country and number',
  until: 'End; null: in force',
  holderName: 'The owner as this company\'s register names it',
  holderRegisteredIn: 'Its country as that register names it',
  role: 'As the company\'s owners list the owner',
  position: 'joint_owner, co_owner, general_partner, limited_partner; null: a holding of its own',
  sharePercent: 'Percent of the capital as the company\'s owners give it (held jointly: the joint holding\'s); null: not given',
  since: 'Start; null: not given',
  next: 'after for the next call; null: no more',
} as const;
