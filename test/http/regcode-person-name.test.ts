// A person's name, with or without a birth date, sent where a company's number goes
// (`/companies/Jānis Bērziņš 1980-01-01`, as pasted from a form by someone after the person's
// companies): the 400 only said that it is no registration number and how to search by a company's
// name. It now names the person check with the name and the date filled in, or, for a name alone,
// says the check needs the birth date; MCP get_company_details, whose own sentence says so, says it once.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { API, problemOf } from './harness.ts';
import { restAndMcp } from './rest-and-mcp.ts';
import { callTool, errorTextOf } from '../mcp/client.ts';

const both = restAndMcp({ RATE_LIMITS: 'off' });
const CHECK = '/api/public/v1/persons/check?name=J%C4%81nis%20B%C4%93rzi%C5%86%C5%A1&birthDate=1980-01-01';

const refusal = async (path: string) => {
  const r = await both.app.app.inject({ url: `${API}${path}` });
  assert.equal(r.statusCode, 400, `${path}: ${r.body}`);
  const problem = problemOf(r);
  assert.equal(problem.type, `${API}/problems/invalid-parameter`);
  assert.deepEqual(problem.errors?.map((e) => [e.parameter, e.in]), [['regcode', 'path']], path);
  return problem.detail;
};

test('a name and birth date sent as the number: the 400 reads them as a person\'s and names the person check with both', async () => {
  for (const typed of ['Jānis Bērziņš 1980-01-01', 'Jānis Bērziņš (dz. 1.1.1980)', 'Jānis Bērziņš, born 01.01.1980']) {
    for (const below of ['', '/sanctions', '/compliance']) {
      const detail = await refusal(`/companies/${encodeURIComponent(typed)}${below}`);
      assert.ok(detail.startsWith(`regcode "${typed}" is not a registration or VAT number of LV, LT, EE or FI; `
        + `it reads as a person's name and birth date, whose companies (as officer, owner or member) the person check lists: ${CHECK}; `
        + 'to look a company up by its name, use /companies/search?q=<name>'), detail);
    }
  }
  // The request named is one the person check answers, with the person's companies.
  const checked = await both.app.app.inject({ url: CHECK });
  assert.equal(checked.statusCode, 200, checked.body);
  assert.ok((checked.json() as { count: number }).count > 0);
});

test('the 400 names the person check as the search\'s empty answer to the same text does', async () => {
  const typed = encodeURIComponent('Jānis Bērziņš 1980-01-01');
  const searched = await both.app.app.inject({ url: `${API}/companies/search?q=${typed}` });
  const nothingFound = (searched.json() as { nothingFound: string }).nothingFound;
  assert.ok(nothingFound.endsWith(`GET ${CHECK}`), nothingFound);
  assert.ok((await refusal(`/companies/${typed}`)).includes(CHECK));
});

test('a person\'s name alone sent as the number: the 400 names the person check with the name, saying it needs the birth date', async () => {
  const detail = await refusal(`/companies/${encodeURIComponent('Jānis Bērziņš')}`);
  assert.ok(detail.endsWith('; if it is a person\'s name, the person check lists the person\'s companies (as officer, owner or member) '
    + 'and needs the birth date too: /api/public/v1/persons/check?name=J%C4%81nis%20B%C4%93rzi%C5%86%C5%A1&birthDate=YYYY-MM-DD'), detail);
  // A text no person's name is (one word, a legal form) is told the search alone.
  for (const typed of ['abc', 'SIA Rīgas Koks', 'SIA Rīgas Koks 1980-01-01']) {
    const other = await refusal(`/companies/${encodeURIComponent(typed)}`);
    assert.ok(other.endsWith('/companies/search?q=<name> and take regcode and country from a result'), other);
    assert.doesNotMatch(other, /person/, typed);
  }
});

// `Jānis Bērziņš 1980` was told only to search by a company's name, where the same name with its
// whole date was told the person check, and the search's nothing-found tells it with the date to complete.
test('a name and year of birth sent as the number: the 400 names the person check with the date to complete', async () => {
  const name = 'name=J%C4%81nis%20B%C4%93rzi%C5%86%C5%A1';
  for (const [typed, birthDate, read] of [['Jānis Bērziņš 1980', '1980-MM-DD', 'year'], ['Jānis Bērziņš (dz. 1980. g.)', '1980-MM-DD', 'year'],
    ['Bērziņš Jānis, b. 03.1980', '1980-03-DD', 'month and year']] as const) {
    const detail = await refusal(`/companies/${encodeURIComponent(typed)}`);
    const check = `/api/public/v1/persons/check?${typed.startsWith('B') ? 'name=B%C4%93rzi%C5%86%C5%A1%20J%C4%81nis' : name}&birthDate=${birthDate}`;
    assert.ok(detail.startsWith(`regcode "${typed}" is not a registration or VAT number of LV, LT, EE or FI; it reads as a person's name and `
      + `${read} of birth, whose companies (as officer, owner or member) the person check lists, which needs the whole birth date: ${check}; `
      + 'to look a company up by its name, use /companies/search?q=<name>'), detail);
  }
  // The search's empty answer to the same text names the same request.
  const searched = await both.app.app.inject({ url: `${API}/companies/search?q=${encodeURIComponent('Jānis Bērziņš 1980')}` });
  assert.ok((searched.json() as { nothingFound: string }).nothingFound.includes(`${name}&birthDate=1980-MM-DD`));
  // A company's name with a year is told the search alone, as before.
  assert.doesNotMatch(await refusal(`/companies/${encodeURIComponent('SIA Rīgas Koks 1980')}`), /person/);
});

test('MCP get_company_details names the person check once, as its tool, not the REST path', async () => {
  for (const regcode of ['Jānis Bērziņš 1980-01-01', 'Jānis Bērziņš', 'Jānis Bērziņš 1980']) {
    const text = errorTextOf(await callTool(both.mcp.client, 'get_company_details', { regcode }));
    assert.equal(text.match(/check_person/g)?.length, 1, text);
    assert.doesNotMatch(text, /persons\/check/, text);
    assert.doesNotMatch(text, /reads as a person's name|\/companies\/search\?q=|%C4%81/, text);
  }
});

// `Rigas Koks` sent as the number was told, after "call search_companies", some 400 characters on
// where a person's companies are found: two words without a legal form are of a person's shape, but
// the name is a company's here (SIA "Rīgas Koks"), and REST's 400 named the person check with it too.
test('a company\'s very name of a person\'s shape sent as the number is told the search alone, on REST and MCP', async () => {
  for (const typed of ['Rigas Koks', 'rīgas koks']) {
    const detail = await refusal(`/companies/${encodeURIComponent(typed)}`);
    assert.ok(detail.endsWith('/companies/search?q=<name> and take regcode and country from a result'), detail);
    assert.doesNotMatch(detail, /person/, typed);
    const text = errorTextOf(await callTool(both.mcp.client, 'get_company_details', { regcode: typed }));
    assert.match(text, /: it holds no digit\. If it is a company's name, call search_companies with it first\.$/, text);
    assert.doesNotMatch(text, /person/, typed);
  }
  // A name no company here bears is still told where a person's companies are found.
  assert.match(await refusal(`/companies/${encodeURIComponent('Jānis Bērziņš')}`), /if it is a person's name, the person check/);
  assert.match(errorTextOf(await callTool(both.mcp.client, 'get_company_details', { regcode: 'Jānis Bērziņš' })), /if a person's, check_person finds/);
});
