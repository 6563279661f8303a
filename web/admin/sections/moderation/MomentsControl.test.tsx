import { screen, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Moment } from '#shared/schemas/moments.js';
import { configureApiClient } from '#web/lib/api-client.js';
import { answerFetch, renderWithQueries } from '#web/test/render.js';
import { MomentsControl } from './MomentsControl.js';
import { momentKeys, placeMoment } from './moments-api.js';

const STREAM = '64b0000000000000000000aa';

function moment(overrides: Partial<Moment>): Moment {
  const now = Date.now();
  return {
    _id: '64b0000000000000000000m1',
    streamId: STREAM,
    kind: 'salvation',
    title: '',
    text: '',
    actionLabel: '',
    actionUrl: '',
    askContact: false,
    opensAt: new Date(now - 60_000).toISOString(),
    closesAt: new Date(now + 9 * 60_000).toISOString(),
    closed: false,
    responses: 0,
    ...overrides,
  };
}

const earlier = moment({
  _id: '64b0000000000000000000m0',
  kind: 'new-here',
  title: 'Welcome',
  closed: true,
  responses: 3,
});

beforeEach(() => {
  configureApiClient({ getAdminToken: () => 'admin-token' });
});

afterEach(() => {
  configureApiClient({ getAdminToken: () => null, onAdminUnauthorized: () => undefined });
});

describe('the Moments control of Live Moderation', () => {
  it('posts a next step, shows its count growing, and closes it', async () => {
    const posted = moment({
      kind: 'next-step',
      title: 'Foundation School',
      actionLabel: 'Join Foundation School',
      actionUrl: '/foundationSchool',
      askContact: true,
    });
    const sent = answerFetch(
      { status: 200, body: { moments: [earlier] } },
      { status: 201, body: { moment: posted } },
      { status: 200, body: { moment: { ...posted, closed: true, responses: 2 } } },
    );
    const { user, queries } = renderWithQueries(<MomentsControl streamId={STREAM} />);
    const earlierList = await screen.findByRole('list', { name: 'Earlier moments' });
    expect(within(earlierList).getByText('Welcome')).toBeTruthy();
    expect(within(earlierList).getByText('3 responses')).toBeTruthy();

    const form = screen.getByRole('form', { name: 'Post a moment' });
    expect(within(form).queryByLabelText('Button label')).toBeNull();
    await user.selectOptions(within(form).getByLabelText('Kind'), 'next-step');
    await user.type(within(form).getByLabelText('Title (optional)'), 'Foundation School');
    await user.type(within(form).getByLabelText('Button label'), 'Join Foundation School');
    await user.type(within(form).getByLabelText('Button link'), '/foundationSchool');
    await user.clear(within(form).getByLabelText('Open for (minutes)'));
    await user.type(within(form).getByLabelText('Open for (minutes)'), '10');
    await user.click(within(form).getByLabelText(/Ask for contact details/));
    await user.click(within(form).getByRole('button', { name: 'Post moment' }));

    const open = await screen.findByRole('group', { name: 'Open moment' });
    expect(sent[1]).toEqual({
      method: 'POST',
      path: `/api/admin/stream/${STREAM}/moment`,
      body: {
        kind: 'next-step',
        askContact: true,
        title: 'Foundation School',
        actionLabel: 'Join Foundation School',
        actionUrl: '/foundationSchool',
        openSeconds: 600,
      },
    });
    expect(within(open).getByText('0 responses')).toBeTruthy();

    // What the panel's event stream does with each answer's `moment` event.
    queries.setQueryData<Moment[]>(momentKeys.stream(STREAM), (current) =>
      placeMoment(current, { ...posted, responses: 1 }),
    );
    expect(await within(open).findByText('1 response')).toBeTruthy();

    await user.click(within(open).getByRole('button', { name: 'Close now' }));
    const list = await screen.findByRole('list', { name: 'Earlier moments' });
    expect(await within(list).findByText('2 responses')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Open moment' })).toBeNull();
    expect(sent[2]).toEqual({
      method: 'PATCH',
      path: `/api/admin/moment/${posted._id}`,
      body: { closed: true },
    });
  });

  it('shows the server’s field error under its field', async () => {
    answerFetch(
      { status: 200, body: { moments: [] } },
      {
        status: 400,
        body: {
          message: 'Check the moment',
          errors: { openSeconds: 'A moment stays open at least 10 seconds' },
        },
      },
    );
    const { user } = renderWithQueries(<MomentsControl streamId={STREAM} />);
    expect(await screen.findByText('No moments on this stream yet.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Post moment' }));
    expect(await screen.findByText('A moment stays open at least 10 seconds')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Check the moment');
  });
});
