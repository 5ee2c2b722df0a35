// The 429's detail: a second to wait is one second, not "1 seconds", and each group names what
// spends its budget (a checkout page's details request shares autofill's).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rateLimitedDetail } from './errors.ts';
import { secondsToWait } from './rate-limits.ts';

test('the wait is written in the singular for one second, the plural otherwise', () => {
  assert.match(rateLimitedDetail('company', 1), / Retry after 1 second\.$/);
  assert.match(rateLimitedDetail('company', 7), / Retry after 7 seconds\.$/);
});

test('the person check names its own budget, the company group every endpoint sharing it', () => {
  assert.equal(rateLimitedDetail('personCheck', 3), 'Rate limit exceeded: at most 20 requests per 10 seconds from one client to /persons/check. Retry after 3 seconds.');
  assert.match(rateLimitedDetail('company', 3), /to the company endpoints \(search, details, sanctions, compliance, autofill, holdings, MCP resource reads and tool calls other than the person tools share the budget\)/);
});

test('the wait an MCP refusal names is written as the 429 writes it', () => {
  assert.equal(secondsToWait(1), '1 second');
  assert.equal(secondsToWait(10), '10 seconds');
});
