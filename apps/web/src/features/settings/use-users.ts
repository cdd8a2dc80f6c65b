import type { User } from '@cafe/domain';
import { useLiveQuery } from 'dexie-react-hooks';
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

/** The store's users, live: one added on another device (pulled by sync) shows without a reload. */
export function useUsers(): UsersRead {
  return useLiveQuery(readUsers, [], { state: 'loading' } as UsersRead);
}
