import type { User } from '@cafe/domain';
import { repositories } from '../../data/repositories/repositories';
import { type LiveReadResult, useLiveRead } from '../../data/use-live-read';

const readUsers = () => repositories.users.list();

/** The store's users, live: one added on another device (pulled by sync) shows without a reload. */
export function useUsers(): LiveReadResult<'users', User[]> {
  return useLiveRead('users', readUsers, 'Failed to fetch users');
}
