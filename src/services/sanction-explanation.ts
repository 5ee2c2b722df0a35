// One sentence per sanctions match saying what it rests on, made from the evidence screening
// stored (`features`, docs/sanctions.md "Features"). A compliance record and an AI agent read the
// sentence; `features` stays for whoever re-checks the score. Evidence of an older algorithm
// whose shape is not known here still gets the general sentence of its kind.

import { REGISTER_SPELLING_SIMILARITY, readListedName, type ListedNameReading } from '../domain/sanctions-persons.ts';
import { FOR_REVIEW, HOLDING_REVIEW_RULE, OFAC_HALF_RULE, OFAC_SUMMED_RULE } from '../domain/sanctions-matching.ts';
import { urSanctionPositionWords } from '../domain/ur-sanction-positions.ts';
import { lithuanianNominativeReadings } from '../domain/sole-trader-name.ts';
import { givenNameFirst, LV_OFFICERS_SOURCE } from '../domain/person-name-order.ts';

type Features = Record<string, unknown>;

const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
// A name that carries its own quotes (`SIA "Rīgas Koks"`) is shown as it is.
export const quoted = (name: string) => (name.includes('"') ? name : `"${name}"`);
/** The listed name that matched, and the entry's own name when the match was on an alias of it. */
const listedName = (matchedName: string | null, entryName: string | null) => (matchedName
  ? ` ${quoted(matchedName)}${entryName && entryName !== matchedName ? ` (an alias of the entry ${quoted(entryName)})` : ''}`
  : '');

const ROLE_WORDS: Record<string, string> = {
  beneficial_owner: 'beneficial owner',
  member: 'member',
  stockholder: 'stockholder',
  micro_enterprise: 'owner of the sole trader',
  officer: 'officer',
};

// The Latvian register's files of members, stockholders and officers (a sole trader's owner among
// them) write a person surname first (`Kuzņecovs Gennadijs`), its beneficial owners' file and the other
// registers the given name first; a sentence names the person given name first, as the rest of the
// service does (domain/person-name-order.ts), lest `Its member Kuzņecovs Gennadijs` read Kuzņecovs as
// the given name.
const LV_SURNAME_FIRST_FILE_OF_ROLE: Record<string, string> = {
  member: 'lv.members', stockholder: 'lv.stockholders', officer: LV_OFFICERS_SOURCE, micro_enterprise: LV_OFFICERS_SOURCE,
};

/** The holder's name as a sentence writes it: a person of a Latvian company given name first, anyone else as the register writes it. */
export function ownerNamed(f: Features, companyCountry: string | null): string | null {
  const name = str(f.ownerName);
  const file = LV_SURNAME_FIRST_FILE_OF_ROLE[str(f.ownerRole) ?? ''];
  if (name === null || companyCountry !== 'LV' || f.ownerType !== 'person' || f.ownerFrom === 'business_name' || file === undefined) return name;
  return givenNameFirst(name, file);
}

// A member that is a partner of a partnership is named as one (features.ownerPosition), an officer by its office.
const POSITION_WORDS: Record<string, string> = {
  general_partner: 'general partner',
  limited_partner: 'limited partner',
  board_member: 'board member',
  chair_of_board: 'chair of the board',
  supervisory_board_member: 'supervisory board member',
  chair_of_supervisory_board: 'chair of the supervisory board',
  procurator: 'procurator',
  liquidator: 'liquidator',
};

// The offices that sit on a board or chair it, whose control the EU's guidance names (the right to
// appoint or remove most of the board): the others (a procurator, a liquidator) act for the company.
const BOARD_OFFICES: ReadonlySet<string> = new Set(['board_member', 'chair_of_board', 'supervisory_board_member', 'chair_of_supervisory_board']);

/** `beneficial owner`, `general partner`: what the holder is to the company. */
const roleWords = (f: Features): string => POSITION_WORDS[str(f.ownerPosition) ?? '']
  ?? (f.ownerRole === 'officer' && str(f.ownerPosition) ? str(f.ownerPosition)!.replace(/_/g, ' ') : null) ?? ROLE_WORDS[str(f.ownerRole) ?? ''] ?? 'holder';

const BIRTH_WORDS: Record<string, string> = {
  exact: 'the same birth date',
  month: 'the same birth year and month',
  year: 'the same birth year (the list gives only the year)',
  approximate: 'a birth year within a year of the one the list gives as approximate (the list gives no exact birth date)',
  span: 'a birth year inside the span of years the list gives, open at one end or wider than 30 years (the list gives no birth year)',
  unknown: 'a birth date the register does not show',
  unlisted: 'no birth date on the list',
};

/**
 * Whether the name compared is the listed name itself or, read as a register writes it, that
 * reading (which scores 0.95 at most): a reading the name only resembles (`Hruščovs` for the
 * reading `hruscjovs`, similarity 0.90) is no name the register wrote, nor is a name below 1.
 */
function sameNameOrReading(f: Features): boolean {
  const s = num(f.nameSimilarity);
  return str(f.registerSpelling) || str(f.estonianOAsY) ? s === null || s >= REGISTER_SPELLING_SIMILARITY : s === 1;
}

/** `similarity 0.93` below 1, null at 1. */
function similarityWords(f: Features): string | null {
  const s = num(f.nameSimilarity);
  return s === null || s === 1 ? null : `similarity ${s.toFixed(2)}`;
}

/**
 * The notes after a name compared in one pair of brackets: ` (stroitehmontazs; similarity 0.95;
 * compared without …)`. Each in its own, three followed one another and read as a stammer.
 */
function notesOf(...notes: Array<string | null>): string {
  const said = notes.filter((n): n is string => n !== null && n !== '');
  return said.length === 0 ? '' : ` (${said.join('; ')})`;
}

// The list writes a name as English or a passport does; the register respells it (Stroitehmontažs, Sergejs Petrovs).
const RESPELT = ' written as the Baltic registers write it';

// A listed person's name is read by more rules than the registers' (domain/sanctions-persons.ts
// readListedName): a reviewer weighs an owner written as a German passport writes the name
// otherwise than one written as the Latvian register does, so the sentence names the rule.
const READING_WORDS: Record<ListedNameReading['rule'], string> = {
  base: '',
  register: ' written as the Baltic registers write it',
  register_ee: ' written as the Estonian register writes it (`tš` for `ch`)',
  russian_passport: ' read as a Russian passport writes it',
  german_passport: ' read as a German passport writes it',
  ukrainian_passport: ' read as a Ukrainian passport writes it',
  polish: ' read as Polish writes it',
};

/**
 * The words naming which reading of a listed person's name the owner's is, found by reading the
 * matched name again and finding the stored spelling among its readings (screening stores the
 * spelling, not the rule). A spelling no current rule gives (an older algorithm's) is said
 * generally, as respelt, naming no rule it may not have been.
 */
function personReadingWords(spelling: string, matchedName: string | null): string {
  const key = (words: readonly string[]) => [...words].sort().join(' ');
  const stored = key(spelling.split(' '));
  const found = matchedName === null ? undefined : readListedName(matchedName).find((r) => key(r.words) === stored);
  if (found === undefined) return ' as respelt by a register or a document';
  const parts = [
    found.from.includes('english') ? 'in its English spelling (the list writes it as a Russian passport does)' : null,
    found.from.includes('lost_yo') ? 'with the `ё` the list left out sounded' : null,
    found.from.includes('single_s') ? 'with the Estonian `ss` between vowels as one `s`' : null,
    found.from.includes('russian_form') ? 'with its Ukrainian given name in the Russian form' : null,
    found.from.includes('other_form') ? 'with its given name in its other form (Belarusian or Georgian, or Russian)' : null,
    found.from.includes('other_surname') ? `${found.from.includes('other_form') ? 'and' : 'with'} its surname's Belarusian \`-ou\`, \`-eu\`, \`-au\`, \`-ava\`, \`-enka\` (its \`dz\` before \`e\`, \`i\` as \`d\`, a common stem as Russian writes it) as the Russian \`-ov\`, \`-ev\`, \`-ov\`, \`-ova\`, \`-enko\` or the other way` : null,
    found.from.includes('russian_g') ? `${found.from.includes('russian_form') ? 'and' : 'with'} its Ukrainian \`h\` as the Russian \`g\`` : null,
    found.from.includes('russian_i') ? `${found.from.includes('russian_form') ? 'and' : 'with'} a short word's Ukrainian \`y\` as the Russian \`i\`` : null,
    found.from.includes('russian_i_long') ? `${found.from.includes('russian_form') || found.from.includes('russian_g') ? 'and' : 'with'} its Ukrainian \`y\` as the Russian \`i\`` : null,
  ].filter((p) => p !== null);
  if (found.from.includes('latvian_soft')) parts.push(`${parts.length > 0 ? 'and' : 'with'} its \`ё\` after \`l\` or \`n\` as the Latvian soft \`ļo\`, \`ņo\``);
  if (found.from.includes('russian_e')) parts.push(`${parts.length > 0 ? 'and' : 'with'} its Ukrainian \`ie\` (є) as the Russian \`e\``);
  if (found.from.includes('yo_as_e')) parts.push(`${parts.length > 0 ? 'and' : 'with'} its \`ё\` as \`e\`, as Russian print and passports write it`);
  if (found.from.includes('single_consonant')) parts.push(`${parts.length > 0 ? 'and' : 'with'} its doubled consonants single, as Latvian writes them`);
  const start = parts.join(' ');
  if (found.rule === 'base') return ` read ${start}`;
  return `${READING_WORDS[found.rule]}${start ? `, the name read ${start}` : ''}`;
}

function share(f: Features): string {
  // A joint owner is served with the whole joint holding: said so, not read as its own.
  const jointly = f.ownerPosition === 'joint_owner' ? ' jointly with others' : f.ownerPosition === 'co_owner' ? ' in co-ownership with others' : '';
  const percent = num(f.sharePercent) ?? num(f.holdingPercentFromAmounts);
  if (percent === null) return jointly ? ` holding shares${jointly}` : '';
  return num(f.sharePercent) !== null ? ` holding ${percent} %${jointly}` : ` holding ${percent} % of the amounts${jointly}`;
}

function countryPart(f: Features): string {
  // A holder of a register abroad (RU for an OOO holding an Estonian OÜ) agrees with the list in its own country.
  const holderCountry = str(f.holderCountry);
  if (f.countryMatch === true && holderCountry) return `, listed in the holder's country (${holderCountry})`;
  if (f.countryMatch === true) return ', listed in the company\'s country';
  if (f.countryMatch === false) return ', listed in another country';
  return '';
}

// The codes a list writes for a registration number (EU's `regnumber`, UR's `regcode`), which
// read as no English to a reviewer ("The entry lists regnumber 40003987651"); any other type is
// the list's own words (`Registration ID`, `Tax ID No.`).
const REGISTRATION_CODES = /^(?:reg\.?\s*(?:number|no\.?|nr\.?)|regnumber|regcode|registration\s*number)$/i;

function identifierSentence(f: Features, subject: string): string {
  const id = (f.identifier ?? {}) as Features;
  const value = str(id.value);
  const listed = str(id.type);
  const type = listed !== null && REGISTRATION_CODES.test(listed.trim()) ? 'registration number' : listed;
  const country = str(id.country);
  const what = value ? `${type ? `${type} ` : ''}${value}${country ? ` (${country})` : ''}` : 'a registration number';
  const names = num(f.nameSimilarity) !== null ? `; the list names no country, and the names agree (similarity ${num(f.nameSimilarity)!.toFixed(2)})` : '';
  return `The entry lists ${what}, ${subject}${names}.`;
}

/**
 * Why a name's score is capped by the little it identifies (domain/sanctions-matching.ts
 * nameEvidenceCap): without it, "is the listed name" beside a candidate's score below the
 * threshold reads as a contradiction to a reviewer.
 */
const NAME_EVIDENCE_CAPS: Record<string, string> = {
  generic_words_only: 'share only common words, no evidence alone',
  short_name: 'share only a few identifying letters, little evidence alone',
  single_short_word: 'share one short identifying word, little evidence alone',
  single_word: 'share one identifying word, little evidence alone',
  short_words: 'share only short identifying words, little evidence alone',
};

/**
 * What two names share where a match's score is capped by the little it identifies (`share one
 * identifying word, little evidence alone`), else null: the sanctioned flag's detail says it too.
 */
export function nameEvidenceWords(cap: unknown): string | null {
  return typeof cap === 'string' && Object.hasOwn(NAME_EVIDENCE_CAPS, cap) ? NAME_EVIDENCE_CAPS[cap]! : null;
}

function nameSentence(f: Features, matchedName: string | null, subject: string, entryName: string | null): string {
  const listed = listedName(matchedName, entryName);
  const spelling = str(f.registerSpelling);
  const verb = sameNameOrReading(f) ? 'is the listed name' : 'resembles the listed name';
  const weak = f.weakAlias === true ? '; the listed name is a weak alias' : '';
  const cap = str(f.cap);
  const evidence = nameEvidenceWords(cap);
  const held = cap === 'former_name_before_listing' ? '; the company gave that name up before the listing'
    : cap === 'former_name_dates_unknown' ? '; whether the company bore that name on the listing day is not known'
      : evidence !== null ? `; the names ${evidence}` : '';
  const notes = notesOf(spelling, similarityWords(f), 'compared without legal forms, case or diacritics');
  return `${subject} ${verb}${listed}${spelling ? RESPELT : ''}${notes}${countryPart(f)}${weak}${held}.`;
}

function companyNameSubject(f: Features): string {
  const name = str(f.companyName);
  if (f.formerName === true) {
    const until = str(f.nameValidTo);
    return `The company's former name${name ? ` ${quoted(name)}` : ''}${until ? `, borne until ${until},` : ''}`;
  }
  return `The company's name${name ? ` ${quoted(name)}` : ''}`;
}

/**
 * Where a person match rests on the name and a birth year, or the name alone (features.namesakes,
 * screen-9), how many people the registers hold under the owner's name; on the name and a birth
 * year and month (screen-10), how many of them born in that year: more than one holds the match
 * below the threshold (cap common_name), since the name does not tell which is listed.
 */
function namesakesPart(f: Features): string {
  const n = num(f.namesakes);
  if (n === null) return '';
  const evidence = f.birthDateMatch === 'month' ? 'the name, birth year and month do not tell'
    : f.birthDateMatch === 'year' || f.birthDateMatch === 'approximate' || f.birthDateMatch === 'span' ? 'the name and birth year alone do not tell' : 'the name alone does not tell';
  const who = f.birthDateMatch === 'month' ? 'people in the registers born in that year bear' : 'people in the registers bear';
  if (f.cap === 'common_name') return `; ${n} ${who} this name, so ${evidence} which of them is listed (a candidate for a reviewer)`;
  if (n > 1) return `; ${n} ${who} this name`;
  return f.birthDateMatch === 'month' ? '; no one else in the registers born in that year bears this name' : '; no one else in the registers bears this name';
}

/**
 * Whether the register gives the owner a nationality among the countries the list gives the entry
 * (features.nationalityMatch, importers/screening/owner-matches.ts): the list's countries named, the
 * owner's not, as a birth date is only said to agree. Evidence for a reviewer; the score is the same.
 */
function nationalityPart(f: Features): string {
  const listed = Array.isArray(f.listedCountries) ? (f.listedCountries as unknown[]).filter((c) => typeof c === 'string').join(', ') : '';
  if (f.nationalityMatch === 'agrees') return `; the register gives the owner a nationality among the countries the list gives (${listed})`;
  if (f.nationalityMatch === 'differs') return `; the register gives the owner no nationality among the countries the list gives (${listed}), which does not clear the match`;
  return '';
}

// An entrepreneur known by the business name alone has no birth date in any file: said of that person.
const ENTREPRENEUR_BIRTH_WORDS: Record<string, string> = {
  unknown: 'a birth date the list gives and no file shows for the entrepreneur, so the name alone does not tell the listed person (a candidate for a reviewer)',
  unlisted: 'no birth date on the list',
};

/**
 * A sole trader no file names the owner of (an EE FIE, an FI toiminimi, an LT individuali įmonė:
 * importers/screening/sole-trader-matches.ts), matched through the name its business name holds,
 * compared as its entrepreneur's: said so, lest the sentence read as an owner a register names.
 */
// The name beside the main one a business name was read from (features.businessNameKind, screen-21):
// YTJ's parallel name (the name in Swedish or English) or auxiliary name (a trade name).
const OTHER_NAME_WORDS: Record<string, string> = { parallel: 'parallel name', auxiliary: 'auxiliary (trade) name' };

/**
 * The business name a match read, as the sentence's subject: where it is a name beside the main one,
 * said so, lest a reviewer look for the person in the company's name and not find them there
 * (`Rakennus Virtanen`, its parallel name `Matti Virtanen Tmi`).
 */
function businessNameSubject(f: Features): string {
  const business = str(f.businessName);
  const other = OTHER_NAME_WORDS[str(f.businessNameKind) ?? ''];
  if (business !== null && other !== undefined) return `The business name, read from its ${other} ${quoted(business)} (its main name holds no person's name),`;
  return `The business name${business ? ` ${quoted(business)}` : ''}`;
}

function entrepreneurSentence(f: Features, matchedName: string | null, entryName: string | null): string {
  const owner = str(f.ownerName);
  const reading = str(f.nameReading);
  const listed = listedName(matchedName, entryName);
  const verb = sameNameOrReading(f) || (reading !== null && num(f.nameSimilarity) === REGISTER_SPELLING_SIMILARITY)
    ? 'is the name of the listed person' : 'is like the name of the listed person';
  // A genitive read as its nominative, or a Russian name read without its Lithuanian endings
  // (`Sergejaus Lavrovo`, `Sergejus Lavrovas` as `sergej lavrov`), which is no nominative of the words.
  const nominative = reading !== null && owner !== null && lithuanianNominativeReadings(owner).some((w) => w.join(' ') === reading);
  const read = !reading ? '' : nominative ? ` read as the nominative (${reading})` : ` read as the Russian name it writes with Lithuanian endings (${reading})`;
  // The listed name read by a rule (a Polish or Ukrainian document's spelling, the registers'), named
  // as for an owner the register names: a reviewer weighs each otherwise.
  const spelling = str(f.registerSpelling);
  const birth = ENTREPRENEUR_BIRTH_WORDS[str(f.birthDateMatch) ?? ''];
  return `${businessNameSubject(f)} holds the name of its entrepreneur${owner ? `, ${owner},` : ''} whom no register file names: `
    + `compared as that person's, it${read} ${verb}${listed}${spelling ? personReadingWords(spelling, matchedName) : ''}`
    + `${notesOf(spelling, similarityWords(f))}${birth ? `, with ${birth}` : ''}${namesakesPart(f)}`
    + `${f.weakAlias === true ? '; the listed name is a weak alias' : ''}.`;
}

function ownerSentence(f: Features, matchedName: string | null, entryName: string | null, companyCountry: string | null): string {
  if (f.via === 'register_record') {
    // Whom the register's record names: the sentence is what a compliance record keeps of the
    // match, and "the listed person" alone left the reader to find who it is elsewhere.
    const who = `the listed ${f.subjectSchema === 'person' ? 'person' : 'entity'}${listedName(matchedName, entryName)}`;
    // The record's position in English (beneficial owner, member, board member) where it is known.
    const position = urSanctionPositionWords(str(f.position));
    if (f.relation === 'owner') {
      return position
        ? `The Latvian register's sanctions file names ${who} as an owner of this company, its ${position}.`
        : `The Latvian register's sanctions file names ${who} as an owner of this company (a member, stockholder or beneficial owner).`;
    }
    return position
      ? `The Latvian register's sanctions file links ${who} to this company as its ${position}, a position other than owner.`
      : `The Latvian register's sanctions file links ${who} to this company in a position other than owner (a board member, for example).`;
  }
  if (f.ownerFrom === 'business_name') return entrepreneurSentence(f, matchedName, entryName);
  const role = roleWords(f);
  const owner = ownerNamed(f, companyCountry);
  // The owner's Estonian õ read as the Russian ы (features.estonianOAsY): said, as a reviewer reading
  // `Lõssenko` beside the listed `LYSSENKO` looks for the letter that differs.
  const oAsY = str(f.estonianOAsY) ? `, its Estonian õ read as the Russian ы (${str(f.estonianOAsY)}),` : '';
  // A Russian name the Lithuanian register writes with Lithuanian endings read without them (features.nameReading).
  const reading = str(f.nameReading) ? `, read as the Russian name it writes with Lithuanian endings (${str(f.nameReading)}),` : '';
  const subject = `Its ${role}${owner ? ` ${owner}` : ''}${oAsY}${reading}${share(f)}`;
  if (f.ownerType === 'person') {
    const birth = BIRTH_WORDS[str(f.birthDateMatch) ?? ''];
    const listed = listedName(matchedName, entryName);
    const spelling = str(f.registerSpelling);
    const verb = sameNameOrReading(f) ? 'has the name of the listed person' : 'has a name like the listed person';
    return `${subject} ${verb}${listed}${spelling ? personReadingWords(spelling, matchedName) : ''}${notesOf(spelling, similarityWords(f))}${birth ? `, with ${birth}` : ''}${nationalityPart(f)}${namesakesPart(f)}${f.weakAlias === true ? '; the listed name is a weak alias' : ''}.`;
  }
  if (f.via === 'registration_number') return identifierSentence(f, `the registration number of ${subject.charAt(0).toLowerCase()}${subject.slice(1)}`);
  return nameSentence(f, matchedName, subject, entryName);
}

/** The source of FID's asset-freeze table (src/importers/sanctions/lv-freeze.ts). */
export const FREEZE_SOURCE = 'sanctions.lv-freeze';

/** ` 40003123456 (LV)`: the number of the identifier that matched. */
function numberPart(f: Features): string {
  const id = (f.identifier ?? {}) as Features;
  const value = str(id.value);
  const country = str(id.country);
  return value ? ` ${value}${country ? ` (${country})` : ''}` : '';
}

/**
 * A company FID's asset-freeze table names by its number: not a listed entity, but one whose
 * assets (its shares, mostly) are frozen on a listed person's account, which the entry's reason
 * names. Said plainly, so a reader does not take it for a company on a list of its own.
 */
function frozenSentence(f: Features, holder: string | null, reason: string | null): string {
  const names = num(f.nameSimilarity) !== null ? `; the table names no country, and the names agree (similarity ${num(f.nameSimilarity)!.toFixed(2)})` : '';
  const lead = holder === null
    ? `FID (the Financial Intelligence Unit of Latvia) lists this company's assets as frozen: its asset-freeze table names the company by its registration number${numberPart(f)}${names}.`
    : `${holder} is a company whose assets FID (the Financial Intelligence Unit of Latvia) lists as frozen: its asset-freeze table names it by its registration number${numberPart(f)}${names}.`;
  return reason ? `${lead} ${reason.replace(/\.?$/, '.')}` : lead;
}

/** The company a record of UR's sanctions.csv names its subject against, where another than the one matched. */
export interface RecordedAgainst { regcode: string; name: string | null; position: string | null }

/** What the explanation reads of the matched entry besides the match's own evidence. */
export interface ExplainedEntry { source?: string | null; reason?: string | null; recordedAgainst?: RecordedAgainst | null }

/** The source of the Latvian register's sanctions.csv (src/importers/sanctions/lv-ur.ts). */
const UR_SOURCE = 'sanctions.ur';

/**
 * A record of UR's sanctions.csv names a subject against one Latvian company (its reason ends `…
 * of 40103777120`); screening also matches that subject as the holder of another company, or as
 * the company itself. The sentence of such a match was the holder's alone beside that reason, which
 * read as the register's record of this company: said first whom the register recorded it against,
 * that company's number and name (where the store holds it), then why this company matched.
 */
function recordedElsewhere(sentence: string, matchedOn: string, f: Features, matchedName: string | null, entryName: string | null,
  recorded: RecordedAgainst, reason: string | null): string {
  const owner = matchedOn === 'owner';
  const who = `the listed ${owner && f.ownerType !== 'entity' ? 'person' : 'entity'}${listedName(matchedName, entryName)}`;
  const company = `${recorded.name ? `${quoted(recorded.name)} (LV ${recorded.regcode})` : `LV ${recorded.regcode} (a company this dataset does not hold)`}`;
  const position = urSanctionPositionWords(recorded.position);
  const as = position ? `as the ${position} of another company` : 'as linked to another company';
  // The reason gives the number alone (`Patiesā labuma guvējs (beneficial owner) of 40103777120`).
  const reasonNote = reason !== null && reason.includes(recorded.regcode) ? `; the number the reason gives, ${recorded.regcode}, is that company's` : '';
  const lead = `The Latvian register's sanctions file records ${who} ${as}, ${company}${owner ? ', not of this one' : ''}${reasonNote}`;
  return `${lead}. This company matched because ${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}`;
}

/**
 * Whether a match says assets are frozen rather than a listing: the company's own number, or its
 * holder company's, on FID's asset-freeze table. Such a company is no listed entity, which the
 * explanation and the compliance flag's detail both say.
 */
export function frozenAssetsMatch(matchedOn: string, features: Features, source: string | null | undefined): 'company' | 'owner' | null {
  if (source !== FREEZE_SOURCE) return null;
  if (matchedOn === 'registration_number') return 'company';
  if (matchedOn === 'owner' && features.ownerType === 'entity' && features.via === 'registration_number') return 'owner';
  return null;
}

// Why a candidate for review alone does not make the company sanctioned, said after its rule.
const review = 'so it is shown for review (a candidate: it does not make the company sanctioned)';

/**
 * Why a candidate through a holder of half or less is shown, and why it does not make the company
 * sanctioned: the holding named, then the rule it falls short of. OFAC's sums the holders its list
 * names (features.listedHoldersPercent); the EU's and the UN's ask for more than half or control,
 * which no register file shows, so a reviewer weighs it.
 */
function heldForReview(f: Features, together: number | null): string {
  const percent = num(f.sharePercent) ?? num(f.holdingPercentFromAmounts);
  // No percent is a holding whose share the register does not give beside other holders (screen-24).
  const holding = percent === null ? 'a holding whose share the register does not give' : `a holding of ${percent} %${percent < 50 ? ', less than half' : ', half'}`;
  if (together !== null) {
    return `${holding}, and the holders OFAC's list names hold ${together} % of the company together, short of the 50 % or more its 50 Percent Rule `
      + `blocks a company at, ${review}.`;
  }
  return `${holding}: the EU's and the UN's rules look at ownership of more than half, or control, of a company, ${review}.`;
}

const withArticle = (words: string) => `${/^[aeiou]/.test(words) ? 'an' : 'a'} ${words}`;

/**
 * Why a candidate through an officer is shown (features.forReview office, screen-24): the office
 * named, then that the EU's guidance counts control through a board, or a dominant influence, which
 * no register file shows, so a reviewer weighs it.
 */
function officeForReview(f: Features): string {
  const office = withArticle(roleWords(f));
  if (BOARD_OFFICES.has(str(f.ownerPosition) ?? '')) {
    return `${office}: control through the board is for the reviewer to judge (the EU's guidance counts the right to appoint or remove `
      + `most of a company's board, and a dominant influence on it, as control, which no register file shows), ${review}.`;
  }
  return `${office}: control through the office is for the reviewer to judge (the EU's guidance counts a dominant influence on a company `
    + `as control, which no register file shows), ${review}.`;
}

/**
 * A match through a holder of half or less (features.ownershipRule, screen-22 and screen-23) followed by the rule
 * it rests on: a half held by a listed person read as a majority, or a match no rule explained,
 * where only OFAC's rule makes such a holding one that blocks the company.
 */
function withOwnershipRule(sentence: string, f: Features): string {
  const said = sentence.replace(/\.$/, '');
  if (f.ownershipRule === OFAC_HALF_RULE) {
    return `${said}; a holding of half: OFAC's 50 Percent Rule blocks a company blocked persons own 50 % or more of, `
      + 'so a holder of half is compared with OFAC\'s list (the EU\'s and the UN\'s rules ask for more than half: on their lists such a holder is a candidate for review).';
  }
  // A holder below half, in a company the holders on OFAC's list hold half or more of together (screen-22).
  const together = num(f.listedHoldersPercent);
  if (f.ownershipRule === OFAC_SUMMED_RULE && together !== null) {
    return `${said}; the holders OFAC's list names hold ${together} % of the company together, and OFAC's 50 Percent Rule blocks a company `
      + 'blocked persons own 50 % or more of in the aggregate (the EU\'s and the UN\'s rules weigh a holder alone: on their lists such a holder is a candidate for review).';
  }
  // A holder of half or less a list names with certainty, where no rule makes the company sanctioned through it (screen-23).
  if (f.ownershipRule === HOLDING_REVIEW_RULE) return `${said}; ${heldForReview(f, together)}`;
  // An officer a list names with certainty, for review alone (screen-24).
  if (f.forReview === FOR_REVIEW.office) return `${said}; ${officeForReview(f)}`;
  return sentence;
}

/** `companyCountry`: the screened company's, which tells in which order its register writes an owner's name (null: as written). */
export function explainMatch(
  matchedOn: string, matchedName: string | null, features: Features, entryName: string | null = null, entry: ExplainedEntry = {},
  companyCountry: string | null = null,
): string {
  const sentence = explainEvidence(matchedOn, matchedName, features, entryName, entry, companyCountry);
  const recorded = entry.source === UR_SOURCE && features.via !== 'register_record' ? entry.recordedAgainst ?? null : null;
  return recorded === null ? sentence : recordedElsewhere(sentence, matchedOn, features, matchedName, entryName, recorded, entry.reason ?? null);
}

/**
 * A record of UR's sanctions.csv naming the company itself by its number: it read `The entry lists
 * registration number 40003003003 (LV), …`, word for word the sentence of the EU's entry beside it,
 * and a reviewer saw one listing twice with nothing telling the register's record from the list's.
 */
function registerRecordSentence(f: Features): string {
  const value = str(((f.identifier ?? {}) as Features).value);
  return `The Latvian register's sanctions file records this company${value ? ` by its registration number ${value}` : ''}: the register's `
    + 'record of the listing its reason names, not an entry of the list itself.';
}

/** What the match's own evidence says: the number, the name or the holder that matched, and the rule it rests on. */
function explainEvidence(
  matchedOn: string, matchedName: string | null, features: Features, entryName: string | null, entry: ExplainedEntry, companyCountry: string | null,
): string {
  const frozen = frozenAssetsMatch(matchedOn, features, entry.source);
  if (frozen === 'company') return frozenSentence(features, null, entry.reason ?? null);
  if (matchedOn === 'registration_number') {
    // A record against another company (its subject this one) is said so by recordedElsewhere, the number after it.
    return entry.source === UR_SOURCE && !entry.recordedAgainst ? registerRecordSentence(features) : identifierSentence(features, 'the company\'s registration number');
  }
  if (frozen === 'owner') {
    const role = roleWords(features);
    const owner = ownerNamed(features, companyCountry);
    return frozenSentence(features, `Its ${role}${owner ? ` ${owner}` : ''}${share(features)}`, entry.reason ?? null);
  }
  if (matchedOn === 'owner') return withOwnershipRule(ownerSentence(features, matchedName, entryName, companyCountry), features);
  return nameSentence(features, matchedName, companyNameSubject(features), entryName);
}
