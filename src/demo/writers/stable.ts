// Deterministic per-record choices a writer makes without a random generator (a register's own
// quirks, such as which LT companies file late): a fraction in [0, 1) from a key, by FNV-1a.
export function stableFraction(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  return (h >>> 0) / 4294967296;
}

/** Digits derived from a key, for identifiers a register assigns (statement ids, insurer codes). */
export function stableDigits(key: string, length: number): string {
  let out = '';
  for (let i = 0; out.length < length; i++) out += String(Math.floor(stableFraction(`${key}#${i}`) * 1e6)).padStart(6, '0');
  return out.slice(0, length);
}

/** An instant as UR writes `created_at` / `last_modified_at` (`2020-10-30 23:33:27.773`), fixed by `key`. */
export function urStamp(day: string, key: string): string {
  const secs = Math.floor(stableFraction(key + 'ts') * 86_400_000);
  const hh = String(Math.floor(secs / 3_600_000)).padStart(2, '0');
  const mm = String(Math.floor(secs / 60_000) % 60).padStart(2, '0');
  const ss = String(Math.floor(secs / 1000) % 60).padStart(2, '0');
  return `${day} ${hh}:${mm}:${ss}.${String(secs % 1000).padStart(3, '0')}`;
}
