import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { db, type StoredFile } from '../db';

export type FileUrlState =
  | { status: 'loading' }
  /** This device does not hold the file (recorded on another till and not fetched yet). */
  | { status: 'missing' }
  | { status: 'ready'; url: string; file: StoredFile };

/**
 * An object URL for the device's copy of a file, made from its blob and revoked when the component unmounts or the
 * file changes: the bytes stay in IndexedDB, never in a data URL. Follows the file's row live (its upload state).
 */
export function useFileUrl(fileId: string | null): FileUrlState {
  const found = useLiveQuery(
    async () => ({ file: fileId ? ((await db.files.get(fileId)) ?? null) : null }),
    [fileId],
  );
  const file = found?.file ?? null;
  const [url, setUrl] = useState<{ id: string; url: string } | null>(null);
  const blob = file?.blob ?? null;
  const heldId = file?.id ?? null;

  // Keyed by the id alone: the id is the hash of the bytes, so a re-read row (a new upload state) is the same file
  // and keeps its URL.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the blob of one id never changes.
  useEffect(() => {
    if (!heldId || !blob) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(blob);
    setUrl({ id: heldId, url: objectUrl });
    return () => URL.revokeObjectURL(objectUrl);
  }, [heldId]);

  if (!found || (found.file && found.file.id !== fileId)) return { status: 'loading' };
  if (!file) return { status: 'missing' };
  if (!url || url.id !== file.id) return { status: 'loading' };
  return { status: 'ready', url: url.url, file };
}
