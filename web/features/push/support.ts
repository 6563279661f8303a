/**
 * Whether this browser can take push notifications from the site: a service worker to receive
 * them, the Push API to subscribe and the Notification API to show them. Read in the browser
 * only (after hydration): the server cannot know.
 */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The browser's answer so far: granted, denied, or not asked yet ('default'). */
export function notificationPermission(): NotificationPermission {
  return pushSupported() ? Notification.permission : 'denied';
}
