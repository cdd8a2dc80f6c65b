/** A Server-Sent Events stream over real HTTP (GET /api/sync/events), read one event block at a time. */
export interface EventStream {
  response: Response;
  /** The next event block (text up to a blank line), comments included. */
  next(): Promise<string>;
  /** The next block that is an event named `name`, skipping comments (heartbeats) and other events. */
  nextEvent(name: string): Promise<string>;
  close(): void;
}

export async function openEventStream(baseUrl: string, cookie: string): Promise<EventStream> {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/sync/events`, {
    headers: { cookie },
    signal: controller.signal,
  });
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  const next = async (): Promise<string> => {
    for (;;) {
      const end = buffered.indexOf('\n\n');
      if (end >= 0) {
        const block = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        return block;
      }
      const chunk = await reader?.read();
      if (!chunk || chunk.done) throw new Error('The stream ended');
      buffered += decoder.decode(chunk.value, { stream: true });
    }
  };
  return {
    response,
    next,
    async nextEvent(name) {
      for (;;) {
        const block = await next();
        if (block.split('\n').includes(`event: ${name}`)) return block;
      }
    },
    close: () => controller.abort(),
  };
}
