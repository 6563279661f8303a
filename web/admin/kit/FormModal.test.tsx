import { screen, waitFor, within } from '@testing-library/preact';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithQueries } from '#web/test/render.js';
import { CheckboxField, FormField, FormModal, fieldDescribedBy } from './FormModal.js';

function NameDialog({
  onSubmit = vi.fn(),
  submitting = false,
  failure = null,
  error,
}: {
  onSubmit?: () => void;
  submitting?: boolean;
  failure?: string | null;
  error?: string;
}) {
  const [open, setOpen] = useState(true);
  const [shownFailure, setShownFailure] = useState(failure);
  return open ? (
    <FormModal
      open
      onOpenChange={setOpen}
      title="Add Person"
      description="Someone new"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      submitLabel="Add"
      submitting={submitting}
      failure={shownFailure}
      onDismissFailure={() => setShownFailure(null)}
    >
      <FormField id="person-name" label="Name" required error={error} hint="As they sign">
        <input
          id="person-name"
          className="field__input"
          aria-describedby={fieldDescribedBy('person-name', error, 'hint')}
        />
      </FormField>
      <CheckboxField id="person-blocked" label="Blocked" hint="Cannot post" />
    </FormModal>
  ) : (
    <p>closed</p>
  );
}

describe('the form dialog', () => {
  it('names itself and its fields, and submits the form', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithQueries(<NameDialog onSubmit={onSubmit} />);
    const dialog = screen.getByRole('dialog', { name: 'Add Person' });
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    expect(name.getAttribute('aria-describedby')).toBe('person-name-hint');
    expect(within(dialog).getByText('As they sign').id).toBe('person-name-hint');
    expect(within(dialog).getByRole('checkbox', { name: /Blocked/ })).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("shows a field's error under it, tied to the control", () => {
    renderWithQueries(<NameDialog error="Name is required" />);
    const error = screen.getByRole('alert');
    expect(error.textContent).toBe('Name is required');
    expect(error.id).toBe('person-name-error');
    const name = screen.getByRole('textbox', { name: /Name/ });
    expect(name.getAttribute('aria-describedby')).toBe('person-name-hint person-name-error');
  });

  it('shows a failure of the whole form over the fields, until it is dismissed', async () => {
    const { user } = renderWithQueries(<NameDialog failure="Could not save" />);
    expect(screen.getByText('Could not save')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /dismiss/i }));
    await waitFor(() => expect(screen.queryByText('Could not save')).toBeNull());
  });

  it('closes with Cancel', async () => {
    const { user } = renderWithQueries(<NameDialog />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('closed')).toBeTruthy();
  });

  it('cannot be cancelled while it is submitting', () => {
    renderWithQueries(<NameDialog submitting />);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true);
    const submit = screen.getByRole('button', { name: 'Add' });
    expect(submit).toHaveProperty('disabled', true);
    expect(submit.getAttribute('aria-busy')).toBe('true');
  });
});
