// A company's name sent to /persons/check as the person's was a bare 404, read as a company with
// no ties; the 404 now says the name looks like a company's and where an owner's holdings are.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { API, startTestApp } from './harness.ts';
import { testServices } from './services.ts';

test('a company name sent as a person\'s is a 404 naming where a company owner\'s holdings are listed', async () => {
  const t = await startTestApp({ services: await testServices(), env: { RATE_LIMITS: 'off' } });
  try {
    const company = await t.app.inject({ url: `${API}/persons/check?name=${encodeURIComponent('SIA Rīgas Koks')}&birthDate=1980-01-01` });
    assert.equal(company.statusCode, 404, company.body);
    assert.match(company.json().detail, /looks like a company's, holding the legal form SIA, and the person check finds natural persons only: .*\/holders\/\{holderRegcode\}\/holdings.*holdersAbroad/);
    const person = await t.app.inject({ url: `${API}/persons/check?name=${encodeURIComponent('Sia Furler')}&birthDate=1980-01-01` });
    assert.equal(person.statusCode, 404, person.body);
    assert.doesNotMatch(person.json().detail, /company's/);
  } finally {
    await t.close();
  }
});
