import { DatabaseSync } from 'node:sqlite';
import { createServices } from '../src/services/create.ts';
const db = new DatabaseSync(process.env.DB ?? 'data/registry.sqlite', { readOnly: true }) as any;
const s = createServices({ db, sanctionsThreshold: 0.9 });
for (const q of process.argv.slice(2)) {
  try { const r = s.searchCompanies(q, { limit: 5 }); console.log(JSON.stringify(q), '→', r.map((x: any) => `${x.country}:${x.regcode} ${x.name}`).join(' | ') || '(none)'); } catch (e: any) { console.log(q, 'ERR', e.message); }
}
