import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../data/db';
import { repositories } from '../../data/repositories/repositories';
import { renderApp } from '../../test/render-app';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

beforeEach(async () => {
  await Promise.all([db.tasks.clear(), db.events.clear(), db.settings.clear()]);
});

describe('Task form', () => {
  it("a failed local write: 'Failed to save task' in the form's banner, still on the form, nothing stored", async () => {
    vi.spyOn(repositories.tasks, 'create').mockRejectedValueOnce(new Error('disk'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const { router } = renderApp('/planner/tasks/new', 'manager');
    await user.type(await screen.findByLabelText('Title'), 'Descale the espresso machine');
    await user.click(screen.getByRole('button', { name: 'Add Task' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save task');
    expect(router.state.location.pathname).toBe('/planner/tasks/new');
    expect(await db.tasks.count()).toBe(0);
  });
});

describe('Event form', () => {
  it("a failed local write: 'Failed to save event' in the form's banner, still on the form, nothing stored", async () => {
    vi.spyOn(repositories.events, 'create').mockRejectedValueOnce(new Error('disk'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const { router } = renderApp('/planner/events/new', 'manager');
    await user.type(await screen.findByLabelText('Title'), 'Latte art night');
    await user.type(screen.getByLabelText('Start'), '2026-03-14T18:00');
    await user.type(screen.getByLabelText('End'), '2026-03-14T20:00');
    await user.click(screen.getByRole('button', { name: 'Add Event' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save event');
    expect(router.state.location.pathname).toBe('/planner/events/new');
    expect(await db.events.count()).toBe(0);
  });
});
