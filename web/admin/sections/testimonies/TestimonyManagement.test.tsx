import { screen, waitFor, within } from '@testing-library/preact';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '#shared/messages.js';
import type { Testimony } from '#shared/schemas/submissions.js';
import { answerFetch, renderWithQueries } from '#web/test/render.js';
import { testimoniesSection } from './index.js';
import { TestimonyManagement } from './TestimonyManagement.js';

// Testimony Management is made of the kit's ListSection and EditDialog: these tests hold the
// shared list's states, its request and its edit dialog, as an admin meets them.

const TEXTS = MESSAGES.adminTestimonies;

function testimony(id: string, title: string, isApproved = false): Testimony {
  return {
    _id: id.repeat(24),
    name: 'Grace',
    email: 'grace@example.org',
    title,
    testimony: `What happened: ${title}`,
    category: 'healing',
    isApproved,
    sharePublicly: true,
    createdAt: '2026-11-27T09:00:00.000Z',
  };
}

const page = (testimonies: Testimony[], { total = testimonies.length, page = 1 } = {}) => ({
  status: 200,
  body: { testimonies, total, page, limit: 24 },
});

function renderSection(address = '/admin?section=testimonies') {
  return renderWithQueries(
    <MemoryRouter initialEntries={[address]}>
      <TestimonyManagement info={testimoniesSection} focusHeading={false} />
    </MemoryRouter>,
  );
}

/** The addresses fetch was asked for, in order. */
function requestedUrls(): URL[] {
  return vi.mocked(fetch).mock.calls.map(([input]) => {
    const request = input instanceof Request ? input : new Request(String(input));
    return new URL(request.url);
  });
}

describe('a list section (Testimony Management)', () => {
  it('says it is loading, then shows the cards and the count', async () => {
    answerFetch(page([testimony('a', 'Healed'), testimony('b', 'New job', true)]));
    renderSection();
    expect(screen.getByRole('status').textContent).toContain(TEXTS.loading);

    const list = await screen.findByRole('list', { name: 'Testimonies' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('Healed')).toBeTruthy();
    expect(screen.getByText('2 testimonies')).toBeTruthy();
    // Approve stands only on the pending one.
    expect(screen.getAllByRole('button', { name: 'Approve' })).toHaveLength(1);
  });

  it('says so when nothing has arrived yet', async () => {
    answerFetch(page([]));
    renderSection();
    expect(await screen.findByText(TEXTS.empty)).toBeTruthy();
    expect(screen.getByText(/wait here until you approve them/)).toBeTruthy();
  });

  it('offers to clear the search when a search finds nothing', async () => {
    answerFetch(page([]));
    renderSection('/admin?section=testimonies&q=nothing');
    expect(await screen.findByText('Try adjusting your search or filters.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear search and filters' })).toBeTruthy();
  });

  it("shows the server's words when the list cannot be loaded, and tries again", async () => {
    answerFetch(
      { status: 500, body: { message: 'The database is resting' } },
      page([testimony('a', 'Healed')]),
    );
    const { user } = renderSection();
    expect(await screen.findByText('The database is resting')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Testimonies' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Healed')).toBeTruthy();
    expect(screen.queryByText('The database is resting')).toBeNull();
  });

  it("shows the spec's line over the cards when an action fails", async () => {
    answerFetch(
      page([testimony('a', 'Healed')]),
      { status: 500, body: {} },
      page([testimony('a', 'Healed')]),
    );
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(TEXTS.approveFailed)).toBeTruthy();
    expect(screen.getByText('Healed')).toBeTruthy();
  });

  it('asks again with the page, the search and the filter', async () => {
    answerFetch(
      page([testimony('a', 'Healed')], { total: 30 }),
      page([testimony('b', 'Provision', true)], { total: 30, page: 2 }),
      page([testimony('a', 'Healed')], { total: 1 }),
      page([testimony('c', 'Peace', true)], { total: 1 }),
    );
    const { user } = renderSection();
    await screen.findByText('Healed');
    const first = requestedUrls()[0];
    expect(first?.pathname).toBe('/api/admin/testimonies');
    expect(first?.searchParams.get('page')).toBe('1');
    expect(first?.searchParams.has('search')).toBe(false);

    const pager = screen.getByRole('navigation', { name: 'Testimony pages' });
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    await screen.findByText('Provision');
    expect(requestedUrls()[1]?.searchParams.get('page')).toBe('2');

    // A new search starts again from the first page.
    await user.type(screen.getByRole('searchbox', { name: 'Search testimonies' }), 'heal');
    await screen.findByText('Healed');
    expect(requestedUrls()[2]?.searchParams.get('search')).toBe('heal');
    expect(requestedUrls()[2]?.searchParams.get('page')).toBe('1');
    expect(screen.getByText('1 testimony')).toBeTruthy();

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Filter by status' }),
      'approved',
    );
    await screen.findByText('Peace');
    expect(requestedUrls()[3]?.searchParams.get('status')).toBe('approved');
    expect(requestedUrls()[3]?.searchParams.get('search')).toBe('heal');
    expect(requestedUrls()).toHaveLength(4);
  });

  it('saves the edit dialog, and shows the server’s field errors under the fields', async () => {
    const healed = testimony('a', 'Healed');
    const sent = answerFetch(
      page([healed]),
      { status: 400, body: { message: 'Check the form', errors: { title: 'Too like another' } } },
      { status: 200, body: { testimony: { ...healed, title: 'Healed at last' } } },
      page([{ ...healed, title: 'Healed at last' }]),
    );
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));

    const dialog = await screen.findByRole('dialog', { name: 'Edit Testimony' });
    const title = within(dialog).getByLabelText(/Title/);
    expect(title).toHaveProperty('value', 'Healed');
    await user.clear(title);
    await user.type(title, 'Healed at last');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await within(dialog).findByText('Too like another')).toBeTruthy();
    expect(title.getAttribute('aria-invalid')).toBe('true');

    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Healed at last')).toBeTruthy();
    expect(sent[2]).toEqual({
      method: 'PUT',
      path: `/api/admin/testimony/${healed._id}`,
      body: { title: 'Healed at last', testimony: healed.testimony, isApproved: false },
    });
  });

  it('keeps the dialog open with the fields’ own errors, sending nothing', async () => {
    const sent = answerFetch(page([testimony('a', 'Healed')]));
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Testimony' });
    await user.clear(within(dialog).getByLabelText(/Title/));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect(sent).toHaveLength(1);
  });
});
