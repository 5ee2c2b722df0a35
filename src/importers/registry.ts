// Every source by group, as `npm run import -- <group>` names them.
import type { SourceDefinition } from './source.ts';
import { sources as lv } from './lv/index.ts';
import { sources as ee } from './ee/index.ts';
import { sources as lt } from './lt/index.ts';
import { sources as fi } from './fi/index.ts';
import { sources as sanctions, alternativeSources as sanctionsAlternatives } from './sanctions/index.ts';

export const SOURCE_GROUPS = { lv, ee, lt, fi, sanctions } as const;
export type SourceGroup = keyof typeof SOURCE_GROUPS;

/**
 * Sources of a group imported only when named with `--only` (`npm run import -- sanctions --only
 * opensanctions`): alternative inputs, not part of the group's default run.
 */
export const ALTERNATIVE_SOURCES: Partial<Record<SourceGroup, SourceDefinition[]>> = { sanctions: sanctionsAlternatives };

export function sourcesOf(group: SourceGroup): SourceDefinition[] {
  return SOURCE_GROUPS[group];
}

export function allSources(): SourceDefinition[] {
  return Object.values(SOURCE_GROUPS).flat();
}
