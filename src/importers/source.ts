// The contract of a data source: metadata plus pure row mappers. Download, decoding, streaming,
// batching into staging tables, assertions and publishing live once in pipeline/; a source
// never touches the network, the file system or the database.
import type { Country } from '../domain/country.ts';
import type { StatusFromFlag } from '../domain/status-from-flags.ts';
import type { TextEncoding } from './readers/decode.ts';
import type { XlsxOptions } from './readers/xlsx.ts';
import type {
  ActivityRecord, ClassifierRecord, CompanyNameRecord, ContactRecord, CompanyRecord, FinancialRecord, FlagRecord,
  RoleRecord, SanctionEntryRecord, TaxDebtRecord, TaxRatingRecord, TaxRegisterRecord, VatRecord,
  ReorganizationRecord,
} from '../domain/records.ts';

/** The kinds of row a source can emit; each maps to one live table of the store. */
export interface RecordKinds {
  company: CompanyRecord;
  companyName: CompanyNameRecord;
  contact: ContactRecord;
  vat: VatRecord;
  taxRegister: TaxRegisterRecord;
  reorganization: ReorganizationRecord;
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
/** A record the mapper emits. */
export type Emitted = { [K in RecordKind]: { kind: K; record: RecordKinds[K] } }[RecordKind];

/** A row the source refuses, with the reason the import report counts it under. */
export interface Rejected {
  reject: string;
  /**
   * The registration code of the company the rejected row is of, where the mapper could read it:
   * a source that keeps a company absent from its dump as closed (publishPolicy close-missing)
   * keeps that company as it was served instead, since the file lists it.
   */
  regcode?: string;
  /**
   * Of a row whose registration code could not be read, what else it says of its company: a
   * close-missing source keeps a company absent from its dump that the row may be as it was served
   * (pipeline/unread-codes.ts), since a company is not closed because its row could not be read.
   */
  unreadCode?: { name: string | null; vatNumber: string | null };
}

/** What a mapper returns for one row: records, a rejection, or null to skip silently. */
export type MapResult = Emitted | Emitted[] | Rejected | null;

/** One input row: CSV columns by header name, or one parsed JSON/XML object. */
export type Row = Record<string, unknown>;

/** What a warning (MapContext.warn) is besides its reason. */
export interface WarningHow {
  /**
   * The row keeps the value, restored from how the file wrote it (an ATVK code that lost its
   * leading zeros): told alike, but no value lost, so not judged against the reject limit.
   */
  restored?: boolean;
  /**
   * What to ask of the file when the reason is in more rows than the source may reject: the
   * mapper knows what the column should hold (`has the file's date format changed?` of a date, not
   * of an ATVK code). Absent: a question of the column alone.
   */
  question?: string;
}

export interface MapContext {
  file: string;
  line: number;
  /** The date the file describes (from the file or its download), ISO. */
  asOf: string | null;
  /** Rows of the source's lookup files, by key (see SourceFile.lookupKey). */
  lookup(file: string, key: string): Row[] | undefined;
  /**
   * Notes a value the row is kept without (a descriptive date that is no real date): counted by
   * `reason` in the import report, with `file:line` and `detail` (the text as written) as examples.
   * `how` says whether the value was restored and what to ask of the file (WarningHow).
   */
  warn(reason: string, detail: string, how?: WarningHow): void;
  /**
   * Notes that the row, for which the mapper then returns null, is left out on purpose: a row the
   * file holds of something outside the source's scope (EMTA's non-resident taxpayers under codes
   * of its own), not a damaged one. Counted by `reason` in the import report beside the rejects,
   * with `file:line` and `detail` as examples, and never against the reject limit. Absent where a
   * test maps rows without the pipeline.
   */
  skip?(reason: string, detail: string): void;
  /**
   * mapGroup only: stages the result of one row of the group at that row's own file and line (its
   * records, or its reject counted by reason, with the warnings noted since the last staged row),
   * for a group whose rows are served one by one but read together (UR members: each holding's
   * share of the company's holdings). mapGroup then returns null.
   */
  stageRow?(row: GroupedRow, result: MapResult): void;
}

export interface CsvOptions {
  /** `auto` sniffs the header line among `;`, `,`, `|`, tab. */
  delimiter: ';' | ',' | '|' | '\t' | 'auto';
  /**
   * `utf8`: bytes that are not valid UTF-8 stop the file at their line. `latin1`, `windows-1257`:
   * a legacy single-byte file, decoded as declared. `utf8 or latin1` / `utf8 or windows-1257`: a
   * register that publishes some files in each; the file's first non-ASCII character decides for
   * the whole file, and a file mixing the two stops (readers/decode.ts). A BOM is always dropped.
   */
  encoding: TextEncoding;
  /** For header-less files (OFAC): the documented column names, in order. */
  columns?: string[];
  /**
   * Columns that must be present in the header; a missing one aborts the source at the header,
   * naming it. A list is one column the register writes under any of these names (a header in
   * two languages, a name not confirmed), read by whichever the header holds: one must be present.
   */
  required: Array<string | readonly string[]>;
  /**
   * What a header name is compared by with `required`, for a mapper that finds its columns by
   * meaning rather than by exact name (EMTA's folded text, Sodra's key in brackets), so the check
   * accepts every header the mapper reads. Absent: names compare exactly as written.
   */
  headerKey?: (name: string) => string;
  /**
   * Every column the source knows (the documented header). Header columns outside `known` and
   * `required` are reported as unknown (a warning, never fatal). Absent: nothing is reported.
   */
  known?: string[];
}

export interface SourceFile {
  /** The official file name (also how `--from DIR` finds it, zipped or not). */
  name: string;
  /** Other names the same file is published under (older names, `.zip` members). */
  aliases?: string[];
  /**
   * The one of the file's names (`name`, `aliases`) whose header is confirmed against the
   * published file, where the others' is not (EMTA's English `_eng` copy beside the Estonian
   * file): a download page or folder holding it and another is read from it, and a file read
   * under another name whose header lacks a required column says which name's header is the
   * confirmed one. Absent: the official name first, as any file's.
   */
  confirmedName?: string;
  format: 'csv' | 'json-array' | 'ndjson' | 'xml' | 'xlsx';
  csv?: CsvOptions;
  /** XLSX workbooks: the sheet the rows are on and its headers (rows are read by header text). */
  xlsx?: XlsxOptions;
  /** JSON array files: where the array of rows is (`companies` for YTJ pages); top level by default. */
  jsonPath?: string;
  /**
   * JSON and XML files: the keys the mapper reads every record by (its join key; an XML record's
   * attribute or child element, `logicalId`, `DATAID`, the FID list's `Id`), each a key, a
   * dotted path into a nested object (`businessId.value`), or the alternatives of which a record
   * holds one, null or not. Every record is checked as it streams: the file is refused at the
   * first that lacks one, naming the file, the record, the key and the keys the record holds
   * instead, as a CSV file missing a required column is (pipeline/record-keys.ts).
   */
  recordKeys?: Array<string | string[]>;
  /**
   * JSON and XML files: the other keys the source reads of a record, at any depth (a list's
   * entries' keys too; an XML entry's elements and attributes, by their local names), as
   * documented. One written in other letter case is read as it, with a warning, as a key of
   * `recordKeys` is and a CSV column of `known` (readers/header-case.ts): read by its exact name
   * alone it was empty in every record, a shareholding published without its percent.
   */
  knownKeys?: string[];
  /**
   * JSON and XML files: keys documented and not read (RIK's shareholders' pledges, the EU list's
   * `regulationSummary`), passed over with what they hold. Any other key outside `recordKeys` and
   * `knownKeys`, at any depth, is told in the import report (file, first record, how many
   * records): a key renamed is read as no value.
   */
  unreadKeys?: string[];
  /**
   * JSON and XML files: the keys of `recordKeys` and `knownKeys` some record of any file holds
   * (RIK writes each key of a file in every record, null or not; YTJ writes a company's names and
   * addresses always, its website or c/o line only where it has one; the EU list writes every
   * attribute of an entry and of each of its names, empty or not). A file in which no record
   * holds one is told in the import report (file, key, how many records): a key dropped from the
   * file is read as no value in every record, and at a small file's size no emptied column is noticed.
   */
  writtenKeys?: string[];
  /**
   * JSON and XML files: keys of `knownKeys` a record holds only where it has the value (YTJ's
   * EUID, a website's address), or that a small file may lack, each with the number of records
   * from which a file holding none of them is told as one lacking a key of `writtenKeys` is: a key
   * no record holds at that size is dropped from the file or renamed, not a value no company has.
   */
  writtenFrom?: Readonly<Record<string, number>>;
  /** XML files: the element name of one row (e.g. `sanctionEntity`; `INDIVIDUAL|ENTITY` for several). */
  xmlRecord?: string;
  /**
   * XML files that date themselves on the root element (EU `generationDate`, UN `dateGenerated`):
   * the file's date from the root's attributes, ISO, or null. The reader reports the root before
   * the first record (readXmlRecords' `onRoot`); the date becomes MapContext.asOf and the rows' as_of.
   */
  asOfFromRoot?: (attributes: Record<string, string>) => string | null;
  /**
   * Files that date every row with the day the extract was made (JAR `formavimo_data`, EMTA
   * `Andmed on seisuga`): that column of the first row that has a date is the file's date, rather
   * than the file's modification time, which a copy or a download changes. Several names for a
   * file published under headers in two languages; the first the row has is read.
   */
  asOfColumn?: string | string[];
  /**
   * Files that state no date of their own but date each row's last change (YTJ `lastModified`):
   * the day of a row, or null. When the file's date is only its modification time (read from
   * `--from DIR`, or downloaded without a Last-Modified header), the latest of these days is the
   * file's date, known once its last row is read: a copy's modification time is the copy's day,
   * however old the data. A day after the file's modification date is a bad value and is passed
   * over, so one cannot date the whole file. The rows are still read on the modification date
   * (MapContext.asOf): an end entered in advance that falls between the two has passed by the
   * day the answer is served, which is what the rows' in-force checks are for.
   */
  asOfLatest?: (row: Row) => string | null;
  /** This file's own download address when the source has several files (else `SourceDefinition.url`). */
  url?: string;
  /** A lookup file is read first and indexed by this column for MapContext.lookup. */
  lookupKey?: string;
  /** Instead of `lookupKey`: the key computed from the row (normalised codes); null leaves the row out. */
  lookupKeyOf?: (row: Row) => string | null;
  /**
   * Lookup files: the columns kept for MapContext.lookup (all when absent). Lookup rows are
   * staged on disk, not in memory, so this only trims disk use and time.
   */
  lookupColumns?: string[];
  /** Main files are mapped row by row with this function; lookup files have none. */
  mapRow?: (row: Row, ctx: MapContext) => MapResult;
  /**
   * Main files whose rows carry the register's own row identifier (UR's `id`): a row whose
   * identifier an earlier row had is that row listed again (an export glitch) and is rejected
   * as a repeat, counted against maxRejectRate, rather than served twice. Empty values are not checked.
   */
  rowId?: string;
  /** An optional file: absent is not an error (it is named in the report). */
  optional?: boolean;
  /**
   * The source's file this optional one is read in the place of (YTJ's saved /companies pages,
   * for its bulk file of the whole register): with that one found, this one's absence leaves no
   * row out, and is not told.
   */
  readInPlaceOf?: string;
  /**
   * The month (`YYYY-MM`) from which the publisher usually publishes an optional file it publishes
   * only some time after the file's period begins (lt.financials' file of the filing year under
   * way). Not published before that month, the file is expected to be missing: the download says
   * so in one note, not a warning an operator would look into at every import; from that month on
   * its absence is a warning as any optional file's.
   */
  usuallyPublishedFrom?: string;
  /**
   * Files published once per period with the period in the name (LT `JAR_FA_RODIKLIAI_PLNA_2022.csv`):
   * every file of `--from DIR` whose name (or zip member name) matches is read as this entry;
   * `name` then only documents the pattern.
   */
  namePattern?: RegExp;
  /**
   * Rows that only make sense together (one statement spread over several rows or files, LT
   * financial statements): rows of every file of the source whose groupKey returns the same key
   * are collected, in any order, and handed at once to SourceDefinition.mapGroup instead of mapRow.
   * null skips the row silently; a Rejected counts as a reject of that row.
   */
  groupKey?: (row: Row, ctx: MapContext) => string | Rejected | null;
  /**
   * With groupKey: the part of a row mapGroup reads (its columns), staged in the row's place,
   * for a file of many rows and columns the group reads a few of (EMTA's current layout).
   */
  groupRow?: (row: Row) => Row;
}

/**
 * A keepLatest whose merges the import report tells (a warning naming the files, how many keys
 * had several rows and the first few with the lines kept and dropped), for a register that should
 * list a key once: a merge there is the register's fault or a case the rule settles, which an
 * operator should see, not one the file holds by design (a company's ratings over the years).
 */
export interface KeepLatestTold {
  /** The record field whose value names a key (`regcode`). */
  field: string;
  /** What a key is, singular and plural (`registration code`, `registration codes`). */
  what: [string, string];
  /** The rule the kept row won by, in words. */
  rule: string;
}

/** One row collected for SourceDefinition.mapGroup, with where it came from. */
export interface GroupedRow { file: string; line: number; row: Row }

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
  /**
   * The file lists offices in force only and never an end date (UR officers.csv): an office a new
   * file no longer lists is recorded as a departure, dated by the file, and listed among the
   * company's former officers (store/role-departures.ts). Not for a register that gives ends.
   */
  recordsDepartures?: boolean;
  /**
   * The file lists a deleted company only briefly and dates its `closed` flag by the register's
   * deletion day (RIK's general data): that flag is kept while the company stays closed and a new
   * file gives it no flag, so closedOn keeps the register's day (store/closed-flags-kept.ts).
   */
  keepsClosedFlags?: boolean;
  /** Maps one group of rows collected through SourceFile.groupKey (ctx names the group's first row). */
  mapGroup?: (rows: GroupedRow[], ctx: MapContext) => MapResult;
  /**
   * Keep one staged row per key: for each listed kind, rows sharing the `by` fields are reduced
   * to the first in `order` (record field names, `-` prefix for descending, `field=value` for the
   * rows holding that value first; ties go to the later line, each file counting its own lines).
   * E.g. the latest tax year's NACE code per company.
   */
  keepLatest?: Array<{ kind: RecordKind; by: string[]; order: string[]; told?: KeepLatestTold }>;
  /**
   * On a source that produces companies: open compliance flags (no `until`, or one not yet
   * passed) that override the status of its companies the register calls `active`. Re-applied
   * after every publish that touches companies or flags, so a closed proceeding returns the
   * company to `active`. The first matching rule wins. With `wordingFromDetail` (a register that
   * words no status of its own for an active company, LV) the status set also takes the
   * register's wording of the proceeding as registryStatus: the first part of the open flag's
   * detail (up to `; `), which the flag's mapper writes first; back to `active`, it is empty again.
   * With `wording`, that wording; with `forwardOnly` (FI's closure entered ahead), the rule closes
   * the company on its flag's day and a company stored with its status is left so.
   */
  statusFromFlags?: StatusFromFlag[];
  /**
   * Largest allowed drop of the written row count against the last publish (0.5 = half), checked
   * at every size once ten rows or more go (assertions.ts checkRowDrop). Default 0.5: guards
   * against a cut-off file.
   */
  maxShrink?: number;
  /** Choices and quirks worth knowing, rendered into docs/data-sources.md. */
  notes?: string[];
}
