type Listener = () => void;

const listeners = new Set<Listener>();

/** The channel tabs use to tell the sync leader (maybe in another tab) that the outbox grew. */
export const SYNC_CHANNEL_NAME = 'cafe-pos-sync';

let channel: BroadcastChannel | null | undefined;
function sharedChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(SYNC_CHANNEL_NAME) : null;
  }
  return channel;
}

/** Called by the repositories after every committed change: wakes this tab's engine and the leader's. */
export function notifyLocalWrite(): void {
  for (const listener of listeners) listener();
  sharedChannel()?.postMessage({ type: 'local-write' });
}

/** Subscribes to committed local changes of this tab and of the other tabs; returns the unsubscribe. */
export function onLocalWrite(listener: Listener): () => void {
  listeners.add(listener);
  const channelOfTab = sharedChannel();
  const fromOtherTab = (event: MessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type === 'local-write') listener();
  };
  channelOfTab?.addEventListener('message', fromOtherTab);
  return () => {
    listeners.delete(listener);
    channelOfTab?.removeEventListener('message', fromOtherTab);
  };
}
