// In-process: the company rate-limit group counts tool calls (and resource reads) per client,
// and an internal failure reaches the model as a plain error result without any detail.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createMemoryGate } from '../../src/http/rate-limit/memory-gate.ts';
import type { Services } from '../../src/services/index.ts';
import type { CompanySummary, PersonCheckView } from '../../src/services/views.ts';
import { callTool, connectInProcess, errorTextOf, structuredOf } from './client.ts';
import { rateLimitedMessage } from '../../src/mcp/tool-results.ts';

const ACME: CompanySummary = {
  regcode: '40003032949', country: 'LV', name: 'Acme, SIA', address: 'Rīga', status: 'active', legalForm: 'SIA', legalFormEnglish: 'Limited liability company', registeredOn: '2001-02-03',
};

function searchOnly(search: Services['searchCompanies'], checkPerson?: Services['checkPerson']): Services {
  const unused = () => { throw new Error('not used by this test'); };
  return {
    searchCompanies: search, searchedFor: () => undefined, autofill: unused, holdersNamed: () => [], holderHoldings: unused, regcodeCountries: unused, closedSucceeded: unused, getCompany: unused, vatOf: unused, closingOf: unused, ownersFor: unused, controllingHoldersOf: unused, sanctionsFor: unused, financialsFor: unused,
    complianceFor: unused, checkPerson: checkPerson ?? unused, newRegistrations: unused, datasetInfo: unused, lastChangedAt: unused, coverage: unused, financialFilesFrom: unused, warmUp: unused, followImageBuilds: unused,
    whenSearchImagesLoaded: async (read) => read(),
  };
}

test('the 21st tool call in a window answers an error that says how many seconds to wait', async () => {
  let now = 1_000_000;
  const gate = createMemoryGate(() => now);
  const services = searchOnly(() => [ACME]);
  const a = await connectInProcess({ services, rateLimit: { gate, clientKey: '198.51.100.7' } });
  const b = await connectInProcess({ services, rateLimit: { gate, clientKey: '198.51.100.8' } });
  try {
    assert.match(a.client.getInstructions() ?? '', /Tool calls and resource reads share a limit of 20 per 10 seconds per client, but check_person calls \(20 per 10 seconds\) and list_new_person_roles calls \(10 per 60 seconds\) have their own;/);
    for (let i = 1; i <= 20; i++) {
      const r = await callTool(a.client, 'search_companies', { query: 'acme' });
      assert.equal(structuredOf<{ count: number }>(r).count, 1, `call ${i} is allowed`);
    }
    // Listing is protocol traffic, not a lookup: it spends nothing.
    await a.client.listTools();
    now += 3_000;
    const over = errorTextOf(await callTool(a.client, 'search_companies', { query: 'acme' }));
    assert.match(over, /Rate limit exceeded/);
    assert.match(over, /Retry after 7 seconds/);

    const other = await callTool(b.client, 'search_companies', { query: 'acme' });
    assert.equal(structuredOf<{ count: number }>(other).count, 1, 'another client has its own budget');

    now += 7_000;
    const later = await callTool(a.client, 'search_companies', { query: 'acme' });
    assert.equal(later.isError, undefined, 'the next window admits the client again');
  } finally {
    await a.close();
    await b.close();
    await gate.close();
  }
});

// check_person spent the company group's budget, where REST's /persons/check, the same answer, has a
// group of its own: a client checking people over /mcp ran out of company lookups, and the person
// check's budget went unspent.
test('check_person calls spend the person-check group, as REST /persons/check, not the company group', async () => {
  let now = 2_000_000;
  const gate = createMemoryGate(() => now);
  const person: PersonCheckView = {
    person: { name: 'Jānis Bērziņš', birthDate: '1980-01-01' }, count: 0, totalCompanies: 0, truncated: false, next: null, results: [],
    sanctionsThreshold: 0.9, sanctionLists: [], sources: [],
  };
  const c = await connectInProcess({ services: searchOnly(() => [ACME], () => person), rateLimit: { gate, clientKey: '198.51.100.9' } });
  const check = () => callTool(c.client, 'check_person', { name: 'Jānis Bērziņš', birthDate: '1980-01-01' });
  try {
    for (let i = 1; i <= 20; i++) assert.equal((await callTool(c.client, 'search_companies', { query: 'acme' })).isError, undefined, `search ${i}`);
    // The company group spent, the person check still has its own 20.
    for (let i = 1; i <= 20; i++) assert.equal((await check()).isError, undefined, `check ${i}`);
    assert.equal(errorTextOf(await check()), 'Rate limit exceeded: at most 20 check_person calls per 10 seconds from one client. Retry after 10 seconds.');
    assert.equal(await gate.consume('personCheck', '198.51.100.9').then((d) => d.allowed), false, 'REST /persons/check of the client is spent too');
    now += 10_000;
    // The person checks spent nothing of the company group: a new window admits 20 searches after 20 checks.
    for (let i = 1; i <= 20; i++) assert.equal((await check()).isError, undefined, `check ${i}, next window`);
    assert.equal((await callTool(c.client, 'search_companies', { query: 'acme' })).isError, undefined);
  } finally {
    await c.close();
    await gate.close();
  }
});

test('without a gate (stdio) tool calls are not limited', async () => {
  const c = await connectInProcess({ services: searchOnly(() => [ACME]) });
  try {
    // A model told of a limit that is not there would pace its calls for nothing.
    assert.doesNotMatch(c.client.getInstructions() ?? '', /limit/i);
    for (let i = 0; i < 25; i++) {
      assert.equal((await callTool(c.client, 'search_companies', { query: 'acme' })).isError, undefined);
    }
  } finally {
    await c.close();
  }
});

test('an internal failure answers a generic error result and is reported to onError', async () => {
  const reported: unknown[] = [];
  const services = searchOnly(() => { throw new Error('SQLITE_CORRUPT: /srv/data/registry.sqlite'); });
  const c = await connectInProcess({ services, onError: (err) => reported.push(err) });
  try {
    const text = errorTextOf(await callTool(c.client, 'search_companies', { query: 'acme' }));
    assert.match(text, /Internal error/);
    assert.doesNotMatch(text, /SQLITE|\/srv\//, 'nothing internal reaches the model');
    assert.equal(reported.length, 1);
  } finally {
    await c.close();
  }
});

test('a view that breaks the output schema is an internal error, not an invalid answer', async () => {
  const reported: unknown[] = [];
  const broken = { ...ACME, status: 'dissolved' } as unknown as CompanySummary;
  const c = await connectInProcess({ services: searchOnly(() => [broken]), onError: (err) => reported.push(err) });
  try {
    assert.match(errorTextOf(await callTool(c.client, 'search_companies', { query: 'acme' })), /Internal error/);
    assert.equal(reported.length, 1);
  } finally {
    await c.close();
  }
});

test('a refusal with one second to wait says one second, not "1 seconds"', () => {
  assert.match(rateLimitedMessage(1), / Retry after 1 second\.$/);
  assert.match(rateLimitedMessage(7), / Retry after 7 seconds\.$/);
});
