import { screen, waitFor } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { renderWithQueries } from '#web/test/render.js';
import { ListToolbar } from './ListToolbar.js';

const STATUS = {
  name: 'status',
  label: 'Filter by status',
  value: 'all',
  options: [
    { value: 'all', label: 'All statuses' },
    { value: 'open', label: 'Open' },
  ],
};

function renderToolbar(props: Partial<Parameters<typeof ListToolbar>[0]> = {}) {
  const onSearch = vi.fn();
  const onFilter = vi.fn();
  const view = renderWithQueries(
    <ListToolbar
      search=""
      onSearch={onSearch}
      searchPlaceholder="Search things..."
      searchLabel="Search things"
      filters={[STATUS]}
      onFilter={onFilter}
      noun={['thing', 'things']}
      {...props}
    />,
  );
  return { ...view, onSearch, onFilter };
}

describe('the list toolbar', () => {
  it('asks once the typing pauses, with the text trimmed', async () => {
    const { user, onSearch } = renderToolbar();
    await user.type(screen.getByRole('searchbox', { name: 'Search things' }), ' faith ');
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith('faith'));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('clears the search at once with its button', async () => {
    const { user, onSearch } = renderToolbar({ search: 'faith' });
    const box = screen.getByRole('searchbox', { name: 'Search things' });
    expect(box).toHaveProperty('value', 'faith');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onSearch).toHaveBeenCalledWith('');
    expect(box).toHaveProperty('value', '');
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });

  it('hands a filter choice on by the filter name', async () => {
    const { user, onFilter } = renderToolbar();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by status' }), 'open');
    expect(onFilter).toHaveBeenCalledWith('status', 'open');
  });

  it('counts the matches in the right number', () => {
    const { rerender } = renderToolbar({ total: 1 });
    expect(screen.getByText('1 thing')).toBeTruthy();
    rerender(
      <ListToolbar
        search=""
        onSearch={vi.fn()}
        searchPlaceholder="Search things..."
        searchLabel="Search things"
        total={1200}
        noun={['thing', 'things']}
      />,
    );
    expect(screen.getByText(`${(1200).toLocaleString()} things`)).toBeTruthy();
  });

  it('shows a search changed elsewhere (the back button, a reset) in the box', () => {
    const { rerender } = renderToolbar({ search: 'faith' });
    rerender(
      <ListToolbar
        search="hope"
        onSearch={vi.fn()}
        searchPlaceholder="Search things..."
        searchLabel="Search things"
        noun={['thing', 'things']}
      />,
    );
    expect(screen.getByRole('searchbox', { name: 'Search things' })).toHaveProperty(
      'value',
      'hope',
    );
  });
});
