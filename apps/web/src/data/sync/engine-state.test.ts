import { describe, expect, it } from 'vitest';
import { createEngineState, INITIAL_ENGINE_STATE, type SyncEngineState } from './engine-state';

describe('the engine state the screens see', () => {
  it('starts stopped and idle, and tells each listener every change, in order, as a new object', () => {
    const state = createEngineState();
    expect(state.get()).toEqual(INITIAL_ENGINE_STATE);
    const seen: SyncEngineState[] = [];
    state.subscribe((next) => seen.push(next));
    const before = state.get();
    state.update({ role: 'leader' });
    state.update({ phase: 'syncing', error: null });
    expect(seen.map(({ role, phase }) => `${role}/${phase}`)).toEqual(['leader/idle', 'leader/syncing']);
    // A listener that kept the earlier object still holds what it was told then.
    expect(before.role).toBe('stopped');
    expect(state.get()).toBe(seen.at(-1));
  });

  it('stops telling a listener once it unsubscribes', () => {
    const state = createEngineState();
    let calls = 0;
    const unsubscribe = state.subscribe(() => calls++);
    state.update({ pulledRows: 10 });
    unsubscribe();
    state.update({ pulledRows: 20 });
    expect(calls).toBe(1);
    expect(state.get().pulledRows).toBe(20);
  });
});
