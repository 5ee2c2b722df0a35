// YTJ publishes a company's website (website.url, mostly written without a scheme: www.nokia.com).
// A web shop filling a supplier form, or a compliance team checking who it deals with, reads it
// from the details as a link it can open: https:// before a bare address, and null, never a link,
// for a value that is no web address (a javascript: link would run in the page that shows it).
// LV, EE and LT companies have none in the files imported, and answer null.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fixturesDir } from '../lt/support.ts';
import { servedFi } from './served.ts';
import { SAMPLES } from '../pipeline/helpers.ts';
import { callTool, structuredOf } from '../../mcp/client.ts';
import { websiteLink } from '../../../src/domain/website-link.ts';

/** The FI fixtures with each company's website.url set as `urls` says (absent: no website object). */
function fixturesWithWebsites(t: { after(fn: () => unknown): void }, urls: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'fi-website-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const all = JSON.parse(readFileSync(join(fixturesDir('fi'), 'all_companies.json'), 'utf8')) as Array<Record<string, any>>;
  for (const c of all) {
    const url = urls[c.businessId.value];
    c.website = url === undefined ? null : { url, registrationDate: '2019-07-01', source: '0' };
  }
  writeFileSync(join(dir, 'all_companies.json'), JSON.stringify(all));
  return dir;
}

test('FI details serve the website YTJ publishes as an http(s) link, REST and MCP alike', async (t) => {
  const files = fixturesWithWebsites(t, {
    '2345678-0': 'www.tunturi-test.fi',
    '2345679-9': 'https://kauppa.example.fi/fi/',
    '2345680-1': 'javascript:alert(document.cookie)',
  });
  const { get, mcp } = await servedFi(t, files);
  const tool = async (regcode: string) => structuredOf<{ website: unknown }>(await callTool(mcp.client, 'get_company_details', { regcode }));
  assert.equal((await get('/companies/2345678-0')).website, 'https://www.tunturi-test.fi/', 'a bare address is served with https://');
  assert.equal((await tool('2345678-0')).website, 'https://www.tunturi-test.fi/');
  assert.equal((await get('/companies/2345679-9')).website, 'https://kauppa.example.fi/fi/', 'a full link is served as written');
  const unsafe = await get('/companies/2345680-1');
  assert.equal(unsafe.website, null, 'a javascript: value is never served');
  assert.equal((await tool('2345680-1')).website, null);
  const none = await get('/companies/2345682-8');
  assert.equal(none.website, null, 'a company with no website answers null');
  assert.ok('website' in none);
});

test('only http(s) web addresses become links', () => {
  assert.equal(websiteLink('www.nokia.com'), 'https://www.nokia.com/');
  assert.equal(websiteLink('HTTP://Example.FI'), 'http://example.fi/');
  assert.equal(websiteLink('www.example.fi:8080/kauppa'), 'https://www.example.fi:8080/kauppa');
  assert.equal(websiteLink('ääkköset.fi'), 'https://xn--kkset-fraa0m.fi/');
  for (const bad of ['javascript:alert(1)', 'JavaScript://www.x.fi/%0Aalert(1)', 'data:text/html,<b>x</b>', 'mailto:info@example.fi',
    'ftp://example.fi', '//evil.example', 'https://user:pass@example.fi', 'nokia', 'localhost', 'http://127.0.0.1',
    'www.example .fi', 'https://x.fi"onmouseover="alert(1)', '', '   ', null, undefined]) {
    assert.equal(websiteLink(bad), null, `${JSON.stringify(bad)} is no link`);
  }
});

test('Nokia Oyj (real YTJ sample): its website www.nokia.com is served as https://www.nokia.com/', async (t) => {
  const sample = join(SAMPLES, 'fi/opendata-ytj-api_v3_companies__businessId_0112038-9.json');
  if (!existsSync(sample)) { console.log(`skipped: no samples at ${SAMPLES}`); t.skip(`no samples at ${SAMPLES}`); return; }
  const files = mkdtempSync(join(tmpdir(), 'fi-nokia-'));
  t.after(() => rmSync(files, { recursive: true, force: true }));
  copyFileSync(sample, join(files, 'companies_0112038-9.json'));
  const { get } = await servedFi(t, files);
  assert.equal((await get('/companies/0112038-9')).website, 'https://www.nokia.com/');
});
