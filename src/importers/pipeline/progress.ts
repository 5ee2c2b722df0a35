// Progress of an import on stderr: a redrawn bar on a terminal, a plain line every few seconds
// otherwise (logs, CI), or nothing.
export type ProgressMode = 'auto' | 'plain' | 'none';

export interface Progress {
  file(source: string, file: string, totalBytes: number | null): void;
  advance(bytes: number, rows: number): void;
  note(line: string): void;
  done(): void;
}

const fmt = (n: number) => n.toLocaleString('en-US');
const mib = (n: number) => `${(n / 1048576).toFixed(1)} MiB`;

export function createProgress(mode: ProgressMode, out: NodeJS.WriteStream = process.stderr): Progress {
  const tty = mode === 'auto' ? Boolean(out.isTTY) : false;
  const silent = mode === 'none';
  let label = '';
  let total: number | null = null;
  let bytes = 0;
  let rows = 0;
  let lastDraw = 0;
  let started = 0;
  const PLAIN_EVERY_MS = 5000;

  function line(): string {
    const pct = total ? Math.min(100, Math.floor((bytes / total) * 100)) : null;
    const secs = (Date.now() - started) / 1000;
    const rate = secs > 0 ? Math.round(rows / secs) : 0;
    return `${label} ${pct === null ? mib(bytes) : `${pct}%`} ${fmt(rows)} rows (${fmt(rate)}/s)`;
  }
  function draw(force: boolean): void {
    const now = Date.now();
    if (tty) {
      if (!force && now - lastDraw < 100) return;
      lastDraw = now;
      const pct = total ? Math.min(1, bytes / total) : 0;
      const width = 24;
      const filled = Math.round(pct * width);
      out.write(`\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${line()}\x1b[K`);
    } else {
      if (!force && now - lastDraw < PLAIN_EVERY_MS) return;
      lastDraw = now;
      out.write(`${line()}\n`);
    }
  }
  return {
    file(source, file, totalBytes) {
      if (silent) return;
      if (tty && label) out.write('\n');
      label = `${source} ${file}`;
      total = totalBytes;
      bytes = 0;
      rows = 0;
      started = Date.now();
      lastDraw = tty ? 0 : Date.now();
    },
    advance(b, r) {
      bytes = b;
      rows = r;
      if (!silent) draw(false);
    },
    note(text) {
      if (silent) return;
      if (tty && label) { out.write('\n'); label = ''; }
      out.write(`${text}\n`);
    },
    done() {
      if (silent || !label) return;
      draw(true);
      if (tty) out.write('\n');
      label = '';
    },
  };
}
