import { screen, waitFor, within } from '@testing-library/preact';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { answerFetch, renderWithQueries } from '#web/test/render.js';
import { PrayNowAlerts } from './PrayNowAlerts.js';

const waiting = {
  _id: 'V741tYNfX8Zq-mTd_YgCM_te1E7421Yk',
  name: 'Kofi',
  request: 'My job interview tomorrow',
  streamId: null,
  chatId: null,
  staffName: null,
  state: 'waiting',
  createdAt: '2026-11-27T23:30:00.000Z',
  expiresAt: '2026-11-27T23:35:00.000Z',
};

describe('the panel’s Waiting to pray alert', () => {
  it('shows a visitor waiting with Accept, and Not now puts it away', async () => {
    answerFetch({ status: 200, body: { requests: [waiting] } });
    renderWithQueries(
      <MemoryRouter>
        <PrayNowAlerts />
      </MemoryRouter>,
    );
    const alert = await screen.findByRole('region', { name: 'Waiting to pray' });
    expect(within(alert).getByRole('heading').textContent).toContain('Waiting to pray (1)');
    expect(within(alert).getByRole('listitem').textContent).toContain('My job interview tomorrow');
    expect(within(alert).getByRole('button', { name: 'Accept' })).toHaveProperty('disabled', false);

    within(alert).getByRole('button', { name: 'Not now' }).click();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Waiting to pray' })).toBe(null),
    );
  });
});
