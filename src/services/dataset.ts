// The dataset version, the coverage table of the discovery document and the dataset-level facts
// company views need. All are asked for on every request, so all are cached: the version of
// /readyz and the discovery document is re-read at most once per second, the rest once per
// version. The facts of a company answer follow the version of the caller's read snapshot at
// once (one key lookup), so an answer never shows the rows of a publish with the file dates and
// lists of the one before it.
import { createHash } from 'node:crypto';
import type { Database } from '../store/open.ts';
import { COUNTRIES, type Country } from '../domain/country.ts';
import { COVERAGE_SQL, countryPublishes, departuresSince, metaValue, sourceProvenance, sourceStates, type CoverageField } from '../store/dataset-read.ts';
import type { DatasetInfo } from './index.ts';
import { isoDate } from './view-values.ts';
import { datasetFacts, type DatasetFacts } from './dataset-facts.ts';
import { unindexedCountries } from '../store/search-read.ts';
import { datasetVersionWrittenAt } from '../store/dataset-version.ts';

const VERSION_TTL_MS = 1000;

export interface DatasetReader {
  datasetInfo(): DatasetInfo;
  /**
   * The dataset's last change (Services.lastChangedAt): one key read, not kept, in a read snapshot
   * kept open until the current turn's microtasks, which reads in the same turn join.
   */
  lastChangedAt(): number | null;
  coverage(): Record<Country, Record<string, boolean>>;
  /**
   * Facts of the version the caller reads (source dates, which countries publish what): call it
   * inside the read snapshot of the rows they go with.
   */
  facts(): DatasetFacts;
}

function readDatasetInfo(db: Database): DatasetInfo {
  const states = sourceStates(db);
  // The pipeline writes `dataset_version` on every publish; a store without it (older or
  // hand-built) gets a version derived from the state of every source.
  const written = metaValue(db, 'dataset_version');
  const version = written ?? createHash('sha256')
    .update(states.map((s) => [s.source, s.published_at, s.last_run_id ?? '', s.checksum ?? '', s.row_count].join('\u001f')).join('\n'))
    .digest('base64url').slice(0, 16);
  const provenance = sourceProvenance(db);
  const since = departuresSince(db);
  return {
    version,
    sources: states.map((s) => {
      const p = provenance.get(s.source);
      return {
        source: s.source, country: s.country, asOf: isoDate(s.as_of), publishedAt: s.published_at, rowCount: s.row_count,
        title: p?.title ?? null, publisher: p?.publisher ?? null, url: p?.url ?? null, licence: p?.licence ?? null,
        updateFrequency: p?.updateFrequency ?? null, generated: p ? p.generated === true : null,
        departuresRecordedSince: since.get(s.source) ?? null,
      };
    }),
    unsearchable: unindexedCountries(db),
  };
}

function readCoverage(db: Database): Record<Country, Record<string, boolean>> {
  const fields = Object.keys(COVERAGE_SQL) as CoverageField[];
  const out = {} as Record<Country, Record<string, boolean>>;
  for (const country of COUNTRIES) {
    out[country] = Object.fromEntries(fields.map((f) => [f, countryPublishes(db, f, country)]));
  }
  return out;
}

export function datasetReader(db: Database, clock: () => number = Date.now): DatasetReader {
  let info: DatasetInfo | null = null;
  let readAt = 0;
  let coverage: { version: string; value: Record<Country, Record<string, boolean>> } | null = null;
  let facts: { version: string; value: DatasetFacts } | null = null;
  const datasetInfo = (): DatasetInfo => {
    const t = clock();
    if (info === null || t - readAt >= VERSION_TTL_MS || t < readAt) {
      info = readDatasetInfo(db);
      readAt = t;
    }
    return info;
  };
  return {
    datasetInfo,
    lastChangedAt() {
      // Read at each call, not kept for the second datasetInfo is: a publish a moment before the
      // request must date its answer, or a client revalidating then would be told nothing changed.
      // Read in a snapshot left open until this turn's microtasks run, which the body's snapshot,
      // read by the handler in the same turn, joins (inReadSnapshot): the date and the body are of
      // one version, and the read lock is taken once a request, not twice (a read of meta in a
      // snapshot of its own cost about 7.5 µs, 3 % of a details request's CPU under load).
      if (!db.isTransaction) {
        db.exec('BEGIN');
        queueMicrotask(() => {
          try {
            if (db.isOpen && db.isTransaction) db.exec('COMMIT');
          } catch { /* a read's end cannot fail but by the store's closing, which ends it too */ }
        });
      }
      const written = metaValue(db, 'dataset_version');
      const at = written === null ? null : datasetVersionWrittenAt(written);
      if (at !== null) return at;
      const published = datasetInfo().sources.map((s) => Date.parse(s.publishedAt)).filter((t) => !Number.isNaN(t));
      return published.length === 0 ? null : Math.max(...published);
    },
    coverage() {
      const { version } = datasetInfo();
      if (coverage === null || coverage.version !== version) coverage = { version, value: readCoverage(db) };
      return coverage.value;
    },
    facts() {
      // The version the pipeline writes with every publish, read in the caller's snapshot; a
      // store without one (older, hand-built) goes by the version derived once a second.
      const version = metaValue(db, 'dataset_version') ?? datasetInfo().version;
      if (facts === null || facts.version !== version) facts = { version, value: datasetFacts(db) };
      return facts.value;
    },
  };
}
