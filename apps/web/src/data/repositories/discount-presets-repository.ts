import { createEditableRepository } from './editable-repository';
import type { RepositoryDeps } from './local-writer';

/** The discount presets (Staff 50%, Regular 10%), written like any editable entity. */
export function createDiscountPresetsRepository(deps: RepositoryDeps) {
  return createEditableRepository(deps, {
    entity: 'discountPreset',
    schemas: (domain) => domain.MUTATION_DATA_SCHEMAS.discountPreset,
  });
}

export type DiscountPresetsRepository = ReturnType<typeof createDiscountPresetsRepository>;
