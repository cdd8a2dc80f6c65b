import { type SetupAdmin, type SetupAdminInput, setupAdminSchema } from '@cafe/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { Form, FormBanner, SubmitButton, TextField } from './form';

/** A form as a back-office page builds one: the domain's schema, the kit's fields, banner and button. */
function AdminForm({ save }: { save: (values: SetupAdmin) => Promise<void> }) {
  const form = useForm<SetupAdminInput, unknown, SetupAdmin>({
    resolver: zodResolver(setupAdminSchema),
    defaultValues: { name: '', email: '', password: '' },
  });
  return (
    <Form form={form} onSubmit={save} failureMessage="Failed to save user" aria-label="User">
      <FormBanner />
      <TextField name="name" label="Name" />
      <TextField name="email" label="Email" type="email" description="Used to sign in." />
      <TextField name="password" label="Password" type="password" />
      <SubmitButton pendingLabel="Saving...">Save</SubmitButton>
    </Form>
  );
}

function deferred() {
  let resolve: () => void = () => {};
  let reject: (error: Error) => void = () => {};
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Robin Owner');
  await user.type(screen.getByLabelText('Email'), 'robin@cafe.example');
  await user.type(screen.getByLabelText('Password'), 'long-enough');
}

describe('form kit', () => {
  it("shows the schema's message beside the field, wired to it for assistive technology", async () => {
    const user = userEvent.setup();
    const save = vi.fn(async () => {});
    render(<AdminForm save={save} />);
    await user.type(screen.getByLabelText('Name'), 'Robin Owner');
    await user.type(screen.getByLabelText('Email'), 'robin@cafe');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    // The description stays; the error joins it.
    expect(email).toHaveAccessibleDescription('Used to sign in. Please enter a valid email address');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('Password must be at least 8 characters');
    const name = screen.getByLabelText('Name');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(name).not.toHaveAttribute('aria-describedby');
    expect(save).not.toHaveBeenCalled();
    // A field error is not a save error: no banner.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('hands the schema-parsed values to the save', async () => {
    const user = userEvent.setup();
    const save = vi.fn(async (_values: SetupAdmin) => {});
    render(<AdminForm save={save} />);
    await user.type(screen.getByLabelText('Name'), '  Robin Owner  ');
    await user.type(screen.getByLabelText('Email'), 'robin@cafe.example');
    await user.type(screen.getByLabelText('Password'), 'long-enough');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]?.[0]).toMatchObject({ name: 'Robin Owner', email: 'robin@cafe.example' });
  });

  it('shows a failed save in a red banner inside the form, and clears it on the next try', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let attempt = 0;
    const save = vi.fn(async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('IndexedDB is full');
    });
    render(<AdminForm save={save} />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Failed to save user');
    expect(screen.getByRole('form', { name: 'User' })).toContainElement(banner);
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('cannot be submitted twice while a save is under way, and says it is saving', async () => {
    const user = userEvent.setup();
    const pending = deferred();
    const save = vi.fn(() => pending.promise);
    render(<AdminForm save={save} />);
    await fillValid(user);
    const button = screen.getByRole('button', { name: 'Save' });
    await user.click(button);
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent('Saving...');

    // A second tap and Enter in a field (implicit submission) both do nothing.
    await user.click(button);
    await user.type(screen.getByLabelText('Password'), '{Enter}');
    // Nor does a submit event that bypasses the button (a script, an assistive technology's submit).
    fireEvent.submit(screen.getByRole('form', { name: 'User' }));
    await Promise.resolve();
    expect(save).toHaveBeenCalledTimes(1);

    pending.resolve();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    expect(save).toHaveBeenCalledTimes(1);
  });
});
