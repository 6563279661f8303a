import { act, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  INSTALL_PROMPT_DISMISSED_KEY,
  INSTALL_PROMPT_SNOOZE_DAYS,
  PUSH_TEXTS,
} from '#shared/push.js';
import { installOffer } from '#web/lib/install-prompt.js';
import { InstallPrompt } from './InstallPrompt.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const START = new Date('2026-03-01T10:00:00Z');

/** What Chromium fires when the site may be installed; `prompt` opens its own dialog. */
async function offerInstall(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = vi.fn(async () => undefined);
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome, platform: 'web' }) });
  await act(() => {
    window.dispatchEvent(event);
  });
  return { event, prompt };
}

const banner = () => screen.queryByRole('region', { name: PUSH_TEXTS.installTitle });

describe('the install banner', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(START);
  });
  afterEach(async () => {
    await act(() => installOffer.clear());
    vi.useRealTimers();
  });

  it('stays hidden until the browser offers to install the site', async () => {
    render(<InstallPrompt />);
    expect(banner()).toBeNull();
    const { event } = await offerInstall();
    expect(event.defaultPrevented).toBe(true);
    expect(banner()).not.toBeNull();
    expect(screen.getByText(PUSH_TEXTS.installBody)).toBeTruthy();
  });

  it('opens the browser’s own dialog on Install and goes away', async () => {
    render(<InstallPrompt />);
    const { prompt } = await offerInstall('accepted');
    fireEvent.click(screen.getByRole('button', { name: PUSH_TEXTS.install }));
    await act(async () => {});
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(banner()).toBeNull();
    expect(localStorage.getItem(INSTALL_PROMPT_DISMISSED_KEY)).toBeNull();
  });

  it('is not shown again for the snooze after Not now, and is shown after it', async () => {
    render(<InstallPrompt />);
    await offerInstall();
    fireEvent.click(screen.getByRole('button', { name: PUSH_TEXTS.installDismiss }));
    expect(banner()).toBeNull();
    expect(localStorage.getItem(INSTALL_PROMPT_DISMISSED_KEY)).toBe(String(START.getTime()));

    vi.setSystemTime(START.getTime() + (INSTALL_PROMPT_SNOOZE_DAYS - 1) * DAY_MS);
    const snoozed = await offerInstall();
    expect(banner()).toBeNull();
    // The browser keeps its own way of offering meanwhile.
    expect(snoozed.event.defaultPrevented).toBe(false);

    vi.setSystemTime(START.getTime() + (INSTALL_PROMPT_SNOOZE_DAYS + 1) * DAY_MS);
    await offerInstall();
    expect(banner()).not.toBeNull();
  });

  it('is not offered on the panel’s pages', async () => {
    window.history.replaceState(null, '', '/admin/login');
    try {
      render(<InstallPrompt />);
      const { event } = await offerInstall();
      expect(event.defaultPrevented).toBe(false);
      expect(banner()).toBeNull();
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('goes once the site is installed', async () => {
    render(<InstallPrompt />);
    await offerInstall();
    expect(banner()).not.toBeNull();
    await act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(banner()).toBeNull();
  });
});
