import { formatFileSize } from '@cafe/domain';
import { FileText } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { StoredFile } from '../../data/db';
import { deviceFiles } from '../../data/files/device-files-instance';
import { FETCH_FILE_FAILED } from '../../data/files/file-failure-words';
import { useFileUrl } from '../../data/files/use-file-url';

export const PREVIEW_FAILED_MESSAGE = 'Failed to create file preview';

/** Where the receipt stands with the server, so a manager knows whether another till can open it yet. */
function UploadState({ file }: { file: StoredFile }) {
  if (file.state === 'refused') {
    return (
      <p className="text-xs text-red-700 dark:text-red-400">
        Not uploaded: {file.refusal ?? 'the server refused it'}
      </p>
    );
  }
  return (
    <p className="text-xs text-stone-600 dark:text-stone-400">
      {file.state === 'pending' ? 'Kept on this device; uploads with the next sync' : 'Uploaded'}
    </p>
  );
}

/**
 * The chosen receipt as the form shows it: a thumbnail of a photo, or a PDF's name with a link to open it. A receipt
 * this device does not hold yet (recorded on another till) is fetched and kept first. Keyed by the file id where it
 * is used, so another file starts with no failure shown.
 */
export function ReceiptPreview({ fileId }: { fileId: string }) {
  const held = useFileUrl(fileId);
  const [fetchFailure, setFetchFailure] = useState<string | null>(null);
  const [imageFailed, setImageFailed] = useState(false);
  const missing = held.status === 'missing';

  useEffect(() => {
    if (!missing) return;
    let current = true;
    void deviceFiles
      .fetchAndKeep(fileId)
      .then((outcome) => {
        if (current && !outcome.ok) setFetchFailure(outcome.message);
      })
      .catch((error: unknown) => {
        console.error('Could not fetch the receipt', error);
        if (current) setFetchFailure(FETCH_FILE_FAILED);
      });
    return () => {
      current = false;
    };
  }, [fileId, missing]);

  if (held.status !== 'ready') {
    if (fetchFailure) {
      return (
        <div role="alert" className="text-sm text-red-700 dark:text-red-400">
          <p>{PREVIEW_FAILED_MESSAGE}</p>
          <p className="text-xs">{fetchFailure}</p>
        </div>
      );
    }
    return (
      <p role="status" className="text-sm text-stone-600 dark:text-stone-400">
        Loading the receipt…
      </p>
    );
  }

  const { file, url } = held;
  if (file.contentType === 'application/pdf') {
    return (
      <div className="flex items-start gap-3 rounded-lg border border-stone-200 p-3 dark:border-stone-700">
        <FileText aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-stone-500" />
        <div className="min-w-0 space-y-1">
          <p className="truncate text-sm font-medium text-stone-800 dark:text-stone-200">
            {file.name ?? 'PDF receipt'} <span className="font-normal">({formatFileSize(file.size)})</span>
          </p>
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
          >
            Open receipt
          </a>
          <UploadState file={file} />
        </div>
      </div>
    );
  }
  return (
    <div className="space-y-1">
      {imageFailed ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {PREVIEW_FAILED_MESSAGE}
        </p>
      ) : (
        <img
          src={url}
          alt="Receipt preview"
          onError={() => setImageFailed(true)}
          className="max-h-48 max-w-full rounded-lg border border-stone-200 object-contain dark:border-stone-700"
        />
      )}
      <UploadState file={file} />
    </div>
  );
}
