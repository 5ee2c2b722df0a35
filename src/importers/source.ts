// The contract of a data source: metadata plus pure row mappers. Download, decoding, streaming,
// batching into staging tables, assertions and publishing live once in pipeline/; a source
// never touches the network, the file system or the database.
import type { Country } from '../domain/country.ts';
import type {
  ActivityRecord, ClassifierRecord, CompanyNameRecord, CompanyRecord, FinancialRecord, FlagRecord,
  RoleRecord, SanctionEntryRecord, TaxDebtRecord, TaxRatingRecord, VatRecord,
} from '../domain/records.ts';

/** The kinds of row a source can emit; each maps to one live table of the store. */
export interface RecordKinds {
  company: CompanyRecord;
  companyName: CompanyNameRecord;
  vat: VatRecord;
  taxRating: TaxRatingRecord;
  activity: ActivityRecord;
  classifier: ClassifierRecord;
  financial: FinancialRecord;
  role: RoleRecord;
  taxDebt: TaxDebtRecord;
  flag: FlagRecord;
  sanctionEntry: SanctionEntryRecord;
}
export type RecordKind = keyof RecordKinds;
export type Emitted = { [K in RecordKind]: { kind: K; record: RecordKinds[K] } }[RecordKind];

/** A row the source refuses, with the reason the import report counts it under. */
export interface Rejected { reject: string }

/** What a mapper returns for one row: records, a rejection, or null to skip silently. */
export type MapResult = Emitted | Emitted[] | Rejected | null;

/** One input row: CSV columns by header name, or one parsed JSON/XML object. */
export type Row = Record<string, unknown>;

export interface MapContext {
  file: string;
  line: number;
  /** The date the file describes (from the file or its download), ISO. */
  asOf: string | null;
  /** Rows of the source's lookup files, by key (see SourceFile.lookupKey). */
  lookup(file: string, key: string): Row[] | undefined;
}

export interface CsvOptions {
  /** `auto` sniffs the header line among `;`, `,`, `|`, tab. */
  delimiter: ';' | ',' | '|' | '\t' | 'auto';
  /** `auto`: UTF-8 unless the bytes are not valid UTF-8, then latin1. A BOM is always dropped. */
  encoding: 'utf8' | 'latin1' | 'auto';
  /** For header-less files (OFAC): the documented column names, in order. */
  columns?: string[];
  /** Columns that must be present in the header; a missing one aborts the source. */
  required: string[];
}

export interface SourceFile {
  /** The official file name (also how `--from DIR` finds it, zipped or not). */
  name: string;
  /** Other names the same file is published under (older names, `.zip` members). */
  aliases?: string[];
  format: 'csv' | 'json-array' | 'ndjson' | 'xml';
  csv?: CsvOptions;
  /** JSON array files: where the array of rows is (`companies` for YTJ pages); top level by default. */
  jsonPath?: string;
  /** XML files: the element name of one row (e.g. `sanctionEntity`). */
  xmlRecord?: string;
  /** A lookup file is read first and indexed by this column for MapContext.lookup. */
  lookupKey?: string;
  /** Main files are mapped row by row with this function; lookup files have none. */
  mapRow?: (row: Row, ctx: MapContext) => MapResult;
  /** An optional file: absent is not an error (it is named in the report). */
  optional?: boolean;
}

export interface SourceDefinition {
  /** `lv.register`, `ee.basic`, `sanctions.eu` … also the `source` column of its rows. */
  id: string;
  country: Country | null;
  title: string;
  publisher: string;
  /** The official download address, or how to resolve it (CKAN package, download page). */
  url: string;
  resolve?: { kind: 'ckan'; api: string; packageId: string; resourceName: string } | { kind: 'page'; page: string; pattern: string };
  licence: string;
  updateFrequency: string;
  /** What the service serves from it (for docs/data-sources.md and the coverage table). */
  feeds: string[];
  files: SourceFile[];
  /** The kinds of row this source owns: its rows of these kinds are swapped as one unit. */
  produces: RecordKind[];
  /** Bounds on rows written; outside them the import aborts (guards against a truncated file). */
  expectedRows: { min: number; max: number };
  /** Share of rejected rows above which the import aborts. */
  maxRejectRate: number;
  /**
   * `replace`: the new rows replace the source's old rows.
   * `close-missing`: companies absent from a new full dump stay, marked closed on the day they vanished (EE RIK).
   */
  publishPolicy?: 'replace' | 'close-missing';
}
