import { ROLE_LABELS, type User } from '@cafe/domain';

/** Spec §2: the users list searches by name, email or role; shown by name. */
export function filterUsers(users: readonly User[], search: string): User[] {
  const needle = search.trim().toLowerCase();
  const sorted = [...users].sort((a, b) => a.name.localeCompare(b.name));
  if (needle === '') return sorted;
  return sorted.filter((user) =>
    [user.name, user.email, user.role, ROLE_LABELS[user.role]].some((text) =>
      text.toLowerCase().includes(needle),
    ),
  );
}
