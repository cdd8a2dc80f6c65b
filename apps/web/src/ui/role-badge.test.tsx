import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RoleBadge } from './role-badge';

describe('RoleBadge (spec §2)', () => {
  it.each([
    ['admin', 'Admin', 'red'],
    ['manager', 'Manager', 'amber'],
    ['staff', 'Staff', 'green'],
  ] as const)('shows %s as %s in %s', (role, label, colour) => {
    render(<RoleBadge role={role} />);
    const badge = screen.getByText(label);
    expect(badge).toHaveAttribute('data-tone', colour);
    expect(badge.className).toContain(`bg-${colour}-100`);
    expect(badge.className).toContain(`text-${colour}-800`);
  });
});
