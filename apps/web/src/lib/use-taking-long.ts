import { useEffect, useState } from 'react';

/**
 * How long a wait stays wordless. A sign-in on a busy till (server hashing, PBKDF2, the signed-in screens loading)
 * takes seconds; past this a person deserves to hear that it is slow and to get a way out (reload, carry on).
 */
export const TAKING_LONG_MS = 10_000;

/** True once `waiting` has stayed true for `afterMs`; false again as soon as it stops. */
export function useTakingLong(waiting: boolean, afterMs: number = TAKING_LONG_MS): boolean {
  const [long, setLong] = useState(false);
  useEffect(() => {
    setLong(false);
    if (!waiting) return;
    const timer = setTimeout(() => setLong(true), afterMs);
    return () => clearTimeout(timer);
  }, [waiting, afterMs]);
  return waiting && long;
}
