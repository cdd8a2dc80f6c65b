import type { FilePurpose } from '@cafe/domain';
import { useEffect, useState } from 'react';
import { deviceFiles } from './device-files-instance';
import { fetchFileFailed } from './file-failure-words';
import { type FileUrlState, useFileUrl } from './use-file-url';

export type FileOnDemandState =
  | Exclude<FileUrlState, { status: 'missing' }>
  /** No file, or the device does not hold it and could not fetch it: `message` says why (null for no file). */
  | { status: 'unavailable'; message: string | null };

/**
 * A file as a screen shows it, wherever it was chosen: the device's copy when it holds one, else fetched from the
 * server once and kept (fetchAndKeepFile), so a receipt recorded on another till and an avatar chosen on another
 * device both arrive the same way and open offline from then on.
 */
export function useFileOnDemand(fileId: string | null, purpose: FilePurpose): FileOnDemandState {
  const held = useFileUrl(fileId);
  const [failure, setFailure] = useState<{ id: string; message: string } | null>(null);
  const missing = fileId !== null && held.status === 'missing';

  useEffect(() => {
    if (!missing || fileId === null) return;
    let current = true;
    const fail = (message: string) => {
      if (current) setFailure({ id: fileId, message });
    };
    void deviceFiles
      .fetchAndKeep(fileId, purpose)
      .then((outcome) => {
        if (!outcome.ok) fail(outcome.message);
      })
      .catch((error: unknown) => {
        // The browser's own words go to the console; the person reads what to do.
        console.error(`Could not fetch the ${purpose}`, error);
        fail(fetchFileFailed(purpose));
      });
    return () => {
      current = false;
    };
  }, [fileId, missing, purpose]);

  if (fileId === null) return { status: 'unavailable', message: null };
  if (held.status !== 'missing') return held;
  // A failure belongs to the id it was for: another file starts over.
  if (failure?.id === fileId) return { status: 'unavailable', message: failure.message };
  return { status: 'loading' };
}
