// Which links of a download page are a source's files: releases of one file (cut-off date in the
// name) collapse to the newest, files per year or quarter are all kept, names are read from
// paths and query strings. No network: pure functions, and a fetch that refuses every call.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { linkNames, pageLinks, pickLinks, type Link } from '../../../src/importers/pipeline/link-match.ts';
import { definedAddress, resolveUrls } from '../../../src/importers/pipeline/resolve.ts';
import { annualReportsSource } from '../../../src/importers/ee/annual-reports.ts';
import { taxesPaidSource } from '../../../src/importers/ee/taxes-paid.ts';
import { ytjSource } from '../../../src/importers/fi/ytj.ts';
import { allSources } from '../../../src/importers/registry.ts';
import type { SourceFile } from '../../../src/importers/source.ts';

const BASE = 'https://avaandmed.example/sites/default/files/';
const links = (...names: string[]): Link[] => names.map((n) => ({ url: BASE + n, names: [n] }));
const picked = (file: SourceFile, list: Link[]) => pickLinks(file, list).map((p) => p.name);
const [reports, elements] = annualReportsSource.files as [SourceFile, SourceFile];

test('the general file: the newest cut-off date wins, read as DDMMYYYY across a year boundary', () => {
  assert.deepEqual(picked(reports, links(
    '1.aruannete_yldandmed_kuni_31012026.zip', '1.aruannete_yldandmed_kuni_31122025_0.zip', '1.aruannete_yldandmed_kuni_30112025.zip',
  )), ['1.aruannete_yldandmed_kuni_31012026.zip']);
});

test('a re-uploaded release (_N) beats the same date without it; equal stamps go to the last listed', () => {
  assert.deepEqual(picked(reports, links('1.aruannete_yldandmed_kuni_31082026_1.zip', '1.aruannete_yldandmed_kuni_31082026.zip')),
    ['1.aruannete_yldandmed_kuni_31082026_1.zip']);
  const twice: Link[] = [
    { url: 'https://a.example/1.aruannete_yldandmed_kuni_31082026.zip', names: ['1.aruannete_yldandmed_kuni_31082026.zip'] },
    { url: 'https://b.example/1.aruannete_yldandmed_kuni_31082026.zip', names: ['1.aruannete_yldandmed_kuni_31082026.zip'] },
  ];
  assert.deepEqual(pickLinks(reports, twice).map((p) => p.url), ['https://b.example/1.aruannete_yldandmed_kuni_31082026.zip']);
});

test('element files: one per year, each the newest release of its year; other files on the page are ignored', () => {
  assert.deepEqual(picked(elements, links(
    '4.2019_aruannete_elemendid_kuni_31072026_0.zip', '4.2019_aruannete_elemendid_kuni_31082026.zip',
    '4.2025_aruannete_elemendid_kuni_31082026.zip', '2.EMTAK_myygitulu_kuni_31082026.zip',
    '1.aruannete_yldandmed_kuni_31082026.zip', '4.2024_aruannete_elemendid_kuni_31082026.zip',
  )), ['4.2019_aruannete_elemendid_kuni_31082026.zip', '4.2024_aruannete_elemendid_kuni_31082026.zip', '4.2025_aruannete_elemendid_kuni_31082026.zip']);
});

test('names without a cut-off date are separate files: every quarter, every year', () => {
  const quarterly = taxesPaidSource.files[2]!;
  assert.deepEqual(picked(quarterly, links('tasutud_maksud_2024_II_kvartal.csv', 'tasutud_maksud_2023_IV_kvartal.csv', 'tasutud_maksud_kaesolev_aasta.csv')),
    ['tasutud_maksud_2023_IV_kvartal.csv', 'tasutud_maksud_2024_II_kvartal.csv']);
  const perYear: SourceFile = { name: 'JAR_FA_RODIKLIAI_PLNA_<YEAR>.csv', namePattern: /^JAR_FA_RODIKLIAI_PLNA_\d{4}\.csv$/, format: 'csv' };
  assert.deepEqual(picked(perYear, links('JAR_FA_RODIKLIAI_PLNA_2021.csv', 'JAR_FA_RODIKLIAI_PLNA_2022.csv')),
    ['JAR_FA_RODIKLIAI_PLNA_2021.csv', 'JAR_FA_RODIKLIAI_PLNA_2022.csv']);
});

test('a file with a fixed name: one link, the name whose header is confirmed, else the official one, before an alias, case and .zip ignored', () => {
  const current = taxesPaidSource.files[0]!;
  assert.deepEqual(pickLinks(current, links('tasutud_maksud_kaesolev_aasta.csv', 'tasutud_maksud_kaesolev_aasta_eng.csv')),
    [{ url: `${BASE}tasutud_maksud_kaesolev_aasta_eng.csv`, name: 'tasutud_maksud_kaesolev_aasta_eng.csv' }]);
  assert.deepEqual(pickLinks(current, links('tasutud_maksud_kaesolev_aasta.csv')),
    [{ url: `${BASE}tasutud_maksud_kaesolev_aasta.csv`, name: 'tasutud_maksud_kaesolev_aasta.csv' }]);
  const unconfirmed: SourceFile = { ...current, confirmedName: undefined };
  assert.deepEqual(pickLinks(unconfirmed, links('tasutud_maksud_kaesolev_aasta_eng.csv', 'tasutud_maksud_kaesolev_aasta.csv')),
    [{ url: `${BASE}tasutud_maksud_kaesolev_aasta.csv`, name: 'tasutud_maksud_kaesolev_aasta.csv' }]);
  assert.deepEqual(pickLinks(current, links('tasutud_maksud_kaesolev_aasta_eng.csv')),
    [{ url: `${BASE}tasutud_maksud_kaesolev_aasta_eng.csv`, name: 'tasutud_maksud_kaesolev_aasta_eng.csv' }]);
  const lihtandmed: SourceFile = { name: 'ettevotja_rekvisiidid__lihtandmed.csv', format: 'csv' };
  assert.deepEqual(picked(lihtandmed, links('ETTEVOTJA_REKVISIIDID__LIHTANDMED.CSV.zip')), ['ettevotja_rekvisiidid__lihtandmed.csv']);
  assert.deepEqual(pickLinks(lihtandmed, links('ettevotja_rekvisiidid__yldandmed.json.zip')), []);
});

test('link names come from the path and the query; page links are resolved, entity-decoded and deduplicated', () => {
  assert.deepEqual(linkNames('https://www.registrucentras.lt/aduomenys/?byla=JAR_IREGISTRUOTI.csv'), ['aduomenys', 'JAR_IREGISTRUOTI.csv']);
  assert.deepEqual(linkNames('https://nc.example/s/tok/download?path=%2F&files=tasutud%20maksud.csv'), ['download', 'tasutud maksud.csv']);
  const html = [
    '<a href="/files/a.zip">a</a>', "<a href='/files/a.zip#top'>again</a>", '<a href=b.csv>b</a>',
    '<a href="/s/t/download?path=%2F&amp;files=c.csv">c</a>', '<a href="mailto:x@example.org">mail</a>', '<a href="javascript:void(0)">js</a>',
    '<script>var next = "/files/d.zip";</script>',
  ].join('');
  assert.deepEqual(pageLinks(html, 'https://site.example/et/page', String.raw`"(/files/d\.zip)"`).map((l) => l.url), [
    'https://site.example/files/a.zip', 'https://site.example/et/b.csv', 'https://site.example/s/t/download?path=%2F&files=c.csv',
    'https://site.example/files/d.zip',
  ]);
});

test('a paged address ({PAGE}) is not downloaded as one file; the bulk file of the same source is', async () => {
  const refused: string[] = [];
  const noNetwork = ((url: string) => { refused.push(String(url)); return Promise.reject(new Error('no network')); }) as unknown as typeof fetch;
  const { urls, missing, warning } = await resolveUrls(ytjSource, noNetwork);
  assert.deepEqual(refused, []);
  assert.equal(warning, null);
  assert.deepEqual(urls.get('all_companies.json')?.map((u) => u.url), ['https://avoindata.prh.fi/opendata-ytj-api/v3/all_companies']);
  assert.equal(urls.has('companies.json'), false);
  assert.match(missing.get('companies.json')!, /page by page: import it with --from DIR/);
});

test('every required file of every source can be downloaded: an address of its own, or a lookup', () => {
  const unreachable = allSources().flatMap((s) => s.files
    .filter((f) => !f.optional && !s.resolve && definedAddress(s, f) === null)
    .map((f) => `${s.id}: ${f.name}`));
  assert.deepEqual(unreachable, []);
});
