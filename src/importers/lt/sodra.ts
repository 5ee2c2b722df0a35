// lt.sodra: Sodra's monthly open data on insurers (employers): insured persons and the economic
// activity (EVRK) code — the only open source of LT headcount and activity codes (JAR has none).
// The file is `;`-separated with a decimal comma; its header cells read "Lithuanian label
// (englishKey)", so columns are found by the key in brackets. Sodra's download site answers
// non-browser clients with a Cloudflare challenge: the file usually comes through --from DIR.
import type { Emitted, GroupedRow, MapContext, MapResult, Row, SourceDefinition } from '../source.ts';
import { ltRegcode, parseAmount } from './cells.ts';

const KEYS = ['code', 'jarCode', 'name', 'municipality', 'ecoActCode', 'ecoActName', 'month', 'avgWage', 'numInsured'] as const;
type Key = (typeof KEYS)[number];

// Header cell → key, e.g. "Juridinių asmenų registro kodas (jarCode)" → jarCode; a bare "jarCode" also works.
const columnCache = new Map<string, Partial<Record<Key, string>>>();
function columnsOf(row: Row): Partial<Record<Key, string>> {
  const headers = Object.keys(row);
  const signature = headers.join('\u0001');
  let found = columnCache.get(signature);
  if (found) return found;
  found = {};
  for (const header of headers) {
    const m = /\(\s*([A-Za-z0-9]+)\s*\)\s*$/.exec(header);
    const key = (m ? m[1]! : header.trim()).toLowerCase();
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

/**
 * The employer's latest month gives its main activity; its count of each year in the file is the
 * latest month of that year with a count. A file spanning two years holds the December count of
 * the year before, the one month an annual report of that calendar year can take its employees
 * from (JAR's statements state none): kept with the latest month alone, every LT financial year
 * was served without employees though the file held them.
 */
export function mapSodraGroup(rows: GroupedRow[], _ctx: MapContext): MapResult {
  let latest: { row: Row; month: string } | null = null;
  const counted = new Map<string, { month: string; employees: number }>();
  for (const { row } of rows) {
    const month = parseSodraMonth(value(row, 'month'));
    if (month === null) continue;
    if (latest === null || month > latest.month) latest = { row, month };
    const insured = parseAmount(value(row, 'numInsured'));
    if (!insured.ok || insured.value === null) continue;
    const year = month.slice(0, 4);
    const held = counted.get(year);
    if (held === undefined || month > held.month) counted.set(year, { month, employees: Math.round(insured.value) });
  }
  if (latest === null) return null;
  const regcode = ltRegcode(value(latest.row, 'jarCode'));
  if (regcode === null) return null;
  const out: Emitted[] = [...counted.values()].sort((a, b) => (a.month < b.month ? 1 : -1)).map(({ month, employees }) => ({
    kind: 'financial',
    record: {
      country: 'LT', regcode, year: Number(month.slice(0, 4)),
      periodStart: `${month}-01`, periodEnd: monthEnd(month), currency: 'EUR',
      revenue: null, profit: null, assets: null, equity: null, liabilities: null,
      employees, cashFlow: null, consolidated: false, filedAt: null, statementRef: `Sodra ${month}`,
    },
  }));
  const code = value(latest.row, 'ecoActCode');
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
  feeds: ['details.headcount', 'details.nace', 'fin.employees (an annual report whose financial year the month ends in)'],
  files: [{
    name: 'draudejai.csv',
    aliases: ['draudejai.zip'],
    namePattern: /^draudejai[^/]*\.csv$/i,
    format: 'csv',
    optional: true,
    csv: {
      delimiter: ';', encoding: 'utf8 or windows-1257', required: [],
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
    'Per employer and calendar year of the file the latest month with a count counts: employees = insured persons that month (a headcount, not a yearly average), stored as a financial entry of that month\'s year with statementRef "Sodra YYYY-MM"; the EVRK code of the employer\'s latest month (classification "EVRK 2") is the main activity.',
    'The latest count is the company\'s `headcount`, never a financial year of its own; each count fills `employees` of an annual report whose financial year the month ends in (LT reports state none): a file reaching back into the year before gives its December count to a calendar-year report of that year.',
    'Employers without a JAR code (natural persons) are skipped. atvira.sodra.lt answers non-browser clients with a Cloudflare challenge: expect to supply draudejai.csv (or .zip) with --from; without it the source is skipped.',
  ],
  produces: ['financial', 'activity'],
  // ~120k employers with a JAR code; 0 allowed because the file is often unobtainable.
  expectedRows: { min: 0, max: 2_000_000 },
  maxRejectRate: 0.01,
  publishPolicy: 'replace',
};
