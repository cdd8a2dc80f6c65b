import { describe, expect, it } from 'vitest';
import { SYNC_ACTIONS, SYNC_ENTITIES } from '../entities/sync-log-entry.js';
import { can } from '../permissions.js';
import { permissionForMutation } from './mutation-permissions.js';

describe('permissionForMutation', () => {
  it('maps every entity and action as the permission table reads', () => {
    expect(permissionForMutation('product', 'update')).toBe('manage_products');
    expect(permissionForMutation('sale', 'create')).toBe('create_sale');
    expect(permissionForMutation('expense', 'create')).toBe('create_expense');
    expect(permissionForMutation('cashup', 'update')).toBe('manage_cashup');
    expect(permissionForMutation('shift', 'delete')).toBe('manage_inventory');
    expect(permissionForMutation('task', 'create')).toBe('view_sales');
    expect(permissionForMutation('event', 'delete')).toBe('view_sales');
    expect(permissionForMutation('user', 'create')).toBeNull();
    expect(permissionForMutation('user', 'update')).toBe('edit_user');
    expect(permissionForMutation('user', 'delete')).toBe('delete_user');
    expect(permissionForMutation('storeSettings', 'update')).toBe('manage_settings');
    expect(permissionForMutation('mobileOrder', 'update')).toBe('create_sale');
    expect(permissionForMutation('customOrder', 'create')).toBe('create_sale');
  });

  it('never allows changing or deleting a sale, nor creating or deleting the store settings', () => {
    expect(permissionForMutation('sale', 'update')).toBeNull();
    expect(permissionForMutation('sale', 'delete')).toBeNull();
    expect(permissionForMutation('storeSettings', 'create')).toBeNull();
    expect(permissionForMutation('storeSettings', 'delete')).toBeNull();
  });

  it('lets staff ring up sales but not touch products', () => {
    const staffMay = (entity: (typeof SYNC_ENTITIES)[number], action: (typeof SYNC_ACTIONS)[number]) => {
      const permission = permissionForMutation(entity, action);
      return permission !== null && can('staff', permission);
    };
    expect(staffMay('sale', 'create')).toBe(true);
    expect(staffMay('product', 'create')).toBe(false);
    for (const entity of SYNC_ENTITIES) for (const action of SYNC_ACTIONS) staffMay(entity, action);
  });
});
