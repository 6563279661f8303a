import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Occurrence } from '#shared/schemas/services.js';
import { servicesKeys } from '#web/features/services/index.js';
import { answerFetch } from '#web/test/render.js';
import { UpcomingServices } from './UpcomingServices.js';

const NOW = new Date('2026-11-27T12:00:00.000Z');
const MINUTE = 60_000;

function occurrence(title: string, startsInMinutes: number, extra: Partial<Occurrence> = {}) {
  const start = NOW.getTime() + startsInMinutes * MINUTE;
  const at = (minutes: number) => new Date(start + minutes * MINUTE).toISOString();
  const startsAt = at(0);
  const serviceId = title.toLowerCase().replaceAll(' ', '-');
  return {
    _id: `${serviceId}_${startsAt}`,
    serviceId,
    scheduledStartsAt: startsAt,
    title,
    description: '',
    startsAt,
    endsAt: at(90),
    chatOpensAt: at(-30),
    chatClosesAt: at(120),
    status: 'scheduled',
    mode: 'live',
    streamId: null,
    recurrence: 'FREQ=WEEKLY;BYDAY=SU',
    ...extra,
  } satisfies Occurrence;
}

/** The grid with the schedule already answered, as a server-rendered page starts. */
function renderWith(services: Occurrence[]) {
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queries.setQueryData(servicesKeys.upcoming(), services);
  return render(
    <QueryClientProvider client={queries}>
      <UpcomingServices />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  // The settings call fails: the default church zone stands in.
  answerFetch({ status: 500, body: { message: 'Down' } });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Upcoming Live Services', () => {
  it('lists the coming occurrences with their state, leaving out ended ones', () => {
    renderWith([
      occurrence('Dawn Prayer', -120),
      occurrence('Morning Service', -10),
      occurrence('Noon Service', 20),
      occurrence('Sunday Celebration', 2 * 1440 + 60),
      occurrence('Choir Night', 3 * 1440, { status: 'cancelled' }),
    ]);
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Morning Service',
      'Noon Service',
      'Sunday Celebration',
      'Choir Night',
    ]);
    const [live, open, later, cancelled] = cards as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(within(live).getByText('Live now')).toBeTruthy();
    expect(within(open).getByText('Chat open · starts in 20 min')).toBeTruthy();
    expect(within(later).getByText('Starts in 2 days')).toBeTruthy();
    expect(within(cancelled).getByText('Cancelled')).toBeTruthy();
    expect(within(cancelled).queryAllByRole('link')).toHaveLength(0);
  });

  it('links each to its service’s calendar file, Google with the repeat, and Outlook', () => {
    const sunday = occurrence('Sunday Celebration', 2 * 1440);
    renderWith([sunday]);
    const card = screen.getByRole('article', { name: 'Sunday Celebration' });
    expect(within(card).getByRole('link', { name: 'Add to Calendar' }).getAttribute('href')).toBe(
      '/api/services/sunday-celebration/calendar.ics',
    );
    const google = within(card)
      .getByRole('link', { name: 'Add Sunday Celebration to Google Calendar (opens in a new tab)' })
      .getAttribute('href');
    expect(new URL(google ?? '').searchParams.get('recur')).toBe('RRULE:FREQ=WEEKLY;BYDAY=SU');
    expect(new URL(google ?? '').searchParams.get('dates')).toBe(
      '20261129T120000Z/20261129T133000Z',
    );
    const outlook = within(card)
      .getByRole('link', { name: 'Add Sunday Celebration to Outlook (opens in a new tab)' })
      .getAttribute('href');
    expect(new URL(outlook ?? '').searchParams.get('startdt')).toBe(sunday.startsAt);
  });

  it('says so when no service is scheduled', () => {
    renderWith([]);
    expect(screen.getByText('No services scheduled yet')).toBeTruthy();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });
});
