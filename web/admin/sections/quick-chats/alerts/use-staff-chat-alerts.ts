import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { sectionHref } from '#web/admin/kit/index.js';
import { adminLive } from '#web/lib/live/index.js';
import { quickChatsQueryOptions } from '../api.js';
import { playChime, unlockChimeOnGesture } from './chime.js';
import { chatSoundOn } from './chat-sound-preference.js';

const NOTIFICATION_TAG = 'staff-live-chat';

function notifyWhileHidden(unread: number, openChats: () => void) {
  if (!document.hidden || typeof Notification === 'undefined') return;
  if (Notification.permission !== 'granted') return;
  try {
    const notification = new Notification('New message in Live Chat', {
      body: unread === 1 ? '1 unread message from a visitor' : `${String(unread)} unread messages`,
      // One notification at a time: a newer one replaces it.
      tag: NOTIFICATION_TAG,
      icon: '/favicon.svg',
    });
    notification.onclick = () => {
      window.focus();
      openChats();
      notification.close();
    };
  } catch {
    // Some browsers allow notifications only from a service worker: the title still counts.
  }
}

/**
 * Tells the staff when a visitor writes in Quick Chat, on whichever section of the panel they
 * are: a chime (unless turned off in this browser), a browser notification when the tab is
 * hidden and notifications are allowed. Returns the unread count, for the tab's title. The
 * count comes from the same query as the sidebar's badge, refreshed by the panel's event stream.
 */
export function useStaffChatAlerts(): number {
  const navigate = useNavigate();
  const polling = adminLive.useLivePolling();
  const { data: unread } = useQuery({
    ...quickChatsQueryOptions('', polling),
    select: (list) => list.unreadTotal,
  });
  const previous = useRef<number | undefined>(undefined);

  useEffect(() => unlockChimeOnGesture(), []);

  useEffect(() => {
    if (unread === undefined) return;
    const before = previous.current;
    previous.current = unread;
    // The first answer is what was waiting already; only a rise is someone writing now.
    if (before === undefined || unread <= before) return;
    if (chatSoundOn()) playChime();
    notifyWhileHidden(unread, () => {
      void navigate(sectionHref('quick-chats'));
    });
  }, [unread, navigate]);

  return unread ?? 0;
}
