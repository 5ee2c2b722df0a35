// The person routes asked with PERSON's birth date and a name as someone typed it, and the
// companies an answer lists, for the tests holding a typing to find what the name alone finds.
import { after, before } from 'node:test';
import { API, startTestApp, type TestApp } from './harness.ts';
import { PERSON, testServices } from './services.ts';

/** Starts the app on the test services for the file's tests; `ask(path, name)` asks one of the person routes. */
export function personRoutesAsked() {
  let app: TestApp;
  before(async () => { app = await startTestApp({ services: await testServices(), env: { RATE_LIMITS: 'off' } }); });
  after(async () => { await app.close(); });
  return {
    ask: (path: string, name: string) => app.app.inject({ url: `${API}${path}?name=${encodeURIComponent(name)}&birthDate=${PERSON.birthDate}` }),
  };
}

/** The companies of a person answer's results, `country:regcode:role`. */
export const companiesListed = (body: string) => (JSON.parse(body) as { results: Array<{ country: string; regcode: string; role: string }> }).results
  .map((r) => `${r.country}:${r.regcode}:${r.role}`);
