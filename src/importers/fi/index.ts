// The fi sources, in the order the pipeline imports them.
import type { SourceDefinition } from '../source.ts';
import { ytjSource } from './ytj.ts';

export const sources: SourceDefinition[] = [ytjSource];
