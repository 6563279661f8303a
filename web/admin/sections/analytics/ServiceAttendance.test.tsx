import { screen, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminOccurrence, ServiceAttendance as Report } from '#shared/schemas/services.js';
import { configureApiClient } from '#web/lib/api-client.js';
import { renderWithQueries } from '#web/test/render.js';
import { ServiceAttendance } from './ServiceAttendance.js';

function occurrence(startsAt: string, attendance: AdminOccurrence['attendance']): AdminOccurrence {
  return {
    _id: `svc-1:${startsAt}`,
    serviceId: 'svc-1',
    scheduledStartsAt: startsAt,
    title: 'Sunday Service',
    description: '',
    startsAt,
    endsAt: startsAt,
    chatOpensAt: startsAt,
    chatClosesAt: startsAt,
    status: 'ended',
    mode: 'live',
    streamId: null,
    recurrence: null,
    cancelled: false,
    attendance,
  };
}

const figures = { peakViewers: 40, uniqueViewers: 55, averageMinutes: 41, estimatedPeople: 90 };
const none = { salvation: 0, 'raise-hand': 0, 'new-here': 0, 'next-step': 0, prayer: 0 };

const report: Report = {
  services: [
    {
      serviceId: 'svc-1',
      title: 'Sunday Service',
      occurrences: [
        occurrence('2026-11-22T15:00:00.000Z', {
          ...figures,
          moments: [
            { momentId: 'm1', kind: 'salvation', title: '', responses: 3 },
            { momentId: 'm2', kind: 'new-here', title: 'Say hello', responses: 5 },
          ],
          responsesByKind: { ...none, salvation: 3, 'new-here': 5 },
        }),
        occurrence('2026-11-15T15:00:00.000Z', { ...figures, moments: [], responsesByKind: none }),
      ],
    },
  ],
};

/** The server for this view: the attendance report; public settings are left to their defaults. */
function serveReport() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input), location.href);
      const found = url.pathname === '/api/admin/services/attendance';
      return new Response(JSON.stringify(found ? report : { message: 'Not found' }), {
        status: found ? 200 : 404,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

beforeEach(() => {
  configureApiClient({ getAdminToken: () => 'admin-token' });
});

afterEach(() => {
  configureApiClient({ getAdminToken: () => null, onAdminUnauthorized: () => undefined });
});

describe('service attendance with moments', () => {
  it('shows each occurrence’s moments with their responses, and the responses by kind', async () => {
    serveReport();
    renderWithQueries(<ServiceAttendance />);
    const table = await screen.findByRole('table', { name: 'Sunday Service' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toContain('Moments (responses)');
    expect(headers).toContain('Responses by kind');

    const [, newest, older] = within(table).getAllByRole('row');
    if (!newest || !older) throw new Error('two occurrences expected');
    const items = (row: HTMLElement, column: number) =>
      within(within(row).getAllByRole('cell')[column] ?? row)
        .queryAllByRole('listitem')
        .map((item) => item.textContent);
    // An untitled moment goes by its kind; the kinds with no answers are left out.
    expect(items(newest, 4)).toEqual(['Salvation: 3', 'Say hello: 5']);
    expect(items(newest, 5)).toEqual(['Salvation: 3', 'New here: 5']);
    expect(within(older).getAllByText('—')).toHaveLength(2);
  });
});
