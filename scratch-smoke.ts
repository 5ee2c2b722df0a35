import { startTestApp } from './test/http/harness.ts';
import { testServices } from './test/http/services.ts';
const lines: string[] = [];
const t = await startTestApp({ services: await testServices(), logLines: lines });
await t.app.inject({ url: '/api/public/v1/persons/check?name=Zelma%20K&birthDate=1977-07-17&limit=0' });
await t.app.inject({ url: '/api/public/v1/persons/check?name=Zelma%20K&birthDate=1977-07-17' });
console.log(lines.join(''));
await t.close();
