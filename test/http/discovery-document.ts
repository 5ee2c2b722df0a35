// The discovery document of an app built on the seed store, as the OpenAPI tests read it.
import { API, startTestApp } from './harness.ts';
import { testServices } from './services.ts';

export async function discoveryDocument<T = any>(): Promise<T> {
  const t = await startTestApp({ services: await testServices() });
  try {
    return (await t.app.inject({ url: API })).json() as T;
  } finally {
    await t.close();
  }
}
