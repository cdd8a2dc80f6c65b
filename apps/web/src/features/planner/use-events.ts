import type { CafeEvent } from '@cafe/domain';
import { repositories } from '../../data/repositories/repositories';
import { type LiveRead, useLiveRead } from '../../data/use-live-read';

export type EventsRead = LiveRead<'events', CafeEvent[]>;

const readEvents = () => repositories.events.list();

/** The live events: one planned on another till (pulled by sync) shows without a reload. */
export function useEvents(): EventsRead {
  return useLiveRead('events', readEvents, 'Failed to load events').read;
}
