import { screen, within } from '@testing-library/preact';
import { Settings } from 'lucide-react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS } from '#shared/default-settings.js';
import { MESSAGES } from '#shared/messages.js';
import { readFetchCall, renderWithQueries, type SentRequest } from '#web/test/render.js';
import { SettingsView } from './SettingsView.js';

const TWO_FACTOR_OFF = { enabled: false, required: false };
const PUSH_COUNTS = {
  total: 0,
  topics: { 'go-live': 0, 'service-reminder': 0, 'prayer-answered': 0, events: 0 },
};
const INFO = { label: 'Settings', title: 'Settings', subtitle: 'General', icon: Settings };

function renderSettings() {
  return renderWithQueries(
    <MemoryRouter initialEntries={['/admin?section=settings']}>
      <SettingsView info={INFO} focusHeading={false} />
    </MemoryRouter>,
  );
}

/**
 * Stands in for the server by route: the two-factor status is read again whenever a panel
 * showing it mounts, so its calls are answered however many there are; the settings' reads
 * and saves take their answers in order.
 */
function answerSettings(...saves: { status: number; body: unknown }[]) {
  const sent: SentRequest[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const { request, sent: call } = await readFetchCall(input, init);
    const pathname = call.path;
    sent.push(call);
    const answer =
      pathname === '/api/admin/two-factor'
        ? { status: 200, body: TWO_FACTOR_OFF }
        : pathname === '/api/admin/push/subscribers'
          ? { status: 200, body: PUSH_COUNTS }
          : request.method === 'GET'
            ? { status: 200, body: { settings: DEFAULT_SETTINGS } }
            : saves.shift();
    if (!answer) throw new Error(`no answer left for ${request.method} ${pathname}`);
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return sent;
}

describe('Settings', () => {
  it('saves the edited settings and says so', async () => {
    const saved = {
      ...DEFAULT_SETTINGS,
      general: { ...DEFAULT_SETTINGS.general, siteName: 'Living Waters' },
    };
    const sent = answerSettings({ status: 200, body: { settings: saved } });
    const { user } = renderSettings();
    const siteName = await screen.findByLabelText('Site Name');
    await user.clear(siteName);
    await user.type(siteName, 'Living Waters');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));

    const notice = await screen.findByText(MESSAGES.adminSettings.saved);
    expect(notice.closest('[role="status"]')).toBeTruthy();
    const save = sent.find(({ method }) => method === 'PUT');
    expect(save).toEqual({ method: 'PUT', path: '/api/admin/settings', body: saved });
    expect(screen.getByLabelText('Site Name')).toHaveProperty('value', 'Living Waters');
  });

  it('shows the server refusal and puts its field errors on their fields, on their tab', async () => {
    answerSettings({
      status: 400,
      body: {
        message: 'Some settings were refused',
        errors: { 'church.city': 'The city name is too long' },
      },
    });
    const { user } = renderSettings();
    await screen.findByLabelText('Site Name');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));

    expect(await screen.findByText('Some settings were refused')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Church' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('The city name is too long')).toBeTruthy();
    expect(screen.getByLabelText('City').getAttribute('aria-invalid')).toBe('true');
  });

  it('publishes replays automatically once the Sermons tab says so', async () => {
    const saved = {
      ...DEFAULT_SETTINGS,
      sermons: { ...DEFAULT_SETTINGS.sermons, autoPublishReplays: true },
    };
    const sent = answerSettings({ status: 200, body: { settings: saved } });
    const { user } = renderSettings();
    await screen.findByLabelText('Site Name');
    await user.click(screen.getByRole('tab', { name: 'Sermons' }));
    const autoPublish = screen.getByRole('checkbox', { name: /Publish replays automatically/ });
    expect(autoPublish).toHaveProperty('checked', false);
    expect(screen.getByText(/its replay is published at once instead of waiting/)).toBeTruthy();
    expect(screen.getByText(/at least 1400 × 1400 pixels/)).toBeTruthy();
    await user.click(autoPublish);
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));

    await screen.findByText(MESSAGES.adminSettings.saved);
    const save = sent.find(({ method }) => method === 'PUT');
    expect(save?.body).toMatchObject({
      sermons: { autoPublishReplays: true, podcastArtworkUrl: '' },
    });
  });

  it('edits the follow-up emails on the Follow-up tab, one per kind of moment', async () => {
    const sent = answerSettings({ status: 200, body: { settings: DEFAULT_SETTINGS } });
    const { user } = renderSettings();
    await screen.findByLabelText('Site Name');
    await user.click(screen.getByRole('tab', { name: 'Follow-up' }));
    const salvation = screen.getByRole('group', { name: 'Salvation' });
    const subject = within(salvation).getByLabelText('Subject');
    expect(subject).toHaveProperty('value', DEFAULT_SETTINGS.followUp.salvation.subject);
    await user.clear(subject);
    await user.type(subject, 'Welcome home, {{name}');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));

    await screen.findByText(MESSAGES.adminSettings.saved);
    const save = sent.find(({ method }) => method === 'PUT');
    expect(save?.body).toMatchObject({
      followUp: {
        salvation: {
          subject: 'Welcome home, {name}',
          body: DEFAULT_SETTINGS.followUp.salvation.body,
        },
        prayer: DEFAULT_SETTINGS.followUp.prayer,
      },
    });
  });
});
