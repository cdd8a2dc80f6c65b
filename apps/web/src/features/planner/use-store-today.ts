import { type BusinessDay, businessDay, resolveTimeZone } from '@cafe/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import { repositories } from '../../data/repositories/repositories';
import { useMinuteClock } from '../../lib/use-minute-clock';

async function readZone(): Promise<string> {
  const settings = await repositories.settings.get().catch(() => undefined);
  return resolveTimeZone(settings?.timeZone);
}

/** The store's zone, live, or undefined until the settings have been read. */
export function useStoreZoneRead(): string | undefined {
  return useLiveQuery(readZone, []);
}

/**
 * The store's business day now; it turns over at the store's midnight without a reload. Until the zone is read
 * `zoneKnown` is false and today is UTC's, which near midnight is another day than the cafe's: a first view (this
 * week, this month) follows `today` rather than keeping the value it first saw.
 */
export function useStoreToday(): { today: BusinessDay; zone: string; now: Date; zoneKnown: boolean } {
  const read = useStoreZoneRead();
  const zone = read ?? 'UTC';
  const now = useMinuteClock();
  return { today: businessDay(now, zone), zone, now, zoneKnown: read !== undefined };
}
