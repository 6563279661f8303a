import { screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminService } from '#shared/schemas/services.js';
import { configureApiClient } from '#web/lib/api-client.js';
import { answerFetch, renderWithQueries } from '#web/test/render.js';
import { ServiceFormModal } from './ServiceFormModal.js';

const ZONE = 'America/New_York';

const service: AdminService = {
  _id: '64b000000000000000000001',
  title: 'Sunday Service',
  description: '',
  startsAt: '2026-12-06T15:00:00.000Z',
  repeat: 'weekly',
  weekdays: [0],
  until: null,
  durationMinutes: 90,
  chatOpensMinutesBefore: 30,
  chatClosesMinutesAfter: 30,
  mode: 'live',
  streamUrl: 'https://youtu.be/dQw4w9WgXcQ',
  videoUrl: '',
  videoDurationSeconds: null,
  moments: [
    { offsetMinutes: 70, kind: 'salvation', askContact: true, text: 'Kept as it was' },
    { offsetMinutes: 80, kind: 'new-here', askContact: false },
  ],
  createdAt: '2026-11-27T10:00:00.000Z',
  updatedAt: '2026-11-27T10:00:00.000Z',
  nextStartsAt: '2026-12-06T15:00:00.000Z',
};

function renderEdit() {
  const onSaved = vi.fn();
  const view = renderWithQueries(
    <ServiceFormModal service={service} churchZone={ZONE} onClose={vi.fn()} onSaved={onSaved} />,
  );
  const dialog = screen.getByRole('dialog', { name: 'Edit Service' });
  return { ...view, dialog, onSaved };
}

beforeEach(() => {
  configureApiClient({ getAdminToken: () => 'admin-token' });
});

afterEach(() => {
  configureApiClient({ getAdminToken: () => null, onAdminUnauthorized: () => undefined });
});

describe('the service’s plan of moments', () => {
  it('lists the plan, adds a next step and removes a row, and sends the plan with the service', async () => {
    const sent = answerFetch({ status: 200, body: { service } });
    const { user, dialog, onSaved } = renderEdit();
    const first = within(dialog).getByRole('group', { name: 'Moment 1' });
    expect(within(first).getByLabelText<HTMLInputElement>('Minutes after start').value).toBe('70');
    expect(within(first).getByLabelText<HTMLSelectElement>('Kind').value).toBe('salvation');
    expect(within(first).getByLabelText<HTMLInputElement>('Ask contact').checked).toBe(true);

    await user.click(within(dialog).getByRole('button', { name: 'Add a moment' }));
    const added = within(dialog).getByRole('group', { name: 'Moment 3' });
    await user.selectOptions(within(added).getByLabelText('Kind'), 'next-step');
    const offset = within(added).getByLabelText('Minutes after start');
    await user.clear(offset);
    await user.type(offset, '85');
    await user.type(within(added).getByLabelText('Title'), 'Foundation School');
    await user.type(within(added).getByLabelText('Button label'), 'Join Foundation School');
    await user.type(within(added).getByLabelText('Button link'), '/foundationSchool');
    await user.click(within(dialog).getByRole('button', { name: 'Remove moment 2' }));
    expect(within(dialog).queryByRole('group', { name: 'Moment 3' })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Update Service' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(sent[0]?.method).toBe('PUT');
    expect((sent[0]?.body as { moments: unknown }).moments).toEqual([
      { offsetMinutes: 70, kind: 'salvation', askContact: true, text: 'Kept as it was' },
      {
        offsetMinutes: 85,
        kind: 'next-step',
        askContact: true,
        title: 'Foundation School',
        actionLabel: 'Join Foundation School',
        actionUrl: '/foundationSchool',
      },
    ]);
  });

  it('shows the server’s error about a row under that row', async () => {
    answerFetch({
      status: 400,
      body: {
        message: 'Validation failed',
        errors: { 'moments.1.offsetMinutes': 'Enter the minutes after the start' },
      },
    });
    const { user, dialog, onSaved } = renderEdit();
    await user.click(within(dialog).getByRole('button', { name: 'Update Service' }));
    const second = within(dialog).getByRole('group', { name: 'Moment 2' });
    expect(await within(second).findByText('Enter the minutes after the start')).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
