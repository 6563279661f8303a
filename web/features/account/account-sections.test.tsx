import { screen, waitFor, within } from '@testing-library/preact';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '#shared/messages.js';
import { ACCOUNT_MESSAGES, type Account } from '#shared/schemas/account.js';
import { ApiError } from '#web/lib/api-client.js';
import { renderWithQueries } from '#web/test/render.js';
import { DeleteAccountDialog } from './DeleteAccountDialog.js';
import { PrayerRequestsSection } from './PrayerRequestsSection.js';
import { ProfileSection } from './ProfileSection.js';
import { QuickChatsSection } from './QuickChatsSection.js';
import { SettingsSection } from './SettingsSection.js';

const account = (changes: Partial<Account> = {}): Account => ({
  user: {
    _id: 'm'.repeat(24),
    name: 'Ruth Bello',
    email: 'ruth@example.org',
    phone: '+234 800 000 0000',
    location: 'Lagos',
    audienceSize: '1',
    expectations: '',
    isBlocked: false,
    createdAt: '2026-11-01T09:00:00.000Z',
  },
  goLiveEmails: false,
  notifyPrayerAnswered: false,
  pendingEmail: null,
  ...changes,
});

describe('the profile', () => {
  it('sends only what changed and says a new email waits for its link', async () => {
    const onSave = vi.fn(async () => account({ pendingEmail: 'new@example.org' }));
    const { user, rerender } = renderWithQueries(
      <ProfileSection account={account()} saving={false} onSave={onSave} />,
    );
    await user.clear(screen.getByLabelText('Location'));
    await user.type(screen.getByLabelText('Location'), 'Abuja');
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'new@example.org');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));

    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({ location: 'Abuja', email: 'new@example.org' }),
    );
    expect(await screen.findByText(ACCOUNT_MESSAGES.emailSent)).toBeTruthy();
    rerender(
      <ProfileSection
        account={account({ pendingEmail: 'new@example.org' })}
        saving={false}
        onSave={onSave}
      />,
    );
    expect(screen.getByText('new@example.org').closest('p')?.textContent).toContain(
      'We sent a link to new@example.org',
    );
  });

  it('refuses an empty name before sending, and shows the server’s field errors', async () => {
    const onSave = vi.fn(async () => {
      throw new ApiError(409, 'An account with this email already exists', {
        fromServer: true,
        errors: { email: 'An account with this email already exists' },
      });
    });
    const { user } = renderWithQueries(
      <ProfileSection account={account()} saving={false} onSave={onSave} />,
    );
    await user.clear(screen.getByLabelText('Name'));
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText(MESSAGES.registration.nameRequired)).toBeTruthy();
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(onSave).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Name'), 'Ruth');
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'taken@example.org');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('An account with this email already exists')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-describedby')).toMatch(/-error$/);
  });
});

describe('the member’s prayer requests', () => {
  it('shows each request’s status, prayers and whether an email was asked for', () => {
    renderWithQueries(
      <PrayerRequestsSection
        loading={false}
        failed={false}
        requests={[
          {
            _id: 'a'.repeat(24),
            request: 'For my exams',
            isPrivate: false,
            status: 'praying',
            prayedCount: 3,
            notifyWhenAnswered: true,
            createdAt: '2026-11-20T09:00:00.000Z',
          },
          {
            _id: 'b'.repeat(24),
            request: 'For my family',
            isPrivate: true,
            status: 'new',
            prayedCount: 1,
            notifyWhenAnswered: false,
            createdAt: '2026-11-19T09:00:00.000Z',
          },
        ]}
      />,
    );
    const [first, second] = screen.getAllByRole('listitem');
    expect(within(first as HTMLElement).getByText('Praying')).toBeTruthy();
    expect(within(first as HTMLElement).getByText(/Prayed for 3 times/)).toBeTruthy();
    expect(within(first as HTMLElement).getByText(/Email me when answered/)).toBeTruthy();
    expect(within(second as HTMLElement).getByText('Received')).toBeTruthy();
    expect(within(second as HTMLElement).getByText(/Prayed for 1 time$/)).toBeTruthy();
    expect(within(second as HTMLElement).queryByText(/Email me when answered/)).toBeNull();
  });

  it('says when there are none yet', () => {
    renderWithQueries(
      <MemoryRouter>
        <PrayerRequestsSection loading={false} failed={false} requests={[]} />
      </MemoryRouter>,
    );
    expect(screen.getByText(/You have not sent a prayer request while signed in/)).toBeTruthy();
  });
});

describe('the member’s quick chats', () => {
  it('opens a conversation in the Quick Chat panel and counts unread replies', async () => {
    const { user } = renderWithQueries(
      <QuickChatsSection
        loading={false}
        failed={false}
        chats={[
          {
            _id: 'c'.repeat(32),
            startedAt: '2026-11-20T09:00:00.000Z',
            lastMessage: {
              message: 'Yes, this evening',
              fromChurch: true,
              createdAt: '2026-11-20T10:00:00.000Z',
            },
            unreadReplies: 2,
          },
        ]}
      />,
    );
    expect(screen.getByText('Yes, this evening')).toBeTruthy();
    const open = screen.getByRole('button', { name: /Open conversation/ });
    expect(open.textContent).toContain('2 new replies');
    await user.click(open);
    expect(window.location.hash).toBe(`#quick-chat=${'c'.repeat(32)}`);
    window.location.hash = '';
  });
});

describe('emails and sign-in', () => {
  it('switches go-live emails and signs out everywhere, saying what happened', async () => {
    const onGoLiveEmails = vi.fn(async () => undefined);
    const onSignOutEverywhere = vi.fn(async () => undefined);
    const { user } = renderWithQueries(
      <SettingsSection
        goLiveEmails={false}
        switching={false}
        onGoLiveEmails={onGoLiveEmails}
        signingOut={false}
        onSignOutEverywhere={onSignOutEverywhere}
        onDelete={vi.fn()}
      />,
    );
    const toggle = screen.getByRole('switch', { name: 'Go-live emails' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await user.click(toggle);
    expect(onGoLiveEmails).toHaveBeenCalledWith(true);
    expect(await screen.findByText('We will email you when we go live.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    expect(onSignOutEverywhere).toHaveBeenCalledOnce();
    expect(await screen.findByText(ACCOUNT_MESSAGES.signedOutEverywhere)).toBeTruthy();
  });
});

describe('deleting the account', () => {
  it('asks for the password, sends the choice, and shows a wrong password under its field', async () => {
    const onDelete = vi.fn(async () => {
      throw new ApiError(400, 'Validation failed', {
        fromServer: true,
        errors: { password: ACCOUNT_MESSAGES.passwordWrong },
      });
    });
    const { user } = renderWithQueries(
      <DeleteAccountDialog open onOpenChange={vi.fn()} busy={false} onDelete={onDelete} />,
    );
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.passwordRequired)).toBeTruthy();
    expect(onDelete).not.toHaveBeenCalled();

    await user.click(screen.getByLabelText(/Erase my comments/));
    await user.type(screen.getByLabelText('Your password'), 'not-it');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await waitFor(() =>
      expect(onDelete).toHaveBeenCalledWith({ password: 'not-it', posts: 'erase' }),
    );
    expect(await screen.findByText(ACCOUNT_MESSAGES.passwordWrong)).toBeTruthy();
    expect(screen.getByLabelText('Your password').getAttribute('aria-invalid')).toBe('true');
  });
});
