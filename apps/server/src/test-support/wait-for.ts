/**
 * Polls `check` until it returns true, at most `timeoutMs`: the bounded wait of the process tests, which watch
 * another process (a server, a PostgreSQL backend) reach a state.
 */
export async function waitFor(
  what: string,
  check: () => Promise<boolean>,
  { timeoutMs = 15_000, intervalMs = 20 }: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
