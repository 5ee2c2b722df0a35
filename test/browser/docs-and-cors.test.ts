// A real browser (Debian's headless Chromium) renders the reference page with no request to any
// other host, and a page on another origin calls the API with fetch and reads its rate-limit
// headers, which only works when CORS allows the origin, the headers the page sends, and exposes
// the headers it reads.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser } from 'playwright-core';
import { API, startTestApp } from '../http/harness.ts';
import { testServices } from '../http/services.ts';
import { allSources } from '../../src/importers/registry.ts';
import type { Services } from '../../src/services/index.ts';

const CHROMIUM = '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];

function listen(server: Server): Promise<string> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => {
    resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  }));
}

test('the reference page renders from local assets; another origin reads RateLimit-Remaining and may send X-Requested-With', async (t) => {
  if (!existsSync(CHROMIUM)) { t.skip(`${CHROMIUM} is not installed (apt-get install chromium)`); return; }
  const api = await startTestApp({ services: await testServices() });
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  const apiOrigin = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
  const otherSite = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><title>shop</title><p>another origin</p>');
  });
  const siteOrigin = await listen(otherSite);
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
    const page = await browser.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));

    await page.goto(`${apiOrigin}${API}/docs`);
    await page.getByText('Search companies').first().waitFor({ timeout: 20_000 });
    await page.getByText('/api/public/v1/persons/new-registrations').first().waitFor();
    const remote = requested.filter((url) => !url.startsWith(`${apiOrigin}/`) && !url.startsWith('data:'));
    assert.deepEqual(remote, [], 'the reference page requested nothing from another host');
    assert.ok(requested.some((url) => url.endsWith(`${API}/docs/json`)), 'it loaded the API document');
    // The page opens with the service's name, not a framework's logo and a box to load another document.
    assert.equal(await page.locator('.topbar, input.download-url-input').count(), 0, 'no top bar');
    assert.match(await page.locator('#swagger-ui h1, #swagger-ui h2').first().innerText(), /^Company registry API/);

    await page.goto(`${siteOrigin}/`);
    const seen = await page.evaluate(async (url) => {
      const response = await fetch(url);
      return {
        status: response.status,
        remaining: response.headers.get('RateLimit-Remaining'),
        limit: response.headers.get('RateLimit-Limit'),
        etag: response.headers.get('ETag'),
        count: ((await response.json()) as { count: unknown }).count,
      };
    }, `${apiOrigin}${API}/companies/search?q=ab`);
    assert.equal(seen.status, 200);
    assert.equal(seen.limit, '20');
    assert.match(seen.remaining ?? '', /^\d+$/);
    assert.ok(seen.etag, 'ETag is readable too');
    assert.equal(typeof seen.count, 'number');

    // A conditional request forces a preflight (If-None-Match is not a safelisted header).
    const conditional = await page.evaluate(async ({ url, etag }) => {
      const response = await fetch(url, { headers: { 'If-None-Match': etag } });
      return { status: response.status, remaining: response.headers.get('RateLimit-Remaining') };
    }, { url: `${apiOrigin}${API}/companies/search?q=ab`, etag: seen.etag! });
    assert.equal(conditional.status, 304);
    assert.equal(Number(conditional.remaining), Number(seen.remaining) - 1);

    // Shop front ends add headers of their own to every call (Laravel's axios: X-Requested-With);
    // the preflight must allow them, or the browser refuses the answer.
    const withOwnHeaders = await page.evaluate(async (url) => {
      try {
        const response = await fetch(url, { headers: { 'X-Requested-With': 'XMLHttpRequest', 'Cache-Control': 'no-cache' } });
        return response.status;
      } catch (error) {
        return String(error);
      }
    }, `${apiOrigin}${API}/companies/autofill?q=ab`);
    assert.equal(withOwnHeaders, 200);
  } finally {
    await browser?.close();
    await new Promise((resolve) => otherSite.close(resolve));
    await api.close();
  }
});

test('on a phone the reference page is laid out at the phone\'s width, not shrunk from a desktop one, its data sources too', async (t) => {
  if (!existsSync(CHROMIUM)) { t.skip(`${CHROMIUM} is not installed (apt-get install chromium)`); return; }
  // The Latvian taxes-paid file, named as its definition names it: a file name one word wider than a phone.
  const services = await testServices();
  const wide = allSources().find((d) => d.id === 'lv.taxes-paid')!;
  const withWideName: Services = {
    ...services,
    datasetInfo: () => {
      const info = services.datasetInfo();
      return { ...info, sources: [...info.sources, {
        source: wide.id, country: 'LV', asOf: '2026-11-20', publishedAt: '2026-11-20T06:00:00.000Z', rowCount: 1, title: wide.title,
        publisher: wide.publisher, url: wide.url, licence: wide.licence, updateFrequency: wide.updateFrequency, generated: false,
        departuresRecordedSince: null,
      }] };
    },
  };
  const api = await startTestApp({ services: withWideName });
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  const apiOrigin = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 });
    const page = await phone.newPage();
    await page.goto(`${apiOrigin}${API}/docs`);
    await page.getByText('Search companies').first().waitFor({ timeout: 20_000 });
    // Without a viewport tag a phone lays the page out 980 px wide and shows it at 40 %.
    assert.equal(await page.evaluate('window.innerWidth'), 390, 'the page is laid out at the phone\'s width');
    // The data sources, unfolded, fit it too (a file name is one word wider than a phone).
    await page.locator('.info details summary').click();
    await page.locator('.info details li').first().waitFor();
    assert.equal(await page.evaluate('document.documentElement.scrollWidth'), 390, 'nothing widens the page past the phone\'s width');
  } finally {
    await browser?.close();
    await api.close();
  }
});
