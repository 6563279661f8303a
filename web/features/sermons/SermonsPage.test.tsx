import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PublicSermon, PublicSermonSeries, SermonsResponse } from '#shared/schemas/sermons.js';
import { type SermonsListParams, readSermonsParams } from '#shared/sermon-pages.js';
import { answerFetch } from '#web/test/render.js';
import { SermonsPage } from './SermonsPage.js';
import { sermonsKeys } from './sermons-keys.js';

function sermon(title: string, extra: Partial<PublicSermon> = {}): PublicSermon {
  return {
    _id: title.toLowerCase().replaceAll(' ', '-'),
    title,
    preacher: 'Pastor Ade',
    seriesId: 'hope',
    seriesTitle: 'Living Hope',
    scripture: 'John 3:1–21',
    books: ['John'],
    preachedAt: '2026-06-07T09:00:00.000Z',
    summary: 'Born again to a living hope.',
    videoUrl: '',
    audioUrl: '/uploads/audio/born-again.mp3',
    audioBytes: 1000,
    audioType: 'audio/mpeg',
    durationSeconds: 42 * 60,
    streamId: null,
    ...extra,
  };
}

const SERIES: PublicSermonSeries[] = [
  {
    _id: 'hope',
    title: 'Living Hope',
    description: '',
    artworkUrl: '',
    order: 0,
    sermonCount: 2,
    latestPreachedAt: '2026-06-07T09:00:00.000Z',
  },
];

function answered(sermons: PublicSermon[], extra: Partial<SermonsResponse> = {}): SermonsResponse {
  return {
    sermons,
    total: sermons.length,
    page: 1,
    pageSize: 12,
    preachers: ['Pastor Ade', 'Sister Grace'],
    books: [
      { code: 'John', name: 'John' },
      { code: 'Rom', name: 'Romans' },
    ],
    ...extra,
  };
}

/** The page at an address, with the answers the server would have rendered it with. */
function renderAt(address: string, list: SermonsResponse) {
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const params: SermonsListParams = readSermonsParams(new URL(address, 'http://x').searchParams);
  queries.setQueryData(sermonsKeys.list(params), list);
  queries.setQueryData(sermonsKeys.seriesList(), SERIES);
  const router = createMemoryRouter([{ path: '/sermons', element: <SermonsPage /> }], {
    initialEntries: [address],
  });
  render(
    <QueryClientProvider client={queries}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  // The settings call fails: the default church stands in.
  answerFetch({ status: 500, body: { message: 'Down' } });
});

describe('the sermon library', () => {
  it('shows each sermon with its preacher, series, scripture, listen mark and length', () => {
    renderAt('/sermons', answered([sermon('Born Again'), sermon('Rooted', { audioUrl: '' })]));
    const card = screen.getByRole('article', { name: 'Born Again' });
    expect(within(card).getByText('Pastor Ade')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Living Hope' }).getAttribute('href')).toBe(
      '/sermons/series/hope',
    );
    expect(within(card).getByText('John 3:1–21')).toBeTruthy();
    expect(within(card).getByText('Listen')).toBeTruthy();
    expect(within(card).getByText('42 minutes')).toBeTruthy();
    expect(
      within(screen.getByRole('article', { name: 'Rooted' })).queryByText('Listen'),
    ).toBeNull();
    expect(screen.getByRole('link', { name: 'Podcast' }).getAttribute('href')).toBe('/podcast.xml');
  });

  it('labels the search and filters, offers the facets, and keeps the choice in the address', async () => {
    const router = renderAt('/sermons?q=grace&page=2', answered([sermon('Born Again')]));
    const search = screen.getByRole('searchbox', { name: 'Search sermons' });
    expect((search as HTMLInputElement).value).toBe('grace');
    const book = screen.getByRole('combobox', { name: 'Book of the Bible' });
    expect(within(book).getByRole('option', { name: 'Romans' })).toBeTruthy();
    expect(
      within(screen.getByRole('combobox', { name: 'Preacher' })).getByRole('option', {
        name: 'Sister Grace',
      }),
    ).toBeTruthy();

    await userEvent.setup().selectOptions(book, 'Rom');
    // A new filter starts again from the first page.
    expect(router.state.location.search).toBe('?q=grace&book=Rom');
  });

  it('says when nothing matches the search', () => {
    renderAt('/sermons?q=zebra', answered([]));
    expect(screen.getByText('No sermons match your search.')).toBeTruthy();
  });

  it('says there are no sermons yet on an empty library', () => {
    renderAt('/sermons', answered([]));
    expect(screen.getByText('No sermons yet.')).toBeTruthy();
  });

  it('pages with links that keep the filters', () => {
    renderAt('/sermons?preacher=Pastor+Ade', answered([sermon('Born Again')], { total: 30 }));
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Older' }).getAttribute('href')).toBe(
      '/sermons?preacher=Pastor+Ade&page=2',
    );
  });
});
