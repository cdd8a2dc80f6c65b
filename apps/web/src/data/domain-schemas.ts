/**
 * The domain's zod schemas the data layer checks what it stores with. Only loadDomainSchemas imports this module,
 * and only by import(): zod and the schemas load when the first write needs them, not with a till's first paint.
 */
export {
  MUTATION_DATA_SCHEMAS,
  saleCreateDataSchema,
  saleInputSchema,
  uploadedFileSchema,
  userSchema,
} from '@cafe/domain';
// The domain builds its schemas with zod/mini, whose errors are core's $ZodError (classic's ZodError does not match).
export { $ZodError as ZodError } from 'zod/v4/core';
