import { type BusinessDay, businessDay, resolveTimeZone } from '@cafe/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import { repositories } from '../../data/repositories/repositories';
import { useMinuteClock } from '../../lib/use-minute-clock';

/**
 * The zone the last read found. Reopening a planner tab starts from it instead of waiting on the settings read
 * before its own reads can begin; the live query still corrects it if the settings changed meanwhile.
 */
let lastZone: string | undefined;

async function readZone(): Promise<string> {
  const settings = await repositories.settings.get().catch(() => undefined);
  lastZone = resolveTimeZone(settings?.timeZone);
  return lastZone;
}

/** The store's zone, live, or undefined until the settings have been read once in this page. */
export function useStoreZoneRead(): string | undefined {
  return useLiveQuery(readZone, [], lastZone);
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
