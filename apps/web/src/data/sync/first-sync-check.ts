import { db } from '../db';
import { readMeta } from './meta';
import { useSyncStateStore } from './sync-state-store';

/**
 * Reads from the meta store whether this browser has ever finished a first sync, for the first-sync gate, which
 * holds the screens back until it knows (the sync engine's own answer comes later, with its chunk). A screen
 * mounted and then replaced by the gate would lose what the person had begun typing.
 *
 * Only ever lowers the gate the engine has already lowered: if the engine reported a completed sync while this
 * read was under way, that report stands.
 */
export async function checkFirstSync(): Promise<void> {
  let lastSyncedAt: string | undefined;
  try {
    lastSyncedAt = await readMeta(db, 'lastSyncedAt');
  } catch (error) {
    // A device whose storage cannot be read shows its screens, which say what is wrong with it.
    console.error('Could not read whether this browser has synced', error);
    useSyncStateStore.setState({ firstSyncKnown: true });
    return;
  }
  useSyncStateStore.setState((state) => ({
    firstSyncKnown: true,
    needsFirstSync: !lastSyncedAt && !state.lastSyncedAt,
  }));
}
