// The one error a reader or mapper raises for bad input: it names the file, where in it
// (line for text formats, record for JSON/XML, row of a workbook's sheet) and the reason, so an operator can open the file there.
export class InputError extends Error {
  readonly file: string;
  readonly line: number | null;
  readonly reason: string;
  readonly unit: 'line' | 'record' | 'row';
  constructor(file: string, line: number | null, reason: string, unit: 'line' | 'record' | 'row' = 'line') {
    super(line === null ? `${file}: ${reason}` : `${file}, ${unit} ${line}: ${reason}`);
    this.name = 'InputError';
    this.file = file;
    this.line = line;
    this.reason = reason;
    this.unit = unit;
  }
}
