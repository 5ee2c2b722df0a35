// lt.sodra: Sodra's monthly open data on insurers (employers): insured persons and the economic
// activity (EVRK) code — the only open source of LT headcount and activity codes (JAR has none).
// The file is `;`-separated with a decimal comma; its header cells read "Lithuanian label
// (englishKey)", so columns are found by the key in brackets. Sodra's download site answers
// non-browser clients with a Cloudflare challenge: the file usually comes through --from DIR.
import type { Emitted, GroupedRow, MapContext, MapResult, Row, SourceDefinition } from '../source.ts';
import { ltRegcode, parseAmount } from './cells.ts';

const KEYS = ['code', 'jarCode', 'name', 'municipality', 'ecoActCode', 'ecoActName', 'month', 'avgWage', 'numInsured'] as const;
type Key = (typeof KEYS)[number];

/** Header cell → its key, lower-cased: "Juridinių asmenų registro kodas (jarCode)" → jarcode; a bare "jarCode" also works. */
export function sodraColumnKey(header: string): string {
  const m = /\(\s*([A-Za-z0-9]+)\s*\)\s*$/.exec(header);
  return (m ? m[1]! : header.trim()).toLowerCase();
}

const columnCache = new Map<string, Partial<Record<Key, string>>>();
function columnsOf(row: Row): Partial<Record<Key, string>> {
  const headers = Object.keys(row);
  const signature = headers.join('\u0001');
  let found = columnCache.get(signature);
  if (found) return found;
  found = {};
  for (const header of headers) {
    const key = sodraColumnKey(header);
    const known = KEYS.find((k) => k.toLowerCase() === key);
    if (known && found[known] === undefined) found[known] = header;
  }
  if (columnCache.size > 16) columnCache.clear();
  columnCache.set(signature, found);
  return found;
}

function value(row: Row, key: Key): string | null {
  const column = columnsOf(row)[key];
  if (column === undefined) return null;
  const v = row[column];
  if (v == null) return null;
  const s = String(v).trim();
  return s === '' ? null : s;
}

/** `YYYYMM` (also `YYYY-MM`) → `YYYY-MM`, or null. */
export function parseSodraMonth(raw: string | null): string | null {
  const m = raw === null ? null : /^(\d{4})-?(\d{2})$/.exec(raw);
  if (!m || Number(m[2]) < 1 || Number(m[2]) > 12) return null;
  return `${m[1]}-${m[2]}`;
}

function monthEnd(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const day = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${month}-${String(day).padStart(2, '0')}`;
}

/** Keeps `count` as its quarter's if it is the quarter's latest month with a count so far. */
function quarterSlot(quarters: Array<MonthCount | undefined>, count: MonthCount): Array<MonthCount | undefined> {
  const q = Math.floor((Number(count.month.slice(5, 7)) - 1) / 3);
  const held = quarters[q];
  if (held === undefined || count.month > held.month) quarters[q] = count;
  return quarters;
}

/**
 * The counts of the quarters ended by the year's latest month with a count, first quarter first:
 * each quarter's latest month with one (its last month, March, June, September or December,
 * unless that month has none), null for a quarter without any; null where none has one. A quarter
 * still running (the latest month October) is left out: the row's own month is its count.
 */
function endedQuarters(quarters: Array<MonthCount | undefined>, latestMonth: string): Array<number | null> | null {
  const ended = Math.floor(Number(latestMonth.slice(5, 7)) / 3);
  const list: Array<number | null> = [];
  for (let q = 0; q < ended; q++) list.push(quarters[q]?.employees ?? null);
  while (list.length > 0 && list[list.length - 1] === null) list.pop();
  return list.length > 0 ? list : null;
}

/**
 * An EVRK 2 code in the notation of the classification, 62.01, from the six digits Sodra writes
 * (620100: the class padded with 00, EVRK 2 having no level below NACE's class). Served as Sodra
 * writes it, a code read beside LV's and EE's NACE codes (62.01) looked like another scheme, and
 * a compliance team comparing the partners of several countries, or a model mapping it to NACE,
 * had to know Sodra's padding. A code of five digits is one whose leading zero a spreadsheet
 * dropped, reading the column as a number (the file comes through --from, often opened on the
 * way), and is given it back first: without it a farm, forestry or mining company (divisions 01
 * to 09) read as 11.10, distilling spirits, where Sodra wrote 011100, growing cereals (01.11).
 * Six digits not ending in 00, and anything else, are kept as written.
 */
export function evrkCode(raw: string | null): string | null {
  if (raw === null) return null;
  const digits = /^\d{5}$/.test(raw) ? `0${raw}` : raw;
  const m = /^(\d{2})(\d{2})00$/.exec(digits);
  return m ? `${m[1]}.${m[2]}` : digits;
}

/** Rows are grouped by employer (a file may hold several months); employers with no JAR code are not companies. */
export function sodraGroupKey(row: Row, _ctx: MapContext): string | { reject: string } | null {
  if (columnsOf(row).jarCode === undefined) return { reject: 'no jarCode column in the header' };
  const raw = value(row, 'jarCode');
  if (raw === null) return null;
  const regcode = ltRegcode(raw);
  if (regcode === null) return { reject: `invalid jarCode "${raw}"` };
  if (parseSodraMonth(value(row, 'month')) === null) return { reject: `invalid month "${value(row, 'month') ?? ''}"` };
  const insured = parseAmount(value(row, 'numInsured'));
  if (!insured.ok) return { reject: `invalid numInsured "${value(row, 'numInsured')}"` };
  return regcode;
}

/** A count of one month: the insured persons Sodra gives for it. */
interface MonthCount { month: string; employees: number }

/** One calendar year of an employer: its latest month with a count, and each quarter's. */
interface YearCounts { latest: MonthCount; quarters: Array<MonthCount | undefined> }

/**
 * The employer's latest month gives its main activity; each calendar year of the file gives one
 * row: the count of its latest month with one (the headcount, and a calendar-year report's), and
 * the counts of the quarters it has ended (`quarterEmployees`, as EE's rows hold EMTA's), so a
 * financial year ending on 31 March, 30 June or 30 September takes the count of the month ending
 * it, not the December before. A file spanning two years holds the December count of the year
 * before (JAR's statements state none). The file holds several rows per employer (one a month, and
 * a month may be in two files read together): they are one group, gathered here into a row a year.
 */
export function mapSodraGroup(rows: GroupedRow[], _ctx: MapContext): MapResult {
  let latest: { row: Row; month: string } | null = null;
  const years = new Map<string, YearCounts>();
  for (const { row } of rows) {
    const month = parseSodraMonth(value(row, 'month'));
    if (month === null) continue;
    if (latest === null || month > latest.month) latest = { row, month };
    const insured = parseAmount(value(row, 'numInsured'));
    if (!insured.ok || insured.value === null) continue;
    const count = { month, employees: Math.round(insured.value) };
    const year = years.get(month.slice(0, 4));
    if (year === undefined) {
      years.set(month.slice(0, 4), { latest: count, quarters: quarterSlot([], count) });
      continue;
    }
    // Of a month read twice (two files), the first row read stays, as for the year's latest.
    if (month > year.latest.month) year.latest = count;
    quarterSlot(year.quarters, count);
  }
  if (latest === null) return null;
  const regcode = ltRegcode(value(latest.row, 'jarCode'));
  if (regcode === null) return null;
  const out: Emitted[] = [...years.values()].sort((a, b) => (a.latest.month < b.latest.month ? 1 : -1)).map(({ latest: last, quarters }) => ({
    kind: 'financial',
    record: {
      country: 'LT', regcode, year: Number(last.month.slice(0, 4)),
      periodStart: `${last.month}-01`, periodEnd: monthEnd(last.month), currency: 'EUR',
      revenue: null, profit: null, assets: null, equity: null, liabilities: null,
      employees: last.employees, cashFlow: null, consolidated: false, filedAt: null, statementRef: `Sodra ${last.month}`,
      quarterEmployees: endedQuarters(quarters, last.month),
    },
  }));
  const code = evrkCode(value(latest.row, 'ecoActCode'));
  if (code !== null) {
    out.push({
      kind: 'activity',
      record: {
        country: 'LT', regcode, code, description: value(latest.row, 'ecoActName'),
        classification: 'EVRK 2', isMain: true, validFrom: null,
      },
    });
  }
  return out.length > 0 ? out : null;
}

export const sodraSource: SourceDefinition = {
  id: 'lt.sodra',
  country: 'LT',
  title: 'Sodra: insured persons and activity code per employer (monthly)',
  publisher: 'Valstybinio socialinio draudimo fondo valdyba (Sodra)',
  url: 'https://atvira.sodra.lt/downloads/lt-eur/draudejai.zip',
  licence: 'CC BY 4.0',
  updateFrequency: 'monthly',
  feeds: ['details.headcount', 'details.nace', 'fin.employees (the month ending an annual report\'s financial year, else the latest within it)'],
  files: [{
    name: 'draudejai.csv',
    aliases: ['draudejai.zip'],
    namePattern: /^draudejai[^/]*\.csv$/i,
    format: 'csv',
    optional: true,
    csv: {
      // Without its jarCode or month every row would be rejected: the header is refused instead.
      delimiter: ';', encoding: 'utf8 or windows-1257', required: ['jarCode', 'month'], headerKey: sodraColumnKey,
      known: [
        'Draudėjo kodas (code)', 'Juridinių asmenų registro kodas (jarCode)', 'Pavadinimas (name)',
        'Savivaldybė, kurioje registruota(municipality)', 'Ekonominės veiklos rūšies kodas(ecoActCode)',
        'Ekonominės veiklos rūšies pavadinimas(ecoActName)', 'Mėnuo (month)', 'Vidutinis darbo užmokestis (avgWage)',
        'Apdraustųjų skaičius (numInsured)',
      ],
    },
    groupKey: sodraGroupKey,
  }],
  mapGroup: mapSodraGroup,
  notes: [
    'Columns are found by the English key in brackets of each header cell (jarCode, month, numInsured, ecoActCode, ecoActName); the names of columns 10–12 are not confirmed and not used.',
    'Per employer and calendar year of the file one row: employees = the insured persons of the year\'s latest month with a count (a headcount, not a yearly average), statementRef "Sodra YYYY-MM", and the counts of the quarters that month has ended on the same row (`quarter_employees`, the JSON list EE\'s rows hold, from the first quarter: each quarter\'s latest month with a count, its last month, March, June, September or December, unless that one has none; null for a quarter without any: `[33,35,38,40]`; a quarter still running, the latest month October, is left out). The file\'s several rows of an employer (one a month, over every file read) are one group, gathered into those rows; the EVRK code of the employer\'s latest month (classification "EVRK 2", whose classes are NACE Rev. 2\'s) is the main activity, served in the classification\'s notation as LV\'s and EE\'s NACE codes are, 62.01, from the six digits Sodra writes (620100, the class padded with 00); a code of five digits, whose leading zero a spreadsheet dropped, is given it back first (11100 is 01.11); six digits not ending in 00, and anything else, are kept as written.',
    'The latest count is the company\'s `headcount`, never a financial year of its own; the count of the month ending an annual report\'s financial year fills its `employees` (LT reports state none): a year ending on 30 June takes June\'s (else the quarter\'s latest month with a count, else the latest count before), a calendar year December\'s, or its latest month with a count; a file reaching back into the year before gives its counts to a report of that year. A row imported before the quarters were kept gives its latest month alone until lt.sodra is imported again.',
    'Employers without a JAR code (natural persons) are skipped. atvira.sodra.lt answers non-browser clients with a Cloudflare challenge: expect to supply draudejai.csv (or .zip) with --from; without it the source is skipped.',
  ],
  produces: ['financial', 'activity'],
  // ~120k employers with a JAR code; 0 allowed because the file is often unobtainable.
  expectedRows: { min: 0, max: 2_000_000 },
  maxRejectRate: 0.01,
  publishPolicy: 'replace',
};
