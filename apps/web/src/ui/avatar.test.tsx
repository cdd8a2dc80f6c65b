import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { Avatar } from './avatar';

it('shows initials made of whole characters, so an emoji in a name stays whole', () => {
  render(<Avatar name="Ana 👩‍🍳" src={null} />);
  expect(screen.getByTestId('avatar-initials')).toHaveTextContent(/^A👩‍🍳$/u);
});

it('shows the picture when there is one', () => {
  render(<Avatar name="Ana" src="blob:avatar" />);
  expect(screen.getByTestId('avatar-image')).toHaveAttribute('src', 'blob:avatar');
  expect(screen.queryByTestId('avatar-initials')).toBeNull();
});
