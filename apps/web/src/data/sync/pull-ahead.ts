import { type PullResponse, refusalSentence } from '@cafe/domain';
import type { PullStage } from './pull-stages';
import type { SyncApi, SyncCallResult } from './sync-api';

/**
 * Pull pages asked for before they are needed (docs/till-sync.md, "A first sync in two phases"): the next page is requested before
 * this one is written, so the network and the server work while IndexedDB does, and a first pull of 100,000 rows
 * is bound by the local writes alone. An answer asked for ahead is used only if its stage and cursor are still
 * the ones to pull; taking a page of a stage drops the rest of that stage's.
 */
export interface PullAhead {
  /** The answer asked for ahead at this stage and cursor, if any; the stage's other answers are dropped. */
  take(stage: PullStage, cursor: number): Promise<SyncCallResult<PullResponse>> | undefined;
  /** Asks for a page now; undefined when it was already asked for. */
  ask(
    stage: PullStage,
    cursor: number,
    limit: number,
    history: string | undefined,
  ): Promise<SyncCallResult<PullResponse>> | undefined;
  /** Drops every answer: after a reset, the cursors they were asked at mean nothing. */
  clear(): void;
}

export function createPullAhead(api: Pick<SyncApi, 'pull'>): PullAhead {
  let ahead: { stage: PullStage; cursor: number; answer: Promise<SyncCallResult<PullResponse>> }[] = [];
  return {
    take(stage, cursor) {
      const found = ahead.find((entry) => entry.stage === stage && entry.cursor === cursor);
      ahead = ahead.filter((entry) => entry.stage !== stage);
      return found?.answer;
    },
    ask(stage, cursor, limit, history) {
      if (ahead.some((entry) => entry.stage === stage && entry.cursor === cursor)) return;
      // Never rejects: an answer may be dropped unread when the page before it fails to apply, and an unread
      // rejection would be reported as unhandled.
      const answer = api
        .pull(cursor, limit, undefined, stage === 'full' ? undefined : stage, history)
        .catch(() => ({
          kind: 'retry' as const,
          status: null,
          message: refusalSentence('unreachable', null),
        }));
      ahead.push({ stage, cursor, answer });
      return answer;
    },
    clear() {
      ahead = [];
    },
  };
}
