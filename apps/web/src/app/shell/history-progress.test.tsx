import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '../../data/db';
import { deleteMeta, writeMeta } from '../../data/sync/meta';
import { HistoryProgress } from './history-progress';

describe('history progress in the top bar', () => {
  afterEach(() => deleteMeta(db, 'historyPull'));

  it('shows nothing on a till that has its history', async () => {
    const { container } = render(<HistoryProgress />);
    // Let the live query answer before judging the absence.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).toBeEmptyDOMElement();
  });

  it('shows how far the history has come, tells a screen reader in quarters, and says when it is done', async () => {
    await writeMeta(db, 'historyPull', { cursor: 450, head: 1000 });
    render(<HistoryProgress />);
    expect(await screen.findByText('Loading history… 45%')).toBeInTheDocument();
    expect(screen.getByTestId('history-progress')).toHaveAttribute('title', 'Loading history… 45%');
    expect(screen.getByRole('status')).toHaveTextContent('Loading history… 25%');

    await writeMeta(db, 'historyPull', { cursor: 490, head: 1000 });
    expect(await screen.findByText('Loading history… 49%')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading history… 25%');

    await writeMeta(db, 'historyPull', { cursor: 760, head: 1000 });
    expect(await screen.findByText('Loading history… 76%')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading history… 75%');

    await deleteMeta(db, 'historyPull');
    expect(await screen.findByText('History loaded')).toHaveAttribute('role', 'status');
    expect(screen.queryByTestId('history-progress')).not.toBeInTheDocument();
    expect(screen.queryByText(/Loading history/)).not.toBeInTheDocument();
  });
});
