import { screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SERVICE_MESSAGES, type AdminService } from '#shared/schemas/services.js';
import { configureApiClient } from '#web/lib/api-client.js';
import { answerFetch, renderWithQueries } from '#web/test/render.js';
import { ServiceFormModal } from './ServiceFormModal.js';

/** New York is five hours behind UTC in December: 5:00 PM there is 22:00 UTC. */
const ZONE = 'America/New_York';

const saved: AdminService = {
  _id: '64b000000000000000000001',
  title: 'Midweek Service',
  description: '',
  startsAt: '2026-12-02T22:00:00.000Z',
  repeat: 'weekly',
  weekdays: [3],
  until: null,
  durationMinutes: 90,
  chatOpensMinutesBefore: 30,
  chatClosesMinutesAfter: 30,
  mode: 'simulated',
  streamUrl: '',
  videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  videoDurationSeconds: 5100,
  moments: [],
  createdAt: '2026-11-27T10:00:00.000Z',
  updatedAt: '2026-11-27T10:00:00.000Z',
  nextStartsAt: '2026-12-02T22:00:00.000Z',
};

function renderForm() {
  const onSaved = vi.fn();
  const onClose = vi.fn();
  const view = renderWithQueries(
    <ServiceFormModal service={null} churchZone={ZONE} onClose={onClose} onSaved={onSaved} />,
  );
  const dialog = screen.getByRole('dialog', { name: 'Add Service' });
  return { ...view, dialog, onSaved, onClose };
}

beforeEach(() => {
  configureApiClient({ getAdminToken: () => 'admin-token' });
});

afterEach(() => {
  configureApiClient({ getAdminToken: () => null, onAdminUnauthorized: () => undefined });
});

describe('the service form', () => {
  it('repeats weekly on the first date’s weekday, and sends a simulated service in church time', async () => {
    const sent = answerFetch(
      { status: 200, body: { settings: { mediaHosting: null } } },
      { status: 201, body: { service: saved } },
    );
    const { user, dialog, onSaved } = renderForm();
    const day = (name: string) => within(dialog).getByRole('checkbox', { name });

    expect(within(dialog).getByRole('radio', { name: 'Weekly' })).toHaveProperty('checked', true);
    expect(day('Wednesday')).toHaveProperty('checked', false);
    await user.type(within(dialog).getByLabelText(/Title/), 'Midweek Service');
    await user.type(within(dialog).getByLabelText(/First date/), '2026-12-02');
    await user.type(within(dialog).getByLabelText(/Start time/), '17:00');
    // The date's weekday is chosen for the admin; the others stay off.
    expect(day('Wednesday')).toHaveProperty('checked', true);
    expect(
      within(dialog)
        .getAllByRole('checkbox')
        .filter((box) => (box as HTMLInputElement).checked)
        .map((box) => box.getAttribute('aria-label')),
    ).toEqual(['Wednesday']);

    expect(within(dialog).getByLabelText(/Stream URL/)).toBeTruthy();
    await user.click(within(dialog).getByRole('radio', { name: 'Simulated' }));
    expect(within(dialog).queryByLabelText(/Stream URL/)).toBeNull();
    await user.type(
      within(dialog).getByLabelText(/Video link/),
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    );
    await user.type(within(dialog).getByLabelText(/Video length/), '1:25:00');
    expect(within(dialog).getByText(/85 minutes/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Add Service' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved, true));
    expect(sent.at(-1)).toEqual({
      method: 'POST',
      path: '/api/admin/service',
      body: {
        title: 'Midweek Service',
        description: '',
        startsAt: '2026-12-02T22:00:00.000Z',
        repeat: 'weekly',
        weekdays: [3],
        until: null,
        durationMinutes: 90,
        chatOpensMinutesBefore: 30,
        chatClosesMinutesAfter: 30,
        mode: 'simulated',
        videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        videoDurationSeconds: 5100,
      },
    });
  });

  it('sends a one-off live service without weekdays or an end date', async () => {
    const sent = answerFetch({
      status: 201,
      body: { service: { ...saved, repeat: 'none', weekdays: [], mode: 'live' } },
    });
    const { user, dialog, onSaved } = renderForm();

    await user.type(within(dialog).getByLabelText(/Title/), 'Carol Service');
    await user.type(within(dialog).getByLabelText(/First date/), '2026-12-20');
    await user.type(within(dialog).getByLabelText(/Start time/), '18:30');
    await user.type(within(dialog).getByLabelText(/Until/), '2027-01-31');
    await user.click(within(dialog).getByRole('radio', { name: 'Once' }));
    expect(within(dialog).queryByRole('checkbox', { name: 'Sunday' })).toBeNull();
    expect(within(dialog).queryByLabelText(/Until/)).toBeNull();
    const duration = within(dialog).getByLabelText(/Duration/);
    await user.clear(duration);
    await user.type(duration, '60');
    await user.type(within(dialog).getByLabelText(/Stream URL/), 'https://youtu.be/dQw4w9WgXcQ');
    await user.click(within(dialog).getByRole('button', { name: 'Add Service' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/admin/service',
        body: {
          title: 'Carol Service',
          description: '',
          startsAt: '2026-12-20T23:30:00.000Z',
          repeat: 'none',
          until: null,
          durationMinutes: 60,
          chatOpensMinutesBefore: 30,
          chatClosesMinutesAfter: 30,
          mode: 'live',
          streamUrl: 'https://youtu.be/dQw4w9WgXcQ',
        },
      },
    ]);
  });

  it('asks for a weekday before sending, and shows the server’s field errors under their fields', async () => {
    const sent = answerFetch({
      status: 400,
      body: {
        message: 'Validation failed',
        errors: {
          startsAt: SERVICE_MESSAGES.timeInvalid,
          streamUrl: SERVICE_MESSAGES.streamUrlNotPlayer,
        },
      },
    });
    const { user, dialog, onSaved } = renderForm();
    await user.type(within(dialog).getByLabelText(/Title/), 'Prayer Meeting');
    await user.type(within(dialog).getByLabelText(/First date/), '2026-12-04');
    await user.type(within(dialog).getByLabelText(/Start time/), '06:00');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Friday' }));
    await user.type(within(dialog).getByLabelText(/Stream URL/), 'https://www.youtube.com/@church');
    await user.click(within(dialog).getByRole('button', { name: 'Add Service' }));

    expect(await within(dialog).findByText(SERVICE_MESSAGES.weekdaysRequired)).toBeTruthy();
    expect(sent).toEqual([]);

    await user.click(within(dialog).getByRole('checkbox', { name: 'Tuesday' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Service' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({ weekdays: [2], startsAt: '2026-12-04T11:00:00.000Z' });
    const streamUrl = within(dialog).getByLabelText(/Stream URL/);
    expect(await within(dialog).findByText(SERVICE_MESSAGES.streamUrlNotPlayer)).toBeTruthy();
    expect(streamUrl.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText(SERVICE_MESSAGES.timeInvalid).id).toBe(
      'service-startDate-error',
    );
    expect(onSaved).not.toHaveBeenCalled();
  });
});
