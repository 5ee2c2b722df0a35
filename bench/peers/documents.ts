// The documents the in-memory peers index: the same companies the service searches, read from
// the same store, with the fields our search covers (name, address, registration and VAT numbers).
import type { DatabaseSync } from 'node:sqlite';

export interface PeerDocument {
  id: number;
  /** `country:regcode`, what the judge compares. */
  key: string;
  name: string;
  address: string;
  /** Registration number (FI also without hyphen) and VAT numbers, space-separated. */
  codes: string;
}

export function readPeerDocuments(db: DatabaseSync): PeerDocument[] {
  const vat = new Map<string, string>();
  for (const row of db.prepare('SELECT country, regcode, vat_number FROM vat_registrations').iterate() as Iterable<{ country: string; regcode: string; vat_number: string }>) {
    const k = `${row.country}:${row.regcode}`;
    vat.set(k, vat.has(k) ? `${vat.get(k)} ${row.vat_number}` : row.vat_number);
  }
  const docs: PeerDocument[] = [];
  const rows = db.prepare('SELECT country, regcode, name, address FROM companies ORDER BY country, regcode').iterate() as Iterable<{ country: string; regcode: string; name: string; address: string | null }>;
  for (const row of rows) {
    const key = `${row.country}:${row.regcode}`;
    const codes = [row.regcode, row.regcode.includes('-') ? row.regcode.replace('-', '') : '', vat.get(key) ?? ''].filter((s) => s !== '').join(' ');
    docs.push({ id: docs.length, key, name: row.name, address: row.address ?? '', codes });
  }
  return docs;
}
