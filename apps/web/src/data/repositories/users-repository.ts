import type { User } from '@cafe/domain';
import { loadDomainSchemas } from '../load-domain-schemas';
import { createEditableRepository } from './editable-repository';
import type { RepositoryDeps } from './local-writer';

/**
 * Users as rows. Edits of the public fields (name, email, role, avatar) and deletions go through the outbox like
 * any change. Making a user and setting a password are online API calls (data/auth/users-api.ts), so no password
 * is ever written to IndexedDB; the server's answer is laid in here with `putFromServer`.
 */
export function createUsersRepository(deps: RepositoryDeps) {
  const {
    create: _noCreate,
    applyMany: _noApplyMany,
    ...editable
  } = createEditableRepository(deps, {
    entity: 'user',
    // create is never used: the outbox carries no user creates (see above).
    schemas: (domain) => ({
      create: domain.MUTATION_DATA_SCHEMAS.user.update,
      update: domain.MUTATION_DATA_SCHEMAS.user.update,
    }),
  });
  return {
    ...editable,
    async byEmail(email: string): Promise<User | undefined> {
      const rows = await deps.db.users.where('email').equals(email.trim().toLowerCase()).toArray();
      return rows.find((row) => row.deletedAt === null);
    },
    /**
     * A row the server returned from an API call, shown at once; the pull brings the same version later. A row
     * this device holds at a higher version is newer and stays.
     */
    async putFromServer(row: User): Promise<void> {
      const user = (await loadDomainSchemas()).userSchema.parse(row);
      await deps.db.transaction('rw', deps.db.users, async () => {
        const local = await deps.db.users.get(user.id);
        if (local && local.version > user.version) return;
        await deps.db.users.put(user);
      });
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
