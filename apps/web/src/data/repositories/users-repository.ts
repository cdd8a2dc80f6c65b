import { MUTATION_DATA_SCHEMAS, type User } from '@cafe/domain';
import { createEditableRepository } from './editable-repository';
import type { RepositoryDeps } from './local-writer';

/**
 * Users as rows. A new user's password travels once, inside the create's outbox entry (the server hashes it);
 * it is never written to the users table.
 */
export function createUsersRepository(deps: RepositoryDeps) {
  const S = MUTATION_DATA_SCHEMAS.user;
  const base = createEditableRepository(deps, {
    entity: 'user',
    createSchema: S.create,
    updateSchema: S.update,
    buildRow: (data) => ({
      name: data.name,
      email: data.email,
      role: data.role,
      avatarFileId: data.avatarFileId,
    }),
  });
  return {
    ...base,
    async byEmail(email: string): Promise<User | undefined> {
      const rows = await deps.db.users.where('email').equals(email.trim().toLowerCase()).toArray();
      return rows.find((row) => row.deletedAt === null);
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
