// What the reference page says under its title besides the API's own description: where the data
// comes from and how old each file is, whose licence it is under, and the rate limits. The
// discovery document carries all of it as x-dataset and x-rate-limits, which Swagger UI does not
// show, so a reader of the page saw none of it. The page renders info.description as Markdown.
import type { DatasetInfo } from '../../services/index.ts';
import type { rateLimitExtension } from './document.ts';

type Sources = DatasetInfo['sources'];
type RateLimits = ReturnType<typeof rateLimitExtension>;

/** One line of a list item, its Markdown read as text. */
const plain = (text: string) => text.replace(/\s+/g, ' ').replace(/[\\`*_[\]<>|]/g, (c) => `\\${c}`);

function dateRange(sources: Sources): string {
  const dates = sources.map((s) => s.asOf).filter((d): d is string => d !== null).sort();
  if (dates.length === 0) return 'undated';
  return dates[0] === dates.at(-1) ? `as of ${dates[0]}` : `as of ${dates[0]} to ${dates.at(-1)}`;
}

function sourcesSection(version: string, sources: Sources): string {
  const rows = [...sources]
    .sort((a, b) => (a.country ?? 'ZZ').localeCompare(b.country ?? 'ZZ') || a.source.localeCompare(b.source))
    .map((s) => {
      const title = s.title ? (s.url ? `[${plain(s.title)}](${s.url})` : plain(s.title)) : '';
      const parts = [title, s.publisher && plain(s.publisher), s.licence && `licence ${plain(s.licence)}`].filter(Boolean);
      return `- **${s.country ?? 'all'}** \`${s.source}\`, as of ${s.asOf ?? s.publishedAt.slice(0, 10)}: ${parts.join('; ')}`;
    });
  const generated = sources.some((s) => s.generated)
    ? '\n\nThis server runs the demo dataset: its rows are generated in the format of each source, not the register\'s data.'
    : '';
  return [
    '## Data sources',
    `Dataset version \`${version}\`. Each answer names the sources it was read from (\`source\`, \`asOf\`); `
      + '"as of" is the date of the source\'s file, or of its download where the file carries none. '
      + 'Each source is under its publisher\'s licence: one that asks for attribution (CC BY 4.0) asks that data taken from '
      + 'it name the publisher.' + generated,
    // Folded, so that the operations stay near the top of the page.
    `<details><summary>The ${sources.length} sources, ${dateRange(sources)}</summary>`,
    // A list, not a table: a table of six columns is wider than a phone.
    rows.join('\n'),
    '</details>',
  ].join('\n\n');
}

function rateLimitsSection(limits: RateLimits): string {
  if (!limits.enabled) return '## Rate limits\n\nThis server runs without rate limits.';
  const groups = limits.groups.map((g) => `- ${g.max} requests per ${g.windowSeconds} s: ${g.paths.map((p) => `\`${p}\``).join(', ')}`);
  return [
    '## Rate limits',
    `Counted per ${limits.countedPer} in fixed windows; over the limit a request answers 429 with \`Retry-After\`, `
      + `and each answer of a limited path says \`RateLimit-Limit\`, \`RateLimit-Remaining\` and \`RateLimit-Reset\`.`,
    groups.join('\n'),
    `Not limited: ${limits.notLimited.join(', ')}.`,
  ].join('\n\n');
}

/** The API's description, then its rate limits and data sources, for the reference page. */
export function referencePageDescription(description: string, dataset: { version: string; sources: Sources } | null, limits: RateLimits): string {
  const data = dataset ? sourcesSection(dataset.version, dataset.sources) : '## Data sources\n\nThe store cannot be read just now; `/readyz` says why.';
  return [description, rateLimitsSection(limits), data].join('\n\n');
}
