import { screen, waitFor } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { API } from '#shared/api-paths.js';
import { PRAYER_MESSAGES } from '#shared/prayer.js';
import type { SentPrayerRequestResponse } from '#shared/schemas/prayer-requests.js';
import { answerFetch, renderWithQueries } from '#web/test/render.js';
import { PrayerRequestForm } from './PrayerRequestForm.js';

function answer(isPrivate: boolean, isAnonymous: boolean): SentPrayerRequestResponse {
  return {
    prayerRequest: {
      _id: 'p'.repeat(24),
      name: 'Grace',
      request: 'For my exams',
      isPrivate,
      isAnonymous,
      status: 'new',
      onWall: false,
      createdAt: '2026-11-27T09:00:00.000Z',
    },
    message: 'Thank you',
  };
}

describe('the prayer request form', () => {
  it('says what is missing before sending anything', async () => {
    const sent = answerFetch();
    const onSent = vi.fn();
    const { user } = renderWithQueries(<PrayerRequestForm onSent={onSent} />);
    await user.click(screen.getByRole('button', { name: 'Send Prayer Request' }));

    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText(PRAYER_MESSAGES.requestRequired)).toBeTruthy();
    expect(sent).toEqual([]);
    expect(onSent).not.toHaveBeenCalled();
  });

  it('asks the wall to show “Someone” when chosen, and keeps the name for the next request', async () => {
    const sent = answerFetch({ status: 201, body: answer(false, true) });
    const onSent = vi.fn();
    const { user } = renderWithQueries(<PrayerRequestForm onSent={onSent} />);
    await user.type(screen.getByLabelText('Your name'), 'Grace');
    await user.type(screen.getByLabelText('Your prayer request'), 'For my exams');
    await user.click(screen.getByLabelText('Show me as “Someone” instead of my first name'));
    await user.click(screen.getByRole('button', { name: 'Send Prayer Request' }));

    await waitFor(() => expect(onSent).toHaveBeenCalledWith(answer(false, true)));
    expect(sent).toEqual([
      {
        method: 'POST',
        path: API.prayerRequest,
        body: {
          name: 'Grace',
          email: '',
          request: 'For my exams',
          isPrivate: false,
          isAnonymous: true,
          notifyWhenAnswered: false,
        },
      },
    ]);
    expect(screen.getByLabelText('Your name')).toHaveProperty('value', 'Grace');
    expect(screen.getByLabelText('Your prayer request')).toHaveProperty('value', '');
  });

  it('sends a request for the team alone as private, never anonymous on the wall', async () => {
    const sent = answerFetch({ status: 201, body: answer(true, false) });
    const { user } = renderWithQueries(<PrayerRequestForm onSent={vi.fn()} />);
    await user.type(screen.getByLabelText('Your name'), 'Grace');
    await user.type(screen.getByLabelText('Email (optional)'), 'grace@example.org');
    await user.type(screen.getByLabelText('Your prayer request'), 'For my family');
    await user.click(screen.getByLabelText('Show me as “Someone” instead of my first name'));
    await user.click(screen.getByRole('radio', { name: /Only the prayer team/ }));
    expect(screen.queryByLabelText('Show me as “Someone” instead of my first name')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send Prayer Request' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({
      name: 'Grace',
      email: 'grace@example.org',
      request: 'For my family',
      isPrivate: true,
      isAnonymous: false,
      notifyWhenAnswered: false,
    });
  });

  it('asks to be emailed when answered, when ticked', async () => {
    const sent = answerFetch({ status: 201, body: answer(true, false) });
    const { user } = renderWithQueries(<PrayerRequestForm onSent={vi.fn()} />);
    await user.type(screen.getByLabelText('Your name'), 'Grace');
    await user.type(screen.getByLabelText('Email (optional)'), 'grace@example.org');
    await user.type(screen.getByLabelText('Your prayer request'), 'For my exams');
    await user.click(screen.getByLabelText('Email me when it is answered'));
    await user.click(screen.getByRole('button', { name: 'Send Prayer Request' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({ notifyWhenAnswered: true });
  });

  it('shows the server’s field errors and its failure line', async () => {
    answerFetch({
      status: 400,
      body: { message: 'Validation failed', errors: { email: 'Please enter a valid email' } },
    });
    const { user } = renderWithQueries(<PrayerRequestForm onSent={vi.fn()} />);
    await user.type(screen.getByLabelText('Your name'), 'Grace');
    await user.type(screen.getByLabelText('Email (optional)'), 'nope');
    await user.type(screen.getByLabelText('Your prayer request'), 'For peace');
    await user.click(screen.getByRole('button', { name: 'Send Prayer Request' }));

    expect(await screen.findByText('Please enter a valid email')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(
      'Your prayer request could not be sent. Please try again.',
    );
  });
});
