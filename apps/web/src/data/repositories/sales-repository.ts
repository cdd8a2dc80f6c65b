import {
  DEFAULT_TAX_RATE_MILLI_PERCENT,
  type DiscountApproval,
  describeOptions,
  type discountApprovalMessage,
  ENTITY_MODULES,
  forPricing,
  priceSale,
  type Sale,
  type SaleInput,
} from '@cafe/domain';
import { loadDomainSchemas } from '../load-domain-schemas';
import { readMeta } from '../sync/meta';
import {
  type ChangeStamp,
  commitPlannedChange,
  compact,
  type RepositoryDeps,
  refusalError,
  stampChange,
  storeOwnRows,
  UNKNOWN_STORE_ID,
} from './local-writer';

export type SalesSortKey = 'date' | 'total';
export type SortDirection = 'asc' | 'desc';

export interface SalesPageQuery {
  sort: SalesSortKey;
  direction: SortDirection;
  /** Spec §5: matches the id, product names, item notes and options, case-insensitive; blank matches every sale. */
  search: string;
  limit: number;
  /** Only these sales (Sales History's "Refunded" filter: the sales with refunds). */
  onlyIds?: readonly string[];
}

export interface SalesPage {
  sales: Sale[];
  /** More sales match beyond `limit`. */
  hasMore: boolean;
}

/** A sale checked and priced by `prepare`, not yet stored. */
export interface PreparedSale {
  sale: Sale;
  /** The outbox entry's data: what the server checks and prices again. */
  data: Record<string, unknown>;
  stamp: ChangeStamp;
}

export interface SalesSummary {
  count: number;
  revenue: number;
}

/**
 * Spec §5's sales search: the id, any product name or any item note contains the text; so do a line's options as
 * the receipt shows them ('oat', 'Large · Oat').
 */
export function saleMatches(sale: Sale, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  if (sale.id.toLowerCase().includes(needle)) return true;
  return sale.items.some(
    (item) =>
      item.productName.toLowerCase().includes(needle) ||
      (item.notes ?? '').toLowerCase().includes(needle) ||
      (item.options !== undefined && describeOptions(item.options).toLowerCase().includes(needle)),
  );
}

/** Newer first among equal totals, so a page boundary is stable. */
function byTotal(direction: SortDirection) {
  return (a: Sale, b: Sale) => {
    const diff = direction === 'asc' ? a.total - b.total : b.total - a.total;
    return diff !== 0 ? diff : b.soldAt.localeCompare(a.soldAt);
  };
}

/** The soldAt index's order: equal instants fall back to the primary key, and `reverse()` flips both. */
function byDate(direction: SortDirection) {
  const sign = direction === 'asc' ? 1 : -1;
  return (a: Sale, b: Sale) =>
    sign * (a.soldAt.localeCompare(b.soldAt) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/**
 * A page as `page(query)` would return it had these sales been stored too: each one that matches the search and
 * is not on the page already takes its place in the order, and the page keeps its length.
 */
export function withSales(page: SalesPage, extra: readonly Sale[], query: SalesPageQuery): SalesPage {
  const onPage = new Set(page.sales.map((sale) => sale.id));
  const only = query.onlyIds ? new Set(query.onlyIds) : null;
  const missing = extra.filter(
    (sale) =>
      sale.deletedAt === null &&
      !onPage.has(sale.id) &&
      (only === null || only.has(sale.id)) &&
      saleMatches(sale, query.search),
  );
  if (missing.length === 0) return page;
  const merged = [...page.sales, ...missing].sort(
    query.sort === 'date' ? byDate(query.direction) : byTotal(query.direction),
  );
  return { sales: merged.slice(0, query.limit), hasMore: page.hasMore || merged.length > query.limit };
}

/**
 * Sales are insert-only (ARCHITECTURE §4): a void or refund is a new sale, so there is no update or delete.
 * The till prices the sale at the rate the cashier saw (the store's, as this device knows it) and sends rate and
 * totals; the server recomputes the totals at that rate and refuses a mismatch.
 */
export function createSalesRepository(deps: RepositoryDeps) {
  const { db } = deps;
  const live = (row: Sale) => row.deletedAt === null;

  /**
   * Prices and checks a sale at the given rate without touching the database: the row exactly as `add` stores it
   * (the store id aside, which the transaction reads). It waits only for the schemas' first load, which New Sale
   * starts as a sale begins, so the till can show the sale the moment it is paid; throws on a sale that cannot be
   * made. `approve` signs a manager's approval of its discounts (issue 33) once the sale and its lines have ids;
   * `ids` gives the sale and its lines (in order) the ids an approval signed before was signed over.
   */
  async function prepare(
    input: SaleInput,
    taxRateMilliPercent: number,
    approve?: (sale: Parameters<typeof discountApprovalMessage>[0]) => Promise<DiscountApproval>,
    ids?: { sale: string; items: readonly string[] },
  ): Promise<PreparedSale> {
    const { saleInputSchema, saleCreateDataSchema } = await loadDomainSchemas();
    const stamp = stampChange(deps);
    const parsed = saleInputSchema.parse(input);
    const id = ids?.sale ?? deps.newId();
    const items = parsed.items.map((item, index) =>
      compact({ ...item, id: ids?.items[index] ?? deps.newId() }),
    );
    const price = priceSale({
      lines: parsed.items.map((item) => ({ ...item, discounts: forPricing(item.discounts) })),
      saleDiscount: parsed.discount,
      saleDiscounts: forPricing(parsed.discounts),
      taxRateMilliPercent,
    });
    const checked = saleCreateDataSchema.parse(
      compact({
        id,
        items,
        paymentMethod: parsed.paymentMethod,
        payments: parsed.payments,
        discount: parsed.discount,
        discounts: parsed.discounts,
        customOrderId: parsed.customOrderId,
        discountApproval: approve
          ? await approve({ id, items: items as { id: string }[], discounts: parsed.discounts })
          : undefined,
        taxRateMilliPercent,
        ...price,
      }),
    );
    // The row as the server will store it, from the same module; its time is the till's until the server's arrives.
    // Nothing found: whether an option was sold out meanwhile is the server's to find.
    const own = ENTITY_MODULES.sale.create(
      checked,
      { actorId: stamp.actorId, at: stamp.at, madeAt: stamp.at },
      {},
    );
    if (!own.ok) throw refusalError(own.refusal);
    const sale: Sale = {
      ...own.value,
      id,
      storeId: UNKNOWN_STORE_ID,
      createdAt: stamp.at,
      updatedAt: stamp.at,
      version: 0,
      deletedAt: null,
    };
    return { sale, data: compact(checked), stamp };
  }

  /**
   * Stores a prepared sale, its day total (a projection of the sale: storeOwnRows) and its outbox entry in one
   * transaction; returns its id. `onOpen` is called once that transaction exists (see commitChange), so the till
   * can draw the history after it: the history's reads then queue behind the sale's write instead of holding it up.
   */
  function add({ sale, data, stamp }: PreparedSale, onOpen?: () => void): Promise<string> {
    return commitPlannedChange(
      deps,
      ['sales'],
      { entity: 'sale', action: 'create', data, baseVersion: null },
      async (context) => {
        const row: Sale = { ...sale, storeId: context.storeId };
        await storeOwnRows(db, 'sale', [{ id: row.id, before: undefined, after: row }]);
        return sale.id;
      },
      stamp,
      onOpen,
    );
  }

  return {
    prepare,
    add,

    /** Rings up a sale at the store's rate as this device knows it; returns its id. */
    async create(input: SaleInput): Promise<string> {
      const storeId = await readMeta(db, 'storeId');
      const settings = storeId ? await db.settings.get(storeId) : undefined;
      return add(await prepare(input, settings?.taxRateMilliPercent ?? DEFAULT_TAX_RATE_MILLI_PERCENT));
    },

    async get(id: string): Promise<Sale | undefined> {
      return db.sales.get(id);
    },

    /** Sales sold in [from, to), ISO instants, oldest first. */
    async soldBetween(from: string, to: string): Promise<Sale[]> {
      return db.sales.where('soldAt').between(from, to, true, false).filter(live).toArray();
    },

    /**
     * One page of the history without loading every sale: by date it walks the soldAt index and stops as soon
     * as the page is full (search included); by total (no index) it streams the rows once, keeping only the best
     * `limit + 1` of them.
     */
    async page(query: SalesPageQuery): Promise<SalesPage> {
      const keep = (row: Sale) => live(row) && saleMatches(row, query.search);
      const wanted = query.limit + 1;
      if (query.onlyIds) {
        // A few sales by id (the refunded ones): read them, then search and sort them here.
        const found = (await db.sales.bulkGet([...query.onlyIds])).filter(
          (row): row is Sale => row !== undefined && keep(row),
        );
        found.sort(query.sort === 'date' ? byDate(query.direction) : byTotal(query.direction));
        return { sales: found.slice(0, query.limit), hasMore: found.length > query.limit };
      }
      let rows: Sale[];
      if (query.sort === 'date') {
        const ordered = () => {
          const byDate = db.sales.orderBy('soldAt');
          return query.direction === 'desc' ? byDate.reverse() : byDate;
        };
        // Without a search the page is the index's first rows: one read of them all at once. A filter would walk
        // them one by one, and while a new till's history arrives this page is read again after every history
        // page, whose write waits for the walk. Deleted sales are rare, so the read nearly always suffices.
        const first = query.search.trim() === '' ? await ordered().limit(wanted).toArray() : undefined;
        rows =
          first && (first.length < wanted || first.every(live))
            ? first.filter(live)
            : await ordered().filter(keep).limit(wanted).toArray();
      } else {
        const compare = byTotal(query.direction);
        rows = [];
        await db.sales.each((row) => {
          if (!keep(row)) return;
          if (rows.length === wanted && compare(row, rows[wanted - 1] as Sale) >= 0) return;
          let low = 0;
          let high = rows.length;
          while (low < high) {
            const mid = (low + high) >>> 1;
            if (compare(rows[mid] as Sale, row) <= 0) low = mid + 1;
            else high = mid;
          }
          rows.splice(low, 0, row);
          if (rows.length > wanted) rows.pop();
        });
      }
      return { sales: rows.slice(0, query.limit), hasMore: rows.length > query.limit };
    },

    /**
     * Count and revenue of every live sale, from the per-day totals every sale write keeps exact (a few hundred
     * rows), never from the sales themselves: with 100,000 sales a scan would hold up each write's history update.
     */
    async summary(): Promise<SalesSummary> {
      let count = 0;
      let revenue = 0;
      await db.dailyTotals.each((row) => {
        count += row.count;
        revenue += row.total;
      });
      return { count, revenue };
    },
  };
}

export type SalesRepository = ReturnType<typeof createSalesRepository>;
