import { describe, expect, it } from 'vitest';
import { type ChangeStream, createServerChanges } from './server-changes';

/** A stream the test drives: what the browser's EventSource would do. */
function testStream() {
  const listeners = new Map<string, (() => void)[]>();
  const stream = {
    readyState: 0,
    closed: false,
    addEventListener(type: string, listener: () => void) {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
    },
    close() {
      stream.closed = true;
      stream.readyState = 2;
    },
    emit(type: 'open' | 'changed') {
      for (const listener of listeners.get(type) ?? []) listener();
    },
  };
  return stream;
}

describe('[CLIENT-8] following the server change nudges', () => {
  it('wakes on connecting and on each nudge, and opens one stream however often it is asked', () => {
    const opened: ReturnType<typeof testStream>[] = [];
    let wakes = 0;
    const changes = createServerChanges(
      () => {
        const stream = testStream();
        opened.push(stream);
        return stream satisfies ChangeStream;
      },
      () => wakes++,
    );
    changes.follow();
    changes.follow();
    expect(opened).toHaveLength(1);
    opened[0]?.emit('open');
    opened[0]?.emit('changed');
    opened[0]?.emit('changed');
    expect(wakes).toBe(3);
  });

  it('opens again after the browser gave up on the stream, and stop closes it', () => {
    const opened: ReturnType<typeof testStream>[] = [];
    const changes = createServerChanges(
      () => {
        const stream = testStream();
        opened.push(stream);
        return stream;
      },
      () => {},
    );
    changes.follow();
    // A refusal (401 before this browser is registered): EventSource closes for good.
    if (opened[0]) opened[0].readyState = 2;
    changes.follow();
    expect(opened).toHaveLength(2);
    changes.stop();
    expect(opened[1]?.closed).toBe(true);
  });
});
