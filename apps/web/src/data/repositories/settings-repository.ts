import type { MUTATION_DATA_SCHEMAS, StoreSettingsRow } from '@cafe/domain';
import type { z } from 'zod/mini';
import { loadDomainSchemas } from '../load-domain-schemas';
import { applyFieldChanges } from '../sync/local-changes';
import { readMeta } from '../sync/meta';
import { commitChange, type RepositoryDeps, RowNotFoundError, storeOwnRows } from './local-writer';

type SettingsUpdate = Omit<z.input<typeof MUTATION_DATA_SCHEMAS.storeSettings.update>, 'id'>;

/** The store's settings: one row whose id is the storeId, only ever updated (the server creates it). */
export function createSettingsRepository(deps: RepositoryDeps) {
  const { db } = deps;
  return {
    async get(): Promise<StoreSettingsRow | undefined> {
      const storeId = await readMeta(db, 'storeId');
      return storeId ? db.settings.get(storeId) : undefined;
    },

    async update(changes: SettingsUpdate): Promise<void> {
      // Loaded before the transaction: awaiting anything but the database inside it would end it.
      const { update } = (await loadDomainSchemas()).MUTATION_DATA_SCHEMAS.storeSettings;
      await commitChange(deps, ['settings'], async (context) => {
        const row = await db.settings.get(context.storeId);
        if (!row) throw new RowNotFoundError('storeSettings', context.storeId);
        const parsed = update.parse({ ...changes, id: row.id });
        const changed = Object.fromEntries(
          Object.entries(parsed).filter(
            ([key, value]) =>
              key !== 'id' && value !== undefined && (row as Record<string, unknown>)[key] !== value,
          ),
        );
        if (Object.keys(changed).length === 0) return { mutation: null, result: undefined };
        const { row: after } = applyFieldChanges('storeSettings', row, changed, context);
        await storeOwnRows(db, 'storeSettings', [{ id: row.id, before: row, after }]);
        return {
          mutation: {
            entity: 'storeSettings',
            action: 'update',
            data: { id: row.id, ...changed },
            baseVersion: row.version,
          },
          result: undefined,
        };
      });
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
