import type { User } from '@cafe/domain';
import { describe, expect, it } from 'vitest';
import { filterUsers } from './filter-users';

const base = {
  storeId: '0b6f3d8e-1c2a-4b5d-9e8f-7a6b5c4d3e2f',
  createdAt: '2026-01-15T09:30:00.000Z',
  updatedAt: '2026-01-15T09:30:00.000Z',
  version: 1,
  deletedAt: null,
  avatarFileId: null,
  credentialsVersion: 0,
};
const users: User[] = [
  {
    ...base,
    id: '3f1c2a4e-8b7d-4c1a-9e2f-0a1b2c3d4e51',
    name: 'Sam Staff',
    email: 'sam@cafe.example',
    role: 'staff',
  },
  {
    ...base,
    id: '3f1c2a4e-8b7d-4c1a-9e2f-0a1b2c3d4e52',
    name: 'Alex Admin',
    email: 'alex@cafe.example',
    role: 'admin',
  },
  {
    ...base,
    id: '3f1c2a4e-8b7d-4c1a-9e2f-0a1b2c3d4e53',
    name: 'Morgan',
    email: 'boss@cafe.example',
    role: 'manager',
  },
];

describe('filterUsers', () => {
  it('lists everyone by name when the search is blank', () => {
    expect(filterUsers(users, ' ').map((user) => user.name)).toEqual(['Alex Admin', 'Morgan', 'Sam Staff']);
  });
  it('finds by name, email or role, ignoring case', () => {
    expect(filterUsers(users, 'SAM').map((user) => user.name)).toEqual(['Sam Staff']);
    expect(filterUsers(users, 'boss@').map((user) => user.name)).toEqual(['Morgan']);
    expect(filterUsers(users, 'manager').map((user) => user.name)).toEqual(['Morgan']);
  });
});
