/** A product: a create stores its fields as given; whether its barcode is taken needs the database (each side's). */
import type { EntityModule } from './entity-module.js';
import { allowed } from './entity-module.js';

export const productModule = {
  entity: 'product',
  create: (data) =>
    allowed({
      name: data.name,
      category: data.category,
      price: data.price,
      description: data.description ?? null,
      available: data.available,
      barcode: data.barcode ?? null,
      unitCost: data.unitCost ?? null,
      modifierGroupIds: data.modifierGroupIds ?? [],
    }),
} satisfies EntityModule<'product'>;
