import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../data/db';
import { readMeta } from '../../data/sync/meta';

/** This browser's registration as a till (null before its first online sign-in; undefined while reading). */
export function useThisDeviceId(): string | null | undefined {
  return useLiveQuery(async () => (await readMeta(db, 'deviceId')) ?? null, []);
}
