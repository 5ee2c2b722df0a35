// A person's name with the position they hold written after it, a comma between, as a list of
// officers, an HR system's export or an e-mail signature writes one (`Daiga Kārkliņa, valdes
// locekle`, `Aivar Jõgi, juhatuse liige`, `Jane Smith, Managing Director`): the position of two words
// or more was read as a second person's name, and the check refused the name as two people's,
// telling the client to send the position as part of the name. The position is no word of the name,
// as a title is not (person-name-typed.ts): the name is read without it. So is a personal code or
// birth date behind its label after a comma, before or after the position (`Aivar Jõgi, juhatuse
// liige, isikukood 37607250000`: person-name-code-label.ts), whose date the person check compares
// with birthDate in the name as sent (person-name-other-birth-date.ts), a citizenship and an e-mail address.
import { foldText, isStreetTypeWord, streetKey } from './fold.ts';
import { isLabelledCodeOrDate } from './person-name-code-label.ts';
import { countryOfName, isCountry } from './country.ts';
import { isPlaceSetApart, isPlaceWithCountry } from './person-name-place.ts';
import { companyFormInPersonName } from './person-name-company-form.ts';
import { isValidCalendarDate } from './dates.ts';
import { WEB_TOP_LEVEL_DOMAINS } from './web-top-level-domains.ts';

// The words of a company position, folded, in Latvian, Estonian, Lithuanian, Finnish, Swedish and
// English, as the registers' roles and a business card name them: board and council, member, chair,
// deputy, director, procurator, owner, shareholder, founder, beneficial owner. None is a given name
// or a surname the registers write; a position is read only where every word after the last comma
// is one of these.
const POSITION_WORDS = new Set([
  // Since when, as an entry or a list dates a position (`valdes loceklis no 2020. gada`, `… (kopš
  // 01.01.2020)`, `juhatuse liige alates 2020`, `director since 2020`): the date's digits are no words.
  'no', 'gada', 'kops', 'alates', 'since', 'nuo', 'alkaen', 'lahtien', 'sedan',
  // A person's standing a KYC form writes after the name (`…, politically exposed person`, `…, ettevõtja`).
  'politically', 'exposed', 'person', 'ettevotja', 'uznemejs', 'uznemeja', 'entrepreneur', 'businessman', 'businesswoman',
  // Latvian, with the right to represent a board member's entry states (`valdes loceklis ar pārstāvības tiesībām`, `… atsevišķi`)
  'ar', 'parstavibas', 'tiesibam', 'tiesibas', 'parstavet', 'atseviski', 'kopigi',
  'valdes', 'padomes', 'loceklis', 'locekle', 'priekssedetajs', 'priekssedetaja', 'priekssedetaju', 'vietnieks', 'vietniece',
  'prokurists', 'prokuriste', 'direktors', 'direktore', 'izpilddirektors', 'izpilddirektore', 'dalibnieks', 'dalibniece',
  'patiesa', 'patiesais', 'labuma', 'guvejs', 'guveja', 'dibinatajs', 'dibinataja', 'ipasnieks', 'ipasniece', 'galvenais', 'galvena',
  'gramatvedis', 'gramatvede', 'likvidators', 'likvidatore', 'biedrs',
  // Latvian in the genitive and dative, as a document's sentence writes the position before the name
  // it declines too (`valdes locekļa Jāņa Bērziņa`, `valdes loceklim Jānim Bērziņam`: person-name-case.ts).
  'locekla', 'loceklim', 'locekles', 'loceklei', 'priekssedetajam', 'priekssedetajas', 'priekssedetajai', 'vietnieka', 'vietniekam',
  'vietnieces', 'vietniecei', 'prokurista', 'prokuristam', 'prokuristes', 'prokuristei', 'direktora', 'direktoram', 'direktores',
  'direktorei', 'izpilddirektora', 'izpilddirektoram', 'dalibnieka', 'dalibniekam', 'dalibnieces', 'dalibniecei', 'patiesajam',
  'guvejam', 'guvejas', 'guvejai', 'dibinatajam', 'ipasnieka', 'ipasniekam', 'ipasnieces', 'ipasniecei', 'likvidatora', 'likvidatoram',
  // Estonian
  'juhatuse', 'noukogu', 'liige', 'esimees', 'aseesimees', 'tegevjuht', 'juhataja', 'prokurist', 'osanik', 'aktsionar', 'asutaja',
  'tegelik', 'kasusaaja', 'likvideerija', 'pearaamatupidaja', 'taisosanik', 'usaldusosanik', 'direktor', // and Swedish
  'liikmena', 'juhatajana', 'esimehena', // as a board member, a manager, a chair (`Andres Saar, juhatuse liikmena`)
  // Lithuanian
  'valdybos', 'stebetoju', 'tarybos', 'narys', 'nare', 'pirmininkas', 'pirmininke', 'direktorius', 'generalinis', 'generaline',
  'akcininkas', 'akcininke', 'steigejas', 'savininkas', 'savininke',
  'nario', 'nariui', 'nares', 'narei', 'pirmininko', 'pirmininkui', 'direktoriaus', 'direktoriui', 'akcininko', 'akcininkui',
  'savininko', 'savininkui', 'steigejo', 'steigejui',
  // Finnish and Swedish
  'hallituksen', 'jasen', 'puheenjohtaja', 'varapuheenjohtaja', 'toimitusjohtaja', 'prokuristi', 'osakas', 'perustaja', 'omistaja',
  'styrelseledamot', 'styrelseordforande', 'styrelsens', 'ordforande', 'ledamot', 'verkstallande', 'vd',
  // English
  'board', 'supervisory', 'management', 'council', 'member', 'chairman', 'chairwoman', 'chairperson', 'chair', 'vice', 'deputy',
  'managing', 'executive', 'non', 'director', 'ceo', 'cfo', 'coo', 'cto', 'procurator', 'proxy', 'shareholder', 'founder',
  'beneficial', 'ultimate', 'owner', 'liquidator', 'secretary', 'treasurer', 'president', 'of', 'the', 'and',
  // An officer's title in full, as a signature writes it (`…, Chief Executive Officer`, `…, General Manager`).
  'chief', 'officer', 'financial', 'operating', 'technology', 'technical', 'general', 'manager', 'partner',
]);

// The words of a position as a signature, a list of officers or a contract's party line cuts them
// (`valdes loc.`, `priekšsēd.`, `juh. liige`, `gen. dir.`, `toim. joht.`, `hall. pj.`), folded: the part was read as
// a second person's name, and the check refused the name as two people's. Read only as typed
// with their stop, as an abbreviation is written: a word so short may be a name (`Tanaka, Gen`).
const POSITION_ABBREVIATIONS = new Set([
  'loc', 'priekss', 'priekssed', 'vietn', 'prok', 'izpilddir', 'dal', // Latvian
  'juh', 'esim', 'noukog', // Estonian
  'dir', 'gen', 'pirm', 'direkt', // Lithuanian, English
  'toim', 'joht', 'tj', 'hall', 'pj', 'vpj', 'jas', // Finnish
  'mgmt', 'exec', 'chmn', 'mng', // English
]);

// The words saying whose citizen or resident a person is, folded, as a contract or an extract
// writes it after the name (`Aivar Jõgi, Estonian citizen`, `…, citizen of Estonia`, `…, Eesti
// kodanik`, `…, Latvijas pilsonis`, `…, Lietuvos pilietis`, `…, Suomen kansalainen`, `…, гражданин
// Эстонии`): a part after the last comma holding one, of four words at most and no digit, is no
// name, whatever country it names. None is a given name or a surname.
const CITIZENSHIP_WORDS = new Set([
  'citizen', 'national', 'resident', 'kodanik', 'pilsonis', 'pilsone', 'pilietis', 'piliete', 'kansalainen', 'medborgare',
  'staatsangehoriger', 'staatsangehorige', 'staatsburger', 'grazhdanin', 'grazhdanka',
]);
// An e-mail address after the name (`Aivar Jõgi, aivar.jogi@example.ee`, an address book's line):
// its words read as a second person's name. In angle brackets or not.
const EMAIL_ADDRESS = /^\s*<?[^\s@<>,]+@[^\s@<>,]+\.\p{L}{2,}>?\s*$/u;
// A website after the name, as a signature gives the company's on its last line or after a bar
// (`Kadri Mets\nCEO\n+372 5555 1234\nwww.pohjapuit.ee`, `Kadri Mets | pohjapuit.ee`, `https://pohjapuit.ee`):
// read as words of the name, it lost the name's candidates, or the check refused the name as two
// people's. With its scheme or `www.`, or a domain in small letters (`pohjapuit.ee`), so an initial
// and a surname written together (`J.Mets`, `J.mets`) stay as typed.
const WEBSITE = /^\s*<?(?:(?:https?:\/\/|www\.)[^\s<>,]+|[\p{Ll}\d-]+(?:\.[\p{Ll}\d-]+)*\.[a-z]{2,}\/?)>?\s*$/u;
// A signature writes it in capitals or with a capital first too (`Kadri Mets\nPOHJAPUIT.EE`, `Kadri Mets
// (Pohjapuit.ee)`, `WWW.POHJAPUIT.EE`): so written, a domain is one only under a known top-level domain
// (web-top-level-domains.ts), its first label of two letters or more, and `J.Mets` stays as typed.
const WEBSITE_IN_ANY_CASE = new RegExp(String.raw`^\s*<?(?:https?:\/\/)?[\p{L}\d-]{2,}(?:\.[\p{L}\d-]+)*\.(?:${WEB_TOP_LEVEL_DOMAINS.join('|')})(?:\/[^\s<>,]*)?>?\s*$`, 'iu');
const isWebsite = (part: string) => WEBSITE.test(part) || WEBSITE_IN_ANY_CASE.test(part);
// A telephone number after the name, as a signature gives one on its own line or after a bar
// (`Kadri Mets\nCEO\n+372 5555 1234`, `Kadri Mets | Tel. 5555 1234`): its digits, read as a word of the
// name, lost the name's candidates. Seven to fifteen digits, written international (`+`, `00`, in
// parentheses or not) or behind a label, folded, or as a mobile or a line of the four countries is
// dialled at home (nationalPhoneDigits); a date or a personal code is none, and is read as before
// (person-name-code-label.ts).
const PHONE_DIGITS = String.raw`\(?(?:\+|00)?\(?\d[\d\s()./-]*\d`;
const PHONE_NUMBER = new RegExp(String.raw`^\s*(?:(\p{L}+)\.?\s*:?\s*)?(${PHONE_DIGITS})\s*$`, 'u');
const PHONE_LABELS = new Set([
  'tel', 'phone', 'ph', 'mob', 'mobile', 'mobil', 'mobiil', 'cell', 'gsm', 'tlf', 't', 'm', 'p',
  'telefon', 'telefons', 'telefonas', 'talr', 'talrunis', 'puh', 'puhelin',
]);
function isPhoneNumber(part: string): boolean {
  const m = PHONE_NUMBER.exec(part);
  if (m === null) return false;
  const digits = m[2]!.replace(/\D/gu, '');
  if (digits.length < 7 || digits.length > 15) return false;
  if (m[1] !== undefined) return PHONE_LABELS.has(foldText(m[1]).trim());
  return /^\(?(?:\+|00)/u.test(m[2]!) || nationalPhoneDigits(digits);
}
// A number as dialled at home, with no label (`Kadri Mets\nCEO\n5555 1234`, `… | 0401234567`), which
// lost the candidates as the international one did: an Estonian mobile (5 and six or seven digits), a
// Latvian mobile or line (2 or 6 and seven), a Lithuanian mobile with its trunk 8 (86 and seven), a
// Finnish number with its trunk 0 (nine or ten digits). None is a registry code of the four (an
// Estonian one begins 1, 7, 8 or 9) or a personal code (eleven digits); eight digits beginning 2
// that read as a day of birth, 25071976 or 20010101, are read as before.
const NATIONAL_PHONE = /^(?:5\d{6,7}|[26]\d{7}|86\d{7}|0\d{8,9})$/u;
const nationalPhoneDigits = (digits: string) => NATIONAL_PHONE.test(digits) && !readsAsDay(digits);
function readsAsDay(digits: string): boolean {
  if (digits.length !== 8) return false;
  const n = (from: number, to: number) => Number(digits.slice(from, to));
  const day = (year: number, month: number, date: number) => year >= 1800 && year < 2100 && isValidCalendarDate(year, month, date);
  return day(n(4, 8), n(2, 4), n(0, 2)) || day(n(0, 4), n(4, 6), n(6, 8));
}
// A street address where the person lives, as a contract's party line writes it after the name
// (`Jānis Bērziņš, Brīvības iela 1, Rīga`, `Mari Tamm, Pärnu mnt 10, Tallinn`, `…, Gedimino pr. 5`):
// a street's type word and its house number (fold.ts streetKey); a name holds neither.
const isStreetAddress = (part: string, words: readonly string[]) => /\d/u.test(part) && words.some(isStreetTypeWord) && streetKey(part) !== null;
// The word a contract's party line begins what it calls the person with, after the name (`Tõnu Kivi,
// edaspidi Müüja`, `…, turpmāk – Pārdevējs`, `… (toliau – Pirkėjas)`, `…, jäljempänä Myyjä`, `…
// (hereinafter the "Buyer")`, `…, далее «Продавец»`), and the label of where the person lives
// (`…, elukoht Tallinn`, `…, dzīvesvieta Rīga`, `…, gyvenamoji vieta Vilnius`, `…, asuinpaikka
// Helsinki`, `…, residing at …`), folded: the words after it were read as a second person's name,
// a 400 naming two people. A part after the name beginning with one is no name; none is a name's word.
const PARTY_LINE_WORDS = new Set([
  'edaspidi', 'turpmak', 'toliau', 'jaljempana', 'hereinafter', 'hereafter', 'dalee', 'imenuemyi', 'imenuemaia',
  'elukoht', 'elukohaga', 'dzivesvieta', 'dzivojoss', 'dzivojosa', 'gyvenamoji', 'gyvenantis', 'gyvenanti', 'asuinpaikka', 'kotipaikka',
  'residing', 'domiciled',
]);
const isPartyLine = (words: readonly string[]) => words.length > 0 && PARTY_LINE_WORDS.has(words[0]!);
const isCitizenship = (words: readonly string[]) => words.length <= 4 && words.every((w) => !/\d/.test(w)) && words.some((w) => CITIZENSHIP_WORDS.has(w));

/**
 * The name before the positions written after it, each after a comma (`Daiga Kārkliņa, valdes
 * locekle` and `Daiga Kārkliņa, valdes locekle, prokūriste` give `Daiga Kārkliņa`), in parentheses
 * or after a dash (`Kadri Mets (juhatuse liige)`, `Kadri Mets – juhatuse liige`), and after a
 * position written before it (`Juhatuse liige Kadri Mets`, `Valdes loceklis, Jānis Bērziņš`); the
 * text as it came where none is.
 */
export function withoutPositionsAfter(text: string): string {
  let name = text;
  for (let before = positionCut(name); before !== null; before = positionCut(name)) name = before;
  return name;
}

// One of the four countries, by a name (`Estonia`, `Eesti`, `Igaunija`) or its code in capitals
// (`EE`), as a list of a company's people writes where each lives (`Kadri Mets (EE)`, `…, Estonia`).
const isCountryNamed = (part: string) => countryOfName(part) !== null || (/^\s*\p{Lu}{2}\s*$/u.test(part) && isCountry(part.trim()));

/**
 * Whether a part set apart from the name is a position, a labelled code or date, a citizenship, an
 * e-mail address, a country or a company: one holding a legal form no person's name holds (`SIA
 * "Rīgas Koks"`, `Tallinna Ehitus OÜ`), the company the person is with, as a signature or a party
 * line names it (`Jānis Bērziņš, SIA "Rīgas Koks" valdes loceklis`), which was read as a second
 * person's name, and the check refused the name as two people's, advising to send it without the comma.
 */
function isNoName(part: string): boolean {
  if (isPositionAtCompany(part)) return true;
  if (isLabelledCodeOrDate(part) || EMAIL_ADDRESS.test(part) || isWebsite(part) || isPhoneNumber(part) || isCountryNamed(part) || companyFormInPersonName(part) !== null
    || isCompanyThenPosition(part)) return true;
  const folded = foldText(part);
  return folded !== '' && (isCitizenship(folded.split(' ')) || isPartyLine(folded.split(' ')) || isPosition(part) || isStreetAddress(part, folded.split(' ')));
}

// A position and the company it is held at, as a profile's headline writes it after the name
// (`Rihards Bērziņš, Managing Director at Med Kalve`, `…, CEO @ Med Kalve`): the company's name, of
// no legal form, was read as a second person's name. Whatever follows `at` after a position's words, or
// `of`, as a signature names the company (`Kadri Mets, CEO of Põhja Puit`, a 400 naming two people).
const POSITION_AT = /^(.*?\p{L}.*?)\s+(?:at|@|of)\s+\S/u;
const isPositionAtCompany = (part: string) => {
  const m = POSITION_AT.exec(part.trim());
  return m !== null && isPosition(m[1]!);
};

/**
 * Whether a part is a company and the position held at it after its name, the legal form written last
 * (`Põhja Puit AS juhatuse liige`, `Rīgas Koks SIA valdes loceklis`): a form in capitals counts only
 * first or last (person-name-company-form.ts), and the position after it hid it, so the part was read
 * as a second person's name, a 400 naming two people.
 */
function isCompanyThenPosition(part: string): boolean {
  const words = part.trim().split(/\s+/u);
  for (let take = 1; take < words.length; take++) {
    const company = words.slice(0, -take);
    if (isPosition(words.slice(-take).join(' ')) && (companyFormInPersonName(company.join(' ')) !== null || endsInSwedishForm(company))) return true;
  }
  return false;
}

// Finland's Swedish form as Finnish companies write it, in small letters after its capital (`Yritys Ab
// verkställande direktör`, `Yritys Ab:n toimitusjohtaja`): a 400 naming two people. `Ab` is a given
// name too (`Ab Osterhaus`), so it counts only last in a company's name of two words or more, before a position.
const endsInSwedishForm = (company: readonly string[]) => company.length >= 2 && /^Ab(?::\p{Ll}{1,4})?$/u.test(company.at(-1)!);

/** Whether a text is a position's words, whole or abbreviated (a number beside them). */
function isPosition(text: string): boolean {
  // `of`, `the`, `and` alone say nothing: a position holds one word of its own. A number beside it
  // (a personal code: `Kadri Mets, juhatuse liige 49001010000`) is no word of a name either.
  const words = text.trim().split(/\s+/u).filter((w) => /\p{L}/u.test(w))
    .flatMap((typed) => foldText(typed).split(' ').filter((w) => /\p{L}/u.test(w)).map((w) => ({ w, abbreviated: /\.\W*$/u.test(typed) })));
  return words.length > 0 && words.every(({ w, abbreviated }) => POSITION_WORDS.has(w) || (abbreviated && POSITION_ABBREVIATIONS.has(w)))
    && words.some(({ w }) => !['of', 'the', 'and'].includes(w));
}

/**
 * Whether a part in parentheses or after a dash is no name: as a whole, or each of its parts
 * between commas a part that is no name or a place (`(Tallinn, Estonia)`, `(valdes loceklis, SIA
 * "Rīgas Koks")`, `– juhatuse liige, Tallinn`).
 */
function isSetApartNoName(part: string): boolean {
  return isNoName(part) || isPlaceSetApart(part, isCountryNamed)
    || part.split(',').every((p) => isNoName(p) || isPlaceWithCountry(p, isCountryNamed));
}

// A part in parentheses ending the text, one after a dash between spaces, and the words before the
// first comma.
const IN_PARENTHESES_LAST = /^(.*?)\s*\(([^()]*)\)\s*$/u;
const AFTER_DASH = /^(.*?)\s+[-–—]\s+([^-–—]+)$/u;
const POSITION_THEN_COMPANY = /^(.*?)\s+[-–—]\s+([^-–—]+?)\s+[-–—]\s+([^-–—]+)$/u;
// Whether two words of letters or more are left: a given name and a surname.
const nameLeft = (text: string) => text.split(/[\s,.]+/).filter((w) => /\p{L}/u.test(w) && [...w].length > 1).length >= 2;

/**
 * The text without one part that is no name after it, in parentheses or after a dash or a comma, or before it; null where none is, or where no name would be left.
 * A place in parentheses or after a dash (`Kadri Mets (Tallinn)`, `Kadri Mets – Tartu, Estonia`)
 * is cut as after a comma; a name there (`Aivar Jõgi (Kadri Mets)`, `Kadri Mets - Tamm`) is kept.
 */
// The last line of a signature, or the part after a bar or a slash between spaces, as a signature or a
// profile sets a position apart on one line (`Kadri Mets\nCEO`, `Kadri Mets | CEO`, `Kadri Mets / CEO`).
// A part of one word may hold a slash, as a website's address does (`Kadri Mets\nhttps://pohjapuit.ee`).
const LAST_LINE_OR_BAR = /^([\s\S]*?\p{L}[\s\S]*?)\s*(?:\r?\n|\s[|/]\s)\s*([^\n|/]*\S|[^\s|]+)\s*$/u;

// A telephone number behind its label on the name's own line (`Kadri Mets tel. 5555 1234`, `… Mob: +372…`):
// the label was read as a word of the name. A label of two letters or more: `M`, `T` may be initials.
const LABELLED_PHONE_AFTER = new RegExp(String.raw`^(.*?\p{L}.*?)\s+(\p{L}{2,}\.?\s*:?\s*${PHONE_DIGITS})\s*$`, 'u');

function positionCut(text: string): string | null {
  const phoned = LABELLED_PHONE_AFTER.exec(text);
  if (phoned !== null && nameLeft(phoned[1]!) && isPhoneNumber(phoned[2]!)) return phoned[1]!.trim();
  // Set apart on its own line or by a bar or a slash (`Kadri Mets\nCEO`): read as a word of the name,
  // the person was found only as a fuller name of someone born that day, and no candidate listed.
  const line = LAST_LINE_OR_BAR.exec(text);
  if (line !== null && nameLeft(line[1]!) && isNoName(line[2]!)) return line[1]!.trim();
  // A profile's title, the name, the position and the company after dashes (`Rihards Bērziņš – Managing
  // Director – Med Kalve | LinkedIn`): the last part names the company the position is held at.
  const titled = POSITION_THEN_COMPANY.exec(text);
  if (titled !== null && nameLeft(titled[1]!) && isPosition(titled[2]!)) return titled[1]!.trim();
  for (const parted of [IN_PARENTHESES_LAST, AFTER_DASH]) {
    const found = parted.exec(text);
    if (found !== null && nameLeft(found[1]!) && isSetApartNoName(found[2]!)) return found[1]!.trim();
  }
  const comma = text.lastIndexOf(',');
  if (comma >= 0) {
    const before = text.slice(0, comma).trim();
    if (/\p{L}/u.test(before) && isNoName(text.slice(comma + 1))) return before;
    // Where the person lives (`Aivar Jõgi, Harju maakond`, `…, Tallinn`, `…, Tallinn Estonia`), a name of two words left
    // before it: a surname that is a town's, written first (`Lahti, Matti`), is kept.
    if (nameLeft(before) && isPlaceWithCountry(text.slice(comma + 1), isCountryNamed)) return before;
  }
  // A position before the name: its words, as many as are a position's, where a name of two words is left.
  const words = text.trim().split(/\s+/);
  const firstComma = text.indexOf(',');
  if (firstComma >= 0 && isNoName(text.slice(0, firstComma)) && nameLeft(text.slice(firstComma + 1))) return text.slice(firstComma + 1).trim();
  for (let take = Math.min(words.length - 2, 4); take > 0; take--) {
    const position = words.slice(0, take).join(' ');
    const rest = words.slice(take).join(' ');
    // The longest run of a position's words: the name left begins with none (`Member of Parliament` is no name after `Member`).
    const restBegins = foldText(words[take]!).split(' ')[0] ?? '';
    if (!position.includes(',') && isPosition(position) && !POSITION_WORDS.has(restBegins) && nameLeft(rest)) return rest;
  }
  // A company and the position held at it before the name, as a contract names who signs
  // (`Põhja Puit OÜ juhatuse liige Kadri Mets`, `Yritys Oy:n toimitusjohtaja Matti Virtanen`): read as a company's name.
  for (let take = words.length - 2; take > 1; take--) {
    const rest = words.slice(take).join(' ');
    const held = words.slice(0, take).join(' ');
    const restBegins = foldText(words[take]!).split(' ')[0] ?? '';
    if (!held.includes(',') && isCompanyThenPosition(held) && !POSITION_WORDS.has(restBegins) && nameLeft(rest) && companyFormInPersonName(rest) === null) return rest;
  }
  return null;
}
