import type { PullResponse } from '@cafe/domain';
import { describe, expect, it } from 'vitest';
import { createPullAhead } from './pull-ahead';
import type { SyncApi, SyncCallResult } from './sync-api';

const page = (cursor: number): PullResponse => ({ changes: [], cursor, hasMore: true });

/** A pull endpoint that answers every request with a page at the cursor asked for, or fails on `failAt`. */
function fakeApi(failAt?: number) {
  const asked: { cursor: number; limit: number; scope: string | undefined; history: string | undefined }[] =
    [];
  const api: Pick<SyncApi, 'pull'> = {
    async pull(cursor, limit, _pending, scope, history) {
      asked.push({ cursor, limit, scope, history });
      if (cursor === failAt) throw new TypeError('Failed to fetch');
      return { kind: 'ok', data: page(cursor) } satisfies SyncCallResult<PullResponse>;
    },
  };
  return { api, asked };
}

describe('pages asked for ahead', () => {
  it('asks once per stage and cursor, and hands the answer to the stage that reaches that cursor', async () => {
    const { api, asked } = fakeApi();
    const ahead = createPullAhead(api);
    const answer = ahead.ask('till', 2, 100, 'h1');
    expect(ahead.ask('till', 2, 100, 'h1')).toBeUndefined();
    expect(asked).toEqual([{ cursor: 2, limit: 100, scope: 'till', history: 'h1' }]);
    expect(ahead.take('till', 2)).toBe(answer);
    expect(await answer).toEqual({ kind: 'ok', data: page(2) });
  });

  it('asks unscoped for the full stage', () => {
    const { api, asked } = fakeApi();
    createPullAhead(api).ask('full', 7, 100, undefined);
    expect(asked[0]?.scope).toBeUndefined();
  });

  it("drops the stage's other answers once one is taken, and keeps the other stage's", () => {
    const { api } = fakeApi();
    const ahead = createPullAhead(api);
    ahead.ask('till', 2, 100, undefined);
    ahead.ask('till', 4, 100, undefined);
    const history = ahead.ask('history', 0, 100, undefined);
    expect(ahead.take('till', 6)).toBeUndefined();
    expect(ahead.take('till', 4)).toBeUndefined();
    expect(ahead.take('history', 0)).toBe(history);
  });

  it('forgets everything on clear (a reset makes the cursors meaningless)', () => {
    const { api } = fakeApi();
    const ahead = createPullAhead(api);
    ahead.ask('history', 0, 100, undefined);
    ahead.clear();
    expect(ahead.take('history', 0)).toBeUndefined();
  });

  it('turns a network failure into a retry answer, so an answer dropped unread never rejects', async () => {
    const { api } = fakeApi(3);
    const ahead = createPullAhead(api);
    const answer = ahead.ask('history', 3, 100, undefined);
    await expect(answer).resolves.toMatchObject({ kind: 'retry', status: null });
  });
});
