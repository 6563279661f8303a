import { screen, waitFor, within } from '@testing-library/preact';
import { useMutation } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { renderWithQueries } from '#web/test/render.js';
import { EraseByEmailModal } from './EraseByEmailModal.js';

const COPY = {
  fieldId: 'queue-erase-email',
  title: 'Erase a person’s notes',
  description: 'Everything from this address goes for good.',
  failure: 'Failed to erase the notes',
};

function Eraser({
  erase,
  onClose = vi.fn(),
  onErased = vi.fn(),
}: {
  erase: (email: string) => Promise<{ message: string }>;
  onClose?: () => void;
  onErased?: (message: string) => void;
}) {
  const mutation = useMutation({ mutationFn: erase });
  return (
    <EraseByEmailModal open onClose={onClose} onErased={onErased} erase={mutation} copy={COPY} />
  );
}

describe('the erase-by-email dialog', () => {
  it('asks for a valid address and sends it trimmed, then passes the answer on and closes', async () => {
    const erase = vi.fn(async (_email: string) => ({ message: 'Erased 3 note(s)' }));
    const onClose = vi.fn();
    const onErased = vi.fn();
    const { user } = renderWithQueries(
      <Eraser erase={erase} onClose={onClose} onErased={onErased} />,
    );
    const dialog = screen.getByRole('dialog', { name: COPY.title });
    expect(within(dialog).getByText(COPY.description)).toBeTruthy();
    const field = within(dialog).getByRole('textbox', { name: /Email address/ });

    await user.type(field, 'not an address');
    await user.click(within(dialog).getByRole('button', { name: 'Erase for good' }));
    expect(await within(dialog).findByText('Enter a valid email address')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(erase).not.toHaveBeenCalled();

    await user.clear(field);
    await user.type(field, '  ada@example.org ');
    await user.click(within(dialog).getByRole('button', { name: 'Erase for good' }));
    await waitFor(() => expect(onErased).toHaveBeenCalledWith('Erased 3 note(s)'));
    expect(erase.mock.calls[0]?.[0]).toBe('ada@example.org');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows its own failure when the erase fails without a message from the server', async () => {
    const erase = vi.fn(async () => {
      throw new Error('network down');
    });
    const onErased = vi.fn();
    const { user } = renderWithQueries(<Eraser erase={erase} onErased={onErased} />);
    const dialog = screen.getByRole('dialog', { name: COPY.title });
    await user.type(within(dialog).getByRole('textbox', { name: /Email address/ }), 'a@b.org');
    await user.click(within(dialog).getByRole('button', { name: 'Erase for good' }));
    expect(await within(dialog).findByText(COPY.failure)).toBeTruthy();
    expect(onErased).not.toHaveBeenCalled();
  });
});
