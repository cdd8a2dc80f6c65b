import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UpdateBanner } from './update-banner';

describe('UpdateBanner (spec §1)', () => {
  it("asks 'New content available. Reload?' and offers Reload and dismiss", async () => {
    const onReload = vi.fn();
    const onDismiss = vi.fn();
    render(<UpdateBanner onReload={onReload} onDismiss={onDismiss} />);
    expect(screen.getByText('New content available. Reload?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });
});
