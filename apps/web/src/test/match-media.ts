type Listener = (event: MediaQueryListEvent) => void;

export interface MatchMediaStub {
  /** Changes what matches and notifies every listener, as the browser does when the OS or the window changes. */
  set(matches: (query: string) => boolean): void;
  restore(): void;
}

/** A live window.matchMedia for jsdom (which has none). */
export function stubMatchMedia(initial: (query: string) => boolean): MatchMediaStub {
  const original = window.matchMedia;
  let matches = initial;
  const listeners = new Map<string, Set<Listener>>();

  window.matchMedia = (query: string): MediaQueryList => {
    const set = listeners.get(query) ?? new Set<Listener>();
    listeners.set(query, set);
    return {
      media: query,
      get matches() {
        return matches(query);
      },
      onchange: null,
      addEventListener: (_type: string, listener: Listener) => set.add(listener),
      removeEventListener: (_type: string, listener: Listener) => set.delete(listener),
      addListener: (listener: Listener) => set.add(listener),
      removeListener: (listener: Listener) => set.delete(listener),
      dispatchEvent: () => true,
    } as unknown as MediaQueryList;
  };

  return {
    set(next) {
      matches = next;
      for (const [query, set] of listeners) {
        for (const listener of set) listener({ matches: next(query), media: query } as MediaQueryListEvent);
      }
    },
    restore() {
      window.matchMedia = original;
    },
  };
}
