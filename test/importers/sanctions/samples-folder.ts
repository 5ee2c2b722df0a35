// The shared folder of real sanctions-list excerpts, and the sentence a test that reads them
// skips with where it is absent (CI has it; a clone without ../shared does not).
import { fileURLToPath } from 'node:url';

export const SAMPLES = fileURLToPath(new URL('../../../../shared/data-sources/samples/sanctions/', import.meta.url));
export const NO_SAMPLES = `no real excerpts at ${SAMPLES} (the shared data-sources folder is absent)`;
