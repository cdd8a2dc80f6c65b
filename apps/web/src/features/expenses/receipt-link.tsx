import { type MouseEvent, useState } from 'react';
import { deviceFiles } from '../../data/files/device-files-instance';
import { FILE_OFFLINE_MESSAGE } from '../../data/files/fetch-file';
import { FETCH_FILE_FAILED } from '../../data/files/file-failure-words';
import { useFileUrl } from '../../data/files/use-file-url';

/** How long a URL handed to a tab this cell opened stays valid: far longer than a local blob takes to load. */
const OPENED_URL_LIFETIME_MS = 60_000;

const LINK_CLASS =
  'text-sm font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-300';

/**
 * The list's Receipt cell: opens the expense's receipt in a new tab (spec §2). The device's copy opens as it is,
 * online or not. A receipt recorded on another till is fetched from the server and kept, so it opens offline next
 * time; offline, or when the server does not have it yet, the cell says so instead of opening a broken tab.
 */
export function ReceiptLink({ fileId }: { fileId: string }) {
  const held = useFileUrl(fileId);
  const [message, setMessage] = useState<string | null>(null);
  const [opening, setOpening] = useState(false);

  async function fetchAndOpen(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    if (opening) return;
    if (!navigator.onLine) {
      setMessage(FILE_OFFLINE_MESSAGE);
      return;
    }
    setMessage(null);
    setOpening(true);
    // The tab is opened now, while the click still counts as the user's (a popup blocker allows it), and shown the
    // receipt once it has arrived. It only ever shows our own blob of a sniffed image or PDF.
    const tab = window.open('', '_blank');
    try {
      const outcome = await deviceFiles.fetchAndKeep(fileId);
      if (!outcome.ok) {
        tab?.close();
        setMessage(outcome.message);
        return;
      }
      const url = URL.createObjectURL(outcome.file.blob);
      // The tab needs the URL until it has loaded, even if this cell is gone by then (the list re-renders as the
      // kept file arrives); a loaded tab keeps what it shows, so the URL is let go a while later.
      window.setTimeout(() => URL.revokeObjectURL(url), OPENED_URL_LIFETIME_MS);
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      }
    } catch (error) {
      tab?.close();
      console.error('Could not open the receipt', error);
      setMessage(FETCH_FILE_FAILED);
    } finally {
      setOpening(false);
    }
  }

  if (held.status === 'ready') {
    const link = (
      <a href={held.url} target="_blank" rel="noopener noreferrer" className={LINK_CLASS}>
        View
      </a>
    );
    if (held.file.state !== 'refused') return link;
    // Only this till has it, and the server will not take it: other tills cannot open it, so say why here.
    return (
      <span className="inline-flex flex-col items-start gap-0.5">
        {link}
        <span className="max-w-56 text-xs text-red-700 dark:text-red-400">
          Not uploaded: {held.file.refusal ?? 'the server refused it'}
        </span>
      </span>
    );
  }
  return (
    <span className="inline-flex flex-col items-start gap-0.5">
      <a
        href={`/api/files/${fileId}`}
        target="_blank"
        rel="noopener noreferrer"
        onClick={fetchAndOpen}
        aria-busy={opening || undefined}
        className={LINK_CLASS}
      >
        View
      </a>
      {message ? (
        <span role="alert" className="max-w-56 text-xs text-red-700 dark:text-red-400">
          {message}
        </span>
      ) : null}
    </span>
  );
}
