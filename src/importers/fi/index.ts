// The fi sources, in the order the pipeline imports them.
import type { SourceDefinition } from '../source.ts';

export const sources: SourceDefinition[] = [];
