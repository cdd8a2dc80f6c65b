// The life of a scenario that measures on a store of its own (cash-up, expenses, planner, reports): the store is
// seeded by SQL as the shared fixtures are, reaches a fresh persistent Chromium profile through a real pull, and the
// scenario measures in that profile.
import type { BrowserContext } from '@playwright/test';
import { launch, newProfileDir, removeProfile } from './browser';
import { createScratchDatabase, startBenchServer } from './server';
import { pullIntoFreshProfile } from './store-fixture';
import type { Row } from './table';

/** What the fresh profile holds once the pull is done. */
export type PulledStore = Awaited<ReturnType<typeof pullIntoFreshProfile>>;

export interface SeededProfileOptions {
  /** The scenario's name, as its log lines start. */
  scenario: string;
  /** Names the scratch database (cafe_bench_<label>_…). */
  label: string;
  /** Run in order once the server has migrated the fresh database. */
  seeds: readonly string[];
  log: (message: string) => void;
  /** What the log line after the pull says was pulled, e.g. '100000 sales'. */
  pulled: (store: PulledStore) => string;
}

/**
 * A scratch PostgreSQL database, the built server on it, the seeds, a fresh profile filled by a real pull, then that
 * profile opened for `measure`; each torn down in reverse order whatever `measure` does. Null when there is no
 * PostgreSQL to seed: the scenario then reports its rows as not measured.
 */
export async function measureOnSeededProfile(
  options: SeededProfileOptions,
  measure: (browser: BrowserContext, baseURL: string) => Promise<Row[]>,
): Promise<Row[] | null> {
  const database = await createScratchDatabase(options.label);
  if (!database) return null;
  const profile = await newProfileDir();
  try {
    const server = await startBenchServer(database.url);
    try {
      for (const seed of options.seeds) await database.query(seed);
      const pulled = await pullIntoFreshProfile(server.baseURL, profile);
      options.log(
        `${options.scenario}: ${options.pulled(pulled)} pulled into a fresh profile in ${pulled.seconds.toFixed(1)} s`,
      );
      const browser = await launch(profile);
      try {
        return await measure(browser, server.baseURL);
      } finally {
        await browser.close();
      }
    } finally {
      await server.stop();
    }
  } finally {
    await removeProfile(profile);
    await database.drop();
  }
}
