// What a new-registrations window that holds no role gives as firstSeenThrough. It was the instant
// before the window began, counted back from the clock: a job polling a person with nothing new got
// a new value, so a new body and ETag, on every call a millisecond apart, and its If-None-Match
// never matched. The value is now what the store knows rather than the clock: the last publish of
// the files the answer names (a role can be first seen only at a publish of one of them, at its
// instant), so it stays until one of them is imported again.
import type { DatasetFacts } from './dataset-facts.ts';

const publishedOfDataset = new WeakMap<DatasetFacts, number | null>();

/**
 * The newest publish (milliseconds) of the files a person answer names: the role files and the
 * registers of their countries (personSources). Every role is first seen at a publish of one of
 * them, at that instant (or earlier, a first import dating roles by their start), so none is first
 * seen after it until the next. Null where none was published.
 */
export function personFilesPublishedAt(facts: DatasetFacts): number | null {
  if (publishedOfDataset.has(facts)) return publishedOfDataset.get(facts)!;
  let newest: number | null = null;
  for (const source of [...facts.roleSources(), ...facts.roleRegisterSources()]) {
    const published = facts.sourceState(source)?.published_at;
    const at = published === undefined ? Number.NaN : Date.parse(published);
    if (!Number.isNaN(at) && (newest === null || at > newest)) newest = at;
  }
  publishedOfDataset.set(facts, newest);
  return newest;
}

/**
 * The firstSeenThrough of a window that holds no role: the last publish of the person's files (not
 * after now, should the importer's clock run ahead), or firstSeenAfter where that is later, so a
 * job's watermark never moves back. Sent as firstSeenAfter, it loses nothing: no role of those files
 * is first seen after the last publish. Only where no file was published, the instant before the
 * window began (nothing can be listed then, and the clock is all there is).
 */
export function emptyWindowThrough(published: number | null, window: { firstSeenAfter: number | null; start: number }, now: Date): number {
  if (published === null) return window.start - 1;
  const known = Math.min(published, now.getTime());
  return window.firstSeenAfter === null ? known : Math.max(known, window.firstSeenAfter);
}

/**
 * The `hours` of a window begun at firstSeenAfter: from it to the last publish of the person's files
 * (not after now), rounded up, at least 1. Counted to now, it grew by one every hour with nothing
 * new, so a job polling hourly with its watermark got a new body and ETag on every poll; no role of
 * those files is first seen between their last publish and now. Where none was published, to now.
 */
export function hoursAfter(published: number | null, firstSeenAfter: number, now: Date): number {
  const through = published === null ? now.getTime() : Math.max(firstSeenAfter, Math.min(published, now.getTime()));
  return Math.max(1, Math.ceil((through - firstSeenAfter) / 3_600_000));
}
