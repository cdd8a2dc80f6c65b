import type { CafeEvent } from '@cafe/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import { repositories } from '../../data/repositories/repositories';

export type EventsRead = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; events: CafeEvent[] };

async function readEvents(): Promise<EventsRead> {
  try {
    return { state: 'ready', events: await repositories.events.list() };
  } catch (error) {
    console.error('Failed to load events', error);
    return { state: 'failed' };
  }
}

/** The live events: one planned on another till (pulled by sync) shows without a reload. */
export function useEvents(): EventsRead {
  return useLiveQuery(readEvents, [], { state: 'loading' } as EventsRead);
}
