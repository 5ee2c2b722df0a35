// A small XLSX writer for the demo's workbook (FID's asset-freeze table) and the tests that read
// one: the parts a spreadsheet program writes (content types, workbook, its relationships,
// styles, shared strings, one part per sheet) in a zip (zip.ts). Cells are written
// as spreadsheet programs write them: text as shared strings (or inline, or in rich-text runs),
// numbers bare, dates as serial numbers styled with a date format, empty cells left out.
import { zipArchive } from './zip.ts';

/** One cell: text (a shared string), or a value written another way; null or undefined is no cell at all. */
export type XlsxCell =
  | string
  | null
  | undefined
  | { inline: string }
  | { runs: string[] }
  | { number: string; format?: string }
  | { date: string; format?: string };

export interface XlsxSheet { name: string; rows: XlsxCell[][] }

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const text = (s: string) => `<t${/^\s|\s$|\n/.test(s) ? ' xml:space="preserve"' : ''}>${xml(s)}</t>`;

/** `0` → `A`, `26` → `AA`. */
export function columnLetters(index: number): string {
  let s = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

/** The serial number of an ISO day in the 1900 date system. */
export function dateSerial(iso: string): number {
  const [y, m, d] = iso.split('-').map(Number);
  return Math.round((Date.UTC(y!, m! - 1, d!) - Date.UTC(1899, 11, 30)) / 86_400_000);
}

const DOCTYPE = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** The workbook's bytes. */
export function xlsxWorkbook(sheets: XlsxSheet[]): Buffer {
  const shared: string[] = [];
  const sharedIndex = new Map<string, number>();
  const share = (si: string) => {
    let i = sharedIndex.get(si);
    if (i === undefined) { i = shared.length; shared.push(si); sharedIndex.set(si, i); }
    return i;
  };
  // Style 0 is General; each number format the cells use gets its own style after it.
  const formats: string[] = [];
  const styleOf = (format: string) => {
    let i = formats.indexOf(format);
    if (i < 0) { i = formats.length; formats.push(format); }
    return i + 1;
  };
  const cellXml = (cell: XlsxCell, ref: string): string => {
    if (cell === null || cell === undefined) return '';
    if (typeof cell === 'string') return `<c r="${ref}" t="s"><v>${share(`<si>${text(cell)}</si>`)}</v></c>`;
    if ('inline' in cell) return `<c r="${ref}" t="inlineStr"><is>${text(cell.inline)}</is></c>`;
    if ('runs' in cell) return `<c r="${ref}" t="s"><v>${share(`<si>${cell.runs.map((r, i) => `<r>${i > 0 ? '<rPr><b/></rPr>' : ''}${text(r)}</r>`).join('')}</si>`)}</v></c>`;
    if ('date' in cell) return `<c r="${ref}" s="${styleOf(cell.format ?? 'builtin:14')}"><v>${dateSerial(cell.date)}</v></c>`;
    return `<c r="${ref}"${cell.format ? ` s="${styleOf(cell.format)}"` : ''}><v>${cell.number}</v></c>`;
  };
  const sheetXml = (sheet: XlsxSheet) => DOCTYPE + `<worksheet xmlns="${MAIN}" xmlns:r="${REL}"><sheetData>`
    + sheet.rows.map((row, r) => `<row r="${r + 1}">${row.map((c, i) => cellXml(c, `${columnLetters(i)}${r + 1}`)).join('')}</row>`).join('')
    + '</sheetData></worksheet>';
  const sheetParts = sheets.map(sheetXml);

  const custom = formats.map((f, i) => ({ f, id: f.startsWith('builtin:') ? Number(f.slice(8)) : 164 + i })).filter((x) => x.id >= 164);
  const styles = DOCTYPE + `<styleSheet xmlns="${MAIN}">`
    + (custom.length > 0 ? `<numFmts count="${custom.length}">${custom.map((x) => `<numFmt numFmtId="${x.id}" formatCode="${xml(x.f)}"/>`).join('')}</numFmts>` : '')
    + '<fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts><fills count="1"><fill><patternFill patternType="none"/></fill></fills>'
    + '<borders count="1"><border/></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>'
    + `<cellXfs count="${formats.length + 1}"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>`
    + formats.map((f, i) => `<xf numFmtId="${f.startsWith('builtin:') ? f.slice(8) : 164 + i}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>`).join('')
    + '</cellXfs></styleSheet>';
  const strings = DOCTYPE + `<sst xmlns="${MAIN}" count="${shared.length}" uniqueCount="${shared.length}">${shared.join('')}</sst>`;
  const workbook = DOCTYPE + `<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets>`
    + sheets.map((s, i) => `<sheet name="${xml(s.name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('') + '</sheets></workbook>';
  const rels = DOCTYPE + '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
    + sheets.map((_, i) => `<Relationship Id="rId${i + 1}" Type="${REL}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`).join('')
    + `<Relationship Id="rId${sheets.length + 1}" Type="${REL}/styles" Target="styles.xml"/>`
    + `<Relationship Id="rId${sheets.length + 2}" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`;
  const types = DOCTYPE + '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
    + '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>'
    + '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>'
    + sheets.map((_, i) => `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`).join('')
    + '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>'
    + '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>';
  const rootRels = DOCTYPE + '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
    + `<Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
  return zipArchive([
    { name: '[Content_Types].xml', data: types },
    { name: '_rels/.rels', data: rootRels },
    { name: 'xl/workbook.xml', data: workbook },
    { name: 'xl/_rels/workbook.xml.rels', data: rels },
    { name: 'xl/styles.xml', data: styles },
    { name: 'xl/sharedStrings.xml', data: strings },
    ...sheetParts.map((data, i) => ({ name: `xl/worksheets/sheet${i + 1}.xml`, data })),
  ]);
}
