// A query parameter named in another case than the endpoint's was ignored as unknown:
// `q=rigas koks&Country=EE` listed Latvian companies as if no country were asked. It is a 400
// naming it and the parameter meant, on every route; any other unknown parameter is still ignored.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { API, problemOf, startTestApp, type TestApp } from './harness.ts';
import { testServices } from './services.ts';

let shared: TestApp;
before(async () => { shared = await startTestApp({ services: await testServices(), env: { RATE_LIMITS: 'off' } }); });
after(async () => { await shared.close(); });

const misCased = (sent: string, meant: string) => ({ parameter: sent, in: 'query', message: `is not a parameter of this endpoint: ${meant} is` });

test('a parameter named in another case is 400 naming it and the parameter meant, on every route that takes it', async () => {
  for (const [url, sent, meant] of [
    [`${API}/companies/search?q=rigas%20koks&Country=EE`, 'Country', 'country'],
    [`${API}/companies/autofill?q=rigas&LIMIT=5`, 'LIMIT', 'limit'],
    [`${API}/companies/40003032949?Country=LV`, 'Country', 'country'],
    [`${API}/companies/40003032949/sanctions?Candidates=true`, 'Candidates', 'candidates'],
    [`${API}/holders/HE398114/holdings?registeredin=CY`, 'registeredin', 'registeredIn'],
  ] as const) {
    for (const method of ['GET', 'HEAD'] as const) {
      const r = await shared.app.inject({ method, url });
      assert.equal(r.statusCode, 400, `${method} ${url}: ${r.body}`);
      if (method === 'HEAD') continue;
      const problem = problemOf(r);
      assert.equal(problem.type, `${API}/problems/invalid-parameter`, url);
      assert.deepEqual(problem.errors, [misCased(sent, meant)], url);
      assert.equal(problem.detail, `${sent} is not a parameter of this endpoint: ${meant} is`, url);
    }
  }
});

test('a parameter named in another case is listed beside the parameters the schema refuses', async () => {
  const r = await shared.app.inject({ url: `${API}/companies/search?q=a&Country=EE&limit=0` });
  assert.equal(r.statusCode, 400);
  assert.deepEqual(problemOf(r).errors?.map((e) => e.parameter), ['q', 'limit', 'Country']);
  assert.deepEqual(problemOf(r).errors?.at(-1), misCased('Country', 'country'));
  // Also beside the parameter as the route names it: the one in another case is no second value of it.
  const both = await shared.app.inject({ url: `${API}/companies/search?q=rigas&country=LV&Country=EE` });
  assert.deepEqual(problemOf(both).errors, [misCased('Country', 'country')]);
  // A required parameter sent only in another case is told once, by the schema's own issue.
  const required = await shared.app.inject({ url: `${API}/companies/search?Q=rigas` });
  assert.deepEqual(problemOf(required).errors, [{ parameter: 'q', in: 'query', message: 'is required (Q was given: parameter names are case-sensitive)' }]);
});

test('a parameter no endpoint takes in any case is still ignored, as are those of a route that takes none', async () => {
  const plain = await shared.app.inject({ url: `${API}/companies/search?q=rigas&country=LV` });
  assert.equal(plain.statusCode, 200, plain.body);
  const busted = await shared.app.inject({ url: `${API}/companies/search?q=rigas&country=LV&_=1732960000000&utm_source=newsletter&Sort=name` });
  assert.equal(busted.statusCode, 200, busted.body);
  assert.deepEqual(busted.json(), plain.json());
  assert.equal((await shared.app.inject({ url: '/healthz?Country=EE' })).statusCode, 200);
});

test('the API document says names are case-sensitive and which unknown parameters are ignored', async () => {
  const description = (await shared.app.inject({ url: API })).json().info.description as string;
  assert.match(description, /Parameter names are case-sensitive: one differing from a parameter of the endpoint only by letter case \(Country for country\) is a 400 naming both/);
  assert.match(description, /any other parameter the endpoint does not take \(a cache-busting _=…, utm_source\) is ignored/);
});
