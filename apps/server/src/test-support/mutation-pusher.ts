import type { SyncAction, SyncEntity } from '@cafe/domain';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { mutation, push, type SignedInTill } from './sync-client.js';

type Till = Pick<SignedInTill, 'deviceCookie' | 'deviceId' | 'userId'>;

/** What a pushed mutation is, after the till it comes from: a change to one row, made against `baseVersion`. */
export type OneMutation = [
  entity: SyncEntity,
  action: SyncAction,
  data: Record<string, unknown>,
  baseVersion?: number | null,
];

/**
 * Pushes one mutation at a time from a till, in the name of the user signed in on it, and answers its result. Each
 * device's mutation ids count up from 1, as a till's outbox does: a reused one would be answered as the duplicate
 * it is. `t.app` is read at each push, so an app fixture may be passed before its hook has started the app.
 */
export function mutationPusher(t: { readonly app: FastifyInstance }) {
  const nextIds = new Map<string, number>();
  const nextId = (till: Pick<Till, 'deviceId'>) => {
    const id = nextIds.get(till.deviceId) ?? 1;
    nextIds.set(till.deviceId, id + 1);
    return id;
  };
  const pushOne = async (till: Till, ...[entity, action, data, baseVersion = null]: OneMutation) => {
    const response = await push(t.app, till, [
      mutation(nextId(till), entity, action, data, till.userId, baseVersion),
    ]);
    expect(response.statusCode).toBe(200);
    return response.json().results[0];
  };
  return { pushOne, nextId };
}
