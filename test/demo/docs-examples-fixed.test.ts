// What the documentation names as a company of the demo is there on every build day. The demo
// draws most companies at random, and the draws move with the day it is built (src/demo/README.md):
// README and docs/mcp.md named companies (Mets Euro OÜ 11003917, EG Katus OÜ 10072121, AS "DA
// Aptieka") that a demo built another day did not hold, or held under another name. Two demos built
// months apart (the notable records' own draws move too: Tallinna Ehitus OÜ's VAT number did) must
// each give every number and company name the documentation writes the same company, one of the
// notable records (src/demo/notable.ts).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { generateDataset } from '../../src/demo/generate/index.ts';
import { DEFAULT_SEED } from '../../src/demo/build.ts';
import type { DemoDataset } from '../../src/demo/model.ts';
import { NOTABLE } from '../../src/demo/notable.ts';
import { OLD_CODE_MERGED } from '../../src/demo/writers/lv-register.ts';
import { NOW } from './helpers.ts';

const ROOT = new URL('../../', import.meta.url).pathname;
// One build day in November, one in June: a year's annual reports filed or not yet, so the draws
// of everything after the first notable company with financials differ between them.
const DAYS = [NOW, new Date('2026-06-01T08:00:00Z')];

function filesUnder(dir: string, keep: (path: string) => boolean): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(join(ROOT, path)).isDirectory() ? filesUnder(path, keep) : keep(path) ? [path] : [];
  });
}

/** The documentation a user reads: README, docs (but the generated source tables), the MCP texts and the HTTP descriptions and examples. */
const DOCS = [
  'README.md',
  ...filesUnder('docs', (p) => p.endsWith('.md') && !p.endsWith('data-sources.md')),
  ...filesUnder('src/mcp', (p) => p.endsWith('.ts') && !p.endsWith('.test.ts')),
  ...filesUnder('src/http', (p) => p.endsWith('.ts') && !p.endsWith('.test.ts')),
];
// docs/search.md records measurements taken on the demo store of a given day and the companies a
// ranking put first there: its company names are that day's, its numbers are checked as any.
const NAMES_CHECKED_IN = DOCS.filter((p) => p !== 'docs/search.md');

// A regcode (FI with its hyphen), or a VAT number's digits after its country code.
const NUMBER = /(?<![\d.-])(\d{7}-\d|\d{8,12})(?![\d-])/g;
// A Baltic form before the quoted name, or a name of capitalised words before OÜ, AS, Oy or Ab.
const NAME = /\b(?:SIA|AS|UAB|AB|IK|PS)\s+\\?"[^"\\]+\\?"|(?:[A-ZÄÖÕÜŠŽĀČĒĢĪĶĻŅŪ][\p{L}-]+\s){1,4}(?:OÜ|AS|Oy|Ab)\b/gu;
// What a clause says is on the demo may name a sole trader or a partnership too (Andres Rebane FIE).
const NAME_ON_DEMO = new RegExp(NAME.source.replace('(?:OÜ|AS|Oy|Ab)', '(?:OÜ|AS|Oy|Ab|Ay|Ky|FIE)'), 'gu');

/** Country, number and name of every notable company, at any depth of notable.ts. */
const NOTABLE_COMPANIES = new Set<string>();
(function collect(value: unknown): void {
  if (Array.isArray(value)) value.forEach(collect);
  else if (value && typeof value === 'object') {
    const v = value as Record<string, unknown>;
    if (typeof v.country === 'string' && typeof v.regcode === 'string' && typeof v.name === 'string') NOTABLE_COMPANIES.add(`${v.country} ${v.regcode} ${v.name}`);
    Object.values(v).forEach(collect);
  }
})(NOTABLE);

/**
 * Every number notable.ts writes: its companies' and those of owners no company bears (`40103888312`),
 * and the old code UR's reorganisations file names, which no company bears (`010312345`).
 */
const NOTABLE_NUMBERS = new Set<string>([OLD_CODE_MERGED]);
(function collect(value: unknown): void {
  if (typeof value === 'string' && /^(\d{7}-\d|\d{8,12})$/.test(value)) NOTABLE_NUMBERS.add(value.replace('-', ''));
  else if (value && typeof value === 'object') Object.values(value).forEach(collect);
})(NOTABLE);

interface Index {
  byNumber: Map<string, Set<string>>;
  byName: Map<string, Set<string>>;
  /** The birth dates of drawn people alone, none of a notable person's. */
  drawnBirthDates: Set<string>;
}

/** Each company by its regcode, its VAT number and that number's digits, and by its name. */
function indexOf(data: DemoDataset): Index {
  const byNumber = new Map<string, Set<string>>();
  const byName = new Map<string, Set<string>>();
  const put = (map: Map<string, Set<string>>, key: string, company: string) => (map.get(key) ?? map.set(key, new Set()).get(key)!).add(company);
  for (const c of data.companies) {
    const company = `${c.country} ${c.regcode} ${c.name}`;
    put(byNumber, c.regcode.replace('-', ''), company);
    if (c.vat) put(byNumber, c.vat.number.slice(2), company);
    put(byName, c.name, company);
  }
  const drawn = new Set(data.persons.filter((p) => p.notable !== true).map((p) => p.birthDate));
  const notable = new Set(data.persons.filter((p) => p.notable === true).map((p) => p.birthDate));
  return { byNumber, byName, drawnBirthDates: new Set([...drawn].filter((d) => !notable.has(d))) };
}

const builds = DAYS.map((now) => ({ day: now.toISOString().slice(0, 10), index: indexOf(generateDataset({ seed: DEFAULT_SEED, now, scale: 1 })) }));

/** `file:line` of every match of `pattern` in the files, by the text matched (its group 1 where it has one). */
function mentions(files: string[], pattern: RegExp, key: (m: RegExpMatchArray) => string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const file of files) {
    readFileSync(join(ROOT, file), 'utf8').split('\n').forEach((line, i) => {
      for (const m of line.matchAll(pattern)) (out.get(key(m)) ?? out.set(key(m), []).get(key(m))!).push(`${relative('.', file)}:${i + 1}`);
    });
  }
  return out;
}

/** What is wrong with a text the documentation writes that names `found` on each build, if anything. */
function problemOf(what: string, where: string[], found: Array<Set<string> | undefined>): string | null {
  const named = found.map((s) => [...(s ?? [])].sort());
  if (named.every((n) => n.length === 0)) return null;
  const at = `${what} (${where.join(', ')})`;
  if (JSON.stringify(named[0]) !== JSON.stringify(named[1])) return `${at} names ${builds.map((b, i) => `${named[i]!.join(', ') || 'nothing'} on the demo built ${b.day}`).join(' and ')}`;
  const random = named[0]!.filter((c) => !NOTABLE_COMPANIES.has(c));
  return random.length > 0 ? `${at} names ${random.join(', ')}, drawn at random: name a notable record (src/demo/notable.ts)` : null;
}

test('every registration or VAT number the documentation writes names the same notable company on demos built on two days, or none on both', () => {
  const numbers = mentions(DOCS, NUMBER, (m) => m[1]!.replace('-', ''));
  assert.ok(numbers.size > 40, `found ${numbers.size} numbers in ${DOCS.length} files`);
  const problems = [...numbers].map(([number, where]) => problemOf(number, where, builds.map((b) => b.index.byNumber.get(number))));
  assert.deepEqual(problems.filter((p) => p !== null), []);
});

test('every company name the documentation writes that a demo holds is a notable record\'s, held on both days', () => {
  const names = mentions(NAMES_CHECKED_IN, NAME, (m) => m[0].replace(/\\"/g, '"'));
  assert.ok(names.size > 20, `found ${names.size} names`);
  const problems = [...names].map(([name, where]) => problemOf(name, where, builds.map((b) => b.index.byName.get(name))));
  assert.deepEqual(problems.filter((p) => p !== null), []);
});

/**
 * What a clause wrote before its "on the demo": the answer quoted right before it
 * (`` `… owners of Consulting Energia AS (10130172), …` on the demo ``), else the words back to the
 * clause's start, an opening bracket, a semicolon or a sentence's end.
 */
function clauseBefore(text: string): string {
  const quoted = /`([^`]*)`[\s,]*$/.exec(text);
  if (quoted) return quoted[1]!;
  const start = Math.max(text.lastIndexOf('('), text.lastIndexOf(';'), text.lastIndexOf('. '), text.lastIndexOf('|'));
  return text.slice(start + 1);
}

// Neither test above sees a company drawn on a third day only (EG Katus OÜ, `10072121`, was one):
// what a clause says is on the demo must be a notable record, held on both days.
test('every number and company name a clause of README or docs says is on the demo is a notable record, held on both days', () => {
  const problems: string[] = [];
  let clauses = 0;
  for (const file of NAMES_CHECKED_IN.filter((p) => p.endsWith('.md'))) {
    const text = readFileSync(join(ROOT, file), 'utf8').replace(/\s*\n\s*/g, ' ');
    // `on the demo, SIA "Smart Malka", `40000020719``: up to the clause's end; and what the clause
    // wrote before it (`Andres Rebane FIE`, 10358145 on the demo), or the quoted answer it follows.
    for (const clause of text.matchAll(/\b(?:on|of|in) the demo(?:'s| dataset| store)?\b(.*?)(?:;|\)|\. |$)/g)) {
      clauses++;
      const where = [`${file}: "${clause[0].slice(0, 80)}…"`];
      const said = `${clauseBefore(text.slice(0, clause.index))} ${clause[1]!}`;
      for (const m of said.matchAll(NUMBER)) {
        const number = m[1]!.replace('-', '');
        const found = builds.map((b) => b.index.byNumber.get(number));
        if (found.every((f) => f === undefined) && NOTABLE_NUMBERS.has(number)) continue;
        if (found.some((f) => f === undefined)) problems.push(`${m[1]} (${where}) names no company of a demo built ${builds.filter((_, i) => !found[i]).map((b) => b.day).join(', ')}`);
        else problems.push(problemOf(m[1]!, where, found) ?? '');
      }
      for (const m of said.matchAll(NAME_ON_DEMO)) {
        const name = m[0].replace(/\\"/g, '"');
        const found = builds.map((b) => b.index.byName.get(name));
        if (found.some((f) => f === undefined)) problems.push(`${name} (${where}) names no company of a demo built ${builds.filter((_, i) => !found[i]).map((b) => b.day).join(', ')}`);
        else problems.push(problemOf(name, where, found) ?? '');
      }
    }
  }
  assert.ok(clauses > 10, `found ${clauses} clauses naming the demo`);
  assert.deepEqual(problems.filter((p) => p !== ''), []);
});

// The answers write a company as `<name> (<country> <number>)`, and the documentation quotes them: a
// number of the demo beside another name or country, or a demo company's name beside a number not
// its own, is no answer the demo gives (`SIA "Rīgas Koks" (LV 40003123457)`, a digit mistyped).
test('every company the documentation writes as `<name> (<country> <number>)` is, where a demo holds the number or the name, that company', () => {
  const problems: string[] = [];
  let pairs = 0;
  for (const file of DOCS) {
    const text = readFileSync(join(ROOT, file), 'utf8').replace(/\s*\n\s*/g, ' ').replace(/\\"/g, '"');
    for (const m of text.matchAll(/\((?:(LV|LT|EE|FI) )?(\d{7}-\d|\d{8,12})\)/g)) {
      const [country, number] = [m[1], m[2]!.replace('-', '')];
      const before = text.slice(Math.max(0, m.index! - 120), m.index!).replace(/[`\s]+$/, '');
      const name = [...before.matchAll(NAME_ON_DEMO)].find((n) => n.index! + n[0].length === before.length)?.[0];
      // A number in brackets with no country is a company's only after a company's name (`SIA "Smart Malka" (40000020719)`).
      if (country === undefined && name === undefined) continue;
      builds.forEach((b) => {
        // Each company as `<country> <regcode> <name>`.
        const byNumber = [...(b.index.byNumber.get(number) ?? [])];
        const byName = name === undefined ? [] : [...(b.index.byName.get(name) ?? [])];
        if (byNumber.length === 0 && byName.length === 0) return;
        pairs++;
        const named = byNumber.some((c) => (country === undefined || c.startsWith(`${country} `)) && before.endsWith(c.split(' ').slice(2).join(' ')));
        if (!named) problems.push(`${file}: "…${before.slice(-60)} ${m[0]}" is not ${[...byNumber, ...byName].join(' or ')} of the demo built ${b.day}`);
      });
    }
  }
  assert.ok(pairs > 20, `found ${pairs} companies written with their number`);
  assert.deepEqual(problems, []);
});

// README named the demo's Kadri Mets born 1947-09-09, one of the random people, whose companies
// the random roles gave: 3 on one build day, 4 on the next. A person the documentation names by a
// birth date must be a notable record, whose roles are the same on every day.
test('every person the documentation names by a birth date that a demo holds is a notable record', () => {
  const dates = mentions(DOCS, /(?:\bborn |birthDate=)(\d{4}-\d{2}-\d{2})\b/g, (m) => m[1]!);
  assert.ok(dates.size > 10, `found ${dates.size} birth dates`);
  const problems = [...dates].filter(([date]) => builds.some((b) => b.index.drawnBirthDates.has(date)))
    .map(([date, where]) => `${date} (${where.join(', ')}) is the birth date of a person drawn at random: name a notable record (src/demo/notable.ts)`);
  assert.deepEqual(problems, []);
});
