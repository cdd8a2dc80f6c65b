import type { ModifierGroup } from '@cafe/domain';
import { createEditableRepository, ownSchemas } from './editable-repository';
import type { RepositoryDeps } from './local-writer';

/** The products' option groups (Size, Milk, Extras), written like any editable entity. */
export function createModifierGroupsRepository(deps: RepositoryDeps) {
  const base = createEditableRepository(deps, ownSchemas('modifierGroup'));
  return {
    ...base,
    /** The live groups among `ids`, in the order of `ids` (a product's order); ids of deleted groups are skipped. */
    async byIds(ids: readonly string[]): Promise<ModifierGroup[]> {
      if (ids.length === 0) return [];
      const rows = await deps.db.modifierGroups.bulkGet([...ids]);
      return rows.filter((row): row is ModifierGroup => row !== undefined && row.deletedAt === null);
    },
  };
}

export type ModifierGroupsRepository = ReturnType<typeof createModifierGroupsRepository>;
