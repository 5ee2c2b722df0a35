// The one error a reader or mapper raises for bad input: it names the file, where in it
// (line for text formats, record for JSON/XML, row of a workbook's sheet) and the reason, so an operator can open the file there.
export class InputError extends Error {
  readonly file: string;
  readonly line: number | null;
  readonly reason: string;
  readonly unit: 'line' | 'record' | 'row';
  /** The column of the line where a parser names one (XML). */
  readonly column: number | null;
  constructor(file: string, line: number | null, reason: string, unit: 'line' | 'record' | 'row' = 'line', column: number | null = null) {
    super(line === null ? `${file}: ${reason}` : `${file}, ${unit} ${line}${column === null ? '' : `, column ${column}`}: ${reason}`);
    this.column = column;
    this.name = 'InputError';
    this.file = file;
    this.line = line;
    this.reason = reason;
    this.unit = unit;
  }
}
