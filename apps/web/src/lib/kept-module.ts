/**
 * A dynamic import that, once it has loaded (by a visit or by a read-ahead), is handed over at once: a route whose
 * module is already here then renders in the tap that opened it, instead of a task later behind a repaint (each
 * `import()` resolves in a task of its own, even for a module loaded long ago).
 */
export interface KeptModule<M> {
  /** Loads the module, once; a failed load (the network gone) is tried again on the next call. */
  load(): Promise<M>;
  /** The module, if it has loaded. */
  readonly kept: M | undefined;
}

export function keptModule<M>(load: () => Promise<M>): KeptModule<M> {
  let pending: Promise<M> | undefined;
  let kept: M | undefined;
  return {
    load() {
      pending ??= load().then(
        (module) => {
          kept = module;
          return module;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    get kept() {
      return kept;
    },
  };
}
