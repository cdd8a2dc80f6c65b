import type { SignInOptions } from '@cafe/domain';
import { useEffect, useState } from 'react';
import { fetchSignInOptions, readCachedSignInOptions } from '../../data/auth/sign-in-options';

export interface SignInOptionsState {
  /** The server's latest answer, or the cached one until it arrives (or when it can't be reached). */
  options: SignInOptions | null;
  /** True once the server answered during this visit. */
  fresh: boolean;
  /** True when the server could not be asked this visit. */
  unreachable: boolean;
}

export function useSignInOptions(): SignInOptionsState {
  const [state, setState] = useState<SignInOptionsState>(() => ({
    options: readCachedSignInOptions(),
    fresh: false,
    unreachable: false,
  }));

  useEffect(() => {
    let current = true;
    fetchSignInOptions().then((options) => {
      if (!current) return;
      setState((previous) =>
        options ? { options, fresh: true, unreachable: false } : { ...previous, unreachable: true },
      );
    });
    return () => {
      current = false;
    };
  }, []);

  return state;
}
