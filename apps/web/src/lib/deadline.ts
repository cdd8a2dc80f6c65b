export interface Deadline {
  /** Aborts with a 'TimeoutError' DOMException once the time is up. */
  signal: AbortSignal;
  /** Call once the answer has been read, so the timer does not outlive the request. */
  clear(): void;
}

/**
 * A time limit for a request, answer body included. Unlike AbortSignal.timeout it runs on the page's own
 * setTimeout, so it can be cleared when the answer is in, and a test with fake timers can move it.
 */
export function deadline(ms: number): Deadline {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException(`No answer within ${ms} ms`, 'TimeoutError')),
    ms,
  );
  return { signal: controller.signal, clear: () => clearTimeout(timer) };
}
