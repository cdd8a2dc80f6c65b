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
export { ZodError } from 'zod';
