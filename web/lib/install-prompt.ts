import { INSTALL_PROMPT_DISMISSED_KEY, INSTALL_PROMPT_SNOOZE_DAYS } from '#shared/push.js';
import { readString, writeString } from './storage.js';

/** Chromium's event offering to install the site (not in the DOM's types: not a standard). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const ADMIN = '/admin';

/** The panel is the team's: the site is never offered as an app from it. */
const onAdminPage = () => {
  const path = window.location.pathname;
  return path === ADMIN || path.startsWith(`${ADMIN}/`);
};

/** Whether "Not now" was chosen within the snooze: the browser then offers install its own way. */
export function installPromptSnoozed(now = Date.now()): boolean {
  const at = Number(readString(INSTALL_PROMPT_DISMISSED_KEY));
  return Number.isFinite(at) && at > 0 && now - at < INSTALL_PROMPT_SNOOZE_DAYS * DAY_MS;
}

export function snoozeInstallPrompt(now = Date.now()): void {
  writeString(INSTALL_PROMPT_DISMISSED_KEY, String(now));
}

let offered: BeforeInstallPromptEvent | null = null;
let listening = false;
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

/**
 * Keeps the browser's install offer for the banner. Started by the entry, before the page is
 * hydrated: the event may come before the banner is there to hear it. Calling it again does
 * nothing.
 */
export function captureInstallPrompt(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    if (installPromptSnoozed() || onAdminPage()) return;
    // The site's own banner instead of the browser's.
    event.preventDefault();
    offered = event as BeforeInstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    offered = null;
    changed();
  });
}

export const installOffer = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  current: (): BeforeInstallPromptEvent | null => offered,
  /** The offer is used up (installed, declined or put off): a new page load may bring another. */
  clear() {
    offered = null;
    changed();
  },
};
