import { screen, within } from '@testing-library/preact';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffRole } from '#shared/schemas/auth.js';
import type { AdminSermon, AdminSermonSeries } from '#shared/schemas/sermons.js';
import { configureApiClient } from '#web/lib/api-client.js';
import { renderWithQueries } from '#web/test/render.js';
import { sermonsSection } from './index.js';
import { SermonManagement } from './SermonManagement.js';

const series: AdminSermonSeries = {
  _id: '64c000000000000000000001',
  title: 'The Gospel of John',
  description: 'Signs and wonders',
  artworkUrl: '',
  order: 0,
  sermonCount: 1,
  allSermonCount: 2,
  latestPreachedAt: '2026-12-06T15:30:00.000Z',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

const published: AdminSermon = {
  _id: '64c000000000000000000002',
  title: 'Born Again',
  preacher: 'Pastor Ruth',
  seriesId: series._id,
  seriesTitle: series.title,
  scripture: 'John 3:1–21',
  books: ['John'],
  preachedAt: '2026-12-06T15:30:00.000Z',
  summary: 'What it means to start again.',
  notes: '',
  notesHtml: '',
  videoUrl: '',
  audioUrl: '/uploads/audio/born-again.mp3',
  audioBytes: 18_200_000,
  audioType: 'audio/mpeg',
  durationSeconds: 754,
  streamId: null,
  published: true,
  serviceId: null,
  occurrenceStartsAt: null,
  createdAt: '2026-12-06T18:00:00.000Z',
  updatedAt: '2026-12-06T18:00:00.000Z',
};

const replay: AdminSermon = {
  ...published,
  _id: '64c000000000000000000003',
  title: 'Sunday Service',
  preacher: '',
  seriesId: null,
  seriesTitle: null,
  scripture: '',
  summary: '',
  audioUrl: '',
  audioBytes: 0,
  audioType: null,
  durationSeconds: 0,
  published: false,
  serviceId: '64b000000000000000000001',
};

/** The server, by path: who is signed in, the public settings, the lists. */
function serve(role: StaffRole) {
  const answers: Record<string, unknown> = {
    '/api/admin/session': {
      admin: { _id: 'a'.repeat(24), username: role, displayName: role, role },
      expiresAt: '2027-01-01T00:00:00.000Z',
    },
    '/api/admin/sermons': { sermons: [published, replay], total: 2, page: 1, limit: 20 },
    '/api/admin/sermon-series': { series: [series] },
    '/api/sermons': {
      sermons: [],
      total: 1,
      page: 1,
      pageSize: 12,
      preachers: ['Pastor Ruth'],
      books: [],
    },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const request = input instanceof Request ? input : new Request(String(input));
      const { pathname } = new URL(request.url, location.href);
      const body = answers[pathname];
      return new Response(JSON.stringify(body ?? { message: 'Not found' }), {
        status: body ? 200 : 404,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

function renderSection(address = '/admin?section=sermons') {
  return renderWithQueries(
    <MemoryRouter initialEntries={[address]}>
      <SermonManagement info={sermonsSection} focusHeading={false} />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  configureApiClient({ getAdminToken: () => 'staff-token' });
});

afterEach(() => {
  configureApiClient({ getAdminToken: () => null, onAdminUnauthorized: () => undefined });
});

describe('the Sermons section', () => {
  it('lists sermons with their status, audio and where they came from, for an admin to change', async () => {
    serve('admin');
    const { user } = renderSection();
    const list = await screen.findByRole('list', { name: 'Sermons' });
    const [first, second] = within(list).getAllByRole('listitem');
    if (!first || !second) throw new Error('two sermons expected');
    expect(within(first).getByText('Published')).toBeTruthy();
    expect(within(first).getByText('12:34 · 18.2 MB')).toBeTruthy();
    expect(within(first).getByText(series.title)).toBeTruthy();
    expect(within(second).getByText('Draft')).toBeTruthy();
    expect(within(second).getByText('Replay')).toBeTruthy();
    expect(within(second).getByText('No audio')).toBeTruthy();
    expect(await screen.findByRole('option', { name: 'Pastor Ruth' })).toBeTruthy();
    expect(screen.getByRole('option', { name: series.title })).toBeTruthy();

    expect(await screen.findByRole('button', { name: 'Add Sermon' })).toBeTruthy();
    // The replay opens in the form, to be completed and published.
    await user.click(within(second).getByRole('button', { name: 'Edit Sunday Service' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Sermon' });
    expect(within(dialog).getByText(/The replay of a service/)).toBeTruthy();
  });

  it('shows a moderator both lists without a way to add, edit or delete', async () => {
    serve('moderator');
    const { user } = renderSection();
    const list = await screen.findByRole('list', { name: 'Sermons' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Add Sermon/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Series' }));
    const seriesList = await screen.findByRole('list', { name: 'Series' });
    expect(within(seriesList).getByText('1 published, 1 draft')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Add Series/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
  });

  it('asks before deleting a series, saying its sermons stay', async () => {
    serve('admin');
    const { user } = renderSection('/admin?section=sermons&view=series');
    const seriesList = await screen.findByRole('list', { name: 'Series' });
    await user.click(
      await within(seriesList).findByRole('button', { name: `Delete ${series.title}` }),
    );
    const confirm = screen.getByRole('dialog', { name: `Delete “${series.title}”` });
    expect(
      within(confirm).getByText(
        'Are you sure you want to delete this series? Its sermons stay, without a series.',
      ),
    ).toBeTruthy();
  });
});
