import type { Role } from '@cafe/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, resetUiStore } from '../test/render-app';

async function tabsAt(path: string, role: Role, label: string) {
  renderApp(path, role);
  const nav = await screen.findByRole('navigation', { name: label });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('section placeholders (spec §2)', () => {
  beforeEach(() => resetUiStore());
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['admin', ['Staff Schedule', 'Tasks', 'Events', 'Inventory Reminders', 'Maintenance']],
    ['manager', ['Staff Schedule', 'Tasks', 'Events', 'Inventory Reminders']],
    ['staff', ['Tasks', 'Events']],
  ] as const)('planner tabs for %s', async (role, expected) => {
    expect(await tabsAt(role === 'staff' ? '/planner/tasks' : '/planner', role, 'Planner')).toEqual(expected);
  });

  it.each([
    ['admin', ['General', 'Your Profile', 'Users', 'Store', 'Notifications', 'Permissions', 'Devices']],
    ['manager', ['General', 'Your Profile', 'Users', 'Store', 'Notifications', 'Permissions', 'Devices']],
    ['staff', ['General', 'Your Profile']],
  ] as const)('settings tabs for %s', async (role, expected) => {
    expect(await tabsAt('/settings', role, 'Settings')).toEqual(expected);
  });

  it.each([
    ['/dashboard', 'Dashboard'],
    ['/sales', 'Sales'],
    ['/products', 'Products'],
    ['/expenses', 'Expenses'],
    ['/cashup', 'Cashup'],
    ['/extras', 'Extras'],
    ['/reports', 'Reports'],
  ])('%s shows its title', async (path, title) => {
    renderApp(path, 'admin');
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it.each([
    ['/planner/inventory', 'Set Up Inventory Alerts'],
    ['/planner/maintenance', 'Schedule Maintenance Task'],
  ])(
    '%s shows its placeholder button as what it is: not pressable, marked Coming soon',
    async (path, name) => {
      renderApp(path, 'admin');
      const button = await screen.findByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription('Coming soon');
      expect(button.className).not.toMatch(/\bbg-brand-/);
    },
  );

  it("offers 'New Sale' only at /sales", async () => {
    renderApp('/sales', 'staff');
    expect(await screen.findByRole('link', { name: 'New Sale' })).toHaveAttribute('href', '/sales/new');
  });

  it("hides 'New Sale' on /sales/new", async () => {
    renderApp('/sales/new', 'staff');
    await screen.findByRole('region', { name: 'Current Sale' });
    expect(screen.queryByRole('link', { name: 'New Sale' })).not.toBeInTheDocument();
  });
});
