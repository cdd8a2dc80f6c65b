import { create } from 'zustand';

export interface LocalWriteFailure {
  name: string;
  message: string;
}

export interface LocalWriteErrorState {
  /** The first local write that failed; the app stays blocked until the user reloads. */
  failure: LocalWriteFailure | null;
  report(error: unknown): void;
}

function describe(error: unknown): LocalWriteFailure {
  if (error instanceof Error) {
    // Dexie wraps the browser's DOMException (QuotaExceededError ...) and keeps it as `inner`.
    const inner = (error as { inner?: unknown }).inner;
    const innerMessage =
      inner instanceof Error && inner.message !== error.message ? ` (${inner.message})` : '';
    return { name: error.name, message: `${error.message}${innerMessage}` };
  }
  return { name: 'Error', message: String(error) };
}

/**
 * A change that could not be saved on this device (full disk, a closed or blocked database) must never pass
 * unnoticed: the repositories report here and the app shows a blocking dialog until the user reloads.
 */
export const useLocalWriteErrorStore = create<LocalWriteErrorState>((set, get) => ({
  failure: null,
  report(error) {
    console.error('Could not save on this device', error);
    if (get().failure === null) set({ failure: describe(error) });
  },
}));
