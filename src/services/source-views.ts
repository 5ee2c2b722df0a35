// The `sources` of a company answer: each file a field of it rests on, with that file's date, so
// an answer can be quoted "as of". Details, financials and compliance name theirs alike.
import type { SourceView } from './views.ts';
import type { DatasetFacts } from './dataset-facts.ts';
import { isoDate } from './view-values.ts';

/** The sources an answer used, in the order met, each with the date of its row where it has one. */
export class SourcesUsed {
  readonly #used = new Map<string, string | null>();

  use(source: string, rowAsOf: string | null = null): void {
    if (!this.#used.has(source)) this.#used.set(source, rowAsOf);
  }

  useAll(sources: Iterable<string>): void {
    for (const source of sources) this.use(source);
  }

  views(dataset: DatasetFacts): SourceView[] {
    return sourceViews(dataset, this.#used);
  }
}

/** Each source used, with the date of its published file (source_state), else of the row. */
export function sourceViews(dataset: DatasetFacts, used: Map<string, string | null>): SourceView[] {
  return [...used.entries()]
    .map(([name, rowAsOf]) => ({ name, asOf: isoDate(dataset.sourceState(name)?.as_of ?? rowAsOf) }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
