// `npm start`. Turns on Node's compile cache before anything else is loaded: a restart then skips
// stripping the TypeScript types and compiling the modules again (about a fifth of the time to
// the first answer). The server itself is serve-main.ts.
import { enableCompileCache } from 'node:module';

enableCompileCache();
await import('./serve-main.ts');
