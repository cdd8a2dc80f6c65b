import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../data/db';
import { deleteMeta, writeMeta } from '../../data/sync/meta';
import { renderApp } from '../../test/render-app';

afterEach(async () => {
  cleanup();
  await deleteMeta(db, 'historyPull');
});

describe('planner lists while the history loads', () => {
  beforeEach(() => writeMeta(db, 'historyPull', { cursor: 250, head: 1000 }));

  it.each([
    ['/planner', 'Older shifts are still loading: the rota and its counts may be missing some.'],
    ['/planner/tasks', 'Older tasks are still loading: the list and its counts may be missing some.'],
    ['/planner/events', 'Older events are still loading: the calendar and its counts may be missing some.'],
  ])('%s says its list is not whole yet, then nothing once the history is here', async (path, message) => {
    renderApp(path, 'manager');
    const note = await screen.findByText(message, { exact: false });
    expect(note).toHaveTextContent(`Loading history… 25% ${message}`);

    await deleteMeta(db, 'historyPull');
    await waitFor(() => expect(screen.queryByText(message, { exact: false })).not.toBeInTheDocument());
  });
});
