import { act, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '#shared/constants.js';
import type { Moment } from '#shared/schemas/moments.js';
import type { LivestreamUser } from '#web/lib/livestream-user.js';
import { answerFetch, renderWithQueries } from '#web/test/render.js';
import { livestreamKeys } from '#web/features/livestream/api/livestream-keys.js';
import { LiveMoment } from './LiveMoment.js';

const STREAM = '64b0000000000000000000aa';

function openMoment(overrides: Partial<Moment> = {}): Moment {
  const now = Date.now();
  return {
    _id: '64b0000000000000000000m1',
    streamId: STREAM,
    kind: 'salvation',
    title: 'Give your life to Jesus',
    text: 'If you prayed that prayer with us, tell us.',
    actionLabel: '',
    actionUrl: '',
    askContact: false,
    opensAt: new Date(now - 1000).toISOString(),
    closesAt: new Date(now + 5 * 60_000).toISOString(),
    closed: false,
    responses: 0,
    ...overrides,
  };
}

const member: LivestreamUser = {
  name: 'Grace Member',
  email: 'grace@example.com',
  phone: '+1 555 0100',
  isGuest: false,
  id: '64b0000000000000000000u1',
  token: 'member-token',
};

const card = () => screen.findByRole('region', { name: 'Give your life to Jesus' });

afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

describe('a moment over the chat', () => {
  it('announces an open moment politely and answers it with one tap', async () => {
    const sent = answerFetch(
      { status: 200, body: { moments: [openMoment()] } },
      { status: 200, body: { responses: 1 } },
    );
    const { user } = renderWithQueries(<LiveMoment streamId={STREAM} user={null} />);

    const region = await card();
    const announcement = screen.getByRole('status');
    expect(announcement.getAttribute('aria-live')).toBe('polite');
    expect(announcement.textContent).toBe('New moment: Give your life to Jesus');
    expect(within(region).getByText('If you prayed that prayer with us, tell us.')).toBeTruthy();

    await user.click(within(region).getByRole('button', { name: 'I gave my life to Jesus today' }));
    expect(await within(region).findByText('Thank you for responding')).toBeTruthy();
    expect(sent[1]).toMatchObject({
      method: 'POST',
      path: `/api/user/moment/${openMoment()._id}/response`,
    });
    const key = localStorage.getItem(STORAGE_KEYS.momentVisitorKey);
    expect(key).toMatch(/^[a-f0-9]{36}$/);
    expect(sent[1]?.body).toEqual({ visitorKey: key });
  });

  it('asks for contact first, prefilled from the member, and thanks them for it', async () => {
    const sent = answerFetch(
      { status: 200, body: { moments: [openMoment({ askContact: true })] } },
      { status: 200, body: { responses: 2 } },
    );
    const { user } = renderWithQueries(<LiveMoment streamId={STREAM} user={member} />);
    const region = await card();

    await user.click(within(region).getByRole('button', { name: 'I gave my life to Jesus today' }));
    expect(within(region).getByLabelText<HTMLInputElement>('Name').value).toBe('Grace Member');
    expect(within(region).getByLabelText<HTMLInputElement>('Email').value).toBe(
      'grace@example.com',
    );
    expect(within(region).getByLabelText<HTMLInputElement>('Phone').value).toBe('+1 555 0100');
    await user.type(within(region).getByLabelText('Note'), 'Please call me');
    await user.click(within(region).getByRole('button', { name: 'Send' }));

    expect(
      await within(region).findByText('Thank you — someone from the team will be in touch'),
    ).toBeTruthy();
    expect(sent[1]?.body).toMatchObject({
      name: 'Grace Member',
      email: 'grace@example.com',
      phone: '+1 555 0100',
      note: 'Please call me',
    });
  });

  it('sends an emptied form without contact, and thanks them without a promise', async () => {
    const sent = answerFetch(
      { status: 200, body: { moments: [openMoment({ askContact: true })] } },
      { status: 200, body: { responses: 1 } },
    );
    const guest: LivestreamUser = { name: 'Sam Guest', email: 'sam@example.com', isGuest: true };
    const { user } = renderWithQueries(<LiveMoment streamId={STREAM} user={guest} />);
    const region = await card();

    await user.click(within(region).getByRole('button', { name: 'I gave my life to Jesus today' }));
    expect(within(region).getByLabelText<HTMLInputElement>('Email').value).toBe('sam@example.com');
    await user.clear(within(region).getByLabelText('Name'));
    await user.clear(within(region).getByLabelText('Email'));
    await user.click(within(region).getByRole('button', { name: 'Send' }));

    expect(await within(region).findByText('Thank you for responding')).toBeTruthy();
    expect(Object.keys(sent[1]?.body as object)).toEqual(['visitorKey']);
  });

  it('says the moment has closed when the server answers 409', async () => {
    answerFetch(
      { status: 200, body: { moments: [openMoment()] } },
      { status: 409, body: { message: 'This moment has closed' } },
    );
    const { user } = renderWithQueries(<LiveMoment streamId={STREAM} user={null} />);
    const region = await card();
    await user.click(within(region).getByRole('button', { name: 'I gave my life to Jesus today' }));
    expect(await within(region).findByText('This moment has closed')).toBeTruthy();
    expect(within(region).queryByRole('button', { name: /gave my life/ })).toBeNull();
  });

  it('stays dismissed for that moment in this browser, by its button or by Escape', async () => {
    const sent = answerFetch(
      { status: 200, body: { moments: [openMoment()] } },
      { status: 200, body: { moments: [openMoment()] } },
      { status: 200, body: { moments: [openMoment({ _id: '64b0000000000000000000m2' })] } },
    );
    const first = renderWithQueries(<LiveMoment streamId={STREAM} user={null} />);
    const region = await card();
    await first.user.click(within(region).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('region')).toBeNull();
    first.unmount();

    // Reloaded: the same moment stays away.
    const again = renderWithQueries(<LiveMoment streamId={STREAM} user={null} />);
    await waitFor(() => {
      expect(again.queries.getQueryState(livestreamKeys.moments(STREAM))?.status).toBe('success');
    });
    expect(sent).toHaveLength(2);
    expect(screen.queryByRole('region')).toBeNull();
    again.unmount();

    // Another moment shows, and Escape from inside it puts it away.
    const third = renderWithQueries(<LiveMoment streamId={STREAM} user={null} />);
    const next = await card();
    const answer = within(next).getByRole('button', { name: 'I gave my life to Jesus today' });
    answer.focus();
    fireEvent.keyDown(answer, { key: 'Escape' });
    expect(screen.queryByRole('region')).toBeNull();
    third.unmount();
  });

  it('closes by itself at its closing time', async () => {
    vi.useFakeTimers({
      now: new Date('2026-11-29T10:00:00.000Z'),
      toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
    });
    const moment = openMoment({
      opensAt: '2026-11-29T09:59:00.000Z',
      closesAt: '2026-11-29T10:00:20.000Z',
    });
    // The page polls while no event stream is open: each poll still lists the moment.
    answerFetch(
      ...Array.from({ length: 12 }, () => ({ status: 200, body: { moments: [moment] } })),
    );
    renderWithQueries(<LiveMoment streamId={STREAM} user={null} />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(screen.getByRole('region', { name: 'Give your life to Jesus' })).toBeTruthy();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(19_000);
    });
    expect(screen.getByRole('region', { name: 'Give your life to Jesus' })).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
