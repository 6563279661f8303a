import { screen, waitFor } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { API } from '#shared/api-paths.js';
import { CONTACT_SUBJECTS, STORAGE_KEYS } from '#shared/constants.js';
import { MESSAGES } from '#shared/messages.js';
import { answerFetch, renderWithQueries } from '#web/test/render.js';
import { ContactForm } from './ContactForm.js';

const contact = {
  _id: 'c'.repeat(24),
  name: 'Grace',
  email: 'grace@example.org',
  subject: CONTACT_SUBJECTS[0],
  message: 'Hello',
  status: 'new',
  createdAt: '2026-11-27T09:00:00.000Z',
};

describe('the contact form', () => {
  it('offers the five subjects after the prompt', () => {
    renderWithQueries(<ContactForm onSent={vi.fn()} />);
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Choose a subject', ...CONTACT_SUBJECTS]);
  });

  it('is filled with the name and email given on the livestream page', () => {
    localStorage.setItem(
      STORAGE_KEYS.livestreamUser,
      JSON.stringify({ name: 'Grace', email: 'grace@example.org', isGuest: true }),
    );
    renderWithQueries(<ContactForm onSent={vi.fn()} />);
    expect(screen.getByLabelText('Your name')).toHaveProperty('value', 'Grace');
    expect(screen.getByLabelText('Email')).toHaveProperty('value', 'grace@example.org');
  });

  it('sends what was typed, says so, and clears the subject and message', async () => {
    const sent = answerFetch({ status: 201, body: { contact } });
    const onSent = vi.fn();
    const { user } = renderWithQueries(<ContactForm onSent={onSent} />);
    await user.type(screen.getByLabelText('Your name'), 'Grace');
    await user.type(screen.getByLabelText('Email'), 'grace@example.org');
    await user.selectOptions(screen.getByLabelText('Subject'), CONTACT_SUBJECTS[1]);
    await user.type(screen.getByLabelText('Message'), 'Please call me');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    expect(sent).toEqual([
      {
        method: 'POST',
        path: API.contact,
        body: {
          name: 'Grace',
          email: 'grace@example.org',
          subject: CONTACT_SUBJECTS[1],
          message: 'Please call me',
        },
      },
    ]);
    expect(screen.getByLabelText('Your name')).toHaveProperty('value', 'Grace');
    expect(screen.getByLabelText('Subject')).toHaveProperty('value', '');
    expect(screen.getByLabelText('Message')).toHaveProperty('value', '');
  });

  it('shows the failure and each field error the server sends, and clears one when edited', async () => {
    answerFetch({
      status: 400,
      body: {
        message: MESSAGES.errors.validation,
        errors: { email: 'Please enter a valid email', subject: 'Please choose a subject' },
      },
    });
    const onSent = vi.fn();
    const { user } = renderWithQueries(<ContactForm onSent={onSent} />);
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Please enter a valid email')).toBeTruthy();
    expect(screen.getByText('Please choose a subject')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(MESSAGES.contact.failed);
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(onSent).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Email'), 'x');
    expect(screen.queryByText('Please enter a valid email')).toBeNull();
    expect(screen.getByText('Please choose a subject')).toBeTruthy();
  });
});
