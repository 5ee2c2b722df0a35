// Loading the search images between requests (docs/search.md): at start, whenever a publish has
// rebuilt one, and for a search that finds one not loaded. A search needs the images of the
// version its snapshot reads; reading a rebuilt image inside the search would make every other
// request of the process wait for it (a fifth of a second or more for the four countries at
// national size). Here the images are read a part per turn of the event loop, requests answered
// in between: after start, from a timer watching the builds a few times a second, and for a
// search whose snapshot finds one not loaded, which waits for that load (or joins the one under
// way) and then reads a new snapshot (services/create.ts whenSearchImagesLoaded).
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import type { SearchImages } from './search-read.ts';

/** How often the builds of the stored images are compared with the loaded ones (one statement of four rows). */
export const BUILD_CHECK_MS = 250;

/**
 * Loads every image the store holds and this process has not, one part per turn of the event
 * loop; stops between two parts once `stop` is aborted. True when it ran to the end.
 */
async function loadParts(images: SearchImages, stop?: AbortSignal): Promise<boolean> {
  while (stop?.aborted !== true && images.loadStep()) await nextTurn();
  return stop?.aborted !== true;
}

export interface ImageLoads {
  /** Loads what is not loaded yet, between requests; a call during a load joins it. True when it ran to the end. */
  load(stop?: AbortSignal): Promise<boolean>;
  /**
   * Until `stop` is aborted, checks every `checkEveryMs` whether a publish rebuilt an image, and
   * loads it. The timer does not keep the process alive.
   */
  follow(stop: AbortSignal, checkEveryMs?: number): Promise<void>;
}

/** The loads between requests of `images`: one at a time, whoever asks for it. */
export function imageLoads(images: SearchImages): ImageLoads {
  let running: Promise<boolean> | null = null;
  const load = (stop?: AbortSignal) => (running ??= loadParts(images, stop).finally(() => { running = null; }));
  return {
    load,
    async follow(stop, checkEveryMs = BUILD_CHECK_MS) {
      while (!stop.aborted) {
        try {
          await sleep(checkEveryMs, undefined, { signal: stop, ref: false });
        } catch {
          return; // aborted while waiting
        }
        await load(stop);
      }
    },
  };
}
