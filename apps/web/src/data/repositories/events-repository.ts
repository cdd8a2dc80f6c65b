import { MUTATION_DATA_SCHEMAS } from '@cafe/domain';
import { createEditableRepository } from './editable-repository';
import type { RepositoryDeps } from './local-writer';

export function createEventsRepository(deps: RepositoryDeps) {
  const S = MUTATION_DATA_SCHEMAS.event;
  return createEditableRepository(deps, {
    entity: 'event',
    createSchema: S.create,
    updateSchema: S.update,
    buildRow: (data, context) => ({
      title: data.title,
      description: data.description ?? null,
      startDate: data.startDate,
      endDate: data.endDate,
      location: data.location ?? null,
      attendees: data.attendees,
      isImportant: data.isImportant,
      createdBy: context.actorId,
    }),
  });
}

export type EventsRepository = ReturnType<typeof createEventsRepository>;
