// The server follows DATABASE_PATH, not the file it opened at start. An import writes the store in
// place and is seen by the next request; a store put there as a new file (`npm run demo`, a
// backup restored, a store built elsewhere and moved into place) is another file, and the
// connection opened at start kept reading the old one, deleted, for as long as the process ran,
// while /readyz answered ready with the old datasetVersion. At most once a second a request checks
// which file the path names; a new one that can be served is opened and answers from then on.
import { statSync } from 'node:fs';
import type { Database } from '../store/open.ts';
import { newerSchemaOf, openStoreToServe } from '../store/served-store.ts';
import { createServices, type Services } from '../services/index.ts';
import { quickCheckInProcess } from '../store/quick-check.ts';
import { storeChecks, type StoreChecks, type StoreDamage } from '../services/store-check.ts';

const CHECK_INTERVAL_MS = 1000;

export interface StoreLog {
  info(fields: Record<string, unknown>, msg: string): void;
  warn(fields: Record<string, unknown>, msg: string): void;
  /** Damaged pages found (warn where absent). */
  error?(fields: Record<string, unknown>, msg: string): void;
}

export interface FollowOptions {
  /**
   * Check each store served for damaged pages once its search images are loaded, and after each
   * publish (services/store-check.ts): the server, whose /readyz tells it; not the MCP stdio
   * command, which has no one to tell.
   */
  checkPages?: boolean;
}

/** The checks of a store that is not checked. */
const UNCHECKED: StoreChecks = { start() {}, damage: () => null, stop() {} };

export interface FollowedStore {
  /** Always answers from the file DATABASE_PATH names (as of the last check). */
  services: Services;
  setLog(log: StoreLog): void;
  /** Damaged pages the check of the store answered from found (services/store-check.ts), or null. */
  storeDamage(): StoreDamage | null;
  /** Stops loading the search images (a server stopped right after its start is still loading them), then closes the store. */
  close(): Promise<void>;
}

/**
 * `stop` ends the load of its search images: the store is closed, or about to be. `checks` look
 * for damaged pages once the images are loaded.
 */
interface Opened { db: Database; services: Services; file: string; warming: Promise<unknown>; stop: AbortController; checks: StoreChecks }

/** Which file a path names: its device and inode; null when nothing is there. */
function fileAt(path: string): string | null {
  const s = statSync(path, { throwIfNoEntry: false });
  return s ? `${s.dev}:${s.ino}` : null;
}

export function followStore(path: string, sanctionsThreshold: number, log: StoreLog, { checkPages = false }: FollowOptions = {}): FollowedStore {
  const open = (): Opened => {
    const db = openStoreToServe(path);
    const services = createServices({ db, sanctionsThreshold });
    const file = fileAt(path) ?? '';
    const checks = !checkPages ? UNCHECKED : storeChecks({
      run: () => quickCheckInProcess(db, path, file),
      version: () => services.datasetInfo().version,
      // Called as methods: the app's logger needs its `this`.
      log: () => ({
        info: (fields, msg) => log.info(fields, msg),
        warn: (fields, msg) => log.warn(fields, msg),
        error: (fields, msg) => (log.error ? log.error(fields, msg) : log.warn(fields, msg)),
      }),
      databasePath: path,
    });
    return { db, services, file, warming: Promise.resolve(), stop: new AbortController(), checks };
  };
  // A store of a later version is served (a rollback keeps serving it), with one line saying so.
  const tellNewerSchema = (db: Database) => {
    const newer = newerSchemaOf(db);
    if (newer === null) return;
    log.warn({ databasePath: path, storeSchemaVersion: newer.store, serverSchemaVersion: newer.server },
      `the store's schema is version ${newer.store}, newer than this server's ${newer.server} (written by a later version): `
      + 'served as it is; what that version added is not read');
  };
  let current = open();
  tellNewerSchema(current.db);
  let checkedAt = Date.now();
  /** The file last told about (null: none there; undefined: nothing told), so each change is logged once. */
  let told: string | null | undefined;

  const follow = () => {
    const now = Date.now();
    if (now - checkedAt < CHECK_INTERVAL_MS) return;
    checkedAt = now;
    const file = fileAt(path);
    if (file === current.file) return;
    if (file === null) {
      if (told !== null) log.warn({ databasePath: path }, 'DATABASE_PATH names no file any more: answering from the store opened before, until a store is there again');
      told = null;
      return;
    }
    // A file refused is tried again at every check: an import may be creating the store in it.
    let next: Opened;
    try {
      next = open();
    } catch (err) {
      if (told !== file) log.warn({ databasePath: path, err }, 'DATABASE_PATH names another file, which cannot be served: answering from the store opened before');
      told = file;
      return;
    }
    const previous = current;
    current = next;
    told = undefined;
    // The previous connection is closed once a load of its search images (async), stopped here,
    // has ended; the answers themselves are synchronous, so none is reading it now.
    previous.stop.abort();
    previous.checks.stop();
    void previous.warming.finally(() => previous.db.close());
    const opened = current;
    const warming = current.services.warmUp(current.stop.signal).finally(() => opened.checks.start()).then(
      (warnings) => { for (const warning of warnings) log.warn({}, warning); },
      (err: unknown) => log.warn({ err }, 'loading the search index of the new store failed; searches load it themselves'),
    );
    current.warming = thenFollowBuilds(current, warming);
    log.info({ databasePath: path, datasetVersion: current.services.datasetInfo().version }, 'DATABASE_PATH names a new file: answering from it');
    tellNewerSchema(current.db);
  };

  // Once its images are loaded, a store's rebuilt images are loaded between requests until the
  // store is left or closed (its stop), which waits for that to end before closing it.
  const thenFollowBuilds = (opened: Opened, warming: Promise<unknown>) => warming
    .then(() => opened.services.followImageBuilds(opened.stop.signal))
    .catch((err: unknown) => log.warn({ err }, 'loading a rebuilt search index between requests failed; searches load it themselves'));

  // Every method of the services, each first following the path.
  const services = new Proxy({} as Services, {
    get(_target, name: keyof Services) {
      if (name === 'warmUp') {
        return () => {
          const opened = current;
          const warming = current.services.warmUp(current.stop.signal);
          void warming.finally(() => opened.checks.start()).catch(() => {});
          current.warming = thenFollowBuilds(current, warming.catch(() => {}));
          return warming;
        };
      }
      follow();
      const member: unknown = current.services[name];
      if (typeof member !== 'function') return member;
      return (...args: unknown[]) => (member as (...a: unknown[]) => unknown).apply(current.services, args);
    },
  });

  return {
    services,
    setLog: (next) => { log = next; },
    storeDamage: () => current.checks.damage(),
    close: async () => {
      current.stop.abort();
      current.checks.stop();
      await current.warming;
      current.db.close();
    },
  };
}
