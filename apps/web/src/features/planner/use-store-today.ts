import { type BusinessDay, businessDay, resolveTimeZone } from '@cafe/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import { repositories } from '../../data/repositories/repositories';
import { useMinuteClock } from '../../lib/use-minute-clock';

async function readZone(): Promise<string> {
  const settings = await repositories.settings.get().catch(() => undefined);
  return resolveTimeZone(settings?.timeZone);
}

/** The store's zone, live (UTC until the settings arrive): the planner counts days in the cafe's zone. */
export function useStoreZone(): string {
  return useLiveQuery(readZone, [], 'UTC');
}

/** The store's business day now; it turns over at the store's midnight without a reload. */
export function useStoreToday(): { today: BusinessDay; zone: string; now: Date } {
  const zone = useStoreZone();
  const now = useMinuteClock();
  return { today: businessDay(now, zone), zone, now };
}
