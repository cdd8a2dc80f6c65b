import {
  DEFAULT_TAX_RATE_BPS,
  type PaymentMethod,
  priceSale,
  type Sale,
  type SaleInput,
  saleCreateDataSchema,
  saleInputSchema,
} from '@cafe/domain';
import { commitChange, compact, type RepositoryDeps } from './local-writer';

/**
 * Sales are insert-only (ARCHITECTURE §4): a void or refund is a new sale, so there is no update or delete.
 * The till prices the sale with the store's rate as this device knows it and sends rate and totals; the server
 * recomputes them and refuses a mismatch.
 */
export function createSalesRepository(deps: RepositoryDeps) {
  const { db } = deps;
  const live = (row: Sale) => row.deletedAt === null;
  return {
    /** Rings up a sale; returns its id. */
    async create(input: SaleInput): Promise<string> {
      const parsed = saleInputSchema.parse(input);
      const id = deps.newId();
      const items = parsed.items.map((item) => compact({ ...item, id: deps.newId() }));
      return commitChange(deps, ['sales', 'settings'], async (context) => {
        const settings = await db.settings.get(context.storeId);
        const taxRateBps = settings?.taxRateBps ?? DEFAULT_TAX_RATE_BPS;
        const price = priceSale({ lines: parsed.items, saleDiscount: parsed.discount, taxRateBps });
        const checked = saleCreateDataSchema.parse(
          compact({
            id,
            items,
            paymentMethod: parsed.paymentMethod,
            discount: parsed.discount,
            taxRateBps,
            ...price,
          }),
        );
        const data = compact(checked);
        const row: Sale = {
          id,
          storeId: context.storeId,
          createdAt: context.at,
          updatedAt: context.at,
          version: 0,
          deletedAt: null,
          items: checked.items,
          ...price,
          ...(parsed.discount !== undefined ? { discount: parsed.discount } : {}),
          paymentMethod: parsed.paymentMethod,
          paymentStatus: 'completed',
          createdBy: context.actorId,
        };
        await db.sales.add(row);
        return { mutation: { entity: 'sale', action: 'create', data, baseVersion: null }, result: id };
      });
    },

    async get(id: string): Promise<Sale | undefined> {
      return db.sales.get(id);
    },

    /** Newest first. */
    async list(limit?: number): Promise<Sale[]> {
      const query = db.sales.orderBy('createdAt').reverse().filter(live);
      return limit === undefined ? query.toArray() : query.limit(limit).toArray();
    },

    /** Sales made in [from, to), ISO instants, oldest first. */
    async createdBetween(from: string, to: string): Promise<Sale[]> {
      return db.sales.where('createdAt').between(from, to, true, false).filter(live).toArray();
    },

    async byPaymentMethod(method: PaymentMethod | string): Promise<Sale[]> {
      return db.sales.where('paymentMethod').equals(method).filter(live).toArray();
    },
  };
}

export type SalesRepository = ReturnType<typeof createSalesRepository>;
