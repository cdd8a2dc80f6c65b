import {
  businessDay,
  businessDayFinder,
  type Cents,
  cents,
  type DailyTotal,
  resolveTimeZone,
  type Sale,
  type StoreSettingsRow,
  saleClock,
  salePayments,
} from '@cafe/domain';
import Dexie, { type PromiseExtended, type Table } from 'dexie';
import { putAndDelete } from '../bulk-writes';
import {
  applyFiguresSteps,
  DAILY_FIGURES_TABLE,
  type DailyFiguresTable,
  type FiguresStep,
  FiguresTally,
  figuresSteps,
} from './daily-figures';

/**
 * Sales per business day and payment method, kept exact as sales land (ARCHITECTURE §3, issue 4 "Scale"), so the
 * dashboard reads a few dozen rows instead of every sale. Every write to `sales` goes through recordSaleChange in
 * the SAME transaction, with the row as it was and as it is: the difference is what changes, so applying the same
 * server row twice changes nothing.
 */

export const DAILY_TOTALS_TABLE = 'dailyTotals';

/** Keyed by [day+paymentMethod]; `day` is the store's business day in `DAILY_TOTALS_ZONE_KEY`'s zone. */
export type DailyTotalRow = DailyTotal;

/** The meta row naming the zone the totals were counted in; a different store zone means a rebuild. */
export const DAILY_TOTALS_ZONE_KEY = 'dailyTotalsZone';

/** The database, or a transaction (a schema upgrade's): whatever hands out its tables by name. */
export type TableSource = Pick<Dexie, 'table'>;

/** The tables the totals touch, by name: this module needs no more of the database than these. */
export interface DailyTotalsTables {
  sales: Table<Sale, string>;
  dailyTotals: Table<DailyTotalRow, [string, string]>;
  /** The sync engine's bookkeeping (db.ts MetaRow): the totals keep their zone there. */
  meta: Table<{ key: string; value: unknown }, string>;
  settings: Table<StoreSettingsRow, string>;
  /**
   * Each day's report figures (daily-figures.ts), kept by the same writes. Absent only in the schema upgrade that
   * created the totals, before this table existed; the upgrade that created it counts them.
   */
  dailyFigures?: DailyFiguresTable;
}

export function dailyTotalsTables(source: TableSource): DailyTotalsTables {
  return {
    sales: source.table('sales'),
    dailyTotals: source.table(DAILY_TOTALS_TABLE),
    dailyFigures: source.table(DAILY_FIGURES_TABLE),
    meta: source.table('meta'),
    settings: source.table('settings'),
  };
}

/** The store's zone: its settings row (the device's store, else the only one), else UTC. */
export async function storeTimeZone(tables: Pick<DailyTotalsTables, 'meta' | 'settings'>): Promise<string> {
  const storeId = (await tables.meta.get('storeId'))?.value;
  const settings =
    (typeof storeId === 'string' ? await tables.settings.get(storeId) : undefined) ??
    (await tables.settings.toCollection().first());
  return resolveTimeZone(settings?.timeZone);
}

export async function totalsTimeZone(tables: Pick<DailyTotalsTables, 'meta'>): Promise<string | undefined> {
  const value = (await tables.meta.get(DAILY_TOTALS_ZONE_KEY))?.value;
  return typeof value === 'string' ? value : undefined;
}

interface Contribution {
  day: string;
  paymentMethod: string;
  /** 1 for the sale's first leg, 0 for the others: a split sale is one sale (domain DailyTotal). */
  count: number;
  total: Cents;
  tips: Cents;
}

/**
 * A sale's share of the totals, one per leg (salePayments): each method takes its leg's amount and tip.
 * `dayOf` gives an instant's business day: businessDay in the counting zone, or a finder over it for a batch.
 */
function contributionsOf(sale: Sale | undefined, dayOf: (instant: string) => string): Contribution[] {
  if (!sale || sale.deletedAt !== null) return [];
  const day = dayOf(sale.soldAt);
  return salePayments(sale).map((leg, index) => ({
    day,
    paymentMethod: leg.method,
    count: index === 0 ? 1 : 0,
    total: leg.amount,
    tips: leg.tip ?? cents(0),
  }));
}

const sameContributions = (was: readonly Contribution[], is: readonly Contribution[]) =>
  JSON.stringify(was) === JSON.stringify(is);

/** A row with the step applied, or undefined when nothing is left of it. */
function applyStep(
  row: DailyTotalRow | undefined,
  change: Contribution,
  sign: 1 | -1,
): DailyTotalRow | undefined {
  const count = (row?.count ?? 0) + sign * change.count;
  const total = (row?.total ?? 0) + sign * change.total;
  const tips = (row?.tips ?? 0) + sign * change.tips;
  if (count <= 0 && total === 0 && tips === 0) return undefined;
  const next: DailyTotalRow = {
    day: change.day,
    paymentMethod: change.paymentMethod,
    count,
    total: cents(total),
  };
  if (tips !== 0) next.tips = cents(tips);
  return next;
}

/** The zone totals are counted in; the first sale of a fresh database fixes it from the store's settings. */
function countingZone(tables: DailyTotalsTables): PromiseExtended<string> {
  return tables.meta.get(DAILY_TOTALS_ZONE_KEY).then((counted) => {
    if (typeof counted?.value === 'string') return counted.value;
    return tables.meta
      .get('storeId')
      .then((storeId) =>
        typeof storeId?.value === 'string' ? tables.settings.get(storeId.value) : undefined,
      )
      .then((settings) => settings ?? tables.settings.toCollection().first())
      .then((settings) => {
        const zone = resolveTimeZone(settings?.timeZone);
        return tables.meta.put({ key: DAILY_TOTALS_ZONE_KEY, value: zone }).then(() => zone);
      });
  });
}

function adjust(
  table: DailyTotalsTables['dailyTotals'],
  changes: readonly Contribution[],
  sign: 1 | -1,
): PromiseExtended<unknown> {
  return changes.reduce<PromiseExtended<unknown>>(
    (previous, change) =>
      previous.then(() => {
        const key: [string, string] = [change.day, change.paymentMethod];
        return table.get(key).then((row): PromiseExtended<unknown> => {
          const next = applyStep(row, change, sign);
          return next ? table.put(next) : table.delete(key);
        });
      }),
    Dexie.Promise.resolve(),
  );
}

/**
 * Call in the transaction that writes a sale, with the stored row before (undefined when new) and after the
 * write (undefined when removed). Needs `dailyTotals`, `meta` and `settings` in the transaction.
 *
 * Written as one chain of Dexie promises, not native async functions: the sync engine runs its transactions with
 * plain callbacks, where Dexie follows only a few native promise hops before it loses the transaction
 * (PrematureCommitError). Awaiting a Dexie promise restarts that count.
 */
export function recordSaleChange(
  db: TableSource,
  before: Sale | undefined,
  after: Sale | undefined,
): PromiseExtended<unknown> {
  const tables = dailyTotalsTables(db);
  return countingZone(tables).then((zone) => {
    const dayOf = (instant: string) => businessDay(instant, zone);
    const was = contributionsOf(before, dayOf);
    const is = contributionsOf(after, dayOf);
    const figures = recordFigures(tables, figuresSteps(before, after, saleClock(zone)));
    if (sameContributions(was, is)) return figures;
    // Figures and totals are tables apart: their reads and writes go to IndexedDB side by side, one round trip
    // for both (a sale's transaction waits for each trip's answer behind whatever the page is drawing).
    return Dexie.Promise.all([
      figures,
      adjust(tables.dailyTotals, was, -1).then(() => adjust(tables.dailyTotals, is, 1)),
    ]);
  });
}

function recordFigures(tables: DailyTotalsTables, steps: readonly FiguresStep[]): PromiseExtended<unknown> {
  return tables.dailyFigures ? applyFiguresSteps(tables.dailyFigures, steps) : Dexie.Promise.resolve();
}

/** A sale as it was before a write and as it is after it (undefined: not stored). */
export type SaleChange = readonly [before: Sale | undefined, after: Sale | undefined];

/** The store settings rows a batch has changed in memory but not written yet (undefined: deleted). */
export type SettingsSeen = ReadonlyMap<string, StoreSettingsRow | undefined>;

/** countingZone for a batch: the settings it reads are the table's with `seen` laid over them. */
function batchCountingZone(tables: DailyTotalsTables, seen: SettingsSeen): PromiseExtended<string> {
  if (seen.size === 0) return countingZone(tables);
  return tables.meta.get(DAILY_TOTALS_ZONE_KEY).then((counted) => {
    if (typeof counted?.value === 'string') return counted.value;
    return tables.meta
      .get('storeId')
      .then((storeId) => {
        const id = storeId?.value;
        if (typeof id !== 'string') return undefined;
        return seen.has(id) ? seen.get(id) : tables.settings.get(id);
      })
      .then(
        (settings) =>
          settings ??
          tables.settings.toArray().then((stored) => {
            // The first row by key, as toCollection().first() would find it with the batch written.
            const rows = new Map(stored.map((row) => [row.id, row]));
            for (const [id, row] of seen) {
              if (row) rows.set(id, row);
              else rows.delete(id);
            }
            const first = [...rows.keys()].sort()[0];
            return first === undefined ? undefined : rows.get(first);
          }),
      )
      .then((settings) => {
        const zone = resolveTimeZone(settings?.timeZone);
        return tables.meta.put({ key: DAILY_TOTALS_ZONE_KEY, value: zone }).then(() => zone);
      });
  });
}

type TotalsKey = [string, string];
const keyText = (change: Contribution) => `${change.day}\u0000${change.paymentMethod}`;

/**
 * recordSaleChange for many writes at once, with the same result as calling it for each in turn: the steps are
 * replayed in memory over one bulkGet of the [day+paymentMethod] rows they touch, then written with one
 * bulkDelete and one bulkPut — a pull page of thousands of sales touches a few dozen totals rows. `settingsSeen`
 * holds the settings rows the batch changed before its first sale (a fresh database takes its zone from them).
 * One chain of Dexie promises, like recordSaleChange, so it keeps the caller's transaction.
 */
export function recordSaleChanges(
  db: TableSource,
  changes: readonly SaleChange[],
  settingsSeen: SettingsSeen = new Map(),
): PromiseExtended<unknown> {
  if (changes.length === 0) return Dexie.Promise.resolve();
  const tables = dailyTotalsTables(db);
  return batchCountingZone(tables, settingsSeen).then((zone): PromiseExtended<unknown> => {
    const steps: { change: Contribution; sign: 1 | -1 }[] = [];
    const dayOf = businessDayFinder(zone);
    const clock = saleClock(zone);
    const figureSteps = changes.flatMap(([before, after]) => figuresSteps(before, after, clock));
    for (const [before, after] of changes) {
      const was = contributionsOf(before, dayOf);
      const is = contributionsOf(after, dayOf);
      if (sameContributions(was, is)) continue;
      for (const change of was) steps.push({ change, sign: -1 });
      for (const change of is) steps.push({ change, sign: 1 });
    }
    // The figures and the totals are separate tables: both go to IndexedDB at once, not one after the other (a
    // history page's transaction waits on each round trip).
    const figures = recordFigures(tables, figureSteps);
    if (steps.length === 0) return figures;
    const keys = new Map<string, TotalsKey>();
    for (const { change } of steps) keys.set(keyText(change), [change.day, change.paymentMethod]);
    const totals = tables.dailyTotals.bulkGet([...keys.values()]).then((stored) => {
      const rows = new Map<string, DailyTotalRow | undefined>();
      [...keys.keys()].forEach((key, index) => {
        rows.set(key, stored[index]);
      });
      for (const { change, sign } of steps) {
        const key = keyText(change);
        rows.set(key, applyStep(rows.get(key), change, sign));
      }
      const removed: TotalsKey[] = [];
      const kept: DailyTotalRow[] = [];
      for (const [key, row] of rows) {
        const compound = keys.get(key);
        if (row) kept.push(row);
        else if (compound) removed.push(compound);
      }
      return putAndDelete(tables.dailyTotals, kept, removed);
    });
    return Dexie.Promise.all([totals, figures]);
  });
}

/**
 * Counts every sale again in `zone` with one cursor over `sales` (never all sales in memory: only the running
 * totals, a few per day). For the schema upgrade, a server reset, and a change of the store's zone.
 */
export async function rebuildDailyTotals(tables: DailyTotalsTables, zone?: string): Promise<void> {
  const countIn = zone ?? (await storeTimeZone(tables));
  const totals = new Map<string, DailyTotalRow>();
  const dayOf = businessDayFinder(countIn);
  const clock = saleClock(countIn);
  const figures = new FiguresTally();
  await tables.sales.each((sale) => {
    figures.add(sale, clock);
    for (const change of contributionsOf(sale, dayOf)) {
      const key = keyText(change);
      const row = applyStep(totals.get(key), change, 1);
      if (row) totals.set(key, row);
      else totals.delete(key);
    }
  });
  await tables.dailyTotals.clear();
  await tables.dailyTotals.bulkPut([...totals.values()]);
  if (tables.dailyFigures) {
    await tables.dailyFigures.clear();
    await tables.dailyFigures.bulkPut(figures.rows());
  }
  await tables.meta.put({ key: DAILY_TOTALS_ZONE_KEY, value: countIn });
}

/** Rebuilds in its own transaction when the store's zone is not the one the totals were counted in. */
export async function ensureDailyTotalsZone(db: Dexie): Promise<void> {
  const tables = dailyTotalsTables(db);
  await db.transaction(
    'rw',
    [tables.sales, tables.dailyTotals, db.table(DAILY_FIGURES_TABLE), tables.meta, tables.settings],
    async () => {
      const zone = await storeTimeZone(tables);
      const counted = await totalsTimeZone(tables);
      if (counted === zone) return;
      if (counted === undefined && (await tables.sales.count()) === 0) {
        await tables.meta.put({ key: DAILY_TOTALS_ZONE_KEY, value: zone });
        return;
      }
      await rebuildDailyTotals(tables, zone);
    },
  );
}
