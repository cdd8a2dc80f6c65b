/**
 * Refunds (issue 34): insert-only, like sales. A refund is checked here against the sale and the refunds this till
 * holds of it, by the same module the server runs (refund-module.ts): a refund past what was sold, or above the
 * staff limit without a manager's approval, is refused with its words and nothing is stored. The server checks
 * again against every till's refunds; an over-refund made on two offline tills goes to its quarantine.
 */
import {
  DEFAULT_REFUND_LIMIT_CENTS,
  ENTITY_MODULES,
  REFUND_MESSAGES,
  type Refund,
  type RefundFound,
  type RefundInput,
  storedRole,
} from '@cafe/domain';
import { loadDomainSchemas } from '../load-domain-schemas';
import { readMeta } from '../sync/meta';
import {
  commitChange,
  compact,
  LocalValidationError,
  type RepositoryDeps,
  refusalError,
  storeOwnRows,
} from './local-writer';

export function createRefundsRepository(deps: RepositoryDeps) {
  const { db } = deps;

  /** The sale, its refunds on this till and the store's limit and zone; throws when the sale is not here. */
  async function found(saleId: string): Promise<RefundFound> {
    const sale = await db.sales.get(saleId);
    if (!sale || sale.deletedAt !== null)
      throw new LocalValidationError(REFUND_MESSAGES.saleNotFound, 'saleId');
    const refunds = await db.refunds.where('saleId').equals(saleId).toArray();
    const storeId = await readMeta(db, 'storeId');
    const settings = storeId ? await db.settings.get(storeId) : undefined;
    return {
      sale,
      refunds: refunds.filter((refund) => refund.deletedAt === null),
      limitCents: settings?.refundLimitCents ?? DEFAULT_REFUND_LIMIT_CENTS,
      timeZone: settings?.timeZone,
    };
  }

  return {
    /** The refunds of a sale on this till, oldest first. */
    async ofSale(saleId: string): Promise<Refund[]> {
      const rows = await db.refunds.where('saleId').equals(saleId).toArray();
      return rows
        .filter((row) => row.deletedAt === null)
        .sort((a, b) => a.refundedAt.localeCompare(b.refundedAt));
    },

    /** The cents refunded of each sale that has refunds, of `saleIds`. */
    async refundedAmounts(saleIds: readonly string[]): Promise<Map<string, number>> {
      const amounts = new Map<string, number>();
      if (saleIds.length === 0) return amounts;
      const rows = await db.refunds
        .where('saleId')
        .anyOf([...saleIds])
        .toArray();
      for (const row of rows) {
        if (row.deletedAt === null) amounts.set(row.saleId, (amounts.get(row.saleId) ?? 0) + row.amount);
      }
      return amounts;
    },

    /** The ids of every sale with a refund: Sales History's "Refunded" filter. */
    async refundedSaleIds(): Promise<string[]> {
      return (await db.refunds.orderBy('saleId').uniqueKeys()) as string[];
    },

    /** What a refund of the sale is checked against here (the dialog's amounts and whether it needs a manager). */
    found,

    /**
     * Stores a refund and its outbox entry in one transaction (CLIENT-1), checked first; returns its id. `id` is the
     * one a manager's approval was signed over, when there is one.
     */
    async create(input: RefundInput & { id?: string }): Promise<string> {
      const { MUTATION_DATA_SCHEMAS } = await loadDomainSchemas();
      const id = input.id ?? deps.newId();
      const data = MUTATION_DATA_SCHEMAS.refund.create.parse({ ...input, id });
      return commitChange(
        deps,
        ['refunds', 'sales', 'settings', 'users'],
        async ({ at, actorId, storeId }) => {
          const approver = data.approval ? await db.users.get(data.approval.approverId) : undefined;
          const own = ENTITY_MODULES.refund.create(
            data,
            {
              actorId,
              at,
              madeAt: at,
              // The till checked the manager's password and role as they approved; the server checks the signature.
              approver: approver ? { id: approver.id, role: storedRole(approver) } : null,
            },
            await found(data.saleId),
          );
          if (!own.ok) throw refusalError(own.refusal);
          const row: Refund = {
            ...own.value,
            id,
            storeId,
            createdAt: at,
            updatedAt: at,
            version: 0,
            deletedAt: null,
          };
          await storeOwnRows(db, 'refund', [{ id, before: undefined, after: row }]);
          return {
            mutation: { entity: 'refund', action: 'create', data: compact(data), baseVersion: null },
            result: id,
          };
        },
      );
    },
  };
}

export type RefundsRepository = ReturnType<typeof createRefundsRepository>;
