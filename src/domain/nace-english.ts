// The official English titles of the sections, divisions and classes of NACE Rev. 2 (Regulation (EC)
// No 1893/2006) and NACE Rev. 2.1 (Delegated Regulation (EU) 2023/137). A register names a
// company's activity in its own language (Zāģēšana, ēvelēšana; Programmeerimine); a compliance team
// abroad or a model relaying the answer reads the section, division and class in English beside it. The
// national classifications (EMTAK, EVRK, TOL) are NACE with a finer level below the class, so their
// first four digits are the NACE class and their first two the division. The class's title is from
// the tables of nace-class-titles.ts; none is given for a code whose class or division the revision
// lacks (division 45 is gone from Rev. 2.1, class 62.01 from it too), never a guessed one.

import { NACE_REV_2_1_CLASSES, NACE_REV_2_CLASSES } from './nace-class-titles.ts';

export type NaceRevision = 'NACE Rev. 2' | 'NACE Rev. 2.1';

/** The NACE revision each classification a register writes is built on; one not listed has none. */
const REVISION_OF: Record<string, NaceRevision> = {
  'NACE Rev. 2': 'NACE Rev. 2',
  'EMTAK 2008': 'NACE Rev. 2',
  'EVRK 2': 'NACE Rev. 2',
  'TOL 2008': 'NACE Rev. 2',
  'NACE Rev. 2.1': 'NACE Rev. 2.1',
  'EMTAK 2025': 'NACE Rev. 2.1',
  'TOL 2025': 'NACE Rev. 2.1',
};

interface Section { letter: string; title: string; divisions: Record<string, string> }

const REV_2: readonly Section[] = [
  { letter: 'A', title: 'Agriculture, forestry and fishing', divisions: {
    '01': 'Crop and animal production, hunting and related service activities',
    '02': 'Forestry and logging',
    '03': 'Fishing and aquaculture',
  } },
  { letter: 'B', title: 'Mining and quarrying', divisions: {
    '05': 'Mining of coal and lignite',
    '06': 'Extraction of crude petroleum and natural gas',
    '07': 'Mining of metal ores',
    '08': 'Other mining and quarrying',
    '09': 'Mining support service activities',
  } },
  { letter: 'C', title: 'Manufacturing', divisions: {
    '10': 'Manufacture of food products',
    '11': 'Manufacture of beverages',
    '12': 'Manufacture of tobacco products',
    '13': 'Manufacture of textiles',
    '14': 'Manufacture of wearing apparel',
    '15': 'Manufacture of leather and related products',
    '16': 'Manufacture of wood and of products of wood and cork, except furniture; manufacture of articles of straw and plaiting materials',
    '17': 'Manufacture of paper and paper products',
    '18': 'Printing and reproduction of recorded media',
    '19': 'Manufacture of coke and refined petroleum products',
    '20': 'Manufacture of chemicals and chemical products',
    '21': 'Manufacture of basic pharmaceutical products and pharmaceutical preparations',
    '22': 'Manufacture of rubber and plastic products',
    '23': 'Manufacture of other non-metallic mineral products',
    '24': 'Manufacture of basic metals',
    '25': 'Manufacture of fabricated metal products, except machinery and equipment',
    '26': 'Manufacture of computer, electronic and optical products',
    '27': 'Manufacture of electrical equipment',
    '28': 'Manufacture of machinery and equipment n.e.c.',
    '29': 'Manufacture of motor vehicles, trailers and semi-trailers',
    '30': 'Manufacture of other transport equipment',
    '31': 'Manufacture of furniture',
    '32': 'Other manufacturing',
    '33': 'Repair and installation of machinery and equipment',
  } },
  { letter: 'D', title: 'Electricity, gas, steam and air conditioning supply', divisions: {
    '35': 'Electricity, gas, steam and air conditioning supply',
  } },
  { letter: 'E', title: 'Water supply; sewerage, waste management and remediation activities', divisions: {
    '36': 'Water collection, treatment and supply',
    '37': 'Sewerage',
    '38': 'Waste collection, treatment and disposal activities; materials recovery',
    '39': 'Remediation activities and other waste management services',
  } },
  { letter: 'F', title: 'Construction', divisions: {
    '41': 'Construction of buildings',
    '42': 'Civil engineering',
    '43': 'Specialised construction activities',
  } },
  { letter: 'G', title: 'Wholesale and retail trade; repair of motor vehicles and motorcycles', divisions: {
    '45': 'Wholesale and retail trade and repair of motor vehicles and motorcycles',
    '46': 'Wholesale trade, except of motor vehicles and motorcycles',
    '47': 'Retail trade, except of motor vehicles and motorcycles',
  } },
  { letter: 'H', title: 'Transportation and storage', divisions: {
    '49': 'Land transport and transport via pipelines',
    '50': 'Water transport',
    '51': 'Air transport',
    '52': 'Warehousing and support activities for transportation',
    '53': 'Postal and courier activities',
  } },
  { letter: 'I', title: 'Accommodation and food service activities', divisions: {
    '55': 'Accommodation',
    '56': 'Food and beverage service activities',
  } },
  { letter: 'J', title: 'Information and communication', divisions: {
    '58': 'Publishing activities',
    '59': 'Motion picture, video and television programme production, sound recording and music publishing activities',
    '60': 'Programming and broadcasting activities',
    '61': 'Telecommunications',
    '62': 'Computer programming, consultancy and related activities',
    '63': 'Information service activities',
  } },
  { letter: 'K', title: 'Financial and insurance activities', divisions: {
    '64': 'Financial service activities, except insurance and pension funding',
    '65': 'Insurance, reinsurance and pension funding, except compulsory social security',
    '66': 'Activities auxiliary to financial services and insurance activities',
  } },
  { letter: 'L', title: 'Real estate activities', divisions: {
    '68': 'Real estate activities',
  } },
  { letter: 'M', title: 'Professional, scientific and technical activities', divisions: {
    '69': 'Legal and accounting activities',
    '70': 'Activities of head offices; management consultancy activities',
    '71': 'Architectural and engineering activities; technical testing and analysis',
    '72': 'Scientific research and development',
    '73': 'Advertising and market research',
    '74': 'Other professional, scientific and technical activities',
    '75': 'Veterinary activities',
  } },
  { letter: 'N', title: 'Administrative and support service activities', divisions: {
    '77': 'Rental and leasing activities',
    '78': 'Employment activities',
    '79': 'Travel agency, tour operator reservation service and related activities',
    '80': 'Security and investigation activities',
    '81': 'Services to buildings and landscape activities',
    '82': 'Office administrative, office support and other business support activities',
  } },
  { letter: 'O', title: 'Public administration and defence; compulsory social security', divisions: {
    '84': 'Public administration and defence; compulsory social security',
  } },
  { letter: 'P', title: 'Education', divisions: {
    '85': 'Education',
  } },
  { letter: 'Q', title: 'Human health and social work activities', divisions: {
    '86': 'Human health activities',
    '87': 'Residential care activities',
    '88': 'Social work activities without accommodation',
  } },
  { letter: 'R', title: 'Arts, entertainment and recreation', divisions: {
    '90': 'Creative, arts and entertainment activities',
    '91': 'Libraries, archives, museums and other cultural activities',
    '92': 'Gambling and betting activities',
    '93': 'Sports activities and amusement and recreation activities',
  } },
  { letter: 'S', title: 'Other service activities', divisions: {
    '94': 'Activities of membership organisations',
    '95': 'Repair of computers and personal and household goods',
    '96': 'Other personal service activities',
  } },
  { letter: 'T', title: 'Activities of households as employers; undifferentiated goods- and services-producing activities of households for own use', divisions: {
    '97': 'Activities of households as employers of domestic personnel',
    '98': 'Undifferentiated goods- and services-producing activities of private households for own use',
  } },
  { letter: 'U', title: 'Activities of extraterritorial organisations and bodies', divisions: {
    '99': 'Activities of extraterritorial organisations and bodies',
  } },
];

// Rev. 2.1 split Rev. 2's section J in two (J, K), moved the later sections one letter on, folded
// division 45 into 46, 47 and 95, and retitled some divisions.
const REV_2_1: readonly Section[] = [
  { letter: 'A', title: 'Agriculture, forestry and fishing', divisions: {
    '01': 'Crop and animal production, hunting and related service activities',
    '02': 'Forestry and logging',
    '03': 'Fishing and aquaculture',
  } },
  { letter: 'B', title: 'Mining and quarrying', divisions: {
    '05': 'Mining of coal and lignite',
    '06': 'Extraction of crude petroleum and natural gas',
    '07': 'Mining of metal ores',
    '08': 'Other mining and quarrying',
    '09': 'Mining support service activities',
  } },
  { letter: 'C', title: 'Manufacturing', divisions: {
    '10': 'Manufacture of food products',
    '11': 'Manufacture of beverages',
    '12': 'Manufacture of tobacco products',
    '13': 'Manufacture of textiles',
    '14': 'Manufacture of wearing apparel',
    '15': 'Manufacture of leather and related products of other materials',
    '16': 'Manufacture of wood and of products of wood and cork, except furniture; manufacture of articles of straw and plaiting materials',
    '17': 'Manufacture of paper and paper products',
    '18': 'Printing and reproduction of recorded media',
    '19': 'Manufacture of coke and refined petroleum products',
    '20': 'Manufacture of chemicals and chemical products',
    '21': 'Manufacture of basic pharmaceutical products and pharmaceutical preparations',
    '22': 'Manufacture of rubber and plastic products',
    '23': 'Manufacture of other non-metallic mineral products',
    '24': 'Manufacture of basic metals',
    '25': 'Manufacture of fabricated metal products, except machinery and equipment',
    '26': 'Manufacture of computer, electronic and optical products',
    '27': 'Manufacture of electrical equipment',
    '28': 'Manufacture of machinery and equipment n.e.c.',
    '29': 'Manufacture of motor vehicles, trailers and semi-trailers',
    '30': 'Manufacture of other transport equipment',
    '31': 'Manufacture of furniture',
    '32': 'Other manufacturing',
    '33': 'Repair, maintenance and installation of machinery and equipment',
  } },
  { letter: 'D', title: 'Electricity, gas, steam and air conditioning supply', divisions: {
    '35': 'Electricity, gas, steam and air conditioning supply',
  } },
  { letter: 'E', title: 'Water supply; sewerage, waste management and remediation activities', divisions: {
    '36': 'Water collection, treatment and supply',
    '37': 'Sewerage',
    '38': 'Waste collection, recovery and disposal activities',
    '39': 'Remediation activities and other waste management service activities',
  } },
  { letter: 'F', title: 'Construction', divisions: {
    '41': 'Construction of residential and non-residential buildings',
    '42': 'Civil engineering',
    '43': 'Specialised construction activities',
  } },
  { letter: 'G', title: 'Wholesale and retail trade', divisions: {
    '46': 'Wholesale trade',
    '47': 'Retail trade',
  } },
  { letter: 'H', title: 'Transportation and storage', divisions: {
    '49': 'Land transport and transport via pipelines',
    '50': 'Water transport',
    '51': 'Air transport',
    '52': 'Warehousing, storage and support activities for transportation',
    '53': 'Postal and courier activities',
  } },
  { letter: 'I', title: 'Accommodation and food service activities', divisions: {
    '55': 'Accommodation',
    '56': 'Food and beverage service activities',
  } },
  { letter: 'J', title: 'Publishing, broadcasting, and content production and distribution activities', divisions: {
    '58': 'Publishing activities',
    '59': 'Motion picture, video and television programme production, sound recording and music publishing activities',
    '60': 'Programming, broadcasting, news agency and other content distribution activities',
  } },
  { letter: 'K', title: 'Telecommunication, computer programming, consulting, computing infrastructure and other information service activities', divisions: {
    '61': 'Telecommunication',
    '62': 'Computer programming, consultancy and related activities',
    '63': 'Computing infrastructure, data processing, hosting and other information service activities',
  } },
  { letter: 'L', title: 'Financial and insurance activities', divisions: {
    '64': 'Financial service activities, except insurance and pension funding',
    '65': 'Insurance, reinsurance and pension funding, except compulsory social security',
    '66': 'Activities auxiliary to financial services and insurance activities',
  } },
  { letter: 'M', title: 'Real estate activities', divisions: {
    '68': 'Real estate activities',
  } },
  { letter: 'N', title: 'Professional, scientific and technical activities', divisions: {
    '69': 'Legal and accounting activities',
    '70': 'Activities of head offices and management consultancy',
    '71': 'Architectural and engineering activities; technical testing and analysis',
    '72': 'Scientific research and development',
    '73': 'Activities of advertising, market research and public relations',
    '74': 'Other professional, scientific and technical activities',
    '75': 'Veterinary activities',
  } },
  { letter: 'O', title: 'Administrative and support service activities', divisions: {
    '77': 'Rental and leasing activities',
    '78': 'Employment activities',
    '79': 'Travel agency, tour operator and other reservation service and related activities',
    '80': 'Investigation and security activities',
    '81': 'Services to buildings and landscape activities',
    '82': 'Office administrative, office support and other business support activities',
  } },
  { letter: 'P', title: 'Public administration and defence; compulsory social security', divisions: {
    '84': 'Public administration and defence; compulsory social security',
  } },
  { letter: 'Q', title: 'Education', divisions: {
    '85': 'Education',
  } },
  { letter: 'R', title: 'Human health and social work activities', divisions: {
    '86': 'Human health activities',
    '87': 'Residential care activities',
    '88': 'Social work activities without accommodation',
  } },
  { letter: 'S', title: 'Arts, sports and recreation', divisions: {
    '90': 'Arts creation and performing arts activities',
    '91': 'Libraries, archives, museums and other cultural activities',
    '92': 'Gambling and betting activities',
    '93': 'Sports activities and amusement and recreation activities',
  } },
  { letter: 'T', title: 'Other service activities', divisions: {
    '94': 'Activities of membership organisations',
    '95': 'Repair and maintenance of computers, personal and household goods, and motor vehicles and motorcycles',
    '96': 'Personal service activities',
  } },
  { letter: 'U', title: 'Activities of households as employers and undifferentiated goods- and service-producing activities of households for own use', divisions: {
    '97': 'Activities of households as employers of domestic personnel',
    '98': 'Undifferentiated goods- and service-producing activities of private households for own use',
  } },
  { letter: 'V', title: 'Activities of extraterritorial organisations and bodies', divisions: {
    '99': 'Activities of extraterritorial organisations and bodies',
  } },
];

export interface NaceLevel { code: string; title: string }
/** The class is null where the code names no class (fewer than four digits) or one its revision lacks. */
export interface NaceInEnglish { section: NaceLevel; division: NaceLevel; class: NaceLevel | null }

type DivisionInEnglish = Omit<NaceInEnglish, 'class'>;

const byDivision = (sections: readonly Section[]) => new Map(sections.flatMap((s) =>
  Object.entries(s.divisions).map(([code, title]) => [code, { section: { code: s.letter, title: s.title }, division: { code, title } }] as const)));

const DIVISIONS: Record<NaceRevision, Map<string, DivisionInEnglish>> = { 'NACE Rev. 2': byDivision(REV_2), 'NACE Rev. 2.1': byDivision(REV_2_1) };

// "62.01 Computer programming activities", a class a line.
const byClass = (table: string) => new Map(table.trim().split('\n').map((line) => {
  const space = line.indexOf(' ');
  return [line.slice(0, space), line.slice(space + 1)] as const;
}));

const CLASSES: Record<NaceRevision, Map<string, string>> = { 'NACE Rev. 2': byClass(NACE_REV_2_CLASSES), 'NACE Rev. 2.1': byClass(NACE_REV_2_1_CLASSES) };

/** The NACE revision a classification is built on; null for one not known here. */
export function naceRevisionOf(classification: string): NaceRevision | null {
  return REVISION_OF[classification.trim()] ?? null;
}

/**
 * The section, division and class, in English, of a code of the classification (`62.01`, EMTAK's
 * `62011`, TOL's `31010`, whose first four digits are the class); null where the classification is
 * not built on NACE, the code does not begin with two digits, or its revision has no such division.
 */
export function naceInEnglish(classification: string, code: string): NaceInEnglish | null {
  const revision = naceRevisionOf(classification);
  const trimmed = code.trim();
  if (revision === null || !/^\d{2}(?:\.?\d)*$/u.test(trimmed)) return null;
  const digits = trimmed.replaceAll('.', '');
  const division = DIVISIONS[revision].get(digits.slice(0, 2));
  if (division === undefined) return null;
  const classCode = digits.length >= 4 ? `${digits.slice(0, 2)}.${digits.slice(2, 4)}` : null;
  const title = classCode === null ? undefined : CLASSES[revision].get(classCode);
  return { ...division, class: title === undefined ? null : { code: classCode!, title } };
}
