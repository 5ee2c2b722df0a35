// UR's officers file lists current officers only, and the service records each office a new file
// stops listing from the file it first imported on: an empty formerOfficers of a Latvian company
// then says no officer was dropped since that date, and nothing of the board before it. An agent
// reading get_company_details is told that date; /readyz names it per source. A store that imported
// the file before departures were recorded (no date kept) claims nothing until its next import, and
// a withdrawn source starts again at its next first import.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { openForReading } from '../../../src/store/open.ts';
import { createServices } from '../../../src/services/index.ts';
import { sources } from '../../../src/importers/lv/index.ts';
import { withdrawSources } from '../../../src/importers/pipeline/withdraw.ts';
import { callTool, connectInProcess, structuredOf } from '../../mcp/client.ts';
import { scratch, type Scratch } from '../pipeline/helpers.ts';
import { answerOf, daysAgo, importOn, row } from './officer-imports.ts';

// "Biedrība Delta": one board member, listed by every file below, so its formerOfficers is empty.
const DELTA = '50008000008';

/** The sentences get_company_details gives beside the JSON of the company. */
async function detailsSentences(s: Scratch, regcode: string): Promise<string> {
  const db = openForReading(s.db);
  const mcp = await connectInProcess({ services: createServices({ db, sanctionsThreshold: 0.9 }) });
  try {
    const result = await callTool(mcp.client, 'get_company_details', { regcode });
    assert.notEqual(result.isError, true, JSON.stringify(result.content));
    return JSON.stringify(result.content.slice(1));
  } finally {
    await mcp.close();
    db.close();
  }
}

async function readySince(s: Scratch): Promise<Record<string, string | null>> {
  const r = await answerOf(s, '/readyz');
  assert.equal(r.statusCode, 200, r.body);
  const body = JSON.parse(r.body) as { sources: Array<{ source: string; departuresRecordedSince: string | null }> };
  return Object.fromEntries(body.sources.map((x) => [x.source, x.departuresRecordedSince]));
}

function fixtureFiles(s: Scratch): { officers: string; register: string } {
  return { officers: readFileSync(join(s.files, 'officers.csv'), 'utf8'), register: readFileSync(join(s.files, 'register.csv'), 'utf8') };
}

// What the list holds and since when, and that an empty one says nothing of the board before: the
// date is what neither the JSON nor the output schema tells.
const sinceSentence = (day: string) => new RegExp(`formerOfficers holds the offices the register's file stopped listing since the file of ${day}: `
  + '\\[\\] says nothing of departures before\\.');
const OLD_SENTENCE = /formerOfficers holds the offices the register's file stopped listing since this service first imported it: \[\] says nothing of departures; do not report the board as unchanged\./;

test('an empty LV formerOfficers is said to hold no departure since the file of the first import, dated', async (t) => {
  const s = scratch();
  t.after(() => s.cleanup());
  const { officers, register } = fixtureFiles(s);
  await importOn(s, daysAgo(10), officers, register);
  await importOn(s, daysAgo(5), officers.replace(row(102), ''));
  const said = await detailsSentences(s, DELTA);
  assert.match(said, sinceSentence(daysAgo(10)));
  assert.doesNotMatch(said, /do not report the board as unchanged/);
  const since = await readySince(s);
  assert.equal(since['lv.officers'], daysAgo(10));
  assert.equal(since['lv.register'], null, 'a source that records no departures has no such date');
});

// SIA "Alfa Koks" (40003000001): its board member Liberte Inese (row 102) is the office the second file no longer lists.
const ALFA = '40003000001';

test('an LV formerOfficers that lists an office is said to hold only the offices dropped since the file of the first import', async (t) => {
  const s = scratch();
  t.after(() => s.cleanup());
  const { officers, register } = fixtureFiles(s);
  await importOn(s, daysAgo(10), officers, register);
  await importOn(s, daysAgo(5), officers.replace(row(102), ''));
  const db = openForReading(s.db);
  const mcp = await connectInProcess({ services: createServices({ db, sanctionsThreshold: 0.9 }) });
  t.after(async () => {
    await mcp.close();
    db.close();
  });
  const result = await callTool(mcp.client, 'get_company_details', { regcode: ALFA });
  const { formerOfficers } = structuredOf<{ formerOfficers: Array<{ name: string; unlistedOn: string | null }> }>(result);
  assert.deepEqual(formerOfficers.map((o) => [o.name, o.unlistedOn]), [['Inese Liberte', daysAgo(5)]]);
  // One departure seen in five days of watching is no five years of board history.
  assert.match(JSON.stringify(result.content.slice(1)), new RegExp(`formerOfficers holds the offices the register's file stopped listing `
    + `since the file of ${daysAgo(10)}, none that left before\\.`));
});

test('a store that imported the officers file before departures were recorded claims nothing until its next import, then dates it by the file live then', async (t) => {
  const s = scratch();
  t.after(() => s.cleanup());
  const { officers, register } = fixtureFiles(s);
  await importOn(s, daysAgo(20), officers, register);
  // As a store written by a version that recorded no departures holds it: no date kept.
  const db = new DatabaseSync(s.db);
  db.prepare("DELETE FROM meta WHERE key LIKE 'departures-since:%'").run();
  db.close();
  assert.match(await detailsSentences(s, DELTA), OLD_SENTENCE);
  assert.equal((await readySince(s))['lv.officers'], null);
  // The next import records what the live file (of 20 days ago) no longer lists: from that file on.
  await importOn(s, daysAgo(5), officers.replace(row(102), ''));
  assert.match(await detailsSentences(s, DELTA), sinceSentence(daysAgo(20)));
});

test('withdrawing the officers source forgets the date; its next import is the first again', async (t) => {
  const s = scratch();
  t.after(() => s.cleanup());
  const { officers, register } = fixtureFiles(s);
  await importOn(s, daysAgo(10), officers, register);
  await withdrawSources({ databasePath: s.db, sources: sources.filter((x) => x.id === 'lv.officers'), knownSources: sources, now: new Date() });
  assert.equal((await readySince(s))['lv.officers'], undefined, 'the source is gone');
  await importOn(s, daysAgo(3), officers.replace(row(102), ''));
  assert.match(await detailsSentences(s, DELTA), sinceSentence(daysAgo(3)));
  assert.equal((await readySince(s))['lv.officers'], daysAgo(3));
});

test('an import whose departures are refused (too many offices gone at once) dates the list from its own file: the offices it lost are not recorded', async (t) => {
  const s = scratch();
  t.after(() => s.cleanup());
  const { officers, register } = fixtureFiles(s);
  // 1,100 board members of AS "Gamma" (40003000007), enough for the share of offices gone to be checked.
  const letters = (n: number) => [0, 1, 2].map((k) => String.fromCharCode(97 + Math.floor(n / 26 ** k) % 26)).join('');
  const board = Array.from({ length: 1100 }, (_, i) => `${2000 + i};https://dati.ur.gov.lv/officers/${2000 + i};40003000007;NATURAL_PERSON;`
    + `BOARD_MEMBER;EXECUTIVE_BOARD;Kalna ${letters(i)};;1980-01-01;;INDIVIDUALLY;;2015-07-01;2020-01-01 10:00:00.000\r\n`);
  await importOn(s, daysAgo(10), officers + board.join(''), register);
  const message = await importOn(s, daysAgo(5), officers + board.slice(300).join(''));
  assert.match(message, /none is recorded as a departure/, message);
  assert.match(await detailsSentences(s, DELTA), sinceSentence(daysAgo(5)));
  assert.equal((await readySince(s))['lv.officers'], daysAgo(5));
});
