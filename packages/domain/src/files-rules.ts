/** The zod-free half of files.ts (which re-exports it), for code that must load without zod (see auth-rules.ts). */
import type { Permission } from './permissions.js';

/** Sizes as the upload messages of spec §5 show them: 'File size exceeds 5MB (Current: 6.20MB)'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes}B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(2)}KB`;
  return `${(bytes / (1024 * 1024)).toFixed(2)}MB`;
}
export const FILE_PURPOSES = ['receipt', 'avatar'] as const;
export type FilePurpose = (typeof FILE_PURPOSES)[number];

/**
 * What uploading a file for each purpose needs. A receipt belongs to an expense, which needs create_expense; an
 * avatar can be anyone's own (the profile), so any signed-in user may upload one.
 */
export const FILE_UPLOAD_PERMISSIONS: Readonly<Record<FilePurpose, Permission | null>> = Object.freeze({
  receipt: 'create_expense',
  avatar: null,
});
