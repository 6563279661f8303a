import { zodResolver } from '@hookform/resolvers/zod';
import { screen, waitFor, within } from '@testing-library/preact';
import { useFormContext } from 'react-hook-form';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '#web/lib/api-client.js';
import { renderWithQueries } from '#web/test/render.js';
import { SettingsForm } from './index.js';

const schema = z.object({
  welcome: z.object({ title: z.string().min(1, 'Give the page a title') }),
  giving: z.object({ thanks: z.string() }),
});
type Values = z.infer<typeof schema>;
const SAVED: Values = { welcome: { title: 'You are welcome' }, giving: { thanks: 'Thank you' } };

const TEXTS = {
  loading: 'Loading the words...',
  loadFailed: 'Failed to fetch the words',
  saved: 'The words are saved',
  saveFailed: 'Failed to save the words',
  invalid: 'Some words need attention',
  save: 'Save the words',
};

function Field({ name, label }: { name: 'welcome.title' | 'giving.thanks'; label: string }) {
  const { register, getFieldState, formState } = useFormContext<Values>();
  const error = getFieldState(name, formState).error?.message;
  return (
    <>
      <label htmlFor={name}>{label}</label>
      <input id={name} {...register(name)} aria-invalid={error ? true : undefined} />
      {error ? <p>{error}</p> : null}
    </>
  );
}

const TABS = [
  { id: 'welcome', label: 'Welcome', content: <Field name="welcome.title" label="Title" /> },
  { id: 'giving', label: 'Giving', content: <Field name="giving.thanks" label="Thanks" /> },
] as const;

const loaded = { isPending: false, isError: false, data: SAVED, error: null, errorUpdatedAt: 0 };

function renderForm({
  query = { ...loaded, refetch: vi.fn() },
  save = vi.fn((values: Values) => Promise.resolve(values)),
  address = '/admin?section=site-content',
  keepTabsMounted = false,
}: {
  query?: Parameters<typeof SettingsForm<Values, 'welcome' | 'giving'>>[0]['query'];
  save?: (values: Values) => Promise<Values>;
  address?: string;
  keepTabsMounted?: boolean;
} = {}) {
  const view = renderWithQueries(
    <MemoryRouter initialEntries={[address]}>
      <SettingsForm
        query={query}
        save={{ mutateAsync: save, isPending: false }}
        resolver={zodResolver(schema)}
        tabs={TABS}
        tabsLabel="Parts"
        tabOf={(path) => (path.startsWith('giving') ? 'giving' : 'welcome')}
        texts={TEXTS}
        keepTabsMounted={keepTabsMounted}
      />
    </MemoryRouter>,
  );
  return { ...view, save };
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('the settings layout', () => {
  it('says the values are loading, and shows no form yet', () => {
    renderForm({ query: { ...loaded, isPending: true, data: undefined, refetch: vi.fn() } });
    expect(screen.getByRole('status').textContent).toContain(TEXTS.loading);
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('starts on the first tab, with the loaded values', () => {
    renderForm();
    expect(screen.getByRole('tablist', { name: 'Parts' })).toBeTruthy();
    expect(tab('Welcome').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByLabelText('Title')).toHaveProperty('value', 'You are welcome');
  });

  it('shows a load failure with a way to try again', async () => {
    const refetch = vi.fn();
    const failure = new ApiError(500, 'The words are out of reach', { fromServer: true });
    const query = { ...loaded, isError: true, data: undefined, error: failure, refetch };
    const { user } = renderForm({ query });
    expect(screen.getByRole('alert').textContent).toContain('The words are out of reach');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('opens the tab a link names', () => {
    renderForm({ address: '/admin?section=site-content&tab=giving' });
    expect(tab('Giving').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByLabelText('Thanks')).toHaveProperty('value', 'Thank you');
  });

  it('keeps every tab mounted when asked, the others hidden', () => {
    renderForm({ keepTabsMounted: true });
    const thanks = screen.getByLabelText('Thanks');
    expect(thanks.closest('[role="tabpanel"]')?.hasAttribute('hidden')).toBe(true);
  });

  it('sends the edited values and says they are saved', async () => {
    const { user, save } = renderForm();
    const title = screen.getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Come in');
    await user.click(screen.getByRole('button', { name: 'Save the words' }));

    expect((await screen.findByRole('status')).textContent).toContain(TEXTS.saved);
    expect(save).toHaveBeenCalledWith({ ...SAVED, welcome: { title: 'Come in' } });
  });

  it('stops a save its own checks refuse, on the tab holding the mistake', async () => {
    const { user, save } = renderForm({ address: '/admin?tab=giving' });
    await user.click(tab('Welcome'));
    await user.clear(screen.getByLabelText('Title'));
    await user.click(tab('Giving'));
    await user.click(screen.getByRole('button', { name: 'Save the words' }));

    expect((await screen.findByRole('alert')).textContent).toContain(TEXTS.invalid);
    expect(tab('Welcome').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Give the page a title')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
  });

  it('shows the server refusal and its field errors, on the tab holding the first', async () => {
    const refusal = new ApiError(400, 'Some words were refused', {
      fromServer: true,
      errors: { 'giving.thanks': 'Say thanks in fewer words' },
    });
    const { user } = renderForm({ save: () => Promise.reject(refusal) });
    await user.click(screen.getByRole('button', { name: 'Save the words' }));

    expect((await screen.findByRole('alert')).textContent).toContain('Some words were refused');
    expect(tab('Giving').getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('Say thanks in fewer words')).toBeTruthy();
    expect(within(panel).getByLabelText('Thanks').getAttribute('aria-invalid')).toBe('true');
  });

  it('discards the edits back to the saved values', async () => {
    const { user } = renderForm();
    const discard = screen.getByRole('button', { name: 'Discard changes' });
    expect(discard).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText('Title'), ' here');
    await waitFor(() => expect(discard).toHaveProperty('disabled', false));
    await user.click(discard);
    expect(screen.getByLabelText('Title')).toHaveProperty('value', 'You are welcome');
  });
});
