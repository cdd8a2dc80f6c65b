import type { User } from '@cafe/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useState } from 'react';
import { repositories } from '../../data/repositories/repositories';

export type UsersRead = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; users: User[] };

async function readUsers(): Promise<UsersRead> {
  try {
    return { state: 'ready', users: await repositories.users.list() };
  } catch (error) {
    console.error('Failed to fetch users', error);
    return { state: 'failed' };
  }
}

export interface UsersList {
  read: UsersRead;
  /** Reads the users again, after a failed read. */
  retry: () => void;
}

/** The store's users, live: one added on another device (pulled by sync) shows without a reload. */
export function useUsers(): UsersList {
  // A new attempt is a new live query: the failed one would only answer again on the next write.
  const [attempt, setAttempt] = useState(0);
  const read = useLiveQuery(readUsers, [attempt], { state: 'loading' } as UsersRead);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { read, retry };
}
