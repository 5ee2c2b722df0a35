// When the served store is checked for damaged pages (store/quick-check.ts), and what /readyz is
// told of it. A check runs once the store's search images are loaded (the first answers come
// first), again for a store put at DATABASE_PATH (a new store has checks of its own), and again
// once a publish changed the dataset version, seen by the next /readyz. Until a check has ended
// nothing is known and /readyz says what it said before; damage found is kept until a check of a
// later version finds none.
import type { QuickCheckRun } from '../store/quick-check.ts';

/** The most problems a check lists: a damage of more says "or more". */
export { PROBLEMS_LISTED } from '../store/quick-check.ts';

export interface StoreDamage {
  /** What the check reported, at most ten lines ("Tree 12 page 345 cell 0: …"). */
  problems: string[];
  /** The dataset version the check read; null where it could not be read. */
  datasetVersion: string | null;
}

export interface StoreCheckLog {
  info(fields: Record<string, unknown>, msg: string): void;
  warn(fields: Record<string, unknown>, msg: string): void;
  error(fields: Record<string, unknown>, msg: string): void;
}

export interface StoreChecks {
  /** Starts the first check; a second call does nothing. */
  start(): void;
  /** The damage the checks found, or null; starts a check where the dataset version changed since the last. */
  damage(): StoreDamage | null;
  /** Ends a check under way; none starts after. */
  stop(): void;
}

export interface StoreCheckDeps {
  run(): QuickCheckRun;
  /** The dataset version served now (throws where the store cannot be read). */
  version(): string;
  log(): StoreCheckLog;
  databasePath: string;
}

export function storeChecks({ run, version, log, databasePath }: StoreCheckDeps): StoreChecks {
  let started = false;
  let stopped = false;
  let running: QuickCheckRun | null = null;
  /** The version the last check that ended read (undefined: none ended). */
  let checked: string | null | undefined;
  let damage: StoreDamage | null = null;

  const versionNow = (): string | null => {
    try {
      return version();
    } catch {
      return null; // /readyz says the store cannot be read; no check is started for it
    }
  };

  const begin = () => {
    const datasetVersion = versionNow();
    const check = run();
    running = check;
    void check.outcome.then((outcome) => {
      running = null;
      if (stopped || outcome.kind === 'stopped') return;
      checked = datasetVersion;
      const fields = { databasePath, datasetVersion };
      if (outcome.kind === 'not run') {
        log().warn({ ...fields, reason: outcome.reason }, `the store could not be checked for damaged pages: ${outcome.reason}; `
          + 'checked again after the next publish');
      } else if (outcome.problems.length === 0) {
        damage = null;
        log().info({ ...fields, ms: outcome.ms }, 'store checked: no damaged page (PRAGMA quick_check)');
      } else {
        damage = { problems: outcome.problems, datasetVersion };
        log().error({ ...fields, ms: outcome.ms, problems: outcome.problems },
          'the store has damaged pages (PRAGMA quick_check): /readyz answers 503 until a store without them is served');
      }
      // Published while it ran: the check read the version before.
      const now = versionNow();
      if (now !== null && now !== datasetVersion) begin();
    });
  };

  return {
    start() {
      if (started || stopped) return;
      started = true;
      begin();
    },
    damage() {
      if (started && !stopped && running === null && checked !== undefined) {
        const now = versionNow();
        if (now !== null && now !== checked) begin();
      }
      return damage;
    },
    stop() {
      stopped = true;
      running?.stop();
    },
  };
}
