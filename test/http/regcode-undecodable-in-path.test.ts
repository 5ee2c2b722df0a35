// A company's number sent in a path that cannot be decoded: from a page in the Baltic Windows code
// page, a number pasted with its non-breaking space is `40003032949%A0`; a typed `50%` is an
// escape cut short. The router refuses the path before any route, and it was the 400 `The request
// URL is not validly percent-encoded`, naming no parameter, while a query value so sent is named
// with its rule. The number is now named as regcode; a path that is no company's is told as before.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { API, problemOf, startTestApp } from './harness.ts';
import { fakeServices } from './fake-services.ts';

const RULE = 'must be UTF-8 text, percent-encoded (ā is %C4%81)';

test('a company number that is not percent-encoded UTF-8 is the 400 naming regcode', async (t) => {
  const app = await startTestApp({ services: fakeServices(), env: { RATE_LIMITS: 'off' } });
  t.after(() => app.close());
  for (const url of [
    `${API}/companies/40003032949%A0`, `${API}/companies/50%`, `${API}/companies/%zz/sanctions`,
    `${API}/companies/B%E7rzi%F2%F0/compliance?country=lv`, `${API}//companies/%C4/`,
  ]) {
    const r = await app.app.inject({ url });
    assert.equal(r.statusCode, 400, url);
    const problem = problemOf(r);
    assert.equal(problem.type, `${API}/problems/invalid-parameter`, url);
    assert.deepEqual(problem.errors, [{ parameter: 'regcode', in: 'path', message: RULE }], url);
    assert.equal(problem.detail, `regcode ${RULE}`, url);
  }
  // Where the undecodable part is not the number, no parameter is named.
  for (const url of [`${API}/companies/40003032949/%zz`, `${API}/persons/%zz`, `${API}/companies/%zz/other`]) {
    const r = await app.app.inject({ url });
    assert.equal(r.statusCode, 400, url);
    assert.equal(problemOf(r).type, `${API}/problems/bad-request`, url);
    assert.equal(problemOf(r).detail, 'The request URL is not validly percent-encoded', url);
  }
});

// An owner's number so sent (`HRB%A012345`, a register's number with its non-breaking space) was the
// same 400 naming no parameter; it is named as holderRegcode, as a company's is named regcode.
test('an owner number that is not percent-encoded UTF-8 is the 400 naming holderRegcode', async (t) => {
  const app = await startTestApp({ services: fakeServices(), env: { RATE_LIMITS: 'off' } });
  t.after(() => app.close());
  for (const url of [`${API}/holders/HRB%A012345/holdings`, `${API}/holders/%FF/holdings/?registeredIn=DE`, `${API}//holders/50%/holdings`]) {
    const r = await app.app.inject({ url });
    assert.equal(r.statusCode, 400, url);
    const problem = problemOf(r);
    assert.equal(problem.type, `${API}/problems/invalid-parameter`, url);
    assert.deepEqual(problem.errors, [{ parameter: 'holderRegcode', in: 'path', message: RULE }], url);
    assert.equal(problem.detail, `holderRegcode ${RULE}`, url);
  }
  // Where the undecodable part is not the owner's number, no parameter is named.
  for (const url of [`${API}/holders/HE398114/%zz`, `${API}/holders/%zz`, `${API}/holders/%zz/holdings/more`]) {
    const r = await app.app.inject({ url });
    assert.equal(r.statusCode, 400, url);
    assert.equal(problemOf(r).detail, 'The request URL is not validly percent-encoded', url);
  }
});
