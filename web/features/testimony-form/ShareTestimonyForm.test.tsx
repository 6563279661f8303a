import { screen, waitFor } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { API } from '#shared/api-paths.js';
import { MESSAGES } from '#shared/messages.js';
import type { Testimony } from '#shared/schemas/submissions.js';
import { answerFetch, renderWithQueries } from '#web/test/render.js';
import { ShareTestimonyForm } from './ShareTestimonyForm.js';

const WALL_HINT = 'Our team reads every testimony before it appears on the testimony wall.';
const TEAM_HINT = 'Only our team will read it: it will not appear on the testimony wall.';

const stored: Testimony = {
  _id: 't'.repeat(24),
  name: 'Grace',
  email: 'grace@example.org',
  title: 'Healed',
  testimony: 'After years of pain',
  category: 'other',
  isApproved: false,
  sharePublicly: false,
  createdAt: '2026-11-27T09:00:00.000Z',
};

async function fillIn(user: ReturnType<typeof renderWithQueries>['user']) {
  await user.type(screen.getByLabelText('Your name'), 'Grace');
  await user.type(screen.getByLabelText('Email'), 'grace@example.org');
  await user.type(screen.getByLabelText('Title'), 'Healed');
  await user.type(screen.getByLabelText('Your testimony'), 'After years of pain');
}

describe('the Share Your Testimony form', () => {
  it('sends the testimony as category other, with the sender’s choice about the wall', async () => {
    const sent = answerFetch({ status: 201, body: { testimony: stored } });
    const onSubmitted = vi.fn();
    const { user } = renderWithQueries(<ShareTestimonyForm onSubmitted={onSubmitted} />);
    await fillIn(user);
    expect(screen.getByText(WALL_HINT)).toBeTruthy();
    await user.click(screen.getByLabelText('Share publicly'));
    expect(screen.getByText(TEAM_HINT)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Submit Testimony' }));

    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
    expect(sent).toEqual([
      {
        method: 'POST',
        path: API.testimony,
        body: {
          name: 'Grace',
          email: 'grace@example.org',
          title: 'Healed',
          testimony: 'After years of pain',
          category: 'other',
          sharePublicly: false,
        },
      },
    ]);
    expect(screen.getByLabelText('Title')).toHaveProperty('value', '');
    expect(screen.getByLabelText('Your testimony')).toHaveProperty('value', '');
    expect(screen.getByLabelText('Your name')).toHaveProperty('value', 'Grace');
  });

  it('tells whoever waits that it is busy, and when it is done', async () => {
    answerFetch({ status: 201, body: { testimony: stored } });
    const onBusyChange = vi.fn();
    const { user } = renderWithQueries(
      <ShareTestimonyForm onSubmitted={vi.fn()} onBusyChange={onBusyChange} />,
    );
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Submit Testimony' }));
    await waitFor(() => expect(onBusyChange.mock.calls).toEqual([[true], [false]]));
  });

  it('shows the spec’s failure line and the server’s field errors', async () => {
    answerFetch({
      status: 400,
      body: { message: MESSAGES.errors.validation, errors: { title: 'Title is required' } },
    });
    const onSubmitted = vi.fn();
    const { user } = renderWithQueries(<ShareTestimonyForm onSubmitted={onSubmitted} />);
    await user.click(screen.getByRole('button', { name: 'Submit Testimony' }));

    expect(await screen.findByText('Title is required')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(MESSAGES.testimony.failed);
    expect(onSubmitted).not.toHaveBeenCalled();
  });
});
