// Which delimiter a CSV file uses, read from its header line: the candidate that splits the
// line into the most fields outside quotes. UR files use `;`, VID files `,`, but a file can change.
export type Delimiter = ';' | ',' | '|' | '\t';
const CANDIDATES: Delimiter[] = [';', ',', '\t', '|'];

/**
 * The header line (up to the first line break outside quotes), or null if the text has none yet.
 * Blank lines before it are passed over, as the reader passes them: a file opening with an empty
 * line (a web script's stray line break) was split at "," whatever its delimiter.
 */
export function headerLine(text: string, final: boolean): string | null {
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) {
      const line = text.slice(start, i);
      if (line.replace(/^\uFEFF/, '').trim() !== '') return line;
      start = i + 1;
    }
  }
  return final ? text.slice(start) : null;
}

export function sniffDelimiter(header: string): Delimiter {
  const counts = new Map<Delimiter, number>(CANDIDATES.map((c) => [c, 0]));
  let quoted = false;
  for (const ch of header) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && counts.has(ch as Delimiter)) counts.set(ch as Delimiter, counts.get(ch as Delimiter)! + 1);
  }
  let best: Delimiter = ',';
  let bestCount = 0;
  for (const c of CANDIDATES) {
    if (counts.get(c)! > bestCount) { best = c; bestCount = counts.get(c)!; }
  }
  return best;
}
