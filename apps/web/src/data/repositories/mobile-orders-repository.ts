import type { MobileOrderInput } from '@cafe/domain';
import { createEditableRepository, ownSchemas } from './editable-repository';
import type { RepositoryDeps } from './local-writer';

export function createMobileOrdersRepository(deps: RepositoryDeps) {
  const base = createEditableRepository(deps, ownSchemas('mobileOrder'));
  return {
    ...base,
    /** Items get their ids here, as a sale's do. */
    create(input: MobileOrderInput): Promise<string> {
      return base.create({ ...input, items: input.items.map((item) => ({ ...item, id: deps.newId() })) });
    },
  };
}

export type MobileOrdersRepository = ReturnType<typeof createMobileOrdersRepository>;
