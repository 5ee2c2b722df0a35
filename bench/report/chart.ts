// The README's chart, written as SVG by hand (no chart package): latency per endpoint under
// load (p50 and p99), and in-process p99 per query class for ours and each peer. Both panels use
// a logarithmic axis: the naive LIKE scan is three orders of magnitude slower than an index.
import type { BenchResults } from './results.ts';

interface Series { label: string; color: string; values: Array<number | null> }
/** sublabels: a second line under each category's name (the server's CPU a request under load). */
interface Panel { title: string; categories: string[]; series: Series[]; note?: string; sublabels?: Array<string | null> }

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const COLORS = ['#1f77b4', '#ff7f0e', '#2ca02c', '#d62728', '#9467bd'];
const WIDTH = 860;
const LABEL_W = 150;
const PLOT_W = WIDTH - LABEL_W - 40;
const BAR_H = 7;

function logScale(min: number, max: number): { x: (v: number) => number; ticks: number[] } {
  const lo = Math.floor(Math.log10(Math.max(min, 1e-3)));
  const hi = Math.ceil(Math.log10(Math.max(max, min * 10, 1e-2)));
  const ticks: number[] = [];
  for (let e = lo; e <= hi; e++) ticks.push(10 ** e);
  return { x: (v) => LABEL_W + ((Math.log10(Math.max(v, 10 ** lo)) - lo) / (hi - lo)) * PLOT_W, ticks };
}

const tickLabel = (v: number) => (v >= 1 ? `${v} ms` : `${v} ms`).replace(/^0\.(0*)1 ms$/, (m) => m);

function renderPanel(p: Panel, top: number): { svg: string; height: number } {
  const values = p.series.flatMap((s) => s.values.filter((v): v is number => v !== null && v > 0));
  const { x, ticks } = logScale(Math.min(...values, 1), Math.max(...values, 1));
  const groupH = p.series.length * (BAR_H + 2) + 8;
  const plotTop = top + 44;
  const height = 44 + p.categories.length * groupH + 30;
  const parts: string[] = [`<text x="10" y="${top + 18}" font-size="14" font-weight="bold">${esc(p.title)}</text>`];
  if (p.note) parts.push(`<text x="10" y="${top + 34}" font-size="11" fill="#555">${esc(p.note)}</text>`);
  const bottom = plotTop + p.categories.length * groupH;
  for (const t of ticks) {
    const tx = x(t).toFixed(1);
    parts.push(`<line x1="${tx}" y1="${plotTop - 4}" x2="${tx}" y2="${bottom}" stroke="#ddd"/>`);
    parts.push(`<text x="${tx}" y="${bottom + 14}" font-size="10" text-anchor="middle" fill="#555">${esc(tickLabel(t))}</text>`);
  }
  p.categories.forEach((cat, i) => {
    const gy = plotTop + i * groupH;
    const sub = p.sublabels?.[i] ?? null;
    parts.push(`<text x="${LABEL_W - 8}" y="${gy + groupH / 2 - (sub === null ? 0 : 4)}" font-size="11" text-anchor="end">${esc(cat)}</text>`);
    if (sub !== null) parts.push(`<text x="${LABEL_W - 8}" y="${gy + groupH / 2 + 7}" font-size="9" text-anchor="end" fill="#555">${esc(sub)}</text>`);
    p.series.forEach((s, k) => {
      const v = s.values[i];
      if (v === null || v === undefined || !(v > 0)) return;
      const y = gy + 4 + k * (BAR_H + 2);
      const w = Math.max(1, x(v) - LABEL_W);
      parts.push(`<rect x="${LABEL_W}" y="${y}" width="${w.toFixed(1)}" height="${BAR_H}" fill="${s.color}"><title>${esc(`${cat} ${s.label}: ${v.toFixed(2)} ms`)}</title></rect>`);
      parts.push(`<text x="${(LABEL_W + w + 3).toFixed(1)}" y="${y + BAR_H - 1}" font-size="8" fill="#333">${v < 10 ? v.toFixed(2) : v.toFixed(0)}</text>`);
    });
  });
  let lx = LABEL_W;
  for (const s of p.series) {
    parts.push(`<rect x="${lx}" y="${bottom + 20}" width="10" height="8" fill="${s.color}"/><text x="${lx + 14}" y="${bottom + 28}" font-size="10">${esc(s.label)}</text>`);
    lx += 24 + s.label.length * 6;
  }
  return { svg: parts.join('\n'), height: height + 12 };
}

export function latencyChart(r: BenchResults): string {
  const panels: Panel[] = [];
  if (r.load.skipped === null) {
    const rows = [
      ...(r.load.r0.before ? [{ ...r.load.r0.before, name: 'R0 hello-world' }] : []),
      ...r.load.endpoints,
    ];
    panels.push({
      title: 'Latency per endpoint under load (wrk -t1 -c50, loopback)',
      note: `${r.dataset.counts.companiesTotal.toLocaleString('en')} companies; label: ms; under each name the server's CPU a request. Throughput as share of R0 in the README table.`,
      categories: rows.map((e) => e.name),
      sublabels: rows.map((e) => (e.cpuUsPerRequest === null ? null : `${e.cpuUsPerRequest.toFixed(0)} µs CPU a request`)),
      series: [
        { label: 'p50', color: '#9ecae1', values: rows.map((e) => e.p50) },
        { label: 'p99', color: '#08519c', values: rows.map((e) => e.p99) },
      ],
    });
  }
  const classes = [...new Set(r.engines.flatMap((e) => e.classes.map((c) => c.cls)))];
  panels.push({
    title: 'In-process search latency per query class (p99)',
    note: 'ours = the service\'s search function without HTTP; peers on the same names and queries',
    categories: classes,
    series: r.engines.map((e, i) => ({
      label: e.sampled === null ? e.engine : `${e.engine} (sample)`,
      color: COLORS[i % COLORS.length]!,
      values: classes.map((c) => e.classes.find((x) => x.cls === c)?.p99 ?? null),
    })),
  });
  let y = 10;
  const body: string[] = [];
  for (const p of panels) {
    const { svg, height } = renderPanel(p, y);
    body.push(svg);
    y += height;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${y}" viewBox="0 0 ${WIDTH} ${y}" font-family="sans-serif">
<rect width="100%" height="100%" fill="white"/>
${body.join('\n')}
</svg>
`;
}
