// A typo can land as close to another company's name as to the one it was made from (`Tiskea`
// is one edit from both `Tisjea` and `Kiskea`): no search can tell them apart, so such an answer
// counts as right. Closeness is the edit distance between whole folded name keys, so a name
// with the same words in another order (`Global Nova` for `Nova Glpbal`) does not qualify.
import type { DatabaseSync } from 'node:sqlite';
import { companyNameKey } from '../../src/domain/fold.ts';
import type { QuerySet } from './query-set.ts';
import { osaDistance } from './distance.ts';
import type { Equivalence } from '../report/quality.ts';

export function typoEquivalence(db: DatabaseSync, set: QuerySet): Equivalence {
  const nameKey = db.prepare('SELECT name_key FROM companies WHERE country = ? AND regcode = ?');
  const keyOf = (key: string) => {
    const i = key.indexOf(':');
    return (nameKey.get(key.slice(0, i), key.slice(i + 1)) as { name_key: string } | undefined)?.name_key ?? null;
  };
  const targetDistance = new Map<number, number>();
  return (index, key) => {
    const q = set.judged[index];
    if (!q || q.cls !== 'typo') return false;
    const typed = companyNameKey(q.q);
    let limit = targetDistance.get(index);
    if (limit === undefined) {
      const target = keyOf(q.target);
      limit = target === null ? -1 : osaDistance(typed, target);
      targetDistance.set(index, limit);
    }
    const other = keyOf(key);
    return other !== null && osaDistance(typed, other) <= limit;
  };
}
