/**
 * What the sync engine needs to know of the cashier while a first sync's history streams in (docs/till-sync.md, "A first sync in two
 * phases"): whether a local write may come at any moment, so the history goes in transactions small enough for
 * that write to wait behind one, and whether the cashier is tapping right now, so the history waits for idle
 * moments. Nothing else: a small module New Sale can tell without loading the engine.
 */

/** How long after a tap or a key the cashier counts as at it still (the next tap is on its way). */
export const TAPPING_MS = 1_000;

let lastInputAt = Number.NEGATIVE_INFINITY;
const expectedWrites = new Set<string>();

/** A tap or a key (the browser's capture listeners call this). */
export function noteInput(): void {
  lastInputAt = performance.now();
}

/** A tap or a key in the last TAPPING_MS. */
export function cashierTapping(): boolean {
  return performance.now() - lastInputAt < TAPPING_MS;
}

/**
 * A screen holding work a single tap stores (New Sale with a sale under way: the next tap may be Cash) says so
 * under its own name while it does, and withdraws when it no longer does or unmounts.
 */
export function expectLocalWrite(source: string, expected: boolean): void {
  if (expected) expectedWrites.add(source);
  else expectedWrites.delete(source);
}

/** Some screen holds work a single tap stores. */
export function localWriteExpected(): boolean {
  return expectedWrites.size > 0;
}

/**
 * Whether the cashier is at work: tapping, or holding work a tap stores. Not for a while after every input: a
 * cashier who has stopped with nothing pending writes nothing, and the history then goes in whole pages, at the
 * speed of the browser's own writes.
 */
export function cashierAtWork(): boolean {
  return localWriteExpected() || cashierTapping();
}
