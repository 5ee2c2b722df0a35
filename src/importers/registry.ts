// Every source by group, as `npm run import -- <group>` names them.
import type { SourceDefinition } from './source.ts';
import { sources as lv } from './lv/index.ts';
import { sources as ee } from './ee/index.ts';
import { sources as lt } from './lt/index.ts';
import { sources as fi } from './fi/index.ts';
import { sources as sanctions } from './sanctions/index.ts';

export const SOURCE_GROUPS = { lv, ee, lt, fi, sanctions } as const;
export type SourceGroup = keyof typeof SOURCE_GROUPS;

export function sourcesOf(group: SourceGroup): SourceDefinition[] {
  return SOURCE_GROUPS[group];
}

export function allSources(): SourceDefinition[] {
  return Object.values(SOURCE_GROUPS).flat();
}
