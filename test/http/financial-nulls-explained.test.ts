// Every Estonian and Lithuanian financial year was served with cashFlow null, and the reference
// said only "Net change in cash over the year" (API.md: null where the statement lacks it), so a
// reader took it for companies whose statements left the cash flow out, when neither register
// publishes one for any company. The description now names the countries that never give one,
// and this holds the description to what an import of each country's files serves.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importSources } from '../../src/importers/pipeline/run.ts';
import { sources as lvSources } from '../../src/importers/lv/index.ts';
import { sources as ltSources } from '../../src/importers/lt/index.ts';
import { sources as eeSources } from '../../src/importers/ee/index.ts';
import type { Country } from '../../src/domain/country.ts';
import { AMOUNTS_NOT_PUBLISHED } from '../../src/domain/field-descriptions.ts';
import { openForReading } from '../../src/store/open.ts';
import { createServices } from '../../src/services/index.ts';
import { fixtureSized } from '../importers/lt/support.ts';
import { query } from '../importers/pipeline/helpers.ts';
import { discoveryDocument } from './discovery-document.ts';

const fixtures = (country: string) => fileURLToPath(new URL(`../fixtures/${country}/`, import.meta.url));

test('an amount the reference says a country never publishes is null in every year served there, and given elsewhere', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'financial-nulls-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const databasePath = join(dir, 'registry.sqlite');
  for (const [list, country] of [[lvSources, 'lv'], [ltSources, 'lt'], [eeSources, 'ee']] as const) {
    const report = await importSources({
      databasePath, sources: fixtureSized(list), fromDir: fixtures(country), now: new Date('2026-11-21T10:00:00Z'), progress: 'none', screen: false,
    });
    assert.ok(report.sources.every((s) => s.status !== 'failed'), JSON.stringify(report.sources.map((s) => [s.source, s.message])));
  }
  const db = openForReading(databasePath);
  t.after(() => db.close());
  const services = createServices({ db, sanctionsThreshold: 0.9 });
  const companies = query<{ country: Country; regcode: string }>(databasePath, 'SELECT DISTINCT country, regcode FROM financial_statements');

  const claims = Object.entries(AMOUNTS_NOT_PUBLISHED) as Array<[string, readonly string[]]>;
  assert.ok(claims.length > 0);
  for (const [amount, countries] of claims) {
    const given = new Set<string>();
    for (const c of companies) {
      for (const year of services.getCompany(c.regcode, c.country).financials) {
        if ((year as unknown as Record<string, unknown>)[amount] !== null) given.add(c.country);
      }
    }
    for (const country of countries) assert.ok(!given.has(country), `${amount} is said never published in ${country}, yet served there`);
    assert.ok(given.size > 0, `${amount} is served by no country at all: the description names too few`);
  }

  type Properties = Record<string, { description?: string; items?: { properties: Properties } }>;
  const doc = await discoveryDocument<{ components: { schemas: Record<string, { properties: Properties }> } }>();
  const year = doc.components.schemas.CompanyDetails?.properties.financials?.items;
  assert.ok(year, 'the reference describes a financial year');
  for (const [amount, countries] of claims) {
    const description = year.properties[amount]?.description ?? '';
    for (const country of countries) assert.match(description, new RegExp(`\\b${country}\\b`), `${amount}: ${description}`);
  }
});
