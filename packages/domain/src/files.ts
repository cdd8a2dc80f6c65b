import { z } from './zod.js';

export * from './files-rules.js';

/**
 * A stored file (receipt, avatar) is named by the sha256 of its bytes, in lower-case hex: the same upload twice is
 * one file, and a row can reference a file before or after the upload reaches the server.
 */
export const fileIdSchema = z.string().check(z.regex(/^[0-9a-f]{64}$/, 'Invalid file id'));

export const uploadedFileSchema = z.object({
  id: fileIdSchema,
  contentType: z.string(),
  size: z.int().check(z.gte(0)),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;
