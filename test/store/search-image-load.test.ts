// A server loads the search images after it opens its port, one part per turn of the event loop
// (src/store/search-read.ts loadStep), so a request waits for one part at most. The parts it
// reads must still make one image of one build: a publish that rebuilds an image while it is
// being read starts that image over, and what is loaded in the end is what the store holds.
// The seed's images fit in one part of 1 MB; the tests store them in parts of 512 bytes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DatabaseSync } from 'node:sqlite';
import type { Country } from '../../src/domain/country.ts';
import { openForReading } from '../../src/store/open.ts';
import { searchImages, type SearchImages } from '../../src/store/search-read.ts';
import { imageLoads } from '../../src/store/search-images-follow.ts';
import { inReadSnapshot } from '../../src/store/transactions.ts';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { seedDatabase } from '../helpers/seed.ts';
import { SMALL_PART, storedImage, storeImage } from '../helpers/search-image-parts.ts';

const PART = SMALL_PART;

/** The images a fresh reader loads at once (current()), to compare with. */
function imagesReadAtOnce(path: string) {
  const db = openForReading(path);
  try {
    return searchImages(db).current();
  } finally {
    db.close();
  }
}

test('loadStep reads one part per call and ends with the images current() reads at once', (t) => {
  const store = seedDatabase();
  t.after(() => store.cleanup());
  const lvParts = storeImage(store.path, 'LV', storedImage(store.path, 'LV'), 'lv-small-parts');
  assert.ok(lvParts > 4, `the LV image is in ${lvParts} parts`);

  const db = openForReading(store.path);
  t.after(() => db.close());
  const images = searchImages(db);
  assert.equal(images.loadStep(), true);
  assert.ok(images.missing().includes('LV'), 'after one step the LV image is not loaded yet');
  let steps = 1;
  while (images.loadStep()) steps++;
  assert.ok(steps >= lvParts, `${steps} steps for ${lvParts} parts of LV and the other images`);
  assert.deepEqual(images.missing(), []);
  assert.deepEqual(images.current(), imagesReadAtOnce(store.path));
});

test('an image rebuilt while loadStep reads it is read again, from its new build', (t) => {
  const store = seedDatabase();
  t.after(() => store.cleanup());
  const lvParts = storeImage(store.path, 'LV', storedImage(store.path, 'LV'), 'lv-1');
  // The new build: another image that decodes (FI's), padded to more parts than LV's, so that
  // the parts of the two builds, if mixed, overflow the first build's size.
  const fi = storedImage(store.path, 'FI');
  const rebuilt = new Uint8Array((lvParts + 1) * PART);
  rebuilt.set(fi);

  const db = openForReading(store.path);
  t.after(() => db.close());
  const images = searchImages(db);
  // The other images are one part each; LV is read last (the builds in country order).
  while (images.missing().length > 1) assert.equal(images.loadStep(), true);
  assert.deepEqual(images.missing(), ['LV']);
  assert.equal(images.loadStep(), true);
  assert.equal(images.loadStep(), true);
  assert.deepEqual(images.missing(), ['LV'], 'two parts of LV are read');

  // A publish in another connection rebuilds LV.
  storeImage(store.path, 'LV', rebuilt, 'lv-2');
  while (images.loadStep());
  assert.deepEqual(images.missing(), []);
  const expected = imagesReadAtOnce(store.path);
  // What loadStep loaded is of the new build: current() finds nothing to reload (its parts are
  // gone now, so a reload would throw).
  const writer = new DatabaseSync(store.path);
  writer.exec("DELETE FROM search_image_parts WHERE country = 'LV'");
  writer.close();
  const loaded = images.current();
  assert.deepEqual(loaded.get('LV'), expected.get('LV'));
  assert.deepEqual(loaded.get('LV'), expected.get('FI'), 'LV holds the image of its new build');
});

test('a current build with a part missing is an error naming the country, not a partial image', (t) => {
  const store = seedDatabase();
  t.after(() => store.cleanup());
  storeImage(store.path, 'LV', storedImage(store.path, 'LV'), 'lv-1');
  const writer = new DatabaseSync(store.path);
  writer.exec("DELETE FROM search_image_parts WHERE country = 'LV' AND part = 2");
  writer.close();

  const db = openForReading(store.path);
  t.after(() => db.close());
  const images = searchImages(db);
  assert.throws(() => { while (images.loadStep()); }, /search image LV: \d+ of \d+ bytes stored/);
});

/** A store whose LV image is in parts of PART bytes (build lv-1), and the image of a rebuild of LV in more parts. */
function storeWithSmallParts(t: { after: (fn: () => void) => void }) {
  const store = seedDatabase();
  t.after(() => store.cleanup());
  const original = storedImage(store.path, 'LV');
  const lvParts = storeImage(store.path, 'LV', original, 'lv-1');
  // Another image that decodes (FI's), padded to more parts than LV's: parts of two builds, if
  // mixed, do not make an image of either.
  const rebuilt = new Uint8Array((lvParts + 1) * PART);
  rebuilt.set(storedImage(store.path, 'FI'));
  return { store, original, rebuilt, lvParts };
}

function deleteParts(path: string, country: Country, below = Number.MAX_SAFE_INTEGER) {
  const writer = new DatabaseSync(path);
  writer.prepare('DELETE FROM search_image_parts WHERE country = ? AND part < ?').run(country, below);
  writer.close();
}

test('a search arriving while a rebuilt image loads between requests reads on from the parts already read', (t) => {
  const { store, rebuilt } = storeWithSmallParts(t);
  const db = openForReading(store.path);
  t.after(() => db.close());
  const images = searchImages(db);
  while (images.loadStep());

  // A publish rebuilds LV; two of its parts are read between requests.
  storeImage(store.path, 'LV', rebuilt, 'lv-2');
  const atOnce = imagesReadAtOnce(store.path);
  assert.equal(images.loadStep(), true);
  assert.equal(images.loadStep(), true);
  // Those two are not read again by the search that comes now (gone from the store, a read of
  // the whole image would fail), and the image it searches is the new build's.
  deleteParts(store.path, 'LV', 2);
  const searched = inReadSnapshot(db, () => images.current());
  assert.deepEqual(searched.get('LV'), atOnce.get('LV'));
  assert.deepEqual(searched.get('LV'), atOnce.get('FI'), 'LV holds the image of its new build');
});

test('a load begun of a build that a later publish replaced is not finished by a search: it reads the build of its snapshot', (t) => {
  const { store, original, rebuilt } = storeWithSmallParts(t);
  const db = openForReading(store.path);
  t.after(() => db.close());
  const images = searchImages(db);
  while (images.loadStep());

  storeImage(store.path, 'LV', rebuilt, 'lv-2');
  assert.equal(images.loadStep(), true);
  assert.equal(images.loadStep(), true);
  // Another publish before the search: LV as it was first, under a new build id.
  storeImage(store.path, 'LV', original, 'lv-3');
  const searched = inReadSnapshot(db, () => images.current());
  assert.deepEqual(searched.get('LV'), imagesReadAtOnce(store.path).get('LV'));
  assert.notDeepEqual(searched.get('LV'), imagesReadAtOnce(store.path).get('FI'));
});

test('following the builds loads an image a publish rebuilt a part per turn of the event loop, before any search', async (t) => {
  const { store, rebuilt, lvParts } = storeWithSmallParts(t);
  const db = openForReading(store.path);
  t.after(() => db.close());
  const images = searchImages(db);
  while (images.loadStep());
  storeImage(store.path, 'LV', rebuilt, 'lv-2');
  const expected = imagesReadAtOnce(store.path).get('LV');

  // What happens in order: each part read, and the other work of the process (a request per turn).
  const order: string[] = [];
  let parts = 0;
  let loaded!: () => void;
  const allLoaded = new Promise<void>((resolve) => { loaded = resolve; });
  const watched: SearchImages = {
    ...images,
    loadStep() {
      const more = images.loadStep();
      if (more) { order.push('part'); parts++; } else if (parts > 0) loaded();
      return more;
    },
  };
  const stop = new AbortController();
  const following = imageLoads(watched).follow(stop.signal, 0);
  let serving = true;
  const requests = (async () => { while (serving) { order.push('request'); await nextTurn(); } })();
  await allLoaded;
  serving = false;
  stop.abort();
  await Promise.all([following, requests]);

  assert.ok(parts >= lvParts + 1, `${parts} parts read for the ${lvParts + 1} of the new LV image`);
  assert.ok(!order.join(' ').includes('part part'), `other work runs between two parts: ${order.join(' ')}`);
  // Loaded before any search: the first one reads nothing of it (its parts gone, a read would fail).
  deleteParts(store.path, 'LV');
  assert.deepEqual(inReadSnapshot(db, () => images.current()).get('LV'), expected);
});

test('following the builds ends once stopped, and reads nothing after', async (t) => {
  const { store, rebuilt } = storeWithSmallParts(t);
  const db = openForReading(store.path);
  t.after(() => db.close());
  const images = searchImages(db);
  while (images.loadStep());
  let steps = 0;
  const stop = new AbortController();
  const following = imageLoads({ ...images, loadStep: () => { steps++; return images.loadStep(); } }).follow(stop.signal, 0);
  stop.abort();
  await following;
  storeImage(store.path, 'LV', rebuilt, 'lv-2');
  await nextTurn();
  assert.equal(steps, 0);
});
