// Loading the search images between requests (docs/search.md): at start, and again whenever a
// publish has rebuilt one. A search needs the images of the version its snapshot reads; one that
// finds an image rebuilt and not yet loaded reads it itself, every other request of the process
// waiting (a fifth of a second for the four countries at national size). Watching the builds
// from a timer, a few times a second, loads a rebuilt image a part per turn of the event loop
// before most searches come, and a search that comes meanwhile reads only the parts left.
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import type { SearchImages } from './search-read.ts';

/** How often the builds of the stored images are compared with the loaded ones (one statement of four rows). */
export const BUILD_CHECK_MS = 250;

/**
 * Loads every image the store holds and this process has not, one part per turn of the event
 * loop; stops between two parts once `stop` is aborted. True when it ran to the end.
 */
export async function loadBetweenRequests(images: SearchImages, stop?: AbortSignal): Promise<boolean> {
  while (stop?.aborted !== true && images.loadStep()) await nextTurn();
  return stop?.aborted !== true;
}

/**
 * Until `stop` is aborted, checks every `checkEveryMs` whether a publish rebuilt an image, and
 * loads it between requests. The timer does not keep the process alive.
 */
export async function followImageBuilds(images: SearchImages, stop: AbortSignal, checkEveryMs = BUILD_CHECK_MS): Promise<void> {
  while (!stop.aborted) {
    try {
      await sleep(checkEveryMs, undefined, { signal: stop, ref: false });
    } catch {
      return; // aborted while waiting
    }
    await loadBetweenRequests(images, stop);
  }
}
